import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';

import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

import { getPrivacyPolicyQueryOptions } from '../api/get-privacy-policy';
import { withPrivacyWords } from '../privacy-words';

type PrivacyPolicyDialogProps = {
  // What the opener reads, e.g. 'Privacy Policy' inside a consent sentence.
  children?: ReactNode;
  // Classes of the opener button; it looks like a link by default.
  triggerClassName?: string;
};

const linkLike = 'rounded font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900';

// A button that opens the privacy policy in a modal <dialog> (spec §2: "Also
// shown in a modal from the kit signup form"). Escape, the 'Close' button or a
// click on the backdrop close it, and focus goes back to this button. The
// dialog's code and text load when it is first opened, with what the policy is
// written from (GET /api/site/privacy), so the page that offers it (the book
// page's kit form) does not carry them in its first JavaScript; if the code
// cannot be loaded, the privacy policy page opens instead.
export function PrivacyPolicyDialog({ children = t('privacy.heading'), triggerClassName = linkLike }: PrivacyPolicyDialogProps) {
  const [dialog, setDialog] = useState<ReactNode>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();

  function open() {
    // A failed fetch does not stop the dialog: it then says the policy could not be loaded.
    const policy = queryClient.ensureQueryData(getPrivacyPolicyQueryOptions()).catch(() => undefined);
    Promise.all([withPrivacyWords(import('./privacy-policy-modal')), policy]).then(
      ([{ default: PrivacyPolicyModal }]) =>
        setDialog(
          <PrivacyPolicyModal
            onClose={() => {
              setDialog(null);
              openerRef.current?.focus();
            }}
          />,
        ),
      () => window.location.assign(paths.privacyPolicy.getHref()),
    );
  }

  return (
    <>
      <button ref={openerRef} type="button" onClick={open} aria-haspopup="dialog" className={triggerClassName}>
        {children}
      </button>
      {dialog}
    </>
  );
}
