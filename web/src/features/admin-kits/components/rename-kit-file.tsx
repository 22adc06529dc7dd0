import { z } from 'zod';

import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { BilingualField } from '@/components/ui/form/bilingual-field';
import { Form } from '@/components/ui/form/form';
import { DialogFormActions } from '@/components/ui/form/form-actions';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useRenameKitFile } from '../api/rename-kit-file';
import type { AdminKitFile, KitDetail, KitFileNames } from '../types';
import { MSG_FILE_NAME, MSG_RENAME_FAILED } from '../utils/kit-messages';

const namesSchema = z.object({
  fileName: z.string().refine((name) => name.trim() !== '', MSG_FILE_NAME),
  fileNameEs: z.string(),
}) satisfies z.ZodType<KitFileNames>;

type RenameKitFileProps = {
  kit: Pick<KitDetail, 'id' | 'bookId'>;
  // The file being renamed; null keeps the dialog closed.
  file: AdminKitFile | null;
  onClose: () => void;
  onSaved: (saved: AdminKitFile) => void;
};

// A kit file's names, in English and in Spanish, as a modal: the Spanish name is what the
// Spanish book page, the mail with the links and the links page call the file.
export function RenameKitFile({ kit, file, onClose, onSaved }: RenameKitFileProps) {
  return (
    <FormDialog open={file !== null} title="Rename File" onClose={onClose}>
      {file ? <NamesForm key={file.id} kit={kit} file={file} onCancel={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function NamesForm({ kit, file, onCancel, onSaved }: { kit: RenameKitFileProps['kit']; file: AdminKitFile; onCancel: () => void; onSaved: (saved: AdminKitFile) => void }) {
  const state = useAppForm(namesSchema, { fileName: file.fileName, fileNameEs: file.fileNameEs ?? '' });
  const rename = useRenameKitFile(kit, file.id);
  const busy = rename.isPending;
  useDialogBusy(busy);

  // A failed save keeps both names as typed, with the message (and the server's on its field).
  const onValid = (values: KitFileNames) => {
    rename.mutate(
      { fileName: values.fileName.trim(), fileNameEs: values.fileNameEs.trim() },
      {
        onSuccess: onSaved,
        onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_RENAME_FAILED)),
      },
    );
  };

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="kit-file-names"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={<DialogFormActions onCancel={onCancel} busy={busy} editing addLabel="Save Names" updateLabel="Save Names" />}
    >
      <BilingualField name="fileName" label="File Name" hint="What visitors see, e.g. Coloring Pages" required autoComplete="off" />
    </Form>
  );
}
