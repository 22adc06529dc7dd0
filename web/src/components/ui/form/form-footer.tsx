import type { ReactNode, Ref } from 'react';

import { FormAlert } from './form-alert';

// The foot of a form: the message of a failed save, then the form's buttons.
export function FormFooter({ alertRef, error, children }: { alertRef: Ref<HTMLDivElement>; error?: string; children: ReactNode }) {
  return (
    <div>
      <FormAlert alertRef={alertRef} message={error} className="mb-4" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
    </div>
  );
}
