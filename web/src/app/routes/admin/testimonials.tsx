import { PageTitle } from '@/components/page-title';
import { TestimonialsAdmin } from '@/features/admin-testimonials/components/testimonials-admin';

export function TestimonialsScreen() {
  return (
    <>
      <PageTitle title="Testimonials" admin />
      <TestimonialsAdmin />
    </>
  );
}
