import { BookOpen } from 'lucide-react';

import { useSite } from '@/lib/site';

type SiteMarkProps = {
  // The footer's dark band; elsewhere the mark sits on a light background.
  onDark?: boolean;
};

// The site's mark and name, as the header, the footer and the sign-in card show them: the owner's
// logo when one is set (alt="": the name beside it already says it), else the built-in book icon.
export function SiteMark({ onDark = false }: SiteMarkProps) {
  const { identity, brand } = useSite();
  let mark;
  if (brand.logoUrl) {
    mark = (
      <img
        src={brand.logoUrl}
        alt=""
        width={40}
        height={40}
        className={`size-10 shrink-0 object-contain ${onDark ? 'rounded-xl bg-white p-0.5' : 'rounded-2xl'}`}
      />
    );
  } else if (onDark) {
    mark = <BookOpen aria-hidden="true" className="size-6 shrink-0 text-amber-300" />;
  } else {
    mark = (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-orange-700 text-white shadow-sm">
        <BookOpen aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <>
      {mark}
      <span className={`font-display min-w-0 ${onDark ? 'wrap-anywhere' : 'truncate'}`}>{identity.name}</span>
    </>
  );
}
