import type { ReactNode } from 'react';

// One item of an admin list: its picture, what it is, and its actions (at 375 px they go
// under it).
export function ListRow({ media, actions, children }: { media?: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {media}
        <div className="min-w-0">{children}</div>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
