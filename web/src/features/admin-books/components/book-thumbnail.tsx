import { BookOpen } from 'lucide-react';

// A book's cover, small; a book icon when it has none.
export function BookThumbnail({ src }: { src: string }) {
  if (!src) {
    return (
      <span className="flex h-20 w-14 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
        <BookOpen aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={56}
      height={80}
      loading="lazy"
      decoding="async"
      className="h-20 w-14 shrink-0 rounded-lg bg-amber-100 object-cover shadow-sm"
    />
  );
}
