import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';

import type { Removed } from '../types';
import { removedLines } from '../utils/subscribers';

// What forgetting a person removed, kept on screen (the answer to their request) until the
// owner closes it. Its heading takes the focus when it appears.
export function ForgetReport({
  email,
  removed,
  headingRef,
  onClose,
}: {
  email: string;
  removed: Removed;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}) {
  const lines = removedLines(removed);
  return (
    <section aria-labelledby="forget-report-heading" className="space-y-2 rounded-3xl border-2 border-teal-200 bg-teal-50 p-4 sm:p-5">
      <h2 id="forget-report-heading" ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-stone-900">
        Deleted <EmailAddress email={email} />
      </h2>
      {lines.length > 0 ? (
        <>
          <p className="text-stone-800">Removed:</p>
          <ul className="list-disc pl-6 text-stone-800">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-stone-800">Storyshelf held nothing under this address.</p>
      )}
      <p className="text-stone-800">Erasing them at the email-list service (MailerLite), where one is set up, is queued.</p>
      <Button variant="secondary" onClick={onClose}>
        Close report
      </Button>
    </section>
  );
}
