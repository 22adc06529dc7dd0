import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { downloadFile } from '@/lib/download';
import { makeMaterial } from '@/testing/test-utils';

import { BookMaterials } from './book-materials';

vi.mock('@/lib/download', () => ({ downloadFile: vi.fn(async () => 'saved') }));

const PAGE = '/books/the-kindness-ripple-0f8c2d4e';
const material = makeMaterial();

function stubBeacon() {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

describe('BookMaterials downloads', () => {
  beforeEach(() => {
    // Analytics only sends outside unit tests, or when a test turns it on like this.
    vi.stubEnv('MODE', 'production');
    window.history.replaceState(null, '', PAGE);
    vi.mocked(downloadFile).mockClear();
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });

  it('sends a Material Download with the file address and the book id once the file is saved', async () => {
    const sendBeacon = stubBeacon();
    const user = userEvent.setup();
    render(<BookMaterials materials={[material]} />);

    await user.click(screen.getByRole('button', { name: 'Download Activity Sheet' }));

    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith('/files/materials/a.pdf', 'Activity Sheet');
    const [url, data] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/events');
    expect(JSON.parse(await (data as Blob).text())).toEqual({
      name: 'Material Download',
      path: PAGE,
      referrer: '',
      refId: '/files/materials/a.pdf',
      label: '0f8c2d4e-1111-4222-8333-944455556666',
    });
  });

  it('sends nothing when the download failed', async () => {
    vi.mocked(downloadFile).mockResolvedValueOnce('failed');
    const sendBeacon = stubBeacon();
    const user = userEvent.setup();
    render(<BookMaterials materials={[material]} />);

    await user.click(screen.getByRole('button', { name: 'Download Activity Sheet' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Activity Sheet' })).toBeEnabled());
    expect(downloadFile).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
