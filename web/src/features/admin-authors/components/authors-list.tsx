import { Search, UserRoundPen } from 'lucide-react';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldControlClasses } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';

import { useDeleteAuthor } from '../api/delete-author';
import { useAuthors } from '../api/get-authors';
import type { AdminAuthor } from '../types';
import { deleteQuestion, MSG_AUTHORS_FAILED, MSG_DELETE_FAILED } from '../utils/author-messages';

import { AuthorRow } from './author-row';

// The authors list (spec §2 "Authors list", §5, §8): every author name on the books,
// alphabetical, with its book count; a search by name; an inline rename; and Delete, which
// the spec allows only for an author without books.
export function AuthorsList() {
  const authors = useAuthors();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [focusRename, setFocusRename] = useState<string | null>(null);
  const deletion = useConfirmAction({
    mutation: useDeleteAuthor(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (author) => toast.show(`"${author.name}" has been deleted.`),
  });

  const words = query.trim().toLowerCase();
  const matches = (author: AdminAuthor) => author.name.toLowerCase().includes(words);
  const count = authors.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Authors"
        headingRef={deletion.headingRef}
        intro={
          authors.isSuccess && count > 0
            ? `${count === 1 ? '1 author' : `${count} authors`} named on your books, A to Z`
            : 'The authors named on your books.'
        }
        action={
          <ButtonLink to={adminPaths.authorProfile.getHref()} variant="secondary">
            <UserRoundPen aria-hidden="true" className="size-4" />
            Edit Author Profile
          </ButtonLink>
        }
      />

      <div role="search" className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
        <label htmlFor="authors-search" className="block font-bold text-stone-900">
          Search authors
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 mt-0.5 size-5 -translate-y-1/2 text-stone-600" />
          <input
            id="authors-search"
            type="search"
            placeholder="Author name"
            className={`${fieldControlClasses(false)} pl-11`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>

      <ListState
        query={authors}
        loadingLabel="Loading authors..."
        loadFailedMessage={MSG_AUTHORS_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No authors yet">
            Authors appear here as soon as a book names them. Add a book to begin.
          </EmptyState>
        }
      >
        {(list) => {
          const shown = list.filter(matches);
          return (
            <>
              <p role="status" className="text-stone-700">
                {words ? `${shown.length === 1 ? '1 author matches' : `${shown.length} authors match`} "${query.trim()}"` : ''}
              </p>
              {shown.length === 0 ? (
                <EmptyState title="No authors match">Try another name, or clear the search.</EmptyState>
              ) : (
                <ul aria-label="Authors" className="space-y-4">
                  {shown.map((author) => (
                    <AuthorRow
                      key={author.name}
                      author={author}
                      editing={editing === author.name}
                      focusRename={focusRename === author.name}
                      onEdit={() => {
                        setFocusRename(null);
                        setEditing(author.name);
                      }}
                      onDone={(name) => {
                        setEditing(null);
                        setFocusRename(name);
                      }}
                      onDelete={() => deletion.ask(author)}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </ListState>

      <ConfirmDialog {...deletion.dialog} title="Delete this author?" confirmLabel="Delete Author" busyLabel="Deleting...">
        <p>{deletion.pending ? deleteQuestion(deletion.pending.name) : ''}</p>
      </ConfirmDialog>
    </div>
  );
}
