import { useEffect, useRef, useState, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { fileInputClasses } from '@/features/admin-uploads/components/file-input-classes';
import { UploadProgress } from '@/features/admin-uploads/components/upload-progress';
import { useUpload } from '@/features/admin-uploads/hooks/use-upload';

import { fieldId, MSG_COVER_NOT_IMAGE } from '../utils/book-form';

type CoverFieldProps = {
  value: string;
  error?: string;
  onUploaded: (url: string) => void;
  onError: (message: string | undefined) => void;
  onBusyChange: (busy: boolean) => void;
};

// The cover: a preview of the current one, and an image file that is stored as soon as it
// is chosen (with its progress); the stored address becomes the book's coverImage.
export function CoverField({ value, error, onUploaded, onError, onBusyChange }: CoverFieldProps) {
  const upload = useUpload('cover');
  const [uploadedName, setUploadedName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.progress !== null;

  useEffect(() => {
    if (!busy) return;
    onBusyChange(true);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);

  const clear = () => {
    if (input.current) input.current.value = '';
  };

  const cancel = () => {
    upload.cancel();
    clear();
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setUploadedName('');
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      cancel();
      onError(MSG_COVER_NOT_IMAGE);
      return;
    }
    onError(undefined);
    const outcome = await upload.start(file);
    if (!outcome) return;
    if ('error' in outcome) {
      clear();
      onError(outcome.error);
      return;
    }
    setUploadedName(file.name);
    onUploaded(outcome.file.url);
  };

  const id = fieldId('coverImage');
  return (
    <div>
      <Field
        id={id}
        label="Cover Image"
        error={error}
        hint={value ? 'Covers under 1MB load fastest. Choose a new image to replace the current cover.' : 'Covers under 1MB load fastest.'}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            className={fileInputClasses(Boolean(error))}
            type="file"
            name="coverImage"
            accept="image/*"
            onChange={(event) => void onChange(event)}
          />
        )}
      </Field>
      {upload.progress ? <UploadProgress progress={upload.progress} onCancel={cancel} /> : null}
      {value ? (
        <img
          src={value}
          alt="Current cover"
          width={120}
          height={180}
          className="mt-3 h-44 w-auto max-w-32 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm"
        />
      ) : null}
      <p role="status" className="mt-1.5 text-sm font-semibold text-green-800">
        {uploadedName ? `Uploaded ${uploadedName}.` : ''}
      </p>
    </div>
  );
}
