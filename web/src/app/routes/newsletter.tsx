import { ContentLayout } from '@/components/layouts/content-layout';
import { ArchiveList } from '@/features/newsletter-archive/components/archive-list';
import { DeferredNewsletterForm } from '@/features/newsletter/components/deferred-newsletter-form';
import { t } from '@/lib/i18n';

// The newsletter archive (/newsletter, /es/newsletter): the sent newsletters the owner chose to
// show, and the sign-up.
export default function NewsletterArchiveRoute() {
  return (
    <ContentLayout title={t('newsletterArchive.heading')} intro={t('page.newsletter.description')}>
      <div className="max-w-3xl">
        <ArchiveList />
      </div>
      <div className="mt-12">
        <DeferredNewsletterForm archiveLink={false} />
      </div>
    </ContentLayout>
  );
}
