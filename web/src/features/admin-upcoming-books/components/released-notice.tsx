import { BookCheck, X } from 'lucide-react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';
import type { ReleasedBook } from '@/types/api';

export type Released = ReleasedBook & { title: string };

const linkClasses = 'font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900';

// What "Release now" made, with links to it. It stays until she closes it, unlike a toast,
// so there is time to follow a link.
export function ReleasedNotice({ released, onClose }: { released: Released; onClose: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border-2 border-green-200 bg-green-50 px-4 py-3 text-stone-900"
    >
      <BookCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words">
          {released.spanishBookId
            ? `“${released.title}” and its Spanish edition, “${released.spanishTitle}”, are now in Books.`
            : `“${released.title}” is now in Books.`}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={adminPaths.editBook.getHref(released.bookId)} className={linkClasses}>
            Open the book
          </Link>
          {released.spanishBookId ? (
            <Link to={adminPaths.editBook.getHref(released.spanishBookId)} className={linkClasses}>
              Open the Spanish edition
            </Link>
          ) : null}
          {released.issueId ? (
            <Link to={adminPaths.newsletterIssue.getHref(released.issueId)} className={linkClasses}>
              Open the newsletter draft
            </Link>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close this notice"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-green-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
