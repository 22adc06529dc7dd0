import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { TestimonialsAdmin } from '@/features/admin-testimonials/components/testimonials-admin';

export function TestimonialsScreen() {
  return (
    <>
      <AdminTitle title="Testimonials" />
      <TestimonialsAdmin />
    </>
  );
}
