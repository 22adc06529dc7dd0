import { ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { fileInputClasses } from '@/features/admin-uploads/components/file-input-classes';
import { UploadProgress } from '@/features/admin-uploads/components/upload-progress';
import { useUpload } from '@/features/admin-uploads/hooks/use-upload';
import type { MaterialType } from '@/types/api';

import { fieldId, MATERIAL_TYPES, materialField, type FormErrors, type MaterialRow as Row } from '../utils/book-form';

// The kinds of file the server takes for a material (internal/server/uploads.go).
export const MATERIAL_ACCEPT =
  '.pdf,.mp3,.wav,.ogg,.m4a,.mp4,.webm,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt,.zip,.epub';

type MaterialRowProps = {
  index: number;
  row: Row;
  errors: FormErrors;
  onChange: (patch: Partial<Row>) => void;
  onError: (field: string, message: string | undefined) => void;
  onRemove: () => void;
  onBusyChange: (busy: boolean) => void;
};

// One downloadable material: title, type, description and its file, stored as soon as it is
// chosen. A material that already has a file keeps it unless a new one is chosen.
export function MaterialRow({ index, row, errors, onChange, onError, onRemove, onBusyChange }: MaterialRowProps) {
  const upload = useUpload('material');
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.progress !== null;
  const n = index + 1;
  const name = (field: 'title' | 'description' | 'type' | 'fileUrl') => materialField(index, field);

  useEffect(() => {
    if (!busy) return;
    onBusyChange(true);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);

  const cancel = () => {
    upload.cancel();
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    onError(name('fileUrl'), undefined);
    const outcome = await upload.start(file);
    if (!outcome) return;
    if ('error' in outcome) {
      if (input.current) input.current.value = '';
      onError(name('fileUrl'), outcome.error);
      return;
    }
    // The file's own kind is the likeliest type; the owner can still change it.
    onChange({
      fileUrl: outcome.file.url,
      fileSize: outcome.file.fileSize,
      fileName: outcome.file.fileName || file.name,
      type: outcome.file.type,
    });
  };

  const fileHint = row.fileName
    ? null
    : row.fileUrl
      ? 'This material already has a file. Choose a new one only to replace it.'
      : 'A PDF, an image, audio (MP3, WAV, OGG, M4A), video (MP4, WebM) or an office document, up to 100 MB.';

  return (
    <fieldset className="rounded-3xl border-2 border-amber-200 bg-amber-50/60 p-4 sm:p-5">
      <legend className="px-2 font-display text-lg font-bold text-stone-900">Material {n}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId(name('title'))} label="Title" error={errors[name('title')]}>
          {(control) => (
            <input {...control} type="text" value={row.title} onChange={(e) => onChange({ title: e.target.value })} />
          )}
        </Field>
        <Field id={fieldId(name('type'))} label="Type" error={errors[name('type')]}>
          {(control) => (
            <select
              {...control}
              value={row.type}
              onChange={(e) => onChange({ type: e.target.value as MaterialType })}
            >
              {MATERIAL_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId(name('description'))}
          label="Description"
          error={errors[name('description')]}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={row.description}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field id={fieldId(name('fileUrl'))} label="File" error={errors[name('fileUrl')]} hint={fileHint}>
            {(control) => (
              <input
                {...control}
                ref={input}
                className={fileInputClasses(Boolean(errors[name('fileUrl')]))}
                type="file"
                accept={MATERIAL_ACCEPT}
                onChange={(event) => void onFile(event)}
              />
            )}
          </Field>
          {upload.progress ? <UploadProgress progress={upload.progress} onCancel={cancel} /> : null}
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
