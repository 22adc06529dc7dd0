import { Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { saveFile } from '@/lib/save-file';

export const MSG_COPY_FAILED = 'Could not copy the codes. Select them and copy them yourself, or download them.';

// The recovery codes as a text file: what they are for, then one a line.
export const recoveryCodesText = (codes: string[]) =>
  [
    'Recovery codes for signing in to the admin of your Storyshelf site.',
    'Each code works once, when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

// Ten new recovery codes, shown this once: copy them or save them as a file, then say so. The
// heading takes the focus, so a screen reader reads what this is first.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      toast.show('Recovery codes copied.');
    } catch {
      toast.show(MSG_COPY_FAILED);
    }
  };

  return (
    <div className="space-y-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-stone-900">
        Your recovery codes
      </h3>
      <p className="text-stone-800">
        <strong>Save these codes now: they are shown only this once.</strong> If you lose your phone, each code signs you
        in once instead of a code from the app. Keep them somewhere safe, such as a password manager or a printed page.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-xl bg-white px-3 py-1.5 tracking-wider text-stone-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy Codes
        </Button>
        <Button
          variant="secondary"
          onClick={() => saveFile(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download as a Text File
        </Button>
        <Button onClick={onDone}>I Have Saved My Codes</Button>
      </div>
    </div>
  );
}
