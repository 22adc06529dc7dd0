import { ContentLayout } from '@/components/layouts/content-layout';

export default function PrivacyPolicyRoute() {
  return <ContentLayout title="Privacy Policy" intro="Last updated April 14, 2025." />;
}
