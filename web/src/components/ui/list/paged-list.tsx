import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ListState } from './list-state';
import { Pagination } from './pagination';

// What every paged admin list answers besides its items.
export type PageInfo = { totalCount: number; totalPages: number; page: number };

export type PagedListProps<T extends PageInfo> = {
  query: UseQueryResult<T>;
  // The list's name for screen readers ('Messages').
  label: string;
  pageSize: number;
  // The count in words ('1 message', '20 messages').
  counted: (n: number) => string;
  itemsOn: (data: T) => number;
  loadingLabel: string;
  loadFailedMessage: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  // The list's <li>s.
  children: (data: T) => ReactNode;
};

// A server-paged list, newest first: which ones show ('Showing 21–40 of 45 messages'), the
// load states, the items, and the pager. While the next page loads, the current one stays,
// dimmed and marked busy.
export function PagedList<T extends PageInfo>({
  query,
  label,
  pageSize,
  counted,
  itemsOn,
  loadingLabel,
  loadFailedMessage,
  empty,
  page,
  onPage,
  children,
}: PagedListProps<T>) {
  const data = query.data;
  const shown = data ? itemsOn(data) : 0;
  const first = data && shown > 0 ? (data.page - 1) * pageSize + 1 : 0;
  const busy = query.isPlaceholderData;
  return (
    <>
      <p role="status" className="text-stone-700">
        {query.isSuccess && data && data.totalCount > 0
          ? `Showing ${first}–${first + shown - 1} of ${counted(data.totalCount)}, newest first`
          : ''}
      </p>
      <ListState
        query={query}
        loadingLabel={loadingLabel}
        loadFailedMessage={loadFailedMessage}
        isEmpty={(found) => found.totalCount === 0}
        empty={empty}
      >
        {(found) => (
          <>
            <ul aria-label={label} aria-busy={busy} className={`space-y-4 ${busy ? 'opacity-60' : ''}`}>
              {children(found)}
            </ul>
            <Pagination page={Math.min(page, Math.max(found.totalPages, 1))} totalPages={found.totalPages} onChange={onPage} />
          </>
        )}
      </ListState>
    </>
  );
}
