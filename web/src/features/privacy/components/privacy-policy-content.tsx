import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-long-date';
import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import { useSite } from '@/lib/site';
import type { PrivacyPolicy, PrivacySection } from '@/types/api';

import { usePrivacyPolicy } from '../api/get-privacy-policy';

type Section = { id: string; heading: ReactNode; body: ReactNode };

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

// How often the whole site is backed up and how long something deleted stays in a backup.
function backupsText({ everyHours, keep }: NonNullable<PrivacyPolicy['backups']>) {
  const every =
    everyHours % 24 === 0
      ? t('privacy.backupEveryDays', { count: everyHours / 24 })
      : t('privacy.backupEveryHours', { count: everyHours });
  return t('privacy.retentionBackups', { every, keep, days: Math.ceil((keep * everyHours) / 24) });
}

// A section the owner added, in the page's language (her English where she wrote no Spanish,
// marked as English); blank lines part its paragraphs.
function ownerSection(section: PrivacySection, i: number): Section {
  const heading = ownerText(section.heading, section.headingEs);
  const text = ownerText(section.text, section.textEs);
  return {
    id: `owner-${i}`,
    heading: <span lang={heading.lang}>{heading.text}</span>,
    body: (
      <div lang={text.lang}>
        {text.text
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, n) => (
            <p key={n} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
      </div>
    ),
  };
}

// The sections in the page's language, written from what the site really does (the policy's
// facts), then the owner's own: built when rendered, once the catalogue is loaded.
function sections(policy: PrivacyPolicy): Section[] {
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
              {policy.confirmDays > 0 ? <> {t('privacy.collectNewsletterConfirm', { days: policy.confirmDays })}</> : null}
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
    policy.emailList
      ? {
          id: 'email-provider',
          heading: t('privacy.providerHeading'),
          // It keeps the list; it sends the newsletters too unless this site sends them.
          body: (
            <p>
              {policy.noTracking
                ? t('privacy.providerListOnlyBody', { service: policy.emailList })
                : t('privacy.providerBody', { service: policy.emailList })}
            </p>
          ),
        }
      : {
          id: 'email-list',
          heading: t('privacy.ownListHeading'),
          body: <p>{t('privacy.ownListBody')}</p>,
        },
    ...(policy.noTracking
      ? [{ id: 'no-tracking', heading: t('privacy.noTrackingHeading'), body: <p>{t('privacy.noTrackingBody')}</p> }]
      : []),
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
      body: <p>{policy.emailList ? t('privacy.noSellingBody') : t('privacy.noSellingBodyOwn')}</p>,
    },
    {
      id: 'retention',
      heading: t('privacy.retentionHeading'),
      body: (
        <ul>
          <li>{t('privacy.retentionSignups')}</li>
          <li>
            {policy.messageDays > 0
              ? t('privacy.retentionMessagesDays', { days: policy.messageDays })
              : t('privacy.retentionMessages')}
          </li>
          <li>{t('privacy.retentionMails', { days: policy.mailTextDays })}</li>
          <li>{t('privacy.retentionLinks')}</li>
          <li>
            {policy.analyticsDays > 0
              ? t('privacy.retentionAnalytics', { days: policy.analyticsDays })
              : t('privacy.retentionAnalyticsKept')}
          </li>
          {policy.backups ? <li>{backupsText(policy.backups)}</li> : null}
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
    ...policy.sections.map(ownerSection),
  ];
}

type PrivacyPolicyContentProps = {
  // 2 on the privacy page (under its h1), 3 inside the dialog (under its h2).
  headingLevel?: 2 | 3;
};

// The privacy policy text, shared by /privacy-policy and the kit form's dialog: written from what
// the site does (GET /api/site/privacy), which the page carries and the dialog loads first.
export function PrivacyPolicyContent({ headingLevel = 2 }: PrivacyPolicyContentProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idPrefix = useId();
  const query = usePrivacyPolicy();
  const policy = query.data;
  if (query.isPending) return <Spinner label={t('privacy.loading')} />;
  if (!policy?.updated) {
    return (
      <p role="alert" className="font-bold text-red-800">
        {t('privacy.loadFailed')}
      </p>
    );
  }
  return (
    <div className="privacy-policy space-y-8 text-stone-800 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:space-y-2 [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_p+ul]:mt-3">
      <p className="font-semibold text-stone-700">
        {t('privacy.lastUpdated', { date: formatLongDate(policy.updated) })}
      </p>
      {sections(policy).map((section) => (
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
