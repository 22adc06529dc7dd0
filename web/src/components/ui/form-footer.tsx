import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

// The foot of a form: the message of a failed save, then the form's buttons. The alert is
// always there (empty until needed) so that it is announced when it fills and can take focus.
export function FormFooter({
  alertRef,
  error,
  children,
}: {
  alertRef: Ref<HTMLDivElement>;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className={
          error
            ? 'mb-4 flex items-start gap-2 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800'
            : ''
        }
      >
        {error ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{error}</span>
          </>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
    </div>
  );
}
