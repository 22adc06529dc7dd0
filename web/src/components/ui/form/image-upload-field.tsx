import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import type { UploadPurpose } from '@/lib/upload-file';

import { useFieldId } from './form-setup';
import { UploadInput, type UploadInputControls } from './upload-input';

// The server's message for a file that is not an image (internal/storyshelf).
export const MSG_NOT_AN_IMAGE = 'Please select an image file for the cover image.';

export type ImagePreview = { alt: string; width: number; height: number; className: string };

// A book cover's preview, as the book and upcoming book forms show it.
export const COVER_PREVIEW: ImagePreview = {
  alt: 'Current cover',
  width: 120,
  height: 180,
  className: 'mt-3 h-44 w-auto max-w-32 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm',
};

type ImageUploadFieldProps = {
  // The form value: the stored image's address.
  name: string;
  label: string;
  // What the file is for (an author photo, a book cover).
  purpose: UploadPurpose;
  accept: string;
  hint: string;
  // Shown when the chosen file is not an image.
  notImageMessage: string;
  // The preview of the current image.
  preview: ImagePreview;
  // Offers "Remove image" beside the preview, which empties the value.
  removable?: boolean;
  // The remove button's words, where a screen has more than one image ('Remove logo').
  removeLabel?: string;
  // Only these file types are sent (the logo: never SVG); any image when not given.
  types?: readonly string[];
  // Shown when the chosen file is empty.
  noFileMessage?: string;
  // Shown instead of 'Failed to upload file: {reason}' when the upload fails.
  failedMessage?: string;
};

// An image field of the surrounding admin form: a preview of the current image, and an image
// file that is stored as soon as it is chosen (with its progress); the stored address becomes
// the value.
export function ImageUploadField({
  name,
  label,
  purpose,
  accept,
  hint,
  notImageMessage,
  preview,
  removable = false,
  removeLabel = 'Remove image',
  types,
  noFileMessage,
  failedMessage,
}: ImageUploadFieldProps) {
  const { field, fieldState } = useController({ name });
  const { setError, clearErrors } = useFormContext();
  const [uploadedName, setUploadedName] = useState('');
  const controls = useRef<UploadInputControls>(null);
  const value = String(field.value ?? '');

  const remove = () => {
    controls.current?.cancel();
    setUploadedName('');
    field.onChange('');
    controls.current?.focus();
  };

  const { alt, ...size } = preview;
  const image = value ? <img src={value} alt={alt} {...size} /> : null;

  return (
    <div>
      <UploadInput
        id={useFieldId(name)}
        name={name}
        label={label}
        hint={hint}
        error={fieldState.error?.message}
        purpose={purpose}
        accept={accept}
        controls={controls}
        failedMessage={failedMessage ? () => failedMessage : undefined}
        refuse={(file) => {
          if (file.size === 0 && noFileMessage) return noFileMessage;
          const allowed = types ? types.includes(file.type) : file.type.startsWith('image/');
          return allowed ? undefined : notImageMessage;
        }}
        onChoose={() => setUploadedName('')}
        onError={(message) => (message ? setError(name, { type: 'upload', message }) : clearErrors(name))}
        onUploaded={(uploaded, chosen) => {
          setUploadedName(chosen.name);
          field.onChange(uploaded.url);
        }}
      />
      {image && removable ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {image}
          <button
            type="button"
            onClick={remove}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {removeLabel}
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
