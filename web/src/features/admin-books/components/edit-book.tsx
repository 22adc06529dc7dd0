import { RecordState } from '@/components/ui/record-state';
import { adminPaths } from '@/config/admin-paths';

import { useBook } from '../api/get-book';

import { BookForm } from './book-form';
import { BookFormHeader } from './book-form-header';

export const MSG_BOOK_LOAD_FAILED = 'Failed to load book data. Please try again.';
export const MSG_BOOK_NOT_FOUND = 'Book not found.';

// The edit screen: loads the book with its materials, then the form starts from it.
export function EditBook({ id }: { id: string }) {
  const book = useBook(id);

  return (
    <div className="space-y-6">
      <BookFormHeader title="Edit Book" />
      <RecordState
        query={book}
        loadingLabel="Loading book..."
        notFoundMessage={MSG_BOOK_NOT_FOUND}
        loadFailedMessage={MSG_BOOK_LOAD_FAILED}
        back={{ href: adminPaths.books.getHref(), label: 'Back to Books' }}
      >
        {(record) => <BookForm key={record.id} book={record} />}
      </RecordState>
    </div>
  );
}
