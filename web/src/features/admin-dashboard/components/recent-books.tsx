import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';
import { coverImage } from '@/lib/cover-image';

import type { DashboardBook } from '../api/get-dashboard';

import { RECENT_LIMIT } from './recent-activities';

function Thumbnail({ src }: { src: string }) {
  if (!src) {
    return (
      <span className="flex h-16 w-12 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
        <BookOpen aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      {...coverImage(src)}
      sizes="48px"
      alt=""
      width={48}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-16 w-12 shrink-0 rounded-lg bg-amber-100 object-cover shadow-sm"
    />
  );
}

export function RecentBooks({ books }: { books: DashboardBook[] }) {
  const items = books.slice(0, RECENT_LIMIT);
  return (
    <section aria-labelledby="recent-books-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <h2 id="recent-books-heading" className="font-display text-xl font-bold text-stone-900">
        Recent Books
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-stone-700">No books yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((book) => (
            <li key={book.id} className="flex items-center gap-3">
              <Thumbnail src={book.coverImage} />
              <div className="min-w-0">
                <Link
                  to={adminPaths.editBook.getHref(book.id)}
                  className="rounded font-bold text-orange-800 underline-offset-2 hover:underline"
                >
                  {book.title}
                </Link>
                <p className="text-sm text-stone-700">by {book.author}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
