import { Bug, HardDrive, LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { adminApiPaths } from '@/config/admin-paths';

import { useTestStorage } from '../api/test-storage';
import { errorDetail, storageSteps, storageTestFailure, type LogLine } from '../utils/form-log';

import { DebugLogPanel } from './debug-log-panel';
import type { LogEntry } from './use-form-log';

type Status = { text: string; detail?: string; tone: 'busy' | 'success' | 'error' };

const statusClasses: Record<Status['tone'], string> = {
  busy: 'text-stone-800',
  success: 'text-green-800',
  error: 'text-red-800',
};

type BookFormToolsProps = {
  log: { entries: LogEntry[]; add: (line: LogLine) => void; clear: () => void };
};

// The book form's 'Test Storage' button and 'Debug' toggle (admin spec §2, §8). Test Storage
// asks the server to write, read back and delete a file on its storage, and says what it
// found (the server's own message when it fails). Debug shows the form's log.
export function BookFormTools({ log }: BookFormToolsProps) {
  const storage = useTestStorage();
  const [status, setStatus] = useState<Status>();
  const [debug, setDebug] = useState(false);
  const testing = storage.isPending;

  const testStorage = () => {
    if (testing) return;
    setStatus({ text: 'Testing the storage...', tone: 'busy' });
    log.add({ text: `Storage test: POST ${adminApiPaths.storageTest}`, tone: 'info' });
    storage.mutate(undefined, {
      onSuccess: (result) => {
        const steps = storageSteps(result);
        setStatus({ text: result.message, detail: steps, tone: 'success' });
        log.add({ text: `Storage test passed: ${result.message}${steps ? ` Steps: ${steps}.` : ''}`, tone: 'success' });
      },
      onError: (error) => {
        setStatus({ text: storageTestFailure(error), tone: 'error' });
        log.add({ text: `Storage test failed: ${errorDetail(error)}`, tone: 'error' });
      },
    });
  };

  return (
    <div className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: the button keeps the focus while the test runs. */}
        <Button variant="secondary" aria-disabled={testing || undefined} onClick={testStorage}>
          {testing ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <HardDrive aria-hidden="true" className="size-4" />
          )}
          {testing ? 'Testing Storage...' : 'Test Storage'}
        </Button>
        <Button
          variant="ghost"
          aria-pressed={debug}
          onClick={() => setDebug((on) => !on)}
          className="aria-pressed:bg-amber-200 aria-pressed:text-stone-950"
        >
          <Bug aria-hidden="true" className="size-4" />
          Debug
        </Button>
      </div>
      <div role="status" className={`text-sm font-semibold wrap-anywhere ${status ? `mt-3 ${statusClasses[status.tone]}` : ''}`}>
        {status ? (
          <>
            <p>{status.text}</p>
            {status.detail ? <p className="mt-0.5 font-normal text-stone-700">Steps: {status.detail}.</p> : null}
          </>
        ) : null}
      </div>
      {debug ? <DebugLogPanel id="book-debug-log" entries={log.entries} onClear={log.clear} /> : null}
    </div>
  );
}
