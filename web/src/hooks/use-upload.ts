import { useCallback, useEffect, useRef, useState } from 'react';

import { UPLOAD_LIMIT_MB, uploadFile, type UploadedFile, type UploadKind } from '@/lib/upload-file';

export type UploadProgress = { fileName: string; percent: number } | null;

// What an upload came to: the stored file, a message to show, or nothing (cancelled).
export type UploadOutcome = { file: UploadedFile } | { error: string } | null;

export const uploadFailed = (reason: string) => `Failed to upload file: ${reason}`;

function reason(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

// One file field's upload: its progress while it runs, cancelled when the owner chooses
// another file, presses Cancel upload or leaves the form.
export function useUpload(kind: UploadKind) {
  const [progress, setProgress] = useState<UploadProgress>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  const start = useCallback(
    async (file: File): Promise<UploadOutcome> => {
      controller.current?.abort();
      const limit = UPLOAD_LIMIT_MB[kind];
      if (file.size > limit * 1024 * 1024) {
        setProgress(null);
        return { error: uploadFailed(`That file is too big. The limit is ${limit} MB.`) };
      }
      const own = new AbortController();
      controller.current = own;
      setProgress({ fileName: file.name, percent: 0 });
      try {
        const uploaded = await uploadFile({
          kind,
          file,
          signal: own.signal,
          onProgress: (percent) => {
            if (!own.signal.aborted) setProgress({ fileName: file.name, percent });
          },
        });
        return own.signal.aborted ? null : { file: uploaded };
      } catch (error) {
        if (own.signal.aborted) return null;
        return { error: uploadFailed(reason(error)) };
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [kind],
  );

  return { progress, start, cancel };
}
