import { ArrowLeft, UserCog } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

// Placeholder for the admin app; it owns /admin and everything under it.
export default function AdminRoot() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-stone-100 px-4 text-center text-stone-900">
      <title>Admin Portal | Storyshelf</title>
      <UserCog aria-hidden="true" className="size-12 text-orange-700" />
      <h1 className="text-3xl font-extrabold">Admin Portal</h1>
      <p className="text-stone-700">The admin area is coming soon.</p>
      <ButtonLink to={paths.home.getHref()} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the site
      </ButtonLink>
    </main>
  );
}
