import { useEffect, useEffectEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type PageState = { isSuccess: boolean; isPlaceholderData: boolean; data?: { totalPages: number } };

// A paged list's state in the address (?subject=…&q=…&page=2), so Back and a reload keep it:
// the page and the filters named by keys ('' when not set). set() changes some of them; a
// filter set to '' leaves the address.
export type ListParams<K extends string> = {
  page: number;
  filters: Record<K, string>;
  set: (next: Partial<Record<K, string>> & { page?: number }, replace?: boolean) => void;
};

export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [keys, params],
  );
  const set = (next: Partial<Record<K, string>> & { page?: number }, replace = false) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = (next[key] ?? filters[key]).trim();
      if (value) search.set(key, value);
    }
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace });
  };
  return { page, filters, set };
}

// A page past the end (an old link, or items removed elsewhere) shows the last page instead.
export function usePageInRange(list: PageState, page: number, goTo: (page: number) => void) {
  const totalPages = list.data?.totalPages ?? 0;
  // goTo is made anew each render; the page numbers are what matter.
  const goToLast = useEffectEvent(() => goTo(totalPages));
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && totalPages > 0 && page > totalPages) goToLast();
  }, [list.isSuccess, list.isPlaceholderData, totalPages, page]);
}
