import { useMemo } from 'react';

import { byTitle, useAdminBooks } from '@/lib/admin-catalogue';

import { useKitChoices } from '../api/get-issues';

// The owner's books and kits as the editor offers them to insert; what each inserts is the
// server's (api/get-insert.ts).
export function useInsertChoices() {
  const books = useAdminBooks().data;
  const kits = useKitChoices().data;
  return useMemo(
    () => ({
      books: (books ?? []).map((b) => ({ id: b.id, title: b.title })).sort(byTitle),
      kits: (kits ?? []).map((k) => ({ id: k.id, title: k.title || k.bookTitle })).sort(byTitle),
    }),
    [books, kits],
  );
}
