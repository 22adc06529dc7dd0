import { useCallback, useRef, useState } from 'react';

import type { LogLine } from '../utils/form-log';

export type LogEntry = LogLine & { id: number; at: Date };

// The most lines kept: the oldest go first.
export const LOG_LIMIT = 200;

// The book form's Debug log: what the form did, kept in the form's own state (never
// stored), so it lasts as long as the form is open.
export function useFormLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  const add = useCallback((line: LogLine) => {
    const entry = { ...line, id: ++nextId.current, at: new Date() };
    setEntries((list) => [...list, entry].slice(-LOG_LIMIT));
  }, []);
  const clear = useCallback(() => setEntries([]), []);

  return { entries, add, clear };
}
