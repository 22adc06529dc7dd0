import { BookOpen } from 'lucide-react';
import { useState } from 'react';

import { coverImage } from '@/lib/cover-image';
import { t } from '@/lib/i18n';
import type { Book } from '@/types/api';

// How wide the cover shows: 16rem on phones, 20rem from sm, and from md two fifths of the
// page less its margins beside the book's details (about 36vw; 26rem at most, which only
// matters on wide screens with one pixel per point). The server preloads the cover with
// the same sizes (internal/server/page.go); a Go test fails when the two differ.
export const DETAIL_COVER_SIZES = '(min-width: 768px) 36vw, (min-width: 640px) 320px, 256px';

// Covers are 2:3 (480×720). The cover is the page's largest image (LCP), so it
// loads eagerly with high priority and is decoded as it paints (the default); a
// missing or broken cover shows a placeholder.
export function BookCover({ book }: { book: Pick<Book, 'title' | 'coverImage'> }) {
  const [failed, setFailed] = useState(false);

  if (book.coverImage === '' || failed) {
    return (
      <div className="flex aspect-[2/3] w-full flex-col items-center justify-center gap-4 rounded-3xl border-4 border-white bg-gradient-to-br from-amber-200 via-orange-100 to-teal-100 p-8 text-center shadow-xl">
        <BookOpen aria-hidden="true" className="size-20 text-orange-700" />
        <p className="font-display text-2xl font-extrabold text-stone-900">{book.title}</p>
        <p className="text-sm font-semibold text-stone-700">{t('bookDetail.coverSoon')}</p>
      </div>
    );
  }

  return (
    <img
      {...coverImage(book.coverImage)}
      sizes={DETAIL_COVER_SIZES}
      alt={t('bookDetail.coverAlt', { title: book.title })}
      width={480}
      height={720}
      loading="eager"
      fetchPriority="high"
      onError={() => setFailed(true)}
      className="aspect-[2/3] h-auto w-full rounded-3xl object-cover shadow-xl ring-4 ring-white"
    />
  );
}
