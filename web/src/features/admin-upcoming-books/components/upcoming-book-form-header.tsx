import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';

// The add and edit screens' heading, with the way back to the list.
export function UpcomingBookFormHeader({ title }: { title: string }) {
  return (
    <div>
      <Link
        to={adminPaths.upcomingBooks.getHref()}
        className="inline-flex items-center gap-1 rounded font-bold text-orange-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Upcoming Books
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold text-stone-900">{title}</h1>
    </div>
  );
}
