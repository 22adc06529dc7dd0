import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { isNotFound } from '@/lib/api-client';

import { ButtonLink } from './button';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

type RecordStateProps<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  notFoundMessage: string;
  loadFailedMessage: string;
  back: { href: string; label: string };
  children: (record: T) => ReactNode;
};

// An edit screen's record: a spinner while it loads, 'not found' with a way back, the load
// error with a retry, and then the form, started from the record.
export function RecordState<T>({ query, loadingLabel, notFoundMessage, loadFailedMessage, back, children }: RecordStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && isNotFound(query.error)) {
    return (
      <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{notFoundMessage}</p>
        <ButtonLink to={back.href} className="mt-4">
          {back.label}
        </ButtonLink>
      </div>
    );
  }
  if (query.isError) {
    return <LoadError message={loadFailedMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}
