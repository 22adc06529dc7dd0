import { useEffect, useImperativeHandle, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';

import { useUpload } from '@/hooks/use-upload';
import { UPLOAD_PURPOSES, type UploadedFile, type UploadPurpose } from '@/lib/upload-file';

import { Field } from '../field';

import { fileInputClasses } from './file-input-classes';
import { useReportUpload, useTrackUpload, type UploadEvent } from './form-setup';
import { UploadProgress } from './upload-progress';

// Omit over each member of a union, keeping it a union.
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// What the field holding an UploadInput may do with it.
export type UploadInputControls = { cancel: () => void; focus: () => void };

type UploadInputProps = {
  id: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  // What the file is for: how it is stored, and how History names it.
  purpose: UploadPurpose;
  accept: string;
  // A message when the chosen file must not be sent at all (not an image, say).
  refuse?: (file: File) => string | undefined;
  // A file was chosen (before any check).
  onChoose?: () => void;
  onUploaded: (uploaded: UploadedFile, chosen: File) => void;
  // The upload's failure, or undefined when a new one starts.
  onError: (message: string | undefined) => void;
  // Words a failed upload from its reason (default 'Failed to upload file: …').
  failedMessage?: (reason: string) => string;
  controls?: Ref<UploadInputControls>;
};

// A file field that stores the chosen file at once (POST /api/admin/uploads), showing its
// progress with a Cancel button. The surrounding admin form hears when it starts and ends,
// so a save waits for it, and each step of it when the form keeps a log. Only the last chosen
// file counts: an earlier one that ends late says nothing (but is logged as cancelled).
export function UploadInput({
  id,
  name,
  label,
  hint,
  error,
  purpose,
  accept,
  refuse,
  onChoose,
  onUploaded,
  onError,
  failedMessage,
  controls,
}: UploadInputProps) {
  const upload = useUpload(purpose, failedMessage);
  const trackUpload = useTrackUpload();
  const reportUpload = useReportUpload();
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
    const report = (step: DistributiveOmit<UploadEvent, 'fileName' | 'kind' | 'size'>) =>
      reportUpload?.({ fileName: file.name, kind: UPLOAD_PURPOSES[purpose], size: file.size, ...step });
    report({ stage: 'chosen' });
    const refusal = refuse?.(file);
    if (refusal) {
      cancel();
      onError(refusal);
      report({ stage: 'refused', message: refusal });
      return;
    }
    onError(undefined);
    const mine = ++run.current;
    setRunning(true);
    // Sending started (0) and everything sent (100), each once (a retry starts again at 0).
    let reported = -1;
    const outcome = await upload.start(file, (percent) => {
      const mark = percent >= 100 ? 100 : 0;
      if (mark <= reported) return;
      reported = mark;
      report({ stage: 'progress', percent: mark });
    });
    if (mine !== run.current || !outcome) report({ stage: 'cancelled' });
    if (mine !== run.current) return;
    setRunning(false);
    if (!outcome) return;
    if ('error' in outcome) {
      clear();
      onError(outcome.error);
      report({ stage: 'failed', message: outcome.error });
      return;
    }
    report({ stage: 'stored', url: outcome.file.url, storedSize: outcome.file.fileSize });
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
