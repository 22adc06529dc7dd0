import type { PublishStatus } from '@/types/api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

// An admin list's mark for an item visitors do not see yet: Draft, or Scheduled with its time
// in the owner's time zone. Published items carry none.
export function PublishBadge({ status, publishAt }: { status?: PublishStatus; publishAt?: string | null }) {
  if (status === 'draft') {
    return (
      <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-bold text-stone-800 ring-1 ring-stone-300">
        Draft
      </span>
    );
  }
  if (status === 'scheduled') {
    return (
      <span className="inline-flex rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-bold text-sky-900 ring-1 ring-sky-300">
        Scheduled{publishAt ? ` · ${when(publishAt)}` : ''}
      </span>
    );
  }
  return null;
}
