import { useWatch } from 'react-hook-form';

import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { byTitle, useAdminBooks } from '@/lib/admin-catalogue';
import type { Book, BookLanguage } from '@/types/api';

import { LANGUAGE_NAMES } from '../utils/book-form';

const LANGUAGE_OPTIONS = (Object.keys(LANGUAGE_NAMES) as BookLanguage[]).map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

// The books the form offers as this one's edition in the other language: every book in that
// language but this one, by title. A book already linked to another says so, since choosing
// it moves its link here. The chosen book stays listed whatever its language (the owner may
// have just changed this book's), so the server's message about it lands beside it.
export function editionOptions(books: Book[], book: Book | undefined, language: BookLanguage, chosen: string): SelectOption[] {
  const listed = books.filter((b) => b.id !== book?.id && (b.language !== language || b.id === chosen));
  if (chosen !== '' && book?.otherEdition?.id === chosen && !listed.some((b) => b.id === chosen)) {
    // The list is still loading or failed: the stored partner is shown all the same.
    return [{ value: chosen, label: book.otherEdition.title }];
  }
  return listed.sort(byTitle).map((b) => ({
    value: b.id,
    label: b.otherEdition && b.otherEdition.id !== book?.id ? `${b.title} (now linked to ${b.otherEdition.title})` : b.title,
  }));
}

// The edition's language and its partner in the other language. Each edition is a book of its
// own, with its own ISBN, cover, store links and materials; the link lets each book's page
// point to the other. The server keeps the link both ways.
export function EditionSection({ book }: { book?: Book }) {
  const books = useAdminBooks();
  const language = useWatch({ name: 'language' }) as BookLanguage;
  const chosen = useWatch({ name: 'otherEditionId' }) as string;
  const other = LANGUAGE_NAMES[language === 'es' ? 'en' : 'es'];

  return (
    <section aria-labelledby="edition-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="edition-heading" className="font-display text-2xl font-bold text-stone-900">
        Language
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Each language&apos;s edition is a book of its own, with its own ISBN, cover, store links and materials. Link the two
        editions so each book&apos;s page offers the other.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <RadioGroupField name="language" label="Language of this edition" options={LANGUAGE_OPTIONS} />
        <SelectField
          name="otherEditionId"
          label="Edition in the other language"
          placeholder="None"
          options={editionOptions(books.data ?? [], book, language, chosen)}
          hint={
            books.isError
              ? 'The list of books could not be loaded. Close this form and try again.'
              : `Books in ${other}. Choosing one that is linked to another book moves the link here.`
          }
        />
      </div>
    </section>
  );
}
