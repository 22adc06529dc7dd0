import { BookOpen } from 'lucide-react';
import { useState } from 'react';

import { coverImage } from '@/lib/cover-image';
import { t } from '@/lib/i18n';

// Demo and uploaded covers are portrait 2:3 (480×720); the attributes reserve that space.
export const COVER_WIDTH = 480;
export const COVER_HEIGHT = 720;

type BookCoverProps = {
  src: string;
  title: string;
  // How wide the cover shows, as the img's sizes attribute: an uploaded cover's width is
  // chosen from it.
  sizes: string;
  // The first, largest image of a page (its LCP): loaded eagerly with high priority.
  priority?: boolean;
  className?: string;
  placeholderClassName?: string;
};

// A book's cover, or a book icon when there is none or it fails to load.
export function BookCover({ src, title, sizes, priority = false, className = '', placeholderClassName = '' }: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (src === '' || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={t('books.noCover', { title })}
        data-testid="cover-placeholder"
        className={`flex aspect-[2/3] items-center justify-center rounded-xl bg-white/70 text-orange-700 ring-1 ring-amber-200 ${placeholderClassName}`}
      >
        <BookOpen aria-hidden="true" className="size-16" />
      </div>
    );
  }

  return (
    <img
      {...coverImage(src)}
      sizes={sizes}
      alt={t('books.coverOf', { title })}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={`rounded-xl object-cover shadow-lg ring-1 ring-black/5 ${className}`}
    />
  );
}
