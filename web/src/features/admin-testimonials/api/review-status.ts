import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminTestimonial } from '../types';

export type ReviewDecision = 'approve' | 'reject';

// POST /api/admin/testimonials/{id}/approve shows a review on the site (and, the first time,
// mails a reader who left an address); POST …/reject keeps it off. Both answer the review.
export const decideReview = (id: string, decision: ReviewDecision) =>
  adminApi.post<AdminTestimonial>(
    decision === 'approve' ? adminApiPaths.approveTestimonial(id) : adminApiPaths.rejectTestimonial(id),
  );

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, decision }: { review: AdminTestimonial; decision: ReviewDecision }) => decideReview(review.id, decision),
    onSuccess: (saved) => void refreshAfterWrite(queryClient, 'testimonial', [saved.bookId]),
  });
}
