import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';

// A form's message (a failed save, an upload to wait for). The alert is always there, empty
// until needed, so that it is announced when it fills and can take focus.
export function FormAlert({ alertRef, message, className = '' }: { alertRef: Ref<HTMLDivElement>; message?: string; className?: string }) {
  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role="alert"
      className={
        message
          ? `flex items-start gap-2 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800 ${className}`
          : ''
      }
    >
      {message ? (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
