import { adminApi } from '@/lib/auth/admin-api';

import type { IssueLang } from '../types';

// What the editor inserts for a book or a kit is the server's, in the version's language: the
// card with whole addresses (a mail is read elsewhere), in Spanish the book's Spanish edition
// when it has one, with links to /es/.
export type InsertKind = 'books' | 'kits';

const insertPath = (kind: InsertKind, id: string, lang: IssueLang) =>
  `/api/admin/newsletter/inserts/${kind}/${encodeURIComponent(id)}?${new URLSearchParams({ lang }).toString()}`;

// GET /api/admin/newsletter/inserts/{books|kits}/{id}?lang=: the HTML to insert. Asked at each
// insert, never kept: the book may have changed since.
export const getInsertHtml = (kind: InsertKind, id: string, lang: IssueLang) =>
  adminApi.get<{ html: string }>(insertPath(kind, id, lang)).then((r) => r.html);
