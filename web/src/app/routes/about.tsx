import { AuthorPage } from '@/features/author/components/author-page';
import { DeferredNewsletterForm } from '@/features/newsletter/components/deferred-newsletter-form';

export default function AboutRoute() {
  // Spec §2: on /about the newsletter form has no submit behaviour.
  return <AuthorPage newsletter={<DeferredNewsletterForm />} />;
}
