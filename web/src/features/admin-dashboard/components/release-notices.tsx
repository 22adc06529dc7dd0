import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';

import type { Dashboard } from '../api/get-dashboard';

// Books that became books on their release day (on schedule, or by Release now) while the
// newsletter draft announcing each is still unsent: the draft waits for her to send it.
export function ReleaseNotices({ drafts }: { drafts: NonNullable<Dashboard['releaseDrafts']> }) {
  if (drafts.length === 0) return null;
  return (
    <section aria-label="Released books" className="rounded-3xl border-2 border-green-200 bg-green-50 p-5">
      <ul className="space-y-2">
        {drafts.map((draft) => (
          <li key={draft.issueId} className="flex items-start gap-3 text-stone-900">
            <Newspaper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
            <p className="min-w-0 break-words">
              <span className="font-semibold">
                “{draft.title}” is now in Books. A newsletter draft announcing it is ready.
              </span>{' '}
              <Link
                to={adminPaths.newsletterIssue.getHref(draft.issueId)}
                className="font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
              >
                Open the draft <span className="sr-only">announcing {draft.title}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
