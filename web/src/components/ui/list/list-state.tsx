import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from '../load-error';
import { Spinner } from '../spinner';

type ListStateProps<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  loadFailedMessage: string;
  // The load error's heading and retry button, where the spec words them.
  loadFailedTitle?: string;
  retryLabel?: string;
  // What shows when the data holds nothing (a report that is never empty leaves both out).
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

// A list's data (spec §4): a spinner while it loads, the load error with a retry, what shows
// when there is nothing, and then the list.
export function ListState<T>({
  query,
  loadingLabel,
  loadFailedMessage,
  loadFailedTitle,
  retryLabel,
  isEmpty = () => false,
  empty,
  children,
}: ListStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadError
        title={loadFailedTitle}
        message={loadFailedMessage}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
