import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminTestimonial } from '../types';

// DELETE /api/admin/testimonials/{id} (204).
export const deleteTestimonial = (id: string) => adminApi.delete<void>(adminApiPaths.testimonial(id));

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testimonial: AdminTestimonial) => deleteTestimonial(testimonial.id),
    onSuccess: (_, testimonial) => void refreshAfterWrite(queryClient, 'testimonial', [testimonial.bookId]),
  });
}
