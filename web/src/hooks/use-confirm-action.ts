import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';

type ConfirmActionOptions<T, R> = {
  // The action's call (a delete, a release, a sign-out); it is given the item to act on.
  mutation: UseMutationResult<R, Error, T>;
  // Said in the dialog when the action failed: confirming again retries.
  failureMessage: string;
  // Given the item and what the server answered.
  onDone: (item: T, result: R) => void;
  // When given, a failure closes the dialog and this says so instead (a toast).
  onFailed?: (item: T, error: Error) => void;
  // The list's heading when another confirmation on the same screen holds it already.
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

// An action on a list's item that asks first (spec §2: deleting asks first; releasing, removing
// and signing out do too): the item waiting for the owner's answer, the confirmation dialog's
// state, and the list's heading, which takes the focus after the action because the row, and
// its button with it, are gone or changed.
export function useConfirmAction<T, R = unknown>({
  mutation,
  failureMessage,
  onDone,
  onFailed,
  headingRef: shared,
}: ConfirmActionOptions<T, R>) {
  const [pending, setPending] = useState<T | null>(null);
  const [done, setDone] = useState(0);
  const own = useRef<HTMLHeadingElement>(null);
  const headingRef = shared ?? own;

  // After each action. A passive effect, like the dialog's own that runs before it: the heading
  // wins over the dialog giving the focus back to a button that is still there until the list
  // reloads.
  useEffect(() => {
    if (done > 0) headingRef.current?.focus();
  }, [done, headingRef]);

  const ask = (item: T) => {
    mutation.reset();
    setPending(item);
  };

  const confirm = () => {
    if (pending === null) return;
    mutation.mutate(pending, {
      onSuccess: (result, item) => {
        setPending(null);
        setDone((n) => n + 1);
        onDone(item, result);
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
