import { LayoutGrid, Plus, Table2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, NoMatches } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { SearchField } from '@/components/ui/list/search-field';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useAdminBookOptions } from '@/lib/admin-catalogue';
import type { Multimedia } from '@/types/api';

import { useDeleteMultimedia } from '../api/delete-multimedia';
import { useAdminMultimedia } from '../api/get-multimedia';
import type { AdminMultimedia } from '../types';
import { searchMultimedia } from '../utils/search-multimedia';

import { MultimediaCards } from './multimedia-cards';
import { MultimediaFormDialog } from './multimedia-form-dialog';
import { MultimediaTable } from './multimedia-table';

// Spec §2 and §8.
export const MSG_LOAD_FAILED_TITLE = 'Error loading multimedia';
export const MSG_LOAD_FAILED = 'The videos and songs could not be loaded.';
export const MSG_NO_MATCH = 'No multimedia content found matching your search criteria.';
export const MSG_DELETE_FAILED = 'Failed to delete multimedia item';

type View = 'table' | 'cards';

const views: Array<{ value: View; label: string; icon: typeof Table2 }> = [
  { value: 'table', label: 'Table view', icon: Table2 },
  { value: 'cards', label: 'Card view', icon: LayoutGrid },
];

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div role="group" aria-label="Show as" className="inline-flex shrink-0 gap-1 rounded-full border-2 border-amber-200 bg-white p-1">
      {views.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-bold transition-colors ${
            view === value ? 'bg-orange-700 text-white' : 'text-stone-800 hover:bg-amber-100'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      Add Multimedia
    </Button>
  );
}

type FormState = { open: false } | { open: true; item?: AdminMultimedia };

const plural = (n: number) => (n === 1 ? '1 video or song' : `${n} videos and songs`);

// The Videos & Songs admin (admin spec §2 "Multimedia admin", §4, §5): every item newest
// first, searched by title, book or description, as a table or as cards; add and edit in a
// modal form; delete after confirming (a song takes its material along).
export function MultimediaAdmin() {
  const list = useAdminMultimedia();
  const books = useAdminBookOptions();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const [view, setView] = useState<View>('table');
  const [form, setForm] = useState<FormState>({ open: false });
  const deletion = useConfirmAction({
    mutation: useDeleteMultimedia(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (item) => toast.show(`"${item.title}" has been deleted.`),
  });

  const found = useMemo(() => searchMultimedia(list.data ?? [], search), [list.data, search]);
  const total = list.data?.length ?? 0;

  const onSaved = (saved: Multimedia, created: boolean) => {
    setForm({ open: false });
    toast.show(`"${saved.title}" has been ${created ? 'added' : 'updated'}.`);
  };

  const onEdit = (item: AdminMultimedia) => setForm({ open: true, item });
  const pending = deletion.pending;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Videos & Songs"
        headingRef={deletion.headingRef}
        intro="The videos and songs on each book's Videos & Songs page."
        action={<AddButton onClick={() => setForm({ open: true })} />}
      />

      <div className="flex flex-col gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:p-5">
        <SearchField
          id="multimedia-search"
          label="Search"
          placeholder="Title, book or description"
          value={search}
          onChange={setSearch}
          inputRef={searchRef}
          className="min-w-0 flex-1"
        />
        <ViewToggle view={view} onChange={setView} />
      </div>

      <p role="status" className="text-stone-700">
        {list.isSuccess && total > 0
          ? search.trim()
            ? `Showing ${found.length} of ${plural(total)}`
            : `${plural(total)}, newest first`
          : ''}
      </p>

      <ListState
        query={list}
        loadingLabel="Loading videos and songs..."
        loadFailedTitle={MSG_LOAD_FAILED_TITLE}
        loadFailedMessage={MSG_LOAD_FAILED}
        retryLabel="Try again"
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState title="No videos or songs yet" action={<AddButton onClick={() => setForm({ open: true })} />}>
            Add a video or a song and it will appear on its book&apos;s Videos &amp; Songs page.
          </EmptyState>
        }
      >
        {() =>
          found.length === 0 ? (
            <NoMatches
              title="Nothing found"
              clearLabel="Clear search"
              onClear={() => {
                setSearch('');
                searchRef.current?.focus();
              }}
            >
              {MSG_NO_MATCH}
            </NoMatches>
          ) : view === 'table' ? (
            <MultimediaTable items={found} onEdit={onEdit} onDelete={deletion.ask} />
          ) : (
            <MultimediaCards items={found} onEdit={onEdit} onDelete={deletion.ask} />
          )
        }
      </ListState>

      <MultimediaFormDialog
        open={form.open}
        item={form.open ? form.item : undefined}
        books={books.options}
        booksFailed={books.isError}
        onClose={() => setForm({ open: false })}
        onSaved={onSaved}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={pending?.type === 'audio' ? 'Delete this song?' : 'Delete this video?'}
        confirmLabel="Delete"
        busyLabel="Deleting..."
      >
        <p>
          {`Delete "${pending?.title}"? It will no longer appear on the Videos & Songs page of "${pending?.bookTitle}".`}
          {pending?.type === 'audio' ? " The book's material with the same file is deleted too." : ''} This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
