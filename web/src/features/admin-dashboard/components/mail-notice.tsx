import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';

import type { Dashboard } from '../api/get-dashboard';

// The Email section of Settings, where a mail server is set.
export const EMAIL_SETTINGS_HREF = `${adminPaths.settings.getHref()}#email-section`;

// While the site cannot send mail, the top of the dashboard says so: nothing the site mails
// (password resets, kit links, newsletter welcomes, notices of messages) leaves it, and how many
// mails wait for a mail server. An owner gets the way to Settings → Email; an editor, who cannot
// open it, is told who can.
export function MailNotice({ mail, canSetUp = true }: { mail: Dashboard['mail']; canSetUp?: boolean }) {
  if (mail.ready) return null;
  const waiting = mail.waiting === 1 ? '1 mail is waiting to be sent.' : `${mail.waiting.toLocaleString('en-US')} mails are waiting to be sent.`;
  return (
    <section aria-labelledby="mail-notice-heading" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="mail-notice-heading" className="font-display flex items-center gap-2 text-xl font-bold text-stone-900">
        <MailWarning aria-hidden="true" className="size-5 text-amber-800" />
        Email is not set up yet
      </h2>
      <p className="mt-2 text-stone-900">
        The site cannot send password resets, kit links, newsletter welcomes or notices of new messages.{' '}
        {mail.waiting > 0 ? `${waiting} They go out once email is set up.` : 'Nothing is waiting yet.'}
      </p>
      {canSetUp ? (
        <Link
          to={EMAIL_SETTINGS_HREF}
          className="mt-3 inline-block font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          Set up email in Settings → Email
        </Link>
      ) : (
        <p className="mt-3 font-semibold text-stone-900">An owner of the site can set it up.</p>
      )}
    </section>
  );
}
