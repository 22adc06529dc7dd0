import { Button } from '@/components/ui/button';

import type { LogTone } from '../utils/form-log';

import type { LogEntry } from './use-form-log';

const toneClasses: Record<LogTone, string> = {
  info: 'text-stone-900',
  success: 'text-green-900',
  error: 'font-bold text-red-800',
};

// 14:03:07.250, in the owner's time zone.
function clockTime(at: Date) {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

type DebugLogPanelProps = {
  id: string;
  entries: LogEntry[];
  onClear: () => void;
};

// The Debug panel of the book form (admin spec §2): a labelled region with the form's log,
// oldest first, each line with its time. The list scrolls on its own, and can be focused to
// scroll it with the keyboard.
export function DebugLogPanel({ id, entries, onClear }: DebugLogPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-4 rounded-2xl border-2 border-stone-300 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          Debug log
        </h2>
        <Button variant="ghost" onClick={onClear} disabled={entries.length === 0}>
          Clear log
        </Button>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        What this form has done since it opened: uploads, saves and storage tests. It is kept only while the form is open.
      </p>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">Nothing yet.</p>
      ) : (
        <ol
          aria-label="Log lines"
          // A scrolling box must take the focus for the keyboard to scroll it (WCAG 2.1.1; axe's
          // scrollable-region-focusable), which this rule does not foresee.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-3 max-h-80 space-y-1.5 overflow-y-auto rounded-xl bg-white p-3 font-mono text-xs ring-1 ring-stone-300 sm:text-sm"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="wrap-anywhere">
              <time dateTime={entry.at.toISOString()} className="mr-2 text-stone-700">
                {clockTime(entry.at)}
              </time>
              <span className={toneClasses[entry.tone]}>{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
