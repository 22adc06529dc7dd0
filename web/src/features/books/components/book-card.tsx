import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { bookSlugWithId } from '@/lib/book-url';
import type { Book } from '@/types/api';

const MAX_GENRES = 3;

export function BookCard({ book }: { book: Book }) {
  const [coverFailed, setCoverFailed] = useState(false);
  const href = paths.book.getHref(bookSlugWithId(book));
  const showCover = book.coverImage !== '' && !coverFailed;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border-2 border-amber-200 bg-white shadow-sm">
      <div className="relative flex h-72 items-center justify-center bg-gradient-to-br from-amber-100 to-orange-100 px-4 pt-10 pb-4">
        {showCover ? (
          <img
            src={book.coverImage}
            alt=""
            loading="lazy"
            className="h-full max-h-full w-auto max-w-full rounded-lg object-contain shadow-lg ring-1 ring-black/5"
            onError={() => setCoverFailed(true)}
          />
        ) : (
          <BookOpen aria-hidden="true" className="size-16 text-orange-700" />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-teal-800 px-3 py-1 text-xs font-bold text-white">
          Ages {book.ageRange || 'All'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-extrabold text-stone-900">
          <Link to={href} className="rounded hover:text-orange-800 hover:underline">
            {book.title}
          </Link>
        </h3>
        <p className="text-sm font-semibold text-stone-700">by {book.author}</p>
        {book.genres.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Topics">
            {book.genres.slice(0, MAX_GENRES).map((genre) => (
              <li key={genre} className="rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-900">
                {genre}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="line-clamp-3 text-stone-700">{book.description}</p>
      </div>
    </article>
  );
}
