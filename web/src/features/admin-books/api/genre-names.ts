import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

// A genre of the English books with its Spanish name ('' for none yet) and how many English
// books have it.
export type GenreName = { genre: string; genreEs: string; books: number };

type GenreNamesAnswer = { genres: GenreName[]; message?: string };

// GET /api/admin/genres: the English books' genres, A to Z.
export const getGenreNames = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<GenreNamesAnswer>(adminApiPaths.genreNames, { signal });

export const genreNamesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.genreNames,
    queryFn: ({ signal }) => getGenreNames({ signal }),
    // The editor starts from what is stored now.
    staleTime: 0,
  });

export function useGenreNames() {
  return useQuery(genreNamesQueryOptions());
}

// PUT /api/admin/genres {"genres": [{"genre", "genreEs"}]}: the Spanish names of the genres
// sent ('' forgets one). 400 with a field message for a name over 100 characters.
export const setGenreNames = (genres: Array<Pick<GenreName, 'genre' | 'genreEs'>>) =>
  adminApi.put<GenreNamesAnswer>(adminApiPaths.genreNames, { genres });

// After saving, the editor shows what is stored, and every page that shows a book's topics
// loads again.
export function useSetGenreNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGenreNames,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminQueryKeys.genreNames, answer);
      void refreshAfterWrite(queryClient, 'book');
    },
  });
}
