import { useState } from 'react';

// The author's photo, square; a friendly illustration when there is none or it cannot load.
export function AuthorPhoto({ name, photoUrl }: { name: string; photoUrl: string }) {
  const [failed, setFailed] = useState(false);

  if (photoUrl === '' || failed) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-square w-full items-center justify-center rounded-[2.5rem] border-8 border-white bg-gradient-to-br from-amber-200 via-orange-100 to-teal-100 shadow-xl"
      >
        <svg viewBox="0 0 200 200" width="200" height="200" className="h-3/4 w-3/4" focusable="false">
          <circle cx="100" cy="72" r="34" fill="#fdba74" />
          <path d="M62 66c4-26 24-40 44-38 22 2 36 18 34 42-10-14-26-20-44-18-14 2-26 8-34 14z" fill="#7c2d12" />
          <circle cx="88" cy="74" r="4" fill="#292524" />
          <circle cx="112" cy="74" r="4" fill="#292524" />
          <path d="M88 88c7 7 17 7 24 0" stroke="#292524" strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M46 176c4-40 26-62 54-62s50 22 54 62z" fill="#115e59" />
          <path d="M58 150l42 10 42-10v34l-42 8-42-8z" fill="#fff7ed" stroke="#c2410c" strokeWidth="4" strokeLinejoin="round" />
          <path d="M100 160v32" stroke="#c2410c" strokeWidth="4" />
        </svg>
      </div>
    );
  }

  return (
    <img
      src={photoUrl}
      alt={name}
      width={500}
      height={500}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square h-auto w-full rounded-[2.5rem] border-8 border-white object-cover shadow-xl"
    />
  );
}
