import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { fileInputClasses } from '@/features/admin-uploads/components/file-input-classes';
import { UploadProgress } from '@/features/admin-uploads/components/upload-progress';
import { useUpload } from '@/features/admin-uploads/hooks/use-upload';

import { kitFieldId } from '../utils/kit-form';
import { MSG_HERO_NOT_IMAGE } from '../utils/kit-messages';

type HeroImageFieldProps = {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onError: (message: string | undefined) => void;
  onBusyChange: (busy: boolean) => void;
};

// The kit's hero image: a preview of the current one, and an image that is stored as soon
// as it is chosen (with its progress); the stored address becomes heroImageUrl.
export function HeroImageField({ value, error, onChange, onError, onBusyChange }: HeroImageFieldProps) {
  const upload = useUpload('image');
  const [uploadedName, setUploadedName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.progress !== null;

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);

  const clear = () => {
    if (input.current) input.current.value = '';
  };

  const cancel = () => {
    upload.cancel();
    clear();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setUploadedName('');
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      cancel();
      onError(MSG_HERO_NOT_IMAGE);
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
    onChange(outcome.file.url);
  };

  const remove = () => {
    cancel();
    setUploadedName('');
    onChange('');
    input.current?.focus();
  };

  return (
    <div>
      <Field id={kitFieldId('heroImageUrl')} label="Hero Image (optional)" error={error} hint="PNG, JPG, GIF up to 10MB">
        {(control) => (
          <input
            {...control}
            ref={input}
            className={fileInputClasses(Boolean(error))}
            type="file"
            name="heroImage"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => void onFile(event)}
          />
        )}
      </Field>
      {upload.progress ? <UploadProgress progress={upload.progress} onCancel={cancel} /> : null}
      {value ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <img
            src={value}
            alt="Current hero image"
            width={160}
            height={120}
            className="h-28 w-auto max-w-40 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm"
          />
          <button
            type="button"
            onClick={remove}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove image
          </button>
        </div>
      ) : null}
      <p role="status" className="mt-1.5 text-sm font-semibold text-green-800">
        {uploadedName ? `Uploaded ${uploadedName}.` : ''}
      </p>
    </div>
  );
}
