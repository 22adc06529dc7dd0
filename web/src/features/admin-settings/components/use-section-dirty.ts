import { useCallback, useState } from 'react';

import type { DirtyChange } from '../types';

// A section's own record of unsaved changes (its heading says so), passed on to the screen's.
export function useSectionDirty(onDirtyChange: DirtyChange) {
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback<DirtyChange>(
    (name, isDirty, title) => {
      setDirty(isDirty);
      onDirtyChange(name, isDirty, title);
    },
    [onDirtyChange],
  );
  return { dirty, onDirty };
}
