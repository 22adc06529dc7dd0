import { BookX } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

import { BooksLoadError } from '@/features/books/components/books-load-error';
import { useBooks } from '@/features/books/api/get-books';
import { BookCard } from '@/features/books/components/book-card';

// All books as cards, with the loading, empty and error states of spec §2 (Home).
export function BooksList() {
  const booksQuery = useBooks();

  if (booksQuery.isPending) {
    return <Spinner label={t('books.loading')} />;
  }

  if (booksQuery.isError) {
    return (
      <BooksLoadError heading={t('books.errorLoadingContent')} level="h3" onRetry={() => void booksQuery.refetch()} retrying={booksQuery.isFetching} />
    );
  }

  if (booksQuery.data.length === 0) {
    return (
      <div className="mx-auto max-w-lg rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
        <BookX aria-hidden="true" className="mx-auto size-10 text-orange-700" />
        <h3 className="mt-3 text-xl font-extrabold text-stone-900">{t('books.noneFound')}</h3>
        {/* The admin is another app (app/app.tsx): the page loads anew. */}
        <ButtonLink to={paths.admin.newBook.getHref()} reloadDocument className="mt-5">
          {t('books.addFirstBook')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {booksQuery.data.map((book) => (
        <li key={book.id}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}
