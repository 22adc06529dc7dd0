import { ChevronDown } from 'lucide-react';

import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { FaqItem } from '@/types/api';

import { useFaq } from '../api/get-faq';

function Question({ item }: { item: FaqItem }) {
  const question = ownerText(item.question, item.questionEs);
  const answer = ownerText(item.answer, item.answerEs);
  return (
    <details className="group rounded-2xl border-2 border-amber-200 bg-white shadow-sm">
      <summary
        lang={question.lang}
        className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-bold text-stone-900 hover:bg-amber-50 [&::-webkit-details-marker]:hidden"
      >
        {question.text}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-orange-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <p lang={answer.lang} className="px-5 pb-5 whitespace-pre-line text-stone-800">
        {answer.text}
      </p>
    </details>
  );
}

// FAQ (spec §2 Contact): the owner's questions and answers, by default the spec's (downloads are
// free, the books are in English and Spanish, school visits are possible), as native
// disclosures: keyboard and screen reader friendly. Without questions, or while they cannot be
// read, the section is left out.
export function ContactFaq() {
  const items = useFaq().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="font-display text-2xl font-extrabold text-stone-900 sm:text-3xl">
        {t('contact.faqHeading')}
      </h2>
      <div className="mt-5 space-y-3">
        {items.map((item, i) => (
          <Question key={i} item={item} />
        ))}
      </div>
    </section>
  );
}
