import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import type { Book } from '@/types/api';

// GET /api/admin/books: every book, in the order of /books (the owner's, else newest first),
// with its genres. The books list shows it,
// and the kit and testimonial screens choose a book from it, so it lives in shared code.
export const getAdminBooks = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Book[]>(adminApiPaths.books, { signal });

export const adminBooksQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.books,
    queryFn: ({ signal }) => getAdminBooks({ signal }),
    staleTime: 30 * 1000,
  });

export function useAdminBooks() {
  return useQuery(adminBooksQueryOptions());
}

export type BookOption = { id: string; title: string };

// Books in the order a list of choices shows them: by title, in any case.
export const byTitle = (a: BookOption, b: BookOption) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

// The books as a form or a filter offers them, by title.
export function useAdminBookOptions() {
  const books = useAdminBooks();
  const options = useMemo<BookOption[]>(
    () => (books.data ?? []).map((b) => ({ id: b.id, title: b.title })).sort(byTitle),
    [books.data],
  );
  return { options, isError: books.isError };
}
