import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { UPLOAD_LIMIT_MB, UPLOAD_PURPOSES, uploadFile, type UploadedFile, type UploadPurpose } from '@/lib/upload-file';

export type UploadProgress = { fileName: string; percent: number } | null;

// What an upload came to: the stored file, a message to show, or nothing (cancelled).
export type UploadOutcome = { file: UploadedFile } | { error: string } | null;

export const uploadFailed = (reason: string) => `Failed to upload file: ${reason}`;

// The key of the server's refusal of a cover it cannot decode (internal/server/admin/uploads.go).
const COVER_NOT_PROCESSED = 'server.coverNotProcessed';

function reason(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

// Two failures the spec (admin §8) words on their own, whatever the screen's own wording:
// an expired session ('Authentication error: …') and a cover that cannot be processed.
function failureMessage(error: unknown, failed: (reason: string) => string) {
  if (error instanceof ApiError && error.status === 401) return `Authentication error: ${reason(error)}`;
  if (error instanceof ApiError && error.key === COVER_NOT_PROCESSED) return error.message;
  return failed(reason(error));
}

// One file field's upload: its progress while it runs, cancelled when the owner chooses
// another file, presses Cancel upload or leaves the form. `failed` words a failure from its
// reason (a screen may have its own: 'Error uploading content file: …'). start's onPercent
// hears the progress too (percent sent, 0 to 100), for a field that reports it.
export function useUpload(purpose: UploadPurpose, failed: (reason: string) => string = uploadFailed) {
  const [progress, setProgress] = useState<UploadProgress>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  const start = useCallback(
    async (file: File, onPercent?: (percent: number) => void): Promise<UploadOutcome> => {
      controller.current?.abort();
      const limit = UPLOAD_LIMIT_MB[UPLOAD_PURPOSES[purpose]];
      if (file.size > limit * 1024 * 1024) {
        setProgress(null);
        return { error: failed(`That file is too big. The limit is ${limit} MB.`) };
      }
      const own = new AbortController();
      controller.current = own;
      setProgress({ fileName: file.name, percent: 0 });
      onPercent?.(0);
      try {
        const uploaded = await uploadFile({
          purpose,
          file,
          signal: own.signal,
          onProgress: (percent) => {
            if (own.signal.aborted) return;
            setProgress({ fileName: file.name, percent });
            onPercent?.(percent);
          },
        });
        return own.signal.aborted ? null : { file: uploaded };
      } catch (error) {
        if (own.signal.aborted) return null;
        return { error: failureMessage(error, failed) };
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [purpose, failed],
  );

  return { progress, start, cancel };
}
