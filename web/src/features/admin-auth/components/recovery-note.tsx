import { Terminal } from 'lucide-react';

import { useRecovery } from '../api/get-recovery';

export const RESET_COMMAND = 'storyshelf admin reset-password --email you@example.com';

// While the site cannot send mail, a forgotten password cannot be reset by email: the sign-in
// page tells the owner where to look instead, the command that sets a new one on the computer
// or server the site runs on. Strangers learn nothing from it but that. (A plain block, not a
// labelled region: the sign-in form's fields are found by their labels.)
export function RecoveryNote() {
  const recovery = useRecovery();
  if (recovery.data?.mail !== false) return null;
  return (
    <div data-testid="recovery-note" className="mt-6 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-sm text-stone-900">
      <h2 className="flex items-center gap-2 font-bold">
        <Terminal aria-hidden="true" className="size-4 text-amber-800" />
        Forgot your password while email is not set up?
      </h2>
      <p className="mt-1">
        This site cannot send email yet, so no reset link can reach you. If you run the site, set a new password on the
        computer or server it runs on, in the folder of the program:
      </p>
      <p className="mt-2">
        <code className="block rounded-lg bg-white px-3 py-2 font-mono break-words text-stone-900">{RESET_COMMAND}</code>
      </p>
      <p className="mt-2">It asks for the new password. Then sign in here, and set up email in Settings → Email.</p>
    </div>
  );
}
