import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { Multimedia } from '@/types/api';

import { MultimediaPage } from './multimedia-page';

const book = makeBook();

function item(overrides: Partial<Multimedia>): Multimedia {
  return {
    id: overrides.title ?? 'x',
    bookId: book.id,
    type: 'audio',
    title: 'Song',
    description: '',
    titleEs: '',
    descriptionEs: '',
    url: '/files/media/song.wav',
    thumbnail: '',
    lyrics: '',
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}

const demo: Multimedia[] = [
  item({ type: 'audio', title: 'Row Your Boat Together', lyrics: 'Row, row, row your boat,\nGently down the stream.' }),
  item({ type: 'audio', title: 'Twinkle Sing-Along', url: '/files/media/twinkle.wav', lyrics: 'Twinkle, twinkle' }),
  item({ type: 'video', title: 'Behind the Pictures', url: 'https://vimeo.com/76979871' }),
  item({
    type: 'video',
    title: 'Read-Along',
    url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    thumbnail: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
  }),
];

function renderPage() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/multimedia/the-kindness-ripple-0f8c2d4e']}>
      <Routes>
        <Route
          path="/multimedia/:slugWithId"
          element={<MultimediaPage book={book} slugWithId="the-kindness-ripple-0f8c2d4e" />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('MultimediaPage', () => {
  it('shows the header with the book title and a way back', async () => {
    mockFetch(() => jsonResponse(demo));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    expect(screen.getByText('The Kindness Ripple')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Book Details' })).toHaveAttribute(
      'href',
      '/books/the-kindness-ripple-0f8c2d4e',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos and songs...');
    expect(await screen.findByRole('tablist', { name: 'Videos and songs' })).toBeInTheDocument();
  });

  it('opens on Audio Content and switches tabs by click', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(demo));
    renderPage();
    const audioTab = await screen.findByRole('tab', { name: 'Audio Content' });
    const videoTab = screen.getByRole('tab', { name: 'Video Content' });
    expect(fetchMock).toHaveBeenCalledWith(`/api/books/${book.id}/multimedia`, expect.anything());

    expect(audioTab).toHaveAttribute('aria-selected', 'true');
    expect(audioTab).toHaveAttribute('tabindex', '0');
    expect(videoTab).toHaveAttribute('aria-selected', 'false');
    expect(videoTab).toHaveAttribute('tabindex', '-1');

    const audioPanel = screen.getByRole('tabpanel', { name: 'Audio Content' });
    expect(audioTab).toHaveAttribute('aria-controls', audioPanel.id);
    expect(within(audioPanel).getAllByRole('article')).toHaveLength(2);
    expect(within(audioPanel).getByRole('heading', { level: 3, name: 'Row Your Boat Together' })).toBeInTheDocument();

    await user.click(videoTab);
    expect(videoTab).toHaveAttribute('aria-selected', 'true');
    expect(audioPanel).not.toBeVisible();
    const videoPanel = screen.getByRole('tabpanel', { name: 'Video Content' });
    // Each video shows its thumbnail (none for the Vimeo one: a placeholder) until it is played.
    expect(videoPanel.querySelectorAll('iframe')).toHaveLength(0);
    expect([...videoPanel.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
    ]);
    await user.click(within(videoPanel).getByRole('button', { name: 'Play video: Behind the Pictures' }));
    await user.click(within(videoPanel).getByRole('button', { name: 'Play video: Read-Along' }));
    const frames = videoPanel.querySelectorAll('iframe');
    expect([...frames].map((f) => f.getAttribute('src'))).toEqual([
      'https://player.vimeo.com/video/76979871?autoplay=1',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    ]);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(demo));
    renderPage();
    const audioTab = await screen.findByRole('tab', { name: 'Audio Content' });
    const videoTab = screen.getByRole('tab', { name: 'Video Content' });

    await user.tab(); // the back link
    await user.tab();
    expect(audioTab).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(videoTab).toHaveFocus();
    expect(videoTab).toHaveAttribute('aria-selected', 'true');
    expect(videoTab).toHaveAttribute('tabindex', '0');
    expect(audioTab).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}'); // wraps
    expect(audioTab).toHaveFocus();
    expect(audioTab).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}'); // wraps back
    expect(videoTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(audioTab).toHaveFocus();
    await user.keyboard('{End}');
    expect(videoTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Video Content' })).toBeVisible();
  });

  it('opens on Video Content for a book with videos and no audio, and Audio stays a click away', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(demo.filter((m) => m.type === 'video')));
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Video Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Read-Along' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Audio Content' }));
    expect(screen.getByText('No audio available')).toBeVisible();
  });

  it('says when there are no videos and no audio', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse([]));
    renderPage();
    expect(await screen.findByText('No audio available')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Video Content' }));
    expect(screen.getByText('No videos available')).toBeVisible();
    expect(screen.getByText('No audio available')).not.toBeVisible();
  });

  it('says when the list cannot be loaded, and Try again recovers', async () => {
    const user = userEvent.setup();
    const failure = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
    // A server error is tried once more before the page gives up.
    const fetchMock = mockFetch(failure, failure, () => jsonResponse(demo));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load multimedia content. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Audio Content' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('refuses an answer that is not a list', async () => {
    mockFetch(() => jsonResponse({ nope: true }));
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load multimedia content. Please try again.'),
    );
  });
});
