import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

type ModalDialogOptions = {
  open: boolean;
  // While true, Escape does nothing (an action is running).
  busy: boolean;
  onClose: () => void;
  // Where the focus starts when the dialog opens.
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
};

// A native modal <dialog> shown while `open`: the browser keeps focus inside and makes the page
// behind it inert. Focus starts where initialFocus says and goes back to what had it before (if
// that is still there) when it closes. Escape asks onClose, unless busy. Returns the dialog's
// props.
export function useModalDialog({ open, busy, onClose, initialFocus }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  // Only opening and closing move the focus, whichever initialFocus the last render gave.
  const focusFirst = useEffectEvent((dialog: HTMLDialogElement) => initialFocus(dialog)?.focus());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      // jsdom has no showModal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      focusFirst(dialog);
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open]);

  // Escape: the browser's 'cancel' event, or the key itself where there is no native modal.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onCancel(event);
  };

  return { ref, onCancel, onKeyDown };
}
