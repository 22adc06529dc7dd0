import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';

import { useModalDialog } from '@/hooks/use-modal-dialog';

// Where the form inside a FormDialog says that a save is running.
const BusyContext = createContext<(busy: boolean) => void>(() => {});

// For the form inside a FormDialog: while it saves, Escape does not close the dialog.
export function useDialogBusy(busy: boolean) {
  const setBusy = useContext(BusyContext);
  useEffect(() => {
    setBusy(busy);
    return () => setBusy(false);
  }, [busy, setBusy]);
}

type FormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  // The form, made anew each time the dialog opens.
  children: ReactNode;
};

// An add or edit form as a modal (useModalDialog): focus starts on the first field and goes
// back to the button that opened it; Escape or the form's Cancel close it, not while saving.
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const modal = useModalDialog({
    open,
    busy,
    onClose,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>('select, input, textarea'),
  });

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-3xl border-2 border-amber-200 bg-white p-5 text-stone-900 shadow-2xl backdrop:bg-stone-900/60 sm:p-6"
    >
      <h2 id={titleId} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {open ? <BusyContext.Provider value={setBusy}>{children}</BusyContext.Provider> : null}
    </dialog>
  );
}
