import { BadgeCheck, Check, Mail, Pencil, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/list/empty-state';
import { FilteredList } from '@/components/ui/list/filtered-list';
import { ListHeader } from '@/components/ui/list/list-header';
import { pageAfterDelete } from '@/components/ui/list/page-window';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { StarRating } from '@/components/ui/star-rating';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useListParams, usePageInRange } from '@/hooks/use-list-params';
import { useAdminBookOptions } from '@/lib/admin-catalogue';
import type { Testimonial } from '@/types/api';

import { useDeleteTestimonial } from '../api/delete-testimonial';
import { PAGE_SIZE, useTestimonials } from '../api/get-testimonials';
import { useDecideReview, type ReviewDecision } from '../api/review-status';
import type { AdminTestimonial, ReviewStatus } from '../types';
import { TestimonialFormDialog } from './testimonial-form-dialog';

export const MSG_TESTIMONIALS_FAILED = 'Failed to load testimonials. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete testimonial. Please try again.';
export const MSG_DECISION_FAILED = 'Failed to change the review. Please try again.';

const STATUS_NAMES: Record<ReviewStatus, string> = { waiting: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
const STATUS_CLASSES: Record<ReviewStatus, string> = {
  waiting: 'bg-orange-100 text-orange-900',
  approved: 'bg-teal-100 text-teal-900',
  rejected: 'bg-stone-200 text-stone-800',
};
const ROLE_NAMES: Record<string, string> = { parent: 'Parent', teacher: 'Teacher', librarian: 'Librarian', other: 'Other' };

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function formatReviewDate(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return dateFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

function TestimonialItem({
  testimonial: t,
  onEdit,
  onDelete,
  onDecide,
  deciding,
}: {
  testimonial: AdminTestimonial;
  onEdit: (t: AdminTestimonial) => void;
  onDelete: (t: AdminTestimonial) => void;
  onDecide: (t: AdminTestimonial, decision: ReviewDecision) => void;
  deciding: boolean;
}) {
  const status = t.status ?? 'approved';
  return (
    <li className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-extrabold text-stone-900">{t.reviewerName}</h2>
          <p className="break-words text-sm text-stone-700">
            on <span className="font-semibold text-stone-900">{t.bookTitle}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[status]}`}>{STATUS_NAMES[status]}</span>
          <StarRating rating={t.rating} />
        </div>
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
        {t.role ? <span>{ROLE_NAMES[t.role] ?? t.role}</span> : null}
        {t.origin === 'reader' ? <span>Sent from the book page</span> : null}
        {t.email ? (
          <span className="inline-flex min-w-0 items-center gap-1 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {t.email}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-amber-100 pt-3">
        {status !== 'approved' ? (
          <Button onClick={() => onDecide(t, 'approve')} disabled={deciding}>
            <Check aria-hidden="true" className="size-4" />
            Approve <span className="sr-only">review by {t.reviewerName}</span>
          </Button>
        ) : null}
        {status !== 'rejected' ? (
          <Button variant="secondary" onClick={() => onDecide(t, 'reject')} disabled={deciding}>
            <X aria-hidden="true" className="size-4" />
            Reject <span className="sr-only">review by {t.reviewerName}</span>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onEdit(t)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">review by {t.reviewerName}</span>
        </Button>
        <DeleteButton itemName={`review by ${t.reviewerName}`} onClick={() => onDelete(t)} />
      </div>
    </li>
  );
}

// The filters the address keeps: ?book=…&status=…&q=….
const LIST_KEYS = ['book', 'status', 'q'] as const;

type FormState = { open: false } | { open: true; testimonial?: AdminTestimonial };

// The testimonials admin (spec §2 "Testimonials admin", §4, §9): reviews newest first, ten
// a page, filtered by book and searched by reviewer, title or text; add and edit in a modal
// form; delete after confirming.
export function TestimonialsAdmin() {
  const params = useListParams(LIST_KEYS);
  const { page, filters, set } = params;
  const { book: bookId, status, q } = filters;
  const query = useMemo(() => ({ page, bookId, q, status }), [page, bookId, q, status]);
  const list = useTestimonials(query);
  const books = useAdminBookOptions();
  const toast = useToast();
  const [form, setForm] = useState<FormState>({ open: false });
  const onPage = list.data?.testimonials.length ?? 0;
  const deletion = useConfirmAction({
    mutation: useDeleteTestimonial(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (t) => {
      toast.show(`The review by ${t.reviewerName} has been deleted.`);
      const next = pageAfterDelete(page, onPage);
      if (next !== page) set({ page: next });
    },
  });
  usePageInRange(list, page, (last) => set({ page: last }, true));
  const decision = useDecideReview();
  const decide = (review: AdminTestimonial, choice: ReviewDecision) =>
    decision.mutate(
      { review, decision: choice },
      {
        onSuccess: (saved) => {
          toast.show(
            choice === 'approve'
              ? `The review by ${saved.reviewerName} has been approved. It now shows on the book's page.`
              : `The review by ${saved.reviewerName} has been rejected. It does not show on the site.`,
          );
        },
        onError: () => toast.show(MSG_DECISION_FAILED, { tone: 'error' }),
      },
    );


  const onSaved = (saved: Testimonial, created: boolean) => {
    setForm({ open: false });
    toast.show(`The review by ${saved.reviewerName} has been ${created ? 'added' : 'updated'}.`);
    // Newest first: a new review is at the top of the first page.
    if (created && page !== 1) set({ page: 1 });
  };

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

      <FilteredList
        params={params}
        selects={[
          {
            key: 'book',
            id: 'testimonials-book-filter',
            label: 'Filter by book',
            options: [{ value: '', label: 'All books' }, ...books.options.map((b) => ({ value: b.id, label: b.title }))],
          },
          {
            key: 'status',
            id: 'testimonials-status-filter',
            label: 'Show',
            options: [
              { value: '', label: 'All reviews' },
              { value: 'waiting', label: 'Waiting' },
              { value: 'approved', label: 'Approved' },
              { value: 'rejected', label: 'Rejected' },
            ],
          },
        ]}
        search={{ key: 'q', id: 'testimonials-search', label: 'Search testimonials', placeholder: 'Reviewer, title or text' }}
        noMatch={{ title: 'No testimonials match', hint: 'Try another book or other words.' }}
        empty={
          <EmptyState title="No testimonials yet">
            Add a reader&apos;s review and it will appear on the book&apos;s page.
          </EmptyState>
        }
        query={list}
        label="Testimonials"
        pageSize={PAGE_SIZE}
        counted={(n) => (n === 1 ? '1 testimonial' : `${n} testimonials`)}
        itemsOn={(found) => found.testimonials.length}
        loadingLabel="Loading testimonials..."
        loadFailedMessage={MSG_TESTIMONIALS_FAILED}
      >
        {(found) =>
          found.testimonials.map((t) => (
            <TestimonialItem
              key={t.id}
              testimonial={t}
              onEdit={(item) => setForm({ open: true, testimonial: item })}
              onDelete={deletion.ask}
              onDecide={decide}
              deciding={decision.isPending}
            />
          ))
        }
      </FilteredList>

      <TestimonialFormDialog
        open={form.open}
        testimonial={form.open ? form.testimonial : undefined}
        books={books.options}
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
