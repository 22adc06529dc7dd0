import { Mail, Megaphone, School, type LucideIcon } from 'lucide-react';

import { t } from '@/lib/i18n';
import { useSite } from '@/lib/site';

import { contactAddresses, type ContactAddresses } from '../utils/contact-addresses';

import { CONTACT_FORM_ID } from './contact-form-parts';

function channels(): Array<{ Icon: LucideIcon; title: string; text: string; address: keyof ContactAddresses }> {
  return [
    { Icon: Mail, title: t('contact.generalTitle'), text: t('contact.generalText'), address: 'general' },
    { Icon: School, title: t('contact.visitsTitle'), text: t('contact.visitsText'), address: 'visits' },
    { Icon: Megaphone, title: t('contact.mediaTitle'), text: t('contact.mediaText'), address: 'media' },
  ];
}

// The 'Get in Touch' panel (spec §2 Contact): mailto links for each kind of question, or, when the
// owner has set no contact address, a pointer to the form.
export function GetInTouch() {
  const addresses = contactAddresses(useSite().identity);
  return (
    <section
      aria-labelledby="get-in-touch-heading"
      className="rounded-3xl bg-teal-800 p-5 text-white shadow-md sm:p-8"
    >
      <h2 id="get-in-touch-heading" className="font-display text-2xl font-extrabold">
        {t('contact.getInTouchHeading')}
      </h2>
      {addresses ? (
        <p className="mt-2 text-teal-50">{t('contact.preferEmail')}</p>
      ) : (
        <p className="mt-2 text-teal-50">
          {t('contact.formPointerBefore')}{' '}
          <a
            href={`#${CONTACT_FORM_ID}`}
            className="rounded font-bold text-amber-200 underline underline-offset-4 hover:text-white focus-visible:outline-amber-300"
          >
            {t('contact.formPointerLink')}
          </a>{' '}
          {t('contact.formPointerAfter')}
        </p>
      )}
      <ul className="mt-6 space-y-5">
        {channels().map(({ Icon, title, text, address }) => (
          <li key={address} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-300 text-stone-900">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-white">{title}</h3>
              <p className="text-sm text-teal-50">{text}</p>
              {addresses ? (
                <a
                  href={`mailto:${addresses[address]}`}
                  className="mt-1 inline-block rounded text-sm font-bold wrap-anywhere text-amber-200 sm:text-base underline underline-offset-4 hover:text-white focus-visible:outline-amber-300"
                >
                  {addresses[address]}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
