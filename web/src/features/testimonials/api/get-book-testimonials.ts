import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { TestimonialsPage } from '@/types/api';

// GET /api/books/{bookId}/testimonials: a book's reviews, newest first, and their count.
export function getBookTestimonials(
  bookId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TestimonialsPage> {
  return api.get<TestimonialsPage>(apiPaths.bookTestimonials(bookId), { signal });
}

export function getBookTestimonialsQueryOptions(bookId: string) {
  return queryOptions({
    queryKey: queryKeys.bookTestimonials(bookId),
    queryFn: ({ signal }) => getBookTestimonials(bookId, { signal }),
  });
}

export function useBookTestimonials(bookId: string) {
  return useQuery(getBookTestimonialsQueryOptions(bookId));
}
