import { Music } from 'lucide-react';
import { useState } from 'react';

import { coverImage } from '@/lib/cover-image';

// The item's picture (decorative: the title sits beside it). Thumbnails are
// stored like covers (2:3, 480×720); any other shape is cropped to fit.
export function MediaThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const box = 'aspect-[2/3] w-20 shrink-0 rounded-2xl sm:w-28';
  if (!src || failed) {
    return (
      <div aria-hidden="true" className={`${box} flex items-center justify-center bg-gradient-to-br from-amber-200 via-orange-100 to-teal-100`}>
        <Music className="size-8 text-orange-700" />
      </div>
    );
  }
  return (
    <img
      {...coverImage(src)}
      sizes="(min-width: 640px) 112px, 80px"
      alt=""
      width={480}
      height={720}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${box} h-auto object-cover shadow-md ring-2 ring-white`}
    />
  );
}
