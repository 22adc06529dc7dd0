import { ChevronDown } from 'lucide-react';

import { t } from '@/lib/i18n';
import { useSite } from '@/lib/site';

import { contactAddresses } from '../utils/contact-addresses';

function faqsFor(visitsEmail: string | undefined) {
  return [
    { question: t('contact.faqFreeQuestion'), answer: t('contact.faqFreeAnswer') },
    { question: t('contact.faqSpanishQuestion'), answer: t('contact.faqSpanishAnswer') },
    {
      question: t('contact.faqVisitsQuestion'),
      answer: visitsEmail ? t('contact.faqVisitsAnswerEmail', { email: visitsEmail }) : t('contact.faqVisitsAnswer'),
    },
  ];
}

// FAQ (spec §2 Contact) as native disclosures: keyboard and screen reader friendly.
export function ContactFaq() {
  const faqs = faqsFor(contactAddresses(useSite().identity)?.visits);
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="font-display text-2xl font-extrabold text-stone-900 sm:text-3xl">
        {t('contact.faqHeading')}
      </h2>
      <div className="mt-5 space-y-3">
        {faqs.map(({ question, answer }) => (
          <details key={question} className="group rounded-2xl border-2 border-amber-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-bold text-stone-900 hover:bg-amber-50 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-orange-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-stone-800">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
