import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';

import type { KitSignUp } from '../types';

// ?lang=en|es narrows the sign-ups to one language; '' is every language.
const withLang = (url: string, lang: string) => (lang ? `${url}?${new URLSearchParams({ lang }).toString()}` : url);

// GET /api/admin/kits/{id}/signups/export?lang=: the sign-ups as CSV, as filtered.
export const kitSignUpsExportUrl = (id: string, lang: string) => withLang(adminApiPaths.kitSignUpsExport(id), lang);

// GET /api/admin/kits/{id}/signups?lang=: who signed up for the kit, newest first, with their
// consent, language and the downloads their links made. 404 when there is no such kit.
export const getKitSignUps = (id: string, lang: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<KitSignUp[]>(withLang(adminApiPaths.kitSignUps(id), lang), { signal });

export const kitSignUpsQueryOptions = (id: string, lang = '') =>
  queryOptions({
    queryKey: adminQueryKeys.kitSignUps(id, lang),
    queryFn: ({ signal }) => getKitSignUps(id, lang, { signal }),
    staleTime: 30 * 1000,
    // The list on screen stays while another language's loads.
    placeholderData: keepPreviousData,
    // An unknown kit stays unknown.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useKitSignUps(id: string, lang = '') {
  return useQuery(kitSignUpsQueryOptions(id, lang));
}
