import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useSite } from '@/lib/site';

// Spec §9: "Privacy policy date: April 14, 2025."
export const PRIVACY_POLICY_UPDATED = 'April 14, 2025';

type Section = { id: string; heading: string; body: ReactNode };

// Who "we" are: the publisher's legal name from the settings, else the site's name.
function WhoWeAre() {
  const { legalName, name } = useSite().identity;
  const owner = legalName || name;
  return (
    <p>
      {owner} publishes educational picture books for children and runs this website for the parents and teachers
      who read them. In this policy “we” and “us” mean {owner}. We collect as little as we can, and we explain here
      exactly what, why and for how long.
    </p>
  );
}

function HowToContactUs() {
  const { contactEmail } = useSite().identity;
  return (
    <p>
      Questions, requests or worries about your privacy? Write to us through our{' '}
      <Link to={paths.contact.getHref()} className="font-bold text-orange-800 underline underline-offset-2">
        contact page
      </Link>
      {contactEmail ? (
        <>
          {' '}
          or at{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-bold wrap-anywhere text-orange-800 underline underline-offset-2"
          >
            {contactEmail}
          </a>
        </>
      ) : null}{' '}
      and we will answer within 30 days, usually much sooner.
    </p>
  );
}

const sections: Section[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: <WhoWeAre />,
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We only collect what you choose to give us:</p>
        <ul>
          <li>
            <strong>Newsletter:</strong> your email address when you join our parent newsletter.
          </li>
          <li>
            <strong>Kindness kit sign-up:</strong> your email address and, if you give it, your name, together with the
            kit you asked for.
          </li>
          <li>
            <strong>Contact form:</strong> your name, email address, the subject you pick and your message.
          </li>
        </ul>
        <p>
          You can browse the books, download the free learning materials and watch the videos without telling us
          anything about yourself.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To send the newsletter you asked for: reading tips, new book announcements and free activities.</li>
        <li>To send you the kindness kit download link and occasional related updates you agreed to receive.</li>
        <li>To read and answer your messages, including school visit requests.</li>
        <li>To understand, in total and anonymously, which pages and books are useful, so we can make the site better.</li>
      </ul>
    ),
  },
  {
    id: 'legal-basis',
    heading: 'Legal basis',
    body: (
      <ul>
        <li>
          <strong>Consent</strong> for the newsletter and the kindness kit emails. You can withdraw it at any time, and
          withdrawing does not affect what happened before.
        </li>
        <li>
          <strong>Legitimate interest</strong> for answering the messages you send us, keeping the site secure and
          counting visits anonymously.
        </li>
      </ul>
    ),
  },
  {
    id: 'email-provider',
    heading: 'Our email-list provider',
    body: (
      <p>
        Newsletters and kit emails are sent with MailerLite, an email-list service that stores the addresses on our
        list and delivers our emails on our behalf. MailerLite may only use your details to send our emails, under a
        data processing agreement, and does not use them for its own marketing. Messages from the contact form stay
        with us and are not added to any mailing list.
      </p>
    ),
  },
  {
    id: 'analytics',
    heading: 'Analytics without cookies',
    body: (
      <>
        <p>
          We count page views and a few events (such as a book being viewed, a form being sent or a kit being
          downloaded) with our own first-party analytics. It uses <strong>no cookies</strong>, and we do not store IP
          addresses.
        </p>
        <p>
          To count unique visitors we keep an anonymous hash that changes every day, so a visit today cannot be linked
          to a visit tomorrow, or to you. No data from analytics is shared with advertisers.
        </p>
      </>
    ),
  },
  {
    id: 'no-selling',
    heading: 'We never sell your data',
    body: (
      <p>
        We do not sell, rent or trade your personal information, and we do not share it with anyone except the email
        provider above and the hosting services that keep this site running, and only as far as they need it to do so.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Newsletter and kit sign-ups: until you unsubscribe or ask us to delete them.</li>
        <li>Contact messages: until we delete them after answering you. Ask us and we delete yours at once.</li>
        <li>Kit download links expire after 24 hours.</li>
        <li>
          Analytics: each counted page view or event is kept for 90 days with that day&apos;s anonymous hash (the
          secret behind the hash is deleted the next day); after 90 days only daily totals are kept.
        </li>
      </ul>
    ),
  },
  {
    id: 'children',
    heading: "Children's privacy",
    body: (
      <p>
        Our books are for children, but this website is meant for parents, carers and teachers. We do not knowingly
        collect personal information from children. If you believe a child has sent us their details, please contact
        us and we will delete them promptly.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>see the personal information we hold about you (access);</li>
          <li>correct anything that is wrong (correction);</li>
          <li>delete your information (deletion);</li>
          <li>stop sending you emails: every email we send has an unsubscribe link.</li>
        </ul>
        <p>You may also complain to your local data protection authority.</p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        The site is served over an encrypted connection, access to our records is limited to the people who need it
        and protected by strong passwords, and kit files are only reachable through private, time-limited links. No
        system is perfectly secure, but we take care to protect what you trust us with.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change how we use your information, we will update this page and the date at the top. If a change is
        significant, we will tell newsletter subscribers by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'How to contact us',
    body: <HowToContactUs />,
  },
];

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
      <p className="font-semibold text-stone-700">Last updated {PRIVACY_POLICY_UPDATED}.</p>
      {sections.map((section) => (
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
