import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Testimonial } from '@/types/api';

import type { AdminTestimonial, TestimonialInput } from '../types';

// POST /api/admin/testimonials (201) adds a review; PUT /api/admin/testimonials/{id} (200)
// saves an edited one. A 400 carries per-field messages.
export const createTestimonial = (input: TestimonialInput) =>
  adminApi.post<Testimonial>(adminApiPaths.testimonials, input);

export const updateTestimonial = (id: string, input: TestimonialInput) =>
  adminApi.put<Testimonial>(adminApiPaths.testimonial(id), input);

// Adds the review when editing is undefined, else saves it.
export function useSaveTestimonial(editing: AdminTestimonial | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) => (editing ? updateTestimonial(editing.id, input) : createTestimonial(input)),
    onSuccess: (saved) => void refreshAfterWrite(queryClient, 'testimonial', [saved.bookId, editing?.bookId]),
  });
}
