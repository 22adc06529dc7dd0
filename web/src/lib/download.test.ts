import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import {
  downloadFailed,
  downloadFile,
  downloadNotAccessible,
  fileExtension,
  isWebOrStorageUrl,
  sanitizeFileName,
} from '@/lib/download';
import { activateCatalogue } from '@/lib/i18n';

let clicked: Array<{ href: string; download: string }>;
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;
let open: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  clicked = [];
  // jsdom has no object URLs and would try to navigate on click.
  createObjectURL = vi.fn(() => 'blob:http://localhost/1234');
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  open = vi.fn(() => null);
  alert = vi.fn();
  vi.stubGlobal('open', open);
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  vi.useRealTimers();
  activateCatalogue('en', english);
});

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('downloadFile', () => {
  it('saves a fetched file through a blob URL named after the title, then revokes the URL', async () => {
    const fetchMock = stubFetch(async () =>
      new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    );

    await expect(downloadFile('/files/materials/17ddbb79.pdf', 'Activity Sheet')).resolves.toBe('saved');

    expect(fetchMock).toHaveBeenCalledWith('/files/materials/17ddbb79.pdf', expect.anything());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1234', download: 'Activity_Sheet.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1234');
    expect(open).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes the extension from the content type when the address has none', async () => {
    stubFetch(async () => new Response('png', { headers: { 'Content-Type': 'image/png' } }));
    await downloadFile('https://cdn.example.com/download?id=7', 'Coloring Page!');
    expect(clicked[0]?.download).toBe('Coloring_Page.png');
  });

  it("takes the extension from the file's own name when it is given (kit links end in an id)", async () => {
    stubFetch(async () => new Response('x', { headers: { 'Content-Type': 'application/octet-stream' } }));
    await downloadFile('/kit-downloads/tok/f1', 'story notes', 'story notes.docx');
    expect(clicked[0]?.download).toBe('story_notes.docx');
    await downloadFile('/kit-downloads/tok/f2', 'Parent Guide', 'Parent Guide');
    expect(clicked[1]?.download).toBe('Parent_Guide');
  });

  it('alerts that a kit link may not exist when it cannot be fetched (it is no storage URL)', async () => {
    stubFetch(async () => new Response('gone', { status: 410 }));
    await expect(downloadFile('/kit-downloads/tok/f1', 'Parent Guide', 'Parent Guide')).resolves.toBe('failed');
    expect(alert).toHaveBeenCalledWith(downloadNotAccessible());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a storage URL in a new tab when the fetch is refused', async () => {
    stubFetch(async () => new Response('nope', { status: 404 }));
    await expect(downloadFile('/files/materials/gone.pdf', 'Activity Sheet')).resolves.toBe('opened');
    expect(open).toHaveBeenCalledWith('/files/materials/gone.pdf', '_blank', 'noopener,noreferrer');
    expect(alert).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it('opens a web URL in a new tab when the fetch throws (for example CORS)', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadFile('https://example.com/sheet.pdf', 'Sheet')).resolves.toBe('opened');
    expect(open).toHaveBeenCalledWith('https://example.com/sheet.pdf', '_blank', 'noopener,noreferrer');
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(['materials/sheet.pdf', 'data:application/pdf;base64,JVBERi0=', 'ftp://example.com/a.pdf'])(
    'alerts that %s may not exist when the fetch fails and it is not a web or storage URL',
    async (url) => {
      stubFetch(async () => {
        throw new TypeError('Failed to fetch');
      });
      await expect(downloadFile(url, 'Sheet')).resolves.toBe('failed');
      expect(alert).toHaveBeenCalledWith(downloadNotAccessible());
      expect(open).not.toHaveBeenCalled();
    },
  );

  it('alerts "try again later" when saving the file fails', async () => {
    stubFetch(async () => {
      const response = new Response('x');
      vi.spyOn(response, 'blob').mockRejectedValue(new Error('stream broke'));
      return response;
    });
    await expect(downloadFile('/files/materials/a.pdf', 'Sheet')).resolves.toBe('failed');
    expect(alert).toHaveBeenCalledWith(downloadFailed());
    expect(open).not.toHaveBeenCalled();
  });

  it('alerts "try again later" when the new tab cannot be opened', async () => {
    stubFetch(async () => new Response('', { status: 500 }));
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(downloadFile('/files/materials/a.pdf', 'Sheet')).resolves.toBe('failed');
    expect(alert).toHaveBeenCalledWith(downloadFailed());
  });

  it('alerts in Spanish on a Spanish page', async () => {
    activateCatalogue('es', spanish);
    stubFetch(async () => new Response('gone', { status: 410 }));
    await downloadFile('/kit-downloads/tok/f1', 'Guía', 'Guía');
    expect(alert).toHaveBeenCalledWith('No se pudo descargar el archivo. Es posible que no exista o que no esté disponible.');
  });

  it('uses the spec words', () => {
    expect(downloadNotAccessible()).toBe('Failed to download file. The file may not exist or is not accessible.');
    expect(downloadFailed()).toBe('Failed to download file. Please try again later.');
  });
});

describe('helpers', () => {
  it.each([
    ['http://example.com/a.pdf', true],
    ['HTTPS://example.com/a.pdf', true],
    ['/files/materials/a.pdf', true],
    ['/api/books', false],
    ['files/a.pdf', false],
    ['blob:http://x/1', false],
  ])('isWebOrStorageUrl(%s) is %s', (url, want) => {
    expect(isWebOrStorageUrl(url)).toBe(want);
  });

  it.each([
    ['/files/a/b.PDF', '', '.pdf'],
    ['/files/a/b.pdf?v=2#x', '', '.pdf'],
    ['https://x.example/dl', 'audio/mpeg; charset=binary', '.mp3'],
    ['https://x.example/dl', 'application/octet-stream', ''],
  ])('fileExtension(%s, %s) is %s', (url, type, want) => {
    expect(fileExtension(url, type)).toBe(want);
  });

  it.each([
    ['Activity Sheet', 'Activity_Sheet'],
    ['  Café "Crème" Page  ', 'Cafe_Creme_Page'],
    ['Zoe’s Rainy-Day Sheet', 'Zoes_Rainy-Day_Sheet'],
    ['!!!', 'download'],
  ])('sanitizeFileName(%s) is %s', (title, want) => {
    expect(sanitizeFileName(title)).toBe(want);
  });
});
