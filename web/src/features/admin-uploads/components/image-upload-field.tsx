import { Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';

import { useUpload } from '../hooks/use-upload';
import type { UploadKind } from '../types';

import { fileInputClasses } from './file-input-classes';
import { UploadProgress } from './upload-progress';

type ImagePreview = { alt: string; width: number; height: number; className: string };

// A book cover's preview, as the book and upcoming book forms show it.
export const COVER_PREVIEW: ImagePreview = {
  alt: 'Current cover',
  width: 120,
  height: 180,
  className: 'mt-3 h-44 w-auto max-w-32 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm',
};

type ImageUploadFieldProps = {
  id: string;
  name: string;
  label: string;
  kind: UploadKind;
  accept: string;
  hint: string;
  // Shown when the chosen file is not an image.
  notImageMessage: string;
  // The preview of the current image.
  preview: ImagePreview;
  // Offers "Remove image" beside the preview, which empties the value.
  removable?: boolean;
  value: string;
  error?: string;
  onUploaded: (url: string) => void;
  onError: (message: string | undefined) => void;
  // Told synchronously when an upload starts and ends (once each), so a save in between can wait.
  onBusyChange: (busy: boolean) => void;
};

// An image field: a preview of the current image, and an image file that is stored as soon
// as it is chosen (with its progress); the stored address becomes the value.
export function ImageUploadField({
  id,
  name,
  label,
  kind,
  accept,
  hint,
  notImageMessage,
  preview,
  removable = false,
  value,
  error,
  onUploaded,
  onError,
  onBusyChange,
}: ImageUploadFieldProps) {
  const upload = useUpload(kind);
  const [uploadedName, setUploadedName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Which upload is the current one: an earlier one that ends late says nothing.
  const run = useRef(0);
  const busy = useRef(false);

  const setBusy = (next: boolean) => {
    if (busy.current === next) return;
    busy.current = next;
    onBusyChange(next);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
  };

  const cancel = () => {
    run.current += 1;
    upload.cancel();
    clear();
    setBusy(false);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setUploadedName('');
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      cancel();
      onError(notImageMessage);
      return;
    }
    onError(undefined);
    const mine = ++run.current;
    setBusy(true);
    const outcome = await upload.start(file);
    if (mine !== run.current) return;
    setBusy(false);
    if (!outcome) return;
    if ('error' in outcome) {
      clear();
      onError(outcome.error);
      return;
    }
    setUploadedName(file.name);
    onUploaded(outcome.file.url);
  };

  const remove = () => {
    cancel();
    setUploadedName('');
    onUploaded('');
    input.current?.focus();
  };

  const image = value ? <img src={value} {...preview} /> : null;

  return (
    <div>
      <Field id={id} label={label} error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className={fileInputClasses(Boolean(error))}
            type="file"
            name={name}
            accept={accept}
            onChange={(event) => void onChange(event)}
          />
        )}
      </Field>
      {upload.progress ? <UploadProgress progress={upload.progress} onCancel={cancel} /> : null}
      {image && removable ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {image}
          <button
            type="button"
            onClick={remove}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove image
          </button>
        </div>
      ) : (
        image
      )}
      <p role="status" className="mt-1.5 text-sm font-semibold text-green-800">
        {uploadedName ? `Uploaded ${uploadedName}.` : ''}
      </p>
    </div>
  );
}
