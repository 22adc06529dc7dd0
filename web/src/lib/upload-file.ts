import { adminApiPaths } from '@/config/admin-paths';
import { ApiError, apiError, parseBody } from '@/lib/api-client';
import { sessionStore, type SessionStore } from '@/lib/auth/session-store';
import { withSession } from '@/lib/auth/with-session';
import type { MaterialType } from '@/types/api';

// What POST /api/admin/uploads?kind=… stores (internal/server/admin/uploads.go): a book cover, a
// material, an image (a kit's hero image, the author's photo or the site's share image), a kit
// file (private: its url is a storage key), or the site's logo (PNG, JPEG, GIF or WebP, never SVG).
export type UploadKind = 'cover' | 'material' | 'image' | 'kit' | 'logo';

// What an upload is for, and the kind each is stored as. The server records each upload in
// History under what it is for (internal/server/history: uploads), so the owner reads
// 'Uploaded an author photo "lily.png"' rather than a bare 'uploaded'.
export const UPLOAD_PURPOSES = {
  'book-cover': 'cover',
  'upcoming-book-cover': 'cover',
  material: 'material',
  'video-song-file': 'material',
  'video-song-thumbnail': 'image',
  'author-photo': 'image',
  'newsletter-picture': 'image',
  'kit-file': 'kit',
  'kit-image': 'image',
  logo: 'logo',
  'share-image': 'image',
} as const satisfies Record<string, UploadKind>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

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

// The server's limits (internal/server/admin/uploads.go), checked here first so a big file is
// refused before it is sent.
export const UPLOAD_LIMIT_MB: Record<UploadKind, number> = { cover: 10, material: 100, image: 10, kit: 100, logo: 5 };

export const MSG_UPLOAD_NETWORK = 'The connection was lost. Please check your internet connection and try again.';

type UploadOptions = {
  purpose: UploadPurpose;
  file: File;
  // Percent sent, 0 to 100.
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

// One POST /api/admin/uploads?kind=…&for=… as multipart/form-data (the file as "file"), sent with
// XMLHttpRequest because fetch cannot report upload progress.
function send({ purpose, file, onProgress, signal }: UploadOptions, token: string): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', adminApiPaths.upload(UPLOAD_PURPOSES[purpose], purpose));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body === 'object' && body !== null && 'url' in body) {
        onProgress?.(100);
        resolve(body as UploadedFile);
        return;
      }
      reject(apiError(xhr.status, body, 'Upload'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'network', MSG_UPLOAD_NETWORK));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort);

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

// Uploads one file (a cover, a material, an image or a kit file) with the admin session's
// token, refreshing the session once on a 401 as every admin call does.
export function uploadFile(options: UploadOptions, store: SessionStore = sessionStore): Promise<UploadedFile> {
  return withSession(store, (token, retry) => {
    if (retry) {
      // A cancelled upload is not sent again.
      if (options.signal?.aborted) return Promise.reject(new DOMException('The upload was cancelled.', 'AbortError'));
      options.onProgress?.(0);
    }
    return send(options, token);
  });
}
