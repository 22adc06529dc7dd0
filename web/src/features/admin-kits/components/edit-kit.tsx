import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { useAdminBooks } from '@/lib/admin-catalogue';
import { isNotFound } from '@/lib/api-client';

import { useKit } from '../api/get-kit';
import { MSG_KIT_NOT_FOUND, MSG_LOAD_FAILED } from '../utils/kit-messages';

import { KitForm } from './kit-form';
import { KitHeader } from './kit-header';

// The edit screen: loads the kit and the books, then the form starts from the kit.
export function EditKit({ id }: { id: string }) {
  const kit = useKit(id);
  const books = useAdminBooks();

  return (
    <div className="space-y-6">
      <KitHeader title="Edit Kindness Kit" />
      {kit.isError && isNotFound(kit.error) ? (
        <KitNotFound />
      ) : kit.isError || books.isError ? (
        <LoadError
          message={MSG_LOAD_FAILED}
          onRetry={() => {
            if (kit.isError) void kit.refetch();
            if (books.isError) void books.refetch();
          }}
          retrying={kit.isFetching || books.isFetching}
        />
      ) : kit.isPending || books.isPending ? (
        <Spinner label="Loading kindness kit..." />
      ) : (
        <KitForm key={kit.data.id} kit={kit.data} books={books.data} />
      )}
    </div>
  );
}

export function KitNotFound() {
  return (
    <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{MSG_KIT_NOT_FOUND}</p>
      <ButtonLink to={adminPaths.kindnessKits.getHref()} className="mt-4">
        Back to Kindness Kits
      </ButtonLink>
    </div>
  );
}
