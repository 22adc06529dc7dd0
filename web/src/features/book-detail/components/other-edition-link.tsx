import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { bookSlugWithId } from '@/lib/book-url';
import { coverImage } from '@/lib/cover-image';
import { t } from '@/lib/i18n';
import type { Edition } from '@/types/api';

// The same story in the other language ('Also in Spanish', 'También en inglés'), with its
// small cover and title. The link stays in the page's language: on /es/ pages it leads to
// /es/books/…, where the other edition is described in Spanish. Its title is in its own
// language, and marked so for screen readers; the cover is decoration beside it.
export function OtherEditionLink({ edition }: { edition: Edition }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link
      to={paths.book.getHref(bookSlugWithId(edition))}
      className="flex items-center gap-4 self-start rounded-2xl bg-white p-2 pr-5 shadow-sm ring-1 ring-amber-200 transition-colors hover:ring-2 hover:ring-orange-700"
    >
      {edition.coverImage === '' || failed ? (
        <span className="flex h-18 w-12 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-orange-700">
          <BookOpen aria-hidden="true" className="size-6" />
        </span>
      ) : (
        <img
          {...coverImage(edition.coverImage)}
          sizes="48px"
          alt=""
          width={48}
          height={72}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-18 w-12 shrink-0 rounded-lg object-cover shadow ring-1 ring-black/5"
        />
      )}
      <span className="flex min-w-0 flex-col">
        {/* The space keeps the two apart in the link's name where lines do not (jsdom). */}
        <span className="text-sm font-bold text-teal-800">{t('bookDetail.alsoIn', { language: edition.language })}</span>{' '}
        <span lang={edition.language} className="font-display text-lg font-extrabold break-words text-stone-900">
          {edition.title}
        </span>
      </span>
    </Link>
  );
}
