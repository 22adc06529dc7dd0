import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';

type ConfirmDeleteOptions<T, R> = {
  // The delete call; it is given the item to delete.
  mutation: UseMutationResult<R, Error, T>;
  // Said in the dialog when the delete failed: confirming again retries.
  failureMessage: string;
  // Given the item and what the server answered.
  onDeleted: (item: T, result: R) => void;
  // When given, a failure closes the dialog and this says so instead (a toast).
  onFailed?: (item: T, error: Error) => void;
  // The list's heading when another confirmation on the same screen holds it already.
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

// A list's delete (spec §2: deleting asks first): the item waiting for the owner's answer, the
// confirmation dialog's state, and the list's heading, which takes the focus after a delete
// because the row, and its Delete button with it, are gone.
export function useConfirmDelete<T, R = unknown>({
  mutation,
  failureMessage,
  onDeleted,
  onFailed,
  headingRef: shared,
}: ConfirmDeleteOptions<T, R>) {
  const [pending, setPending] = useState<T | null>(null);
  const [deletions, setDeletions] = useState(0);
  const own = useRef<HTMLHeadingElement>(null);
  const headingRef = shared ?? own;

  // After each delete. A passive effect, like the dialog's own that runs before it: the heading
  // wins over the dialog giving the focus back to a Delete button that is still there until
  // the list reloads.
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions, headingRef]);

  const ask = (item: T) => {
    mutation.reset();
    setPending(item);
  };

  const confirm = () => {
    if (pending === null) return;
    mutation.mutate(pending, {
      onSuccess: (result, item) => {
        setPending(null);
        setDeletions((n) => n + 1);
        onDeleted(item, result);
      },
      onError: (error, item) => {
        if (!onFailed) return;
        setPending(null);
        onFailed(item, error);
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
