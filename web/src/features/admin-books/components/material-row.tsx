import { ExternalLink, Trash2 } from 'lucide-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import { BilingualField } from '@/components/ui/form/bilingual-field';
import { useFieldId } from '@/components/ui/form/form-setup';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { UploadInput } from '@/components/ui/form/upload-input';

import { MATERIAL_TYPES, materialField, type BookFormValues, type MaterialRow as Row } from '../utils/book-form';

// The kinds of file the server takes for a material (internal/server/uploads.go).
export const MATERIAL_ACCEPT =
  '.pdf,.mp3,.wav,.ogg,.m4a,.mp4,.webm,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt,.zip,.epub';

// A material's failed upload, in the spec's words (admin §8).
export const materialFailed = (reason: string) => `Error processing material: ${reason}`;

// One downloadable material: title, type, description and its file, stored as soon as it is
// chosen. A material that already has a file keeps it unless a new one is chosen.
export function MaterialRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { setValue, setError, clearErrors } = useFormContext<BookFormValues>();
  const fileUrl = `downloadMaterials.${index}.fileUrl` as const;
  const row = useWatch<BookFormValues>({ name: `downloadMaterials.${index}` }) as Row;
  // An English book's material has a Spanish title and description beside the English ones; a
  // Spanish book's is written in Spanish.
  const english = useWatch<BookFormValues>({ name: 'language' }) !== 'es';
  const file = useController({ name: fileUrl });
  const fileId = useFieldId(fileUrl);
  const n = index + 1;
  const set = (field: 'fileSize' | 'fileName' | 'type', value: string) =>
    setValue(`downloadMaterials.${index}.${field}`, value, { shouldDirty: true });

  const fileHint = row.fileName
    ? null
    : row.fileUrl
      ? 'This material already has a file. Choose a new one only to replace it.'
      : 'A PDF, an image, audio (MP3, WAV, OGG, M4A), video (MP4, WebM) or an office document, up to 100 MB.';

  return (
    <fieldset className="rounded-3xl border-2 border-amber-200 bg-amber-50/60 p-4 sm:p-5">
      <legend className="px-2 font-display text-lg font-bold text-stone-900">Material {n}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {english ? (
          <BilingualField name={materialField(index, 'title')} label="Title" className="sm:col-span-2" />
        ) : (
          <InputField name={materialField(index, 'title')} label="Title" />
        )}
        <SelectField
          name={materialField(index, 'type')}
          label="Type"
          options={MATERIAL_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        />
        {english ? (
          <BilingualField name={materialField(index, 'description')} label="Description" multiline rows={2} className="sm:col-span-2" />
        ) : (
          <TextareaField name={materialField(index, 'description')} label="Description" rows={2} className="sm:col-span-2" />
        )}
        <div className="sm:col-span-2">
          <UploadInput
            id={fileId}
            label="File"
            hint={fileHint}
            error={file.fieldState.error?.message}
            purpose="material"
            accept={MATERIAL_ACCEPT}
            failedMessage={materialFailed}
            onError={(message) =>
              message ? setError(fileUrl, { type: 'upload', message }) : clearErrors(fileUrl)
            }
            onUploaded={(uploaded, chosen) => {
              // The file's own kind is the likeliest type; the owner can still change it.
              set('fileSize', uploaded.fileSize);
              set('fileName', uploaded.fileName || chosen.name);
              set('type', uploaded.type);
              file.field.onChange(uploaded.url);
            }}
          />
          <p role="status" className="mt-1.5 text-sm font-semibold text-stone-800">
            {row.fileName ? `Uploaded ${row.fileName} (${row.fileSize}).` : ''}
          </p>
          {row.fileUrl && !row.fileName ? (
            <p className="mt-1 text-sm text-stone-700">
              Current file ({row.fileSize}):{' '}
              <a
                href={row.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
              >
                Open <span className="sr-only">the current file of material {n} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove <span className="sr-only">material {n}</span>
        </button>
      </div>
    </fieldset>
  );
}
