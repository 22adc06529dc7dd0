import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';

import { useDeleteKit } from '../api/delete-kit';
import { useKits } from '../api/get-kits';
import type { KitSummary } from '../types';
import { KIT_TOAST_MS, MSG_KIT_DELETE_FAILED, MSG_KIT_DELETED, MSG_KITS_FAILED } from '../utils/kit-messages';

import { KitThumbnail } from './kit-thumbnail';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900 ring-1 ring-green-300">
      Active
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-bold text-stone-800 ring-1 ring-stone-300">
      Inactive
    </span>
  );
}

function KitItem({ kit, onDelete }: { kit: KitSummary; onDelete: (kit: KitSummary) => void }) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <KitThumbnail src={kit.heroImageUrl} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="break-words text-lg font-extrabold text-stone-900">{kit.title}</h2>
            <StatusBadge active={kit.active} />
          </div>
          <p className="break-words text-stone-700">{kit.bookTitle || 'Unknown Book'}</p>
          <p className="text-sm text-stone-700">
            {plural(kit.fileCount, 'file', 'files')} · {plural(kit.subscriberCount, 'sign-up', 'sign-ups')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={adminPaths.kindnessKitFiles.getHref(kit.id)}>
          <FolderOpen aria-hidden="true" className="size-4" />
          Manage Files <span className="sr-only">of {kit.title}</span>
        </ButtonLink>
        <ButtonLink to={adminPaths.editKindnessKit.getHref(kit.id)} variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{kit.title}</span>
        </ButtonLink>
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onDelete(kit)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete <span className="sr-only">{kit.title}</span>
        </Button>
      </div>
    </li>
  );
}

function AddKitLink() {
  return (
    <ButtonLink to={adminPaths.newKindnessKit.getHref()}>
      <Plus aria-hidden="true" className="size-4" />
      Add Kindness Kit
    </ButtonLink>
  );
}

// The kits list (spec §2 "Kindness kits list"): every kit, newest first, with its book,
// status and counts, and ways to its files, its form and to delete it (asked first).
export function KitsList() {
  const kits = useKits();
  const deletion = useDeleteKit();
  const toast = useToast();
  const [pending, setPending] = useState<KitSummary | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The deleted kit's card is gone, and its Delete button with it: the list starts again.
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const confirmDelete = () => {
    if (!pending) return;
    deletion.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        setFocusHeading(true);
        toast.show(MSG_KIT_DELETED, { duration: KIT_TOAST_MS });
      },
      onError: () => {
        setPending(null);
        toast.show(MSG_KIT_DELETE_FAILED, { duration: KIT_TOAST_MS, tone: 'error' });
      },
    });
  };

  const count = kits.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-bold text-stone-900">
            Kindness Kits
          </h1>
          <p className="mt-1 text-stone-700">
            Free downloads a book offers in exchange for an email address.
          </p>
        </div>
        <AddKitLink />
      </div>

      {kits.isPending ? (
        <Spinner label="Loading kindness kits..." />
      ) : kits.isError ? (
        <LoadError message={MSG_KITS_FAILED} onRetry={() => void kits.refetch()} retrying={kits.isFetching} />
      ) : count === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
          <h2 className="font-display text-xl font-bold text-stone-900">No Kindness Kits Found</h2>
          <p className="mt-1 text-stone-700">Create a kit for one of your books, then add its files.</p>
          <div className="mt-4">
            <AddKitLink />
          </div>
        </div>
      ) : (
        <ul className="space-y-4">
          {kits.data.map((kit) => (
            <KitItem
              key={kit.id}
              kit={kit}
              onDelete={(k) => {
                deletion.reset();
                setPending(k);
              }}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Delete this kindness kit?"
        confirmLabel="Delete Kit"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>
          Delete &quot;{pending?.title}&quot;? This also removes its files and sign-ups, and its download links stop
          working. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
