import { Bug, ChevronDown, HardDrive, LoaderCircle, Wrench } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { adminApiPaths } from '@/config/admin-paths';
import { useRole } from '@/lib/auth/use-me';

import { useTestStorage } from '../api/test-storage';
import { errorDetail, storageSteps, storageTestFailure, type LogLine } from '../utils/form-log';

import { DebugLogPanel } from './debug-log-panel';
import type { LogEntry } from './use-form-log';

// What the test found in plain words, and for a passed test where the files go and how long
// each step took, which only the technical details show.
type Status = { text: string; tone: 'busy' | 'success' | 'error'; storage?: string; steps?: string };

const statusClasses: Record<Status['tone'], string> = {
  busy: 'text-stone-800',
  success: 'text-green-800',
  error: 'text-red-800',
};

type BookFormToolsProps = {
  log: { entries: LogEntry[]; add: (line: LogLine) => void; clear: () => void };
};

// The book form's 'Test Storage' button and 'Debug' toggle (admin spec §2, §8), kept out of
// the owner's way in a collapsed 'Troubleshooting' section at the foot of the form (a native
// disclosure: a button for the keyboard and for screen readers, which say whether it is
// open). Test Storage asks the server to save, read back and delete a file, and says what it
// found in plain words; where the files go and how long it took are technical details, under
// their own disclosure. Debug shows the form's log. Test Storage is the owners' (an editor's form
// has Debug alone).
export function BookFormTools({ log }: BookFormToolsProps) {
  const storage = useTestStorage();
  const editor = useRole() === 'editor';
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
        setStatus({ text: result.message, tone: 'success', storage: result.storage, steps });
        log.add({
          text: `Storage test passed: ${result.message}${result.storage ? ` Storage: ${result.storage}.` : ''}${steps ? ` Steps: ${steps}.` : ''}`,
          tone: 'success',
        });
      },
      onError: (error) => {
        setStatus({ text: storageTestFailure(error), tone: 'error' });
        log.add({ text: `Storage test failed: ${errorDetail(error)}`, tone: 'error' });
      },
    });
  };

  return (
    <details className="group rounded-3xl border-2 border-amber-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-3xl p-5 text-xl font-bold text-stone-900 hover:bg-amber-50 sm:px-6 [&::-webkit-details-marker]:hidden">
        <Wrench aria-hidden="true" className="size-5 shrink-0 text-orange-700" />
        Troubleshooting
        <ChevronDown aria-hidden="true" className="ml-auto size-5 shrink-0 text-orange-700 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm text-stone-700">
          {editor
            ? 'For when something does not work: see what this form has done.'
            : 'For when something does not work: check that the site can store files, and see what this form has done.'}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: the button keeps the focus while the test runs. */}
          {editor ? null : (
            <Button variant="secondary" aria-disabled={testing || undefined} onClick={testStorage}>
              {testing ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <HardDrive aria-hidden="true" className="size-4" />
              )}
              {testing ? 'Testing Storage...' : 'Test Storage'}
            </Button>
          )}
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
          {status ? <p>{status.text}</p> : null}
        </div>
        {status?.storage || status?.steps ? (
          <details className="mt-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm">
            <summary className="cursor-pointer font-bold text-stone-900">Technical details</summary>
            <DetailList
              className="mt-2"
              details={[
                !!status.storage && { term: 'Storage', value: <span className="wrap-anywhere">{status.storage}</span> },
                !!status.steps && { term: 'Steps', value: status.steps },
              ]}
            />
          </details>
        ) : null}
        {debug ? <DebugLogPanel id="book-debug-log" entries={log.entries} onClear={log.clear} /> : null}
      </div>
    </details>
  );
}
