import type { LucideIcon } from 'lucide-react';

import { coverImage } from '@/lib/cover-image';

const shapes = {
  // A book cover's proportions.
  cover: { width: 56, height: 80, box: 'h-20 w-14 rounded-lg', icon: 'size-6' },
  square: { width: 80, height: 80, box: 'size-20 rounded-2xl', icon: 'size-8' },
};

// An item's picture in a list, small (an uploaded cover's smallest width, not the original);
// its icon when it has none.
export function Thumbnail({ src, icon: Icon, shape = 'cover' }: { src: string; icon: LucideIcon; shape?: keyof typeof shapes }) {
  const { width, height, box, icon } = shapes[shape];
  if (!src) {
    return (
      <span className={`flex shrink-0 items-center justify-center bg-amber-100 text-amber-800 ${box}`}>
        <Icon aria-hidden="true" className={icon} />
      </span>
    );
  }
  return (
    <img
      {...coverImage(src)}
      sizes={`${width}px`}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`shrink-0 bg-amber-100 object-cover shadow-sm ${box}`}
    />
  );
}
