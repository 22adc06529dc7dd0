import { useRef, useState, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { fileInputClasses } from '@/features/admin-uploads/components/file-input-classes';
import { UploadProgress } from '@/features/admin-uploads/components/upload-progress';
import { useUpload } from '@/features/admin-uploads/hooks/use-upload';

import { fieldId, MSG_COVER_NOT_IMAGE } from '../utils/upcoming-book-form';

type UpcomingCoverFieldProps = {
  value: string;
  error?: string;
  onUploaded: (url: string) => void;
  onError: (message: string | undefined) => void;
  // Told synchronously when an upload starts and ends, so a save in between can wait.
  onBusyChange: (busy: boolean) => void;
};

// The cover: a preview of the current one, and an image file that is stored as soon as it
// is chosen (with its progress); the stored address becomes coverImageUrl.
export function UpcomingCoverField({ value, error, onUploaded, onError, onBusyChange }: UpcomingCoverFieldProps) {
  const upload = useUpload('cover');
  const [uploadedName, setUploadedName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Which upload is the current one: an earlier one that ends late says nothing.
  const run = useRef(0);

  const clear = () => {
    if (input.current) input.current.value = '';
  };

  const cancel = () => {
    run.current += 1;
    upload.cancel();
    clear();
    onBusyChange(false);
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
    const mine = ++run.current;
    onBusyChange(true);
    const outcome = await upload.start(file);
    if (mine !== run.current) return;
    onBusyChange(false);
    if (!outcome) return;
    if ('error' in outcome) {
      clear();
      onError(outcome.error);
      return;
    }
    setUploadedName(file.name);
    onUploaded(outcome.file.url);
  };

  return (
    <div>
      <Field
        id={fieldId('coverImageUrl')}
        label="Cover Image"
        error={error}
        hint={value ? 'Choose a new image to replace the current cover.' : 'A PNG, JPG or WebP image.'}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            className={fileInputClasses(Boolean(error))}
            type="file"
            name="coverImageUrl"
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
