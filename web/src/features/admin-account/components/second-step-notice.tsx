import { ShieldAlert } from 'lucide-react';

import { useMe } from '@/lib/auth/use-me';

export const MSG_SECOND_STEP_NEEDED =
  'This site requires a second step at sign-in for every account. Turn on sign-in codes below (or add a passkey) to use the rest of the admin.';

// While the site requires a second step that her account lacks, the admin sends her here and
// says why.
export function SecondStepNotice() {
  const me = useMe();
  if (!me.data?.secondStepNeeded) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-stone-900">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <span>{MSG_SECOND_STEP_NEEDED}</span>
    </p>
  );
}
