import { Mail, Megaphone, School, type LucideIcon } from 'lucide-react';

import { contactEmails } from '@/config/paths';

const channels: Array<{ Icon: LucideIcon; title: string; text: string; email: string }> = [
  {
    Icon: Mail,
    title: 'General questions',
    text: 'Questions about the books, downloads or anything else.',
    email: contactEmails.general,
  },
  {
    Icon: School,
    title: 'School visits',
    text: 'Invite the author to your school, library or classroom.',
    email: contactEmails.schoolVisits,
  },
  {
    Icon: Megaphone,
    title: 'Publishers and media',
    text: 'Interviews, reviews, rights and press enquiries.',
    email: contactEmails.media,
  },
];

// The 'Get in Touch' panel (spec §2 Contact): mailto links for each kind of question.
export function GetInTouch() {
  return (
    <section
      aria-labelledby="get-in-touch-heading"
      className="rounded-3xl bg-teal-800 p-5 text-white shadow-md sm:p-8"
    >
      <h2 id="get-in-touch-heading" className="font-display text-2xl font-extrabold">
        Get in Touch
      </h2>
      <p className="mt-2 text-teal-50">Prefer email? Write to us directly.</p>
      <ul className="mt-6 space-y-5">
        {channels.map(({ Icon, title, text, email }) => (
          <li key={email} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-300 text-stone-900">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-white">{title}</h3>
              <p className="text-sm text-teal-50">{text}</p>
              <a
                href={`mailto:${email}`}
                className="mt-1 inline-block rounded text-sm font-bold wrap-anywhere text-amber-200 sm:text-base underline underline-offset-4 hover:text-white focus-visible:outline-amber-300"
              >
                {email}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
