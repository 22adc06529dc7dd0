import { Gauge } from 'lucide-react';

// The server's plain notices for each public form that ran over its site-wide budget
// in the last hour: the site answers such a flood with costlier challenges, not refusals,
// so readers still get through and the owner only needs to know it is happening.
export function FloodNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Unusual activity" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-5">
      <ul className="space-y-2">
        {notices.map((notice) => (
          <li key={notice} className="flex items-start gap-3 font-semibold text-stone-900">
            <Gauge aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
            {notice}
          </li>
        ))}
      </ul>
    </section>
  );
}
