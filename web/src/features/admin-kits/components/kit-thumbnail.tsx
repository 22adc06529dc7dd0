import { Gift } from 'lucide-react';

// A kit's hero image, small; a gift icon when it has none.
export function KitThumbnail({ src }: { src: string }) {
  if (!src) {
    return (
      <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
        <Gift aria-hidden="true" className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      className="size-20 shrink-0 rounded-2xl bg-amber-100 object-cover shadow-sm"
    />
  );
}
