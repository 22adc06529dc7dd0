import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SPANISH_HINT } from '@/components/ui/form/bilingual-field';
import { fileInputClasses } from '@/components/ui/form/file-input-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { UploadProgress } from '@/components/ui/form/upload-progress';
import { useToast } from '@/components/ui/toast';
import { useUpload } from '@/hooks/use-upload';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { KitFileType } from '@/types/api';

import { useAddKitFile } from '../api/add-kit-file';
import type { KitDetail } from '../types';
import { DEFAULT_KIT_FILE_TYPE, defaultFileName, KIT_FILE_ACCEPT, KIT_FILE_TYPES } from '../utils/kit-files';
import {
  KIT_TOAST_MS,
  MSG_FILE_REQUIRED,
  MSG_FILE_UPLOAD_FAILED,
  MSG_FILE_UPLOADED,
} from '../utils/kit-messages';

import { KitSection } from './kit-section';

// Adds one file to the kit (spec §5 "Kit file upload"): the file is stored privately with
// its progress shown, then recorded at the end of the kit under the given name and type.
export function KitFileUpload({ kit }: { kit: Pick<KitDetail, 'id' | 'bookId'> }) {
  const upload = useUpload('kit-file');
  const addFile = useAddKitFile(kit);
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameEs, setNameEs] = useState('');
  const [type, setType] = useState<KitFileType>(DEFAULT_KIT_FILE_TYPE);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The name the last chosen file suggested: replaced by the next file's, unless edited.
  const suggested = useRef('');
  const busy = upload.progress !== null || addFile.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setError(undefined);
    if (chosen && (name.trim() === '' || name === suggested.current)) {
      suggested.current = defaultFileName(chosen.name);
      setName(suggested.current);
    }
  };

  const fail = (message: string) => {
    setError(message);
    alertRef.current?.focus();
  };

  const reset = () => {
    setFile(null);
    setName('');
    setNameEs('');
    setType(DEFAULT_KIT_FILE_TYPE);
    suggested.current = '';
    if (input.current) input.current.value = '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!file || name.trim() === '') {
      fail(MSG_FILE_REQUIRED);
      return;
    }
    setError(undefined);
    const outcome = await upload.start(file);
    if (!outcome) return; // cancelled
    if ('error' in outcome) {
      toast.show(MSG_FILE_UPLOAD_FAILED, { duration: KIT_TOAST_MS, tone: 'error' });
      fail(outcome.error);
      return;
    }
    addFile.mutate(
      { fileName: name.trim(), fileNameEs: nameEs.trim(), fileType: type, fileUrl: outcome.file.url },
      {
        onSuccess: () => {
          reset();
          toast.show(MSG_FILE_UPLOADED, { duration: KIT_TOAST_MS });
        },
        onError: (err) => {
          toast.show(MSG_FILE_UPLOAD_FAILED, { duration: KIT_TOAST_MS, tone: 'error' });
          fail(err instanceof ApiError && err.status === 400 ? userMessage(err, MSG_FILE_UPLOAD_FAILED) : MSG_FILE_UPLOAD_FAILED);
        },
      },
    );
  };

  const cancel = () => {
    upload.cancel();
  };

  return (
    <KitSection
      id="kit-upload-heading"
      title="Upload a File"
      intro="A PDF, picture, song or document, up to 100MB. Only people with a download link can get it."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-5">
        <Field id="kit-file" label="File">
          {(control) => (
            <input
              {...control}
              ref={input}
              className={fileInputClasses(false)}
              type="file"
              name="file"
              accept={KIT_FILE_ACCEPT}
              disabled={busy}
              onChange={onFile}
            />
          )}
        </Field>
        {upload.progress ? <UploadProgress progress={upload.progress} onCancel={cancel} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="kit-file-name" label="File Name" hint="What visitors see, e.g. Coloring Pages">
            {(control) => (
              <input
                {...control}
                type="text"
                name="fileName"
                value={name}
                disabled={busy}
                onChange={(e) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <Field id="kit-file-name-es" label="File Name (Español)" hint={SPANISH_HINT}>
            {(control) => (
              <input {...control} type="text" name="fileNameEs" lang="es" value={nameEs} disabled={busy} onChange={(e) => setNameEs(e.target.value)} />
            )}
          </Field>
          <Field id="kit-file-type" label="File Type">
            {(control) => (
              <select
                {...control}
                name="fileType"
                value={type}
                disabled={busy}
                onChange={(e) => setType(e.target.value as KitFileType)}
              >
                {KIT_FILE_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <FormAlert alertRef={alertRef} message={error} />
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? 'Uploading...' : 'Upload File'}
        </Button>
      </form>
    </KitSection>
  );
}
