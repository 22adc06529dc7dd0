import { ShieldCheck, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';

import { t } from '@/lib/i18n';

import { PrivacyPolicyContent } from './privacy-policy-content';

type PrivacyPolicyModalProps = {
  // Called once the dialog has closed (Escape, 'Close' or a click on the backdrop).
  onClose: () => void;
};

// The privacy policy in a modal <dialog>, open from the moment it mounts. The
// native modal traps focus and makes the page behind it inert. It is rendered
// at the end of <body>, so its opener may sit inside a sentence of a form.
// Loaded only when a visitor asks for it (see PrivacyPolicyDialog).
export default function PrivacyPolicyModal({ onClose }: PrivacyPolicyModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
  }, []);

  function close() {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    if (typeof dialog.close === 'function') dialog.close();
    else {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  // The dialog element itself is only hit on its backdrop: its content fills it.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) close();
  }

  // The click closes on the backdrop only, a mouse convenience: the keyboard has Escape and the
  // Close button. The dialog's own role allows its Escape handler.
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      onClose={onClose}
      className="m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-3xl bg-amber-50 p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/60"
    >
      <div className="flex max-h-[85vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-amber-200 bg-white px-6 py-4">
          <h2 id={titleId} className="font-display flex items-center gap-2 text-2xl font-extrabold">
            <ShieldCheck aria-hidden="true" className="size-6 text-teal-800" />
            {t('privacy.heading')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-bold text-stone-800 hover:bg-amber-100"
          >
            <X aria-hidden="true" className="size-4" />
            {t('common.close')}
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-6">
          <PrivacyPolicyContent headingLevel={3} />
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
