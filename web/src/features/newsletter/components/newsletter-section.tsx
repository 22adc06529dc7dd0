import { Mail } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

// The parent newsletter's block (spec §4): its heading and text, the sign-up, and the note
// on privacy under it, and a link to past newsletters.
export function NewsletterSection({ children, archiveLink = false }: { children: ReactNode; archiveLink?: boolean }) {
  const headingId = `${useId()}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-4xl rounded-3xl bg-teal-800 px-6 py-10 text-center text-white shadow-md sm:px-12"
    >
      <Mail aria-hidden="true" className="mx-auto size-10 text-amber-300" />
      <h2 id={headingId} className="font-display mt-3 text-2xl font-extrabold sm:text-3xl">
        {t('newsletter.heading')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-teal-50">
        {t('newsletter.text')}
      </p>
      {children}
      <p className="mx-auto mt-2 max-w-lg text-sm text-teal-50">
        {t('newsletter.privacyNoteBefore')}{' '}
        <Link to={paths.privacyPolicy.getHref()} className="font-bold text-white underline">
          {t('privacy.heading')}
        </Link>
        {t('newsletter.privacyNoteAfter')}
      </p>
      {archiveLink ? (
        <p className="mt-2 text-sm">
          <Link to={paths.newsletter.getHref()} className="font-bold text-white underline">
            {t('newsletterArchive.link')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
