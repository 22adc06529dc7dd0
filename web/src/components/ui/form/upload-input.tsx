import { useEffect, useImperativeHandle, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';

import { useUpload } from '@/hooks/use-upload';
import type { UploadedFile, UploadKind } from '@/lib/upload-file';

import { Field } from '../field';

import { fileInputClasses } from './file-input-classes';
import { useTrackUpload } from './form-setup';
import { UploadProgress } from './upload-progress';

// What the field holding an UploadInput may do with it.
export type UploadInputControls = { cancel: () => void; focus: () => void };

type UploadInputProps = {
  id: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  kind: UploadKind;
  accept: string;
  // A message when the chosen file must not be sent at all (not an image, say).
  refuse?: (file: File) => string | undefined;
  // A file was chosen (before any check).
  onChoose?: () => void;
  onUploaded: (uploaded: UploadedFile, chosen: File) => void;
  // The upload's failure, or undefined when a new one starts.
  onError: (message: string | undefined) => void;
  // Said instead of 'Failed to upload file: {reason}' when an upload fails.
  failedMessage?: string;
  controls?: Ref<UploadInputControls>;
};

// A file field that stores the chosen file at once (POST /api/admin/uploads), showing its
// progress with a Cancel button. The surrounding admin form hears when it starts and ends,
// so a save waits for it. Only the last chosen file counts: an earlier one that ends late
// says nothing.
export function UploadInput({ id, name, label, hint, error, kind, accept, refuse, onChoose, onUploaded, onError, failedMessage, controls }: UploadInputProps) {
  const upload = useUpload(kind);
  const trackUpload = useTrackUpload();
  const input = useRef<HTMLInputElement>(null);
  const run = useRef(0);
  const running = useRef(false);

  const setRunning = (next: boolean) => {
    if (running.current === next) return;
    running.current = next;
    trackUpload(next);
  };

  // Removed while uploading (a material row, say): the form stops waiting for it.
  useEffect(
    () => () => {
      if (running.current) trackUpload(false);
    },
    [trackUpload],
  );

  const clear = () => {
    if (input.current) input.current.value = '';
  };

  const cancel = () => {
    run.current += 1;
    upload.cancel();
    clear();
    setRunning(false);
  };

  useImperativeHandle(controls, () => ({ cancel, focus: () => input.current?.focus() }));

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    onChoose?.();
    if (!file) return;
    const refusal = refuse?.(file);
    if (refusal) {
      cancel();
      onError(refusal);
      return;
    }
    onError(undefined);
    const mine = ++run.current;
    setRunning(true);
    const outcome = await upload.start(file);
    if (mine !== run.current) return;
    setRunning(false);
    if (!outcome) return;
    if ('error' in outcome) {
      clear();
      onError(failedMessage ?? outcome.error);
      return;
    }
    onUploaded(outcome.file, file);
  };

  return (
    <>
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
    </>
  );
}
