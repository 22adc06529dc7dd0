import { FolderOpen, Gift } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddLink } from '@/components/ui/list/add-link';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListRow } from '@/components/ui/list/list-row';
import { ListState } from '@/components/ui/list/list-state';
import { PreviewButtons } from '@/components/ui/list/preview-buttons';
import { PublishBadge } from '@/components/ui/list/publish-badge';
import { DeleteButton, EditLink } from '@/components/ui/list/row-actions';
import { Thumbnail } from '@/components/ui/list/thumbnail';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useRole } from '@/lib/auth/use-me';

import { useDeleteKit } from '../api/delete-kit';
import { useKits } from '../api/get-kits';
import type { KitSummary } from '../types';
import { KIT_TOAST_MS, MSG_KIT_DELETE_FAILED, MSG_KIT_DELETED, MSG_KITS_FAILED } from '../utils/kit-messages';

import { StatusBadge } from './status-badge';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// The count of sign-ups links to them for an owner; an editor, who cannot open them, sees the
// count alone.
function SignUpsCount({ kit }: { kit: KitSummary }) {
  const editor = useRole() === 'editor';
  const count = plural(kit.subscriberCount, 'sign-up', 'sign-ups');
  if (editor) return <>{count}</>;
  return (
    <Link
      to={adminPaths.kindnessKitSignUps.getHref(kit.id)}
      className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
    >
      {`${count} `}
      <span className="sr-only">for {kit.title}</span>
    </Link>
  );
}

function KitItem({ kit, onDelete }: { kit: KitSummary; onDelete: (kit: KitSummary) => void }) {
  return (
    <ListRow
      media={<Thumbnail src={kit.heroImageUrl} icon={Gift} shape="square" />}
      actions={
        <>
          <ButtonLink to={adminPaths.kindnessKitFiles.getHref(kit.id)}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Manage Files <span className="sr-only">of {kit.title}</span>
          </ButtonLink>
          <EditLink to={adminPaths.editKindnessKit.getHref(kit.id)} itemName={kit.title} />
          <PreviewButtons kind="kit" id={kit.id} status={kit.status} title={kit.title} />
          <DeleteButton itemName={kit.title} onClick={() => onDelete(kit)} />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words text-lg font-extrabold text-stone-900">{kit.title}</h2>
        <StatusBadge active={kit.active} />
        <PublishBadge status={kit.status} publishAt={kit.publishAt} />
      </div>
      <p className="break-words text-stone-700">{kit.bookTitle || 'Unknown Book'}</p>
      <p className="text-sm text-stone-700">
        {plural(kit.fileCount, 'file', 'files')} · <SignUpsCount kit={kit} />
      </p>
    </ListRow>
  );
}

function AddKitLink() {
  return <AddLink to={adminPaths.newKindnessKit.getHref()}>Add Kindness Kit</AddLink>;
}

// The kits list (spec §2 "Kindness kits list"): every kit, newest first, with its book,
// status and counts, and ways to its files, its form and to delete it (asked first). The
// outcome of a delete shows as a toast (spec §4: 3 s).
export function KitsList() {
  const kits = useKits();
  const toast = useToast();
  const deletion = useConfirmAction({
    mutation: useDeleteKit(),
    failureMessage: MSG_KIT_DELETE_FAILED,
    onDone: () => toast.show(MSG_KIT_DELETED, { duration: KIT_TOAST_MS }),
    onFailed: () => toast.show(MSG_KIT_DELETE_FAILED, { duration: KIT_TOAST_MS, tone: 'error' }),
  });

  return (
    <div className="space-y-6">
      <ListHeader
        title="Kindness Kits"
        headingRef={deletion.headingRef}
        intro="Free downloads a book offers in exchange for an email address."
        action={<AddKitLink />}
      />

      <ListState
        query={kits}
        loadingLabel="Loading kindness kits..."
        loadFailedMessage={MSG_KITS_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No Kindness Kits Found" action={<AddKitLink />}>
            Create a kit for one of your books, then add its files.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((kit) => (
              <KitItem key={kit.id} kit={kit} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </ListState>

      <ConfirmDialog {...deletion.dialog} title="Delete this kindness kit?" confirmLabel="Delete Kit" busyLabel="Deleting...">
        <p>
          Delete &quot;{deletion.pending?.title}&quot;? This also removes its files and sign-ups, and its download links stop
          working. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
