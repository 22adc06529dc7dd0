import { adminApiPaths, type PreviewKind } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/preview/{kind}/{id}: a signed link to an unpublished item's public page, in
// English and Spanish; it stops working at expiresAt (seven days).
export type PreviewLink = { path: string; pathEs: string; url: string; urlEs: string; expiresAt: string };

export const getPreviewLink = (kind: PreviewKind, id: string) => adminApi.get<PreviewLink>(adminApiPaths.previewLink(kind, id));
