import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { downloadFile } from '@/lib/download';
import { beaconJson, sendEventsInEachTest, stubBeacon } from '@/testing/beacon';
import { makeBook, makeMaterial } from '@/testing/test-utils';

import { BookMaterials } from './book-materials';

vi.mock('@/lib/download', () => ({ downloadFile: vi.fn(async () => 'saved') }));

const PAGE = '/books/the-kindness-ripple-0f8c2d4e';
const material = makeMaterial();

describe('BookMaterials downloads', () => {
  sendEventsInEachTest(PAGE);
  beforeEach(() => vi.mocked(downloadFile).mockClear());

  it('sends a Material Download with the file address and the book id once the file is saved', async () => {
    const sendBeacon = stubBeacon();
    const user = userEvent.setup();
    render(<BookMaterials book={makeBook({ downloadMaterials: [material] })} />);

    await user.click(screen.getByRole('button', { name: 'Download Activity Sheet' }));

    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith('/files/materials/a.pdf', 'Activity Sheet');
    expect(await beaconJson(sendBeacon)).toEqual({
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
    render(<BookMaterials book={makeBook({ downloadMaterials: [material] })} />);

    await user.click(screen.getByRole('button', { name: 'Download Activity Sheet' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Activity Sheet' })).toBeEnabled());
    expect(downloadFile).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
