import { useLocation } from 'react-router';

import { RecordState } from '@/components/ui/record-state';
import { adminPaths } from '@/config/admin-paths';

import { useUpcomingBook } from '../api/get-upcoming-book';

import { UpcomingBookForm } from './upcoming-book-form';
import { UpcomingBookFormHeader } from './upcoming-book-form-header';

export const MSG_UPCOMING_LOAD_FAILED = 'Failed to load upcoming book data. Please try again.';
export const MSG_UPCOMING_NOT_FOUND = 'Upcoming book not found.';

// What the list's "Release now" hands the edit screen when the release details were missing.
export type ReleaseErrorsState = { releaseErrors?: Record<string, string> };

// The edit screen: loads the upcoming book, then the form starts from it.
export function EditUpcomingBook({ id }: { id: string }) {
  const book = useUpcomingBook(id);
  const { releaseErrors } = (useLocation().state ?? {}) as ReleaseErrorsState;

  return (
    <div className="space-y-6">
      <UpcomingBookFormHeader title="Edit Upcoming Book" />
      <RecordState
        query={book}
        loadingLabel="Loading upcoming book..."
        notFoundMessage={MSG_UPCOMING_NOT_FOUND}
        loadFailedMessage={MSG_UPCOMING_LOAD_FAILED}
        back={{ href: adminPaths.upcomingBooks.getHref(), label: 'Back to Upcoming Books' }}
      >
        {(record) => <UpcomingBookForm key={record.id} book={record} releaseErrors={releaseErrors} />}
      </RecordState>
    </div>
  );
}
