import { BadgeCheck, Pencil, Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldControlClasses } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { StarRating } from '@/components/ui/star-rating';
import { useToast } from '@/components/ui/toast';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useAdminBooks } from '@/lib/admin-catalogue';
import type { Testimonial } from '@/types/api';

import { useDeleteTestimonial } from '../api/delete-testimonial';
import { PAGE_SIZE, useTestimonials } from '../api/get-testimonials';
import type { AdminTestimonial } from '../types';
import { pageAfterDelete } from '../utils/page-window';

import { Pagination } from './pagination';
import { TestimonialFormDialog, type BookOption } from './testimonial-form-dialog';

export const MSG_TESTIMONIALS_FAILED = 'Failed to load testimonials. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete testimonial. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function formatReviewDate(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return dateFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

// The list's state lives in the address (?page=2&book=…&q=…), so Back and a reload keep it.
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const bookId = params.get('book') ?? '';
  const q = params.get('q') ?? '';
  const set = (next: { page?: number; bookId?: string; q?: string }, replace = false) => {
    const merged = { page, bookId, q, ...next };
    const search = new URLSearchParams();
    if (merged.bookId) search.set('book', merged.bookId);
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace });
  };
  return { page, bookId, q, set };
}

function TestimonialItem({
  testimonial: t,
  onEdit,
  onDelete,
}: {
  testimonial: AdminTestimonial;
  onEdit: (t: AdminTestimonial) => void;
  onDelete: (t: AdminTestimonial) => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-extrabold text-stone-900">{t.reviewerName}</h2>
          <p className="break-words text-sm text-stone-700">
            on <span className="font-semibold text-stone-900">{t.bookTitle}</span>
          </p>
        </div>
        <StarRating rating={t.rating} className="shrink-0" />
      </div>
      {t.title ? <p className="break-words font-bold text-stone-900">{t.title}</p> : null}
      <p className="line-clamp-4 break-words text-stone-800">{t.content}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        {t.date ? <time dateTime={t.date}>{formatReviewDate(t.date)}</time> : null}
        {t.source ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t.source}</span>
        ) : null}
        {t.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 font-semibold text-teal-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Verified purchase
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-amber-100 pt-3">
        <Button variant="secondary" onClick={() => onEdit(t)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">review by {t.reviewerName}</span>
        </Button>
        <DeleteButton itemName={`review by ${t.reviewerName}`} onClick={() => onDelete(t)} />
      </div>
    </li>
  );
}

type FormState = { open: false } | { open: true; testimonial?: AdminTestimonial };

// The testimonials admin (spec §2 "Testimonials admin", §4, §9): reviews newest first, ten
// a page, filtered by book and searched by reviewer, title or text; add and edit in a modal
// form; delete after confirming.
export function TestimonialsAdmin() {
  const { page, bookId, q, set } = useListParams();
  const query = useMemo(() => ({ page, bookId, q }), [page, bookId, q]);
  const list = useTestimonials(query);
  const books = useAdminBooks();
  const toast = useToast();
  const [search, setSearch] = useState(q);
  const [form, setForm] = useState<FormState>({ open: false });
  const onPage = list.data?.testimonials.length ?? 0;
  const deletion = useConfirmDelete({
    mutation: useDeleteTestimonial(),
    failureMessage: MSG_DELETE_FAILED,
    onDeleted: (t) => {
      toast.show(`The review by ${t.reviewerName} has been deleted.`);
      const next = pageAfterDelete(page, onPage);
      if (next !== page) set({ page: next });
    },
  });

  // The search box follows the address (Back, Clear filters).
  useEffect(() => setSearch(q), [q]);

  // A page past the end (an old link, or reviews removed elsewhere): the last page.
  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && totalPages > 0 && page > totalPages) set({ page: totalPages }, true);
    // `set` is made anew each render; the page numbers are what matter.
  }, [list.isSuccess, list.isPlaceholderData, totalPages, page]);

  const bookOptions: BookOption[] = useMemo(
    () =>
      (books.data ?? [])
        .map((b) => ({ id: b.id, title: b.title }))
        .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })),
    [books.data],
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set({ q: search, page: 1 });
  };

  const onSaved = (saved: Testimonial, created: boolean) => {
    setForm({ open: false });
    toast.show(`The review by ${saved.reviewerName} has been ${created ? 'added' : 'updated'}.`);
    // Newest first: a new review is at the top of the first page.
    if (created && page !== 1) set({ page: 1 });
  };

  const filtered = bookId !== '' || q.trim() !== '';
  const data = list.data;
  const count = data?.totalCount ?? 0;
  const first = data && data.testimonials.length > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? first + data.testimonials.length - 1 : 0;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Testimonials"
        headingRef={deletion.headingRef}
        action={
          <Button onClick={() => setForm({ open: true })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Testimonial
          </Button>
        }
      />

      <div className="grid gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
        <div>
          <label htmlFor="testimonials-book-filter" className="block font-bold text-stone-900">
            Filter by book
          </label>
          <select
            id="testimonials-book-filter"
            className={fieldControlClasses(false)}
            value={bookId}
            onChange={(e) => set({ bookId: e.target.value, page: 1 })}
          >
            <option value="">All books</option>
            {bookOptions.map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </select>
        </div>
        <form role="search" aria-label="Search testimonials" onSubmit={onSearch}>
          <label htmlFor="testimonials-search" className="block font-bold text-stone-900">
            Search
          </label>
          <div className="flex items-center gap-2">
            <input
              id="testimonials-search"
              type="search"
              className={fieldControlClasses(false)}
              placeholder="Reviewer, title or text"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" className="mt-1.5 shrink-0">
              <Search aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Search</span>
            </Button>
          </div>
        </form>
      </div>

      <p role="status" className="text-stone-700">
        {list.isSuccess && count > 0
          ? `Showing ${first}–${last} of ${count === 1 ? '1 testimonial' : `${count} testimonials`}, newest first`
          : ''}
      </p>

      <ListState
        query={list}
        loadingLabel="Loading testimonials..."
        loadFailedMessage={MSG_TESTIMONIALS_FAILED}
        isEmpty={(found) => found.totalCount === 0}
        empty={
          filtered ? (
            <EmptyState
              title="No testimonials match"
              action={
                <Button variant="secondary" onClick={() => set({ bookId: '', q: '', page: 1 })}>
                  Clear filters
                </Button>
              }
            >
              Try another book or other words.
            </EmptyState>
          ) : (
            <EmptyState title="No testimonials yet">
              Add a reader&apos;s review and it will appear on the book&apos;s page.
            </EmptyState>
          )
        }
      >
        {(found) => (
          <>
            <ul
              aria-label="Testimonials"
              aria-busy={list.isPlaceholderData}
              className={`space-y-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {found.testimonials.map((t) => (
                <TestimonialItem
                  key={t.id}
                  testimonial={t}
                  onEdit={(item) => setForm({ open: true, testimonial: item })}
                  onDelete={deletion.ask}
                />
              ))}
            </ul>
            <Pagination
              page={Math.min(page, Math.max(totalPages, 1))}
              totalPages={totalPages}
              onChange={(n) => set({ page: n })}
            />
          </>
        )}
      </ListState>

      <TestimonialFormDialog
        open={form.open}
        testimonial={form.open ? form.testimonial : undefined}
        books={bookOptions}
        booksFailed={books.isError}
        defaultBookId={bookId}
        onClose={() => setForm({ open: false })}
        onSaved={onSaved}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this testimonial?"
        confirmLabel="Delete Testimonial"
        busyLabel="Deleting..."
      >
        <p>
          Delete the review by &quot;{deletion.pending?.reviewerName}&quot; of &quot;{deletion.pending?.bookTitle}&quot;? It will no longer
          appear on the book&apos;s page. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
