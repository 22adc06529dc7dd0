import { BookForm } from './book-form';
import { BookFormHeader } from './book-form-header';

export function NewBook() {
  return (
    <div className="space-y-6">
      <BookFormHeader title="Add New Book" />
      <BookForm />
    </div>
  );
}
