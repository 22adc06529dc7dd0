import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

// 'failed': the server refused this content (too long, no longer a draft); it is tried again
// after the next change. 'retrying': the connection or the server failed; it is tried again on
// its own until it goes through.
export type SaveStatus = { state: 'saved' | 'saving' | 'retrying' } | { state: 'failed'; message: string };

export const AUTOSAVE_DELAY_MS = 800;
export const AUTOSAVE_RETRY_MS = 4000;

type Options = { delay?: number; retry?: number };

// The saver behind useAutosave: the latest value, one save at a time, and a save again whenever
// something changed during one; a failed save is retried, so a draft is never dropped.
export function createAutosaver<T>(
  initialSave: (value: T) => Promise<unknown>,
  report: (status: SaveStatus) => void,
  { delay = AUTOSAVE_DELAY_MS, retry = AUTOSAVE_RETRY_MS }: Options = {},
) {
  let save = initialSave;
  let latest: T | null = null;
  let version = 0;
  let saved = 0;
  let running: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<boolean> {
    clearTimeout(timer);
    while (running) await running;
    if (version === saved || latest === null) return true;
    const v = version;
    report({ state: 'saving' });
    running = save(latest)
      .then(() => {
        saved = Math.max(saved, v);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          report({ state: 'failed', message: userMessage(error, 'Not saved.') });
        } else {
          report({ state: 'retrying' });
          timer = setTimeout(() => void flush(), retry);
        }
        return false;
      });
    const ok = await running;
    running = null;
    if (!ok) return false;
    if (version !== saved) return flush();
    report({ state: 'saved' });
    return true;
  }

  function change(value: T) {
    latest = value;
    version += 1;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  }

  return {
    flush,
    change,
    stop: () => clearTimeout(timer),
    setSave: (fn: (value: T) => Promise<unknown>) => {
      save = fn;
    },
  };
}

// Saves the latest value a short while after the owner stops typing (createAutosaver).
// flush() saves now and tells whether everything is saved.
export function useAutosave<T>(save: (value: T) => Promise<unknown>, options: Options = {}) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const [saver] = useState(() => createAutosaver<T>(save, setStatus, options));
  useEffect(() => saver.setSave(save), [save, saver]);
  useEffect(() => saver.stop, [saver]);
  const change = (value: T) => {
    setStatus((s) => (s.state === 'retrying' ? s : { state: 'saving' }));
    saver.change(value);
  };
  return { status, change, flush: saver.flush, dirty: status.state !== 'saved' };
}
