import { FileText, Pencil } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { isNotFound } from '@/lib/api-client';

import { useDeleteKitFile } from '../api/delete-kit-file';
import { useKit } from '../api/get-kit';
import type { AdminKitFile, KitDetail } from '../types';
import { kitFileTypeLabel } from '../utils/kit-files';
import { KIT_TOAST_MS, MSG_FILE_DELETE_FAILED, MSG_FILE_DELETED, MSG_FILE_RENAMED, MSG_LOAD_FAILED } from '../utils/kit-messages';

import { DownloadLinkGenerator } from './download-link-generator';
import { KitNotFound } from './edit-kit';
import { KitFileUpload } from './kit-file-upload';
import { KitHeader } from './kit-header';
import { RenameKitFile } from './rename-kit-file';
import { StatusBadge } from './status-badge';

function FileList({ kit }: { kit: KitDetail }) {
  const toast = useToast();
  const [renaming, setRenaming] = useState<AdminKitFile | null>(null);
  // Taken apart: the compiler's lint reads every part of an object that holds a ref as the ref.
  const { headingRef, pending, ask, dialog } = useConfirmAction({
    mutation: useDeleteKitFile(kit),
    failureMessage: MSG_FILE_DELETE_FAILED,
    onDone: () => toast.show(MSG_FILE_DELETED, { duration: KIT_TOAST_MS }),
    onFailed: () => toast.show(MSG_FILE_DELETE_FAILED, { duration: KIT_TOAST_MS, tone: 'error' }),
  });
  const files = [...kit.files].sort((a, b) => a.sortOrder - b.sortOrder);

  return (
    <section aria-labelledby="kit-files-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="kit-files-heading"
        className="font-display text-2xl font-bold text-stone-900"
      >
        Files
      </h2>
      <p className="mt-1 text-stone-700">
        Visitors who sign up get these, in this order. Until the kit has a file, its book page does not offer it.
      </p>
      {files.length === 0 ? (
        <p className="mt-4 rounded-2xl border-2 border-dashed border-amber-300 p-4 text-center text-stone-700">
          No files yet. Upload the first one below.
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex flex-col gap-3 rounded-2xl border-2 border-amber-100 bg-amber-50/50 p-3 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <FileText aria-hidden="true" className="size-6 shrink-0 text-orange-800" />
                <div className="min-w-0">
                  <p className="break-words font-bold text-stone-900">{file.fileName}</p>
                  <p className="break-words text-sm text-stone-700">
                    {file.fileNameEs ? (
                      <>
                        Spanish: <span lang="es">{file.fileNameEs}</span>
                      </>
                    ) : (
                      'No Spanish name: the Spanish site shows the English one.'
                    )}
                  </p>
                  <p className="text-sm text-stone-700">{kitFileTypeLabel(file.fileType)}</p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 self-start sm:self-auto">
                <Button variant="secondary" onClick={() => setRenaming(file)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Rename <span className="sr-only">{file.fileName}</span>
                </Button>
                <DeleteButton itemName={file.fileName} onClick={() => ask(file)} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <RenameKitFile
        kit={kit}
        file={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          toast.show(MSG_FILE_RENAMED, { duration: KIT_TOAST_MS });
        }}
      />
      <ConfirmDialog {...dialog} title="Delete this file?" confirmLabel="Delete File" busyLabel="Deleting...">
        <p>
          Delete &quot;{pending?.fileName}&quot; from this kit? Download links already sent stop offering it. This cannot
          be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

// The kit files manager (spec §2 "Kit files manager"): the files, an upload form, and the
// secure download-link generator with an email to paste.
export function KitFiles({ id }: { id: string }) {
  const kit = useKit(id);

  if (kit.isPending) {
    return (
      <div className="space-y-6">
        <KitHeader title="Kindness Kit Files" />
        <Spinner label="Loading kindness kit..." />
      </div>
    );
  }
  if (kit.isError) {
    return (
      <div className="space-y-6">
        <KitHeader title="Kindness Kit Files" />
        {isNotFound(kit.error) ? (
          <KitNotFound />
        ) : (
          <LoadError message={MSG_LOAD_FAILED} onRetry={() => void kit.refetch()} retrying={kit.isFetching} />
        )}
      </div>
    );
  }

  const data = kit.data;
  return (
    <div className="space-y-6">
      <KitHeader title={`Files: ${data.title}`}>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <StatusBadge active={data.active} />
          <ButtonLink to={adminPaths.editKindnessKit.getHref(data.id)} variant="ghost">
            <Pencil aria-hidden="true" className="size-4" />
            Edit Kit
          </ButtonLink>
        </div>
      </KitHeader>
      <FileList kit={data} />
      <KitFileUpload kit={data} />
      <DownloadLinkGenerator kit={data} />
    </div>
  );
}
