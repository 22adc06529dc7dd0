import { ContentLayout } from '@/components/layouts/content-layout';
import { PrivacyPolicyContent } from '@/features/privacy/components/privacy-policy-content';
import { t } from '@/lib/i18n';

export default function PrivacyPolicyRoute() {
  return (
    <ContentLayout title={t('privacy.heading')}>
      <div className="max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-10">
        <PrivacyPolicyContent />
      </div>
    </ContentLayout>
  );
}
