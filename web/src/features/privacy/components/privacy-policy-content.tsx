import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-long-date';
import { t } from '@/lib/i18n';
import { useSite } from '@/lib/site';

// Spec §9: "Privacy policy date: April 14, 2025." Shown in the page's language.
export const PRIVACY_POLICY_UPDATED = '2025-04-14';

type Section = { id: string; heading: string; body: ReactNode };

// Who "we" are: the publisher's legal name from the settings, else the site's name.
function WhoWeAre() {
  const { legalName, name } = useSite().identity;
  return <p>{t('privacy.whoBody', { owner: legalName || name })}</p>;
}

function HowToContactUs() {
  const { contactEmail } = useSite().identity;
  return (
    <p>
      {t('privacy.contactBefore')}{' '}
      <Link to={paths.contact.getHref()} className="font-bold text-orange-800 underline underline-offset-2">
        {t('privacy.contactLink')}
      </Link>
      {contactEmail ? (
        <>
          {' '}
          {t('privacy.contactOr')}{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-bold wrap-anywhere text-orange-800 underline underline-offset-2"
          >
            {contactEmail}
          </a>
        </>
      ) : null}{' '}
      {t('privacy.contactAfter')}
    </p>
  );
}

// The sections in the page's language: built when rendered, once the catalogue is loaded.
function sections(): Section[] {
  return [
    {
      id: 'who-we-are',
      heading: t('privacy.whoHeading'),
      body: <WhoWeAre />,
    },
    {
      id: 'what-we-collect',
      heading: t('privacy.collectHeading'),
      body: (
        <>
          <p>{t('privacy.collectIntro')}</p>
          <ul>
            <li>
              <strong>{t('privacy.collectNewsletterLabel')}</strong> {t('privacy.collectNewsletter')}
            </li>
            <li>
              <strong>{t('privacy.collectKitLabel')}</strong> {t('privacy.collectKit')}
            </li>
            <li>
              <strong>{t('privacy.collectContactLabel')}</strong> {t('privacy.collectContact')}
            </li>
          </ul>
          <p>{t('privacy.collectNothing')}</p>
        </>
      ),
    },
    {
      id: 'why-we-use-it',
      heading: t('privacy.useHeading'),
      body: (
        <ul>
          <li>{t('privacy.useNewsletter')}</li>
          <li>{t('privacy.useKit')}</li>
          <li>{t('privacy.useMessages')}</li>
          <li>{t('privacy.useAnalytics')}</li>
        </ul>
      ),
    },
    {
      id: 'legal-basis',
      heading: t('privacy.basisHeading'),
      body: (
        <ul>
          <li>
            <strong>{t('privacy.basisConsentLabel')}</strong> {t('privacy.basisConsent')}
          </li>
          <li>
            <strong>{t('privacy.basisInterestLabel')}</strong> {t('privacy.basisInterest')}
          </li>
        </ul>
      ),
    },
    {
      id: 'email-provider',
      heading: t('privacy.providerHeading'),
      body: <p>{t('privacy.providerBody')}</p>,
    },
    {
      id: 'analytics',
      heading: t('privacy.analyticsHeading'),
      body: (
        <>
          <p>
            {t('privacy.analyticsCountBefore')} <strong>{t('privacy.analyticsNoCookies')}</strong>
            {t('privacy.analyticsCountAfter')}
          </p>
          <p>{t('privacy.analyticsHash')}</p>
        </>
      ),
    },
    {
      id: 'no-selling',
      heading: t('privacy.noSellingHeading'),
      body: <p>{t('privacy.noSellingBody')}</p>,
    },
    {
      id: 'retention',
      heading: t('privacy.retentionHeading'),
      body: (
        <ul>
          <li>{t('privacy.retentionSignups')}</li>
          <li>{t('privacy.retentionMessages')}</li>
          <li>{t('privacy.retentionLinks')}</li>
          <li>{t('privacy.retentionAnalytics')}</li>
        </ul>
      ),
    },
    {
      id: 'children',
      heading: t('privacy.childrenHeading'),
      body: <p>{t('privacy.childrenBody')}</p>,
    },
    {
      id: 'your-rights',
      heading: t('privacy.rightsHeading'),
      body: (
        <>
          <p>{t('privacy.rightsIntro')}</p>
          <ul>
            <li>{t('privacy.rightsAccess')}</li>
            <li>{t('privacy.rightsCorrection')}</li>
            <li>{t('privacy.rightsDeletion')}</li>
            <li>{t('privacy.rightsUnsubscribe')}</li>
          </ul>
          <p>{t('privacy.rightsComplain')}</p>
        </>
      ),
    },
    {
      id: 'security',
      heading: t('privacy.securityHeading'),
      body: <p>{t('privacy.securityBody')}</p>,
    },
    {
      id: 'changes',
      heading: t('privacy.changesHeading'),
      body: <p>{t('privacy.changesBody')}</p>,
    },
    {
      id: 'contact',
      heading: t('privacy.contactHeading'),
      body: <HowToContactUs />,
    },
  ];
}

type PrivacyPolicyContentProps = {
  // 2 on the privacy page (under its h1), 3 inside the dialog (under its h2).
  headingLevel?: 2 | 3;
};

// The privacy policy text, shared by /privacy-policy and the kit form's dialog.
export function PrivacyPolicyContent({ headingLevel = 2 }: PrivacyPolicyContentProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idPrefix = useId();
  return (
    <div className="privacy-policy space-y-8 text-stone-800 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:space-y-2 [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_p+ul]:mt-3">
      <p className="font-semibold text-stone-700">
        {t('privacy.lastUpdated', { date: formatLongDate(PRIVACY_POLICY_UPDATED) })}
      </p>
      {sections().map((section) => (
        <section key={section.id} aria-labelledby={`${idPrefix}-${section.id}`}>
          <Heading
            id={`${idPrefix}-${section.id}`}
            className="font-display text-2xl font-extrabold text-stone-900"
          >
            {section.heading}
          </Heading>
          <div className="mt-3">{section.body}</div>
        </section>
      ))}
    </div>
  );
}
