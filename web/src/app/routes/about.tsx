import type { QueryClient } from '@tanstack/react-query';

import { getAuthorQueryOptions } from '@/features/author/api/get-author';
import { AuthorPage } from '@/features/author/components/author-page';
import { DeferredNewsletterForm } from '@/features/newsletter/components/deferred-newsletter-form';

// Starts loading the profile without holding up the page.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getAuthorQueryOptions());
  return null;
};

export default function AboutRoute() {
  // Spec §2: on /about the newsletter form has no submit behaviour.
  return <AuthorPage newsletter={<DeferredNewsletterForm />} />;
}
