import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

type ConfirmDeleteOptions<T> = {
  // The delete call; it is given the item to delete.
  mutation: UseMutationResult<unknown, Error, T>;
  // Said in the dialog when the delete failed: confirming again retries.
  failureMessage: string;
  onDeleted: (item: T) => void;
  // When given, a failure closes the dialog and this says so instead (a toast).
  onFailed?: (item: T) => void;
};

// A list's delete (spec §2: deleting asks first): the item waiting for the owner's answer, the
// confirmation dialog's state, and the list's heading, which takes the focus after a delete
// because the row, and its Delete button with it, are gone.
export function useConfirmDelete<T>({ mutation, failureMessage, onDeleted, onFailed }: ConfirmDeleteOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A passive effect, like the dialog's own that runs before it: the heading wins over the
  // dialog giving the focus back to a Delete button that is still there until the list reloads.
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const ask = (item: T) => {
    mutation.reset();
    setPending(item);
  };

  const confirm = () => {
    if (pending === null) return;
    mutation.mutate(pending, {
      onSuccess: (_, item) => {
        setPending(null);
        setFocusHeading(true);
        onDeleted(item);
      },
      onError: (_, item) => {
        if (!onFailed) return;
        setPending(null);
        onFailed(item);
      },
    });
  };

  return {
    pending,
    ask,
    headingRef,
    // The ConfirmDialog's props.
    dialog: {
      open: pending !== null,
      busy: mutation.isPending,
      error: mutation.isError && !onFailed ? failureMessage : undefined,
      onConfirm: confirm,
      onCancel: () => setPending(null),
    },
  };
}
