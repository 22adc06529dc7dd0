// Downloading a material or kit file (spec §7 "Download behaviour", §8 "Download").
// The file is fetched and saved under a friendly name; if it cannot be fetched
// but its address is a web or storage URL, it opens in a new tab instead.

import { t } from './i18n';

// The two alerts, in the page's language.
export const downloadNotAccessible = () => t('errors.downloadNotAccessible');
export const downloadFailed = () => t('errors.downloadFailed');

export type DownloadResult = 'saved' | 'opened' | 'failed';

// A web URL (http/https) or a file in the site's own storage (/files/...).
export function isWebOrStorageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('/files/');
}

const extensionsByType: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'audio/mpeg': '.mp3',
  'audio/wav': '.wav',
  'audio/x-wav': '.wav',
  'audio/ogg': '.ogg',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'text/plain': '.txt',
};

// The extension of the address's file name ("/files/a/b.pdf?x=1" → ".pdf"),
// else the one the response's content type suggests, else none.
export function fileExtension(url: string, contentType = ''): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  if (match) return `.${match[1].toLowerCase()}`;
  return extensionsByType[contentType.split(';')[0].trim().toLowerCase()] ?? '';
}

// A file name from a title: accents stripped, only letters, digits, "-" and
// "_" kept, spaces become underscores ("Coloring Page!" → "Coloring_Page").
export function sanitizeFileName(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '_');
  return name || 'download';
}

function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = objectUrl;
    a.download = fileName;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Revoke on the next tick: some browsers read the URL just after click().
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}

// downloadFile fetches url and saves it as "{sanitised title}{extension}".
// The extension comes from fileName (default: the address), else from the
// content type: kit links end in an id, so a kit file passes its own name.
// Failures are told with window.alert, as the spec's error catalogue says.
export async function downloadFile(url: string, title: string, fileName = url): Promise<DownloadResult> {
  let response: Response | undefined;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) response = undefined;
  } catch {
    response = undefined;
  }

  if (!response) {
    if (isWebOrStorageUrl(url)) {
      try {
        window.open(url, '_blank', 'noopener,noreferrer');
        return 'opened';
      } catch {
        window.alert(downloadFailed());
        return 'failed';
      }
    }
    window.alert(downloadNotAccessible());
    return 'failed';
  }

  try {
    const blob = await response.blob();
    const type = response.headers.get('Content-Type') ?? blob.type;
    saveBlob(blob, sanitizeFileName(title) + fileExtension(fileName, type));
    return 'saved';
  } catch {
    window.alert(downloadFailed());
    return 'failed';
  }
}
