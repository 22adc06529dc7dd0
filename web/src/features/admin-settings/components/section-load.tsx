import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

// A section that loads its own settings (Email, Backups, Weekly letter): a spinner while they
// load, the failure with a retry, then the section's contents.
export function SectionLoad<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <div className="space-y-5">{children(query.data)}</div>;
}
