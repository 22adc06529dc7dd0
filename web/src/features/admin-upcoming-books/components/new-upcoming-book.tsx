import { UpcomingBookForm } from './upcoming-book-form';
import { UpcomingBookFormHeader } from './upcoming-book-form-header';

export function NewUpcomingBook() {
  return (
    <div className="space-y-6">
      <UpcomingBookFormHeader title="Add Upcoming Book" />
      <UpcomingBookForm />
    </div>
  );
}
