import type { ReactNode } from 'react';

import type { ListParams } from '@/hooks/use-list-params';

import { Button } from '../button';

import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { FilterSelect } from './filter-select';
import { PagedList, type PageInfo, type PagedListProps } from './paged-list';
import { SearchForm } from './search-form';

type Option = { value: string; label: string };

type FilteredListProps<K extends string, T extends PageInfo> = Omit<PagedListProps<T>, 'page' | 'onPage' | 'empty'> & {
  // The list's state in the address (useListParams).
  params: ListParams<K>;
  // The drop-downs, each for one filter ('' is its "All …" choice).
  selects: Array<{ key: K; id: string; label: string; options: readonly Option[] }>;
  search: { key: K; id: string; label: string; placeholder: string };
  // When the filters leave nothing: what to say and what to try.
  noMatch: { title: string; hint: string };
  // When there is nothing at all.
  empty: ReactNode;
};

// A paged admin list with its filters and search above it: each change starts again at page
// 1, and a filter that leaves nothing offers 'Clear filters'.
export function FilteredList<K extends string, T extends PageInfo>({
  params: { page, filters, set },
  selects,
  search,
  noMatch,
  empty,
  ...list
}: FilteredListProps<K, T>) {
  const filtered = Object.values<string>(filters).some((v) => v.trim() !== '');
  const cleared = Object.fromEntries(Object.keys(filters).map((key) => [key, ''])) as Record<K, string>;
  type Change = Parameters<typeof set>[0];
  const only = (key: K, value: string) => ({ [key]: value, page: 1 }) as Change;
  return (
    <>
      <FilterPanel>
        {selects.map((s) => (
          <FilterSelect key={s.key} id={s.id} label={s.label} value={filters[s.key]} options={s.options} onChange={(v) => set(only(s.key, v))} />
        ))}
        <SearchForm
          id={search.id}
          label={search.label}
          placeholder={search.placeholder}
          value={filters[search.key]}
          onSearch={(words) => set(only(search.key, words))}
        />
      </FilterPanel>
      <PagedList
        {...list}
        page={page}
        onPage={(n) => set({ page: n } as Change)}
        empty={
          filtered ? (
            <EmptyState
              title={noMatch.title}
              action={
                <Button variant="secondary" onClick={() => set({ ...cleared, page: 1 })}>
                  Clear filters
                </Button>
              }
            >
              {noMatch.hint}
            </EmptyState>
          ) : (
            empty
          )
        }
      />
    </>
  );
}
