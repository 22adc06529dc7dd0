import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { Testimonial } from '@/types/api';

// GET /api/testimonials/featured: three random testimonials rated 4 or more, each with
// its book's title and {slug}-{shortid}.
export function getFeaturedTestimonials({ signal }: { signal?: AbortSignal } = {}): Promise<Testimonial[]> {
  return api.get<Testimonial[]>(apiPaths.featuredTestimonials, { signal });
}

export function getFeaturedTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.featuredTestimonials,
    queryFn: ({ signal }) => getFeaturedTestimonials({ signal }),
  });
}

export function useFeaturedTestimonials() {
  return useQuery(getFeaturedTestimonialsQueryOptions());
}
