import { site } from '@/config/site';
import { TestimonialsAdmin } from '@/features/admin-testimonials/components/testimonials-admin';

export function TestimonialsScreen() {
  return (
    <>
      <title>{`Testimonials | Admin Portal | ${site.name}`}</title>
      <TestimonialsAdmin />
    </>
  );
}
