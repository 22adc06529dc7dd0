import type { MaterialType } from '@/types/api';

// What POST /api/admin/uploads?kind=… stores (internal/server/uploads.go): a book cover, a
// material, an image (a kit's hero image), or a kit file (private: its url is a storage key).
export type UploadKind = 'cover' | 'material' | 'image' | 'kit';

// The 201 answer: where the file now lives.
export type UploadedFile = {
  url: string;
  fileName: string;
  // As the materials list shows it: '12 KB', '3.4 MB'.
  fileSize: string;
  contentType: string;
  // The material type the file suggests.
  type: MaterialType;
};
