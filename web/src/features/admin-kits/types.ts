import type { PublishingInput } from '@/lib/admin-publishing';
import type { KitFileType, PublishStatus } from '@/types/api';

// A kindness kit as the admin API answers it (internal/server/admin_kits.go).
export type AdminKit = {
  id: string;
  bookId: string;
  active: boolean;
  title: string;
  titleEs: string;
  headline: string;
  headlineEs: string;
  subheadline: string;
  subheadlineEs: string;
  heroImageUrl: string;
  mailerliteGroupId: string;
  createdAt: string;
  updatedAt: string;
  // Draft, scheduled or published (issue #30); absent on answers made before.
  status?: PublishStatus;
  publishAt?: string | null;
};

// GET /api/admin/kits: each kit with its book's title ('' when the book is gone) and counts.
export type KitSummary = AdminKit & { bookTitle: string; fileCount: number; subscriberCount: number };

// One file of a kit. fileUrl is a private storage key ('kits/…'): visitors reach the file
// only through a signed link.
export type AdminKitFile = {
  id: string;
  kitId: string;
  fileName: string;
  // The name the Spanish site, mail and links page give it; '' when not written (they give the
  // English one).
  fileNameEs: string;
  fileType: KitFileType;
  fileUrl: string;
  sortOrder: number;
  createdAt: string;
};

// GET /api/admin/kits/{id}: the kit with its files.
export type KitDetail = AdminKit & { files: AdminKitFile[] };

// What the kit form sends to POST /api/admin/kits and PUT /api/admin/kits/{id}.
export type KitInput = Pick<
  AdminKit,
  | 'bookId'
  | 'title'
  | 'titleEs'
  | 'headline'
  | 'headlineEs'
  | 'subheadline'
  | 'subheadlineEs'
  | 'heroImageUrl'
  | 'mailerliteGroupId'
  | 'active'
> &
  PublishingInput;

// What POST /api/admin/kits/{id}/files takes: the key an upload with kind=kit answered.
export type KitFileInput = Pick<AdminKitFile, 'fileName' | 'fileNameEs' | 'fileType' | 'fileUrl'>;

// What PUT /api/admin/kits/{id}/files/{fileId} takes: the file's two names.
export type KitFileNames = Pick<AdminKitFile, 'fileName' | 'fileNameEs'>;

// POST /api/admin/kits/{id}/download-link answers 201 with one link, valid 24 hours.
export type DownloadLink = { url: string; expiresAt: string };
