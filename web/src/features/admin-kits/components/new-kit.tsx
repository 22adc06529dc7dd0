import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { booksQueryOptions } from '@/features/admin-books/api/get-books';

import { MSG_LOAD_FAILED } from '../utils/kit-messages';

import { KitForm } from './kit-form';
import { KitHeader } from './kit-header';

// The add screen: the form needs the books to choose from.
export function NewKit() {
  const books = useQuery(booksQueryOptions());
  return (
    <div className="space-y-6">
      <KitHeader title="Add Kindness Kit" />
      {books.isPending ? (
        <Spinner label="Loading..." />
      ) : books.isError ? (
        <LoadFailed onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : (
        <KitForm books={books.data} />
      )}
    </div>
  );
}

export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{MSG_LOAD_FAILED}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
