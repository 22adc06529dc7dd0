import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { BlockerFunction } from 'react-router';

import { useNavigationBlocker } from '@/hooks/use-navigation-blocker';

import { ConfirmDialog } from '../confirm-dialog';

// Never lose the owner's work: while a form has unsaved changes, leaving it asks first, both
// inside the app (the router's navigation blocker) and when the tab is closed or reloaded
// (the browser's own beforeunload question). A form that was just saved moves on freely.
export function UnsavedChangesGuard({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const blocks = useRef(false);
  useLayoutEffect(() => {
    blocks.current = dirty;
  }, [dirty]);

  // Read when the navigation happens, not when the page last rendered: a save's success moves
  // on in the same turn as it marks the form as left.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      blocks.current &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [leaving],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  // Listening from the start and reading the form's state when the tab closes: a listener added
  // once the form turned dirty came a frame after the first keystroke, and a tab closed within
  // it closed without asking.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!blocks.current || leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [leaving]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave Page"
      cancelLabel="Stay on Page"
      busyLabel="Leaving..."
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>You have changes that are not saved yet. If you leave this page now, they will be lost.</p>
    </ConfirmDialog>
  );
}
