import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAdminBooks } from '@/lib/admin-catalogue';

import { MSG_LOAD_FAILED } from '../utils/kit-messages';

import { KitForm } from './kit-form';
import { KitHeader } from './kit-header';

// The add screen: the form needs the books to choose from.
export function NewKit() {
  const books = useAdminBooks();
  return (
    <div className="space-y-6">
      <KitHeader title="Add Kindness Kit" />
      {books.isPending ? (
        <Spinner label="Loading..." />
      ) : books.isError ? (
        <LoadError message={MSG_LOAD_FAILED} onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : (
        <KitForm books={books.data} />
      )}
    </div>
  );
}
