import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import type { UploadPurpose } from '@/lib/upload-file';

import { useFieldId } from './form-setup';
import { InputField } from './input-field';
import { UploadInput } from './upload-input';

type UrlOrUploadFieldProps = {
  // The form value: a web address, or the address of the file uploaded here.
  name: string;
  urlLabel: string;
  urlHint?: ReactNode;
  uploadLabel: string;
  uploadHint?: ReactNode;
  // What the file is for (an author photo, a book cover).
  purpose: UploadPurpose;
  accept: string;
  // A message when the chosen file must not be sent at all.
  refuse?: (file: File) => string | undefined;
  failedMessage?: (reason: string) => string;
  // Under the two controls: a preview, or what the address is.
  children?: ReactNode;
};

// A file of the surrounding admin form given either way: a web address typed in, or a file
// stored as soon as it is chosen (with its progress and Cancel), whose address then fills the
// web address. Whichever came last is the value.
export function UrlOrUploadField({
  name,
  urlLabel,
  urlHint,
  uploadLabel,
  uploadHint,
  purpose,
  accept,
  refuse,
  failedMessage,
  children,
}: UrlOrUploadFieldProps) {
  const { setValue } = useFormContext();
  const [uploadedName, setUploadedName] = useState('');
  const [uploadError, setUploadError] = useState<string>();

  return (
    <div className="space-y-3 rounded-3xl border-2 border-amber-200 bg-amber-50/60 p-4">
      <InputField name={name} label={urlLabel} hint={urlHint} type="url" inputMode="url" autoComplete="off" />
      <UploadInput
        id={`${useFieldId(name)}-file`}
        label={uploadLabel}
        hint={uploadHint}
        error={uploadError}
        purpose={purpose}
        accept={accept}
        refuse={refuse}
        failedMessage={failedMessage}
        onChoose={() => setUploadedName('')}
        onError={setUploadError}
        onUploaded={(uploaded, chosen) => {
          setUploadedName(chosen.name);
          setValue(name, uploaded.url, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {/* Announces the outcome; a failure is shown under the file field too. */}
      <p role="status" className="text-sm font-semibold text-green-800">
        {uploadedName ? `Uploaded ${uploadedName}.` : ''}
        <span className="sr-only">{uploadError ?? ''}</span>
      </p>
      {children}
    </div>
  );
}
