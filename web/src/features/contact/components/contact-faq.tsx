import { ChevronDown } from 'lucide-react';

import { useSite } from '@/lib/site';

import { contactAddresses } from '../utils/contact-addresses';

function schoolVisitAnswer(email: string | undefined) {
  const start = "Yes, school visits are possible! Choose 'School Visit Request' as the subject above";
  const end = 'we will find a date that works for your class.';
  return email ? `${start} or email ${email} and ${end}` : `${start} and ${end}`;
}

function faqsFor(visitsEmail: string | undefined) {
  return [
    {
      question: 'Are the learning materials really free?',
      answer:
        'Yes! All the coloring pages, activity sheets and other learning materials on our book pages are free to download, print and share at home or in the classroom.',
    },
    {
      question: 'Are the books available in Spanish?',
      answer: 'Yes. Our books are available in English and Spanish, so more families can enjoy them together.',
    },
    {
      question: 'Do you offer school visits?',
      answer: schoolVisitAnswer(visitsEmail),
    },
  ];
}

// FAQ (spec §2 Contact) as native disclosures: keyboard and screen reader friendly.
export function ContactFaq() {
  const faqs = faqsFor(contactAddresses(useSite().identity)?.visits);
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="font-display text-2xl font-extrabold text-stone-900 sm:text-3xl">
        Frequently Asked Questions
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
