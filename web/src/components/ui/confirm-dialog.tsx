import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { useModalDialog } from '@/hooks/use-modal-dialog';

import { buttonClasses } from './button';

const dangerClasses =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-bold text-white ' +
  'shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  // The safe choice's label.
  cancelLabel?: string;
  // The confirm button's label while the action runs ('Deleting...').
  busyLabel: string;
  busy?: boolean;
  // Shown in the dialog when the action failed; confirming again retries.
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

// A modal question before a destructive action (useModalDialog): Escape or Cancel close it
// (not while the action runs), focus starts on Cancel, the safe choice, and goes back to the
// opener.
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const modal = useModalDialog({ open, busy, onClose: onCancel, initialFocus: () => cancelRef.current });

  // After a failure the buttons are enabled again: focus goes back to the one to retry with.
  useEffect(() => {
    if (open && error) confirmRef.current?.focus();
  }, [open, error]);

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border-2 border-amber-200 bg-white p-6 text-stone-900 shadow-2xl backdrop:bg-stone-900/60"
    >
      <h2 id={titleId} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <div id={descriptionId} className="mt-3 text-stone-800">
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses({ variant: 'secondary' })}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button ref={confirmRef} type="button" className={dangerClasses} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
