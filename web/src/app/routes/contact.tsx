import { ContentLayout } from '@/components/layouts/content-layout';

export default function ContactRoute() {
  return <ContentLayout title="Contact" intro="Questions, school visits, publishers and media: we'd love to hear from you." />;
}
