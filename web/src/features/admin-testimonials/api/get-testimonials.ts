import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { AdminTestimonialsPage, TestimonialsQuery } from '../types';

// Spec §9: ten reviews a page (the server pages them).
export const PAGE_SIZE = 10;

export function testimonialsUrl({ page, bookId, q, status }: TestimonialsQuery) {
  const params = new URLSearchParams({ page: String(page) });
  if (bookId) params.set('bookId', bookId);
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  return `${adminApiPaths.testimonials}?${params.toString()}`;
}

// GET /api/admin/testimonials?page=&bookId=&q=&status=: one page of reviews, newest first, with
// their book's title, the total count and the number of pages.
export const getTestimonials = (query: TestimonialsQuery, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<AdminTestimonialsPage>(testimonialsUrl(query), { signal });

export const testimonialsQueryOptions = (query: TestimonialsQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.testimonialsPage(query),
    queryFn: ({ signal }) => getTestimonials(query, { signal }),
    staleTime: 30 * 1000,
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTestimonials(query: TestimonialsQuery) {
  return useQuery(testimonialsQueryOptions(query));
}
