import { Pencil, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/list/row-actions';

import type { AdminAuthor } from '../types';
import { MSG_HAS_BOOKS } from '../utils/author-messages';

import { RenameAuthorForm } from './rename-author-form';

type AuthorRowProps = {
  author: AdminAuthor;
  editing: boolean;
  // The Rename button takes the focus (after an edit of this row ended).
  focusRename: boolean;
  onEdit: () => void;
  onDone: (name: string) => void;
  onDelete: () => void;
};

// One author: the name and book count with Rename and Delete, or the inline rename form.
// Delete stays off for an author with books (spec §5), and says why.
export function AuthorRow({ author, editing, focusRename, onEdit, onDone, onDelete }: AuthorRowProps) {
  const renameRef = useRef<HTMLButtonElement>(null);
  const whyId = useId();
  const hasBooks = author.bookCount > 0;

  useEffect(() => {
    if (focusRename && !editing) renameRef.current?.focus();
  }, [focusRename, editing]);

  return (
    <li className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <UserRound aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="break-words text-lg font-extrabold text-stone-900">{author.name}</h2>
          <p className="text-stone-700">{author.bookCount === 1 ? '1 book' : `${author.bookCount} books`}</p>
        </div>
      </div>
      {editing ? (
        <div className="mt-4">
          <RenameAuthorForm author={author} onDone={onDone} />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-2 sm:justify-end">
          <Button ref={renameRef} variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename <span className="sr-only">{author.name}</span>
          </Button>
          <DeleteButton itemName={author.name} onClick={onDelete} disabled={hasBooks} describedBy={hasBooks ? whyId : undefined} />
          {hasBooks ? (
            <p id={whyId} className="w-full text-sm text-stone-700 sm:text-right">
              {MSG_HAS_BOOKS}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
