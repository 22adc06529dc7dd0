import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { MaterialOverview } from '../types';

import { MaterialsOverview } from './materials-overview';

const API = '/api/admin/materials';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

function material(overrides: Partial<MaterialOverview>): MaterialOverview {
  return {
    id: 'm-1',
    bookId: 'book-1',
    title: 'Activity Sheet',
    description: 'Questions, a word search and a drawing prompt.',
    type: 'pdf',
    fileUrl: '/files/materials/sheet.pdf',
    fileSize: '12 KB',
    createdAt: '2025-06-01T10:00:00Z',
    bookTitle: 'Brave Little Bea',
    bookPath: '/books/brave-little-bea-book-1',
    position: 1,
    downloads: 1234,
    ...overrides,
  };
}

// In the server's order: by book title, then the book page's order.
const list = [
  material({}),
  material({ id: 'm-2', title: 'Coloring Page', description: 'A picture to colour in.', type: 'image', fileUrl: '/files/materials/page.png', fileSize: '40 KB', position: 2, downloads: 1 }),
  material({
    id: 'm-3',
    bookId: 'book-2',
    bookTitle: 'The Kindness Cloud',
    bookPath: '/books/the-kindness-cloud-book-2',
    title: 'Kindness Song',
    description: 'Sing along with the cloud.',
    type: 'audio',
    fileUrl: '/files/materials/song.mp3',
    fileSize: '3.4 MB',
    downloads: 0,
  }),
];

const renderScreen = () => renderAdminScreen('/admin/materials', '/admin/materials', <MaterialsOverview />);
const table = () => screen.getByRole('table', { name: 'Materials, by book' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const titles = () => rows().map((r) => within(r).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

describe('MaterialsOverview', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every material with its book, type, size, downloads and links', async () => {
    const answer = deferred();
    routeFetch({ [`GET ${API}`]: [answer.handler] });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Materials' })).toBeInTheDocument();
    expect(screen.getByText('Loading materials...')).toBeInTheDocument();

    answer.release(jsonResponse(list));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(titles()).toEqual(['Activity Sheet', 'Coloring Page', 'Kindness Song']);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Material',
      'Book',
      'Type',
      'Size',
      'Downloads',
      'Actions',
    ]);
    expect(screen.getByText('3 materials in 2 books, downloaded 1,235 times in all')).toBeInTheDocument();

    const sheet = rows()[0]!;
    const cells = within(sheet).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Questions, a word search and a drawing prompt.');
    expect(within(cells[1]!).getByRole('link', { name: 'Brave Little Bea (opens the book page in a new tab)' })).toHaveAttribute(
      'href',
      '/books/brave-little-bea-book-1',
    );
    expect(cells[2]).toHaveTextContent('PDF');
    expect(cells[3]).toHaveTextContent('12 KB');
    expect(cells[4]).toHaveTextContent('1,234');
    const open = within(sheet).getByRole('link', { name: 'Open file Activity Sheet (opens in a new tab)' });
    expect(open).toHaveAttribute('href', '/files/materials/sheet.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(sheet).getByRole('link', { name: 'Edit in book Brave Little Bea' })).toHaveAttribute(
      'href',
      '/admin/books/edit/book-1',
    );

    const song = rows()[2]!;
    expect(song).toHaveTextContent('Audio');
    expect(song).toHaveTextContent('3.4 MB');
    expect(within(song).getAllByRole('cell')[4]).toHaveTextContent('0');
    expect(within(song).getByRole('link', { name: 'Edit in book The Kindness Cloud' })).toHaveAttribute(
      'href',
      '/admin/books/edit/book-2',
    );
  });

  it('searches, filters by type and by book, together, and can clear them', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(list)] });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const type = screen.getByLabelText('Type');
    const book = screen.getByLabelText('Book');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All types',
      'PDF',
      'Audio',
      'Video',
      'Image',
      'Other',
    ]);
    expect(within(book).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All books',
      'Brave Little Bea',
      'The Kindness Cloud',
    ]);

    // Title, description or book title, in any case.
    await user.type(search, 'COLOUR');
    expect(titles()).toEqual(['Coloring Page']);
    expect(screen.getByText('Showing 1 of 3 materials')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'kindness cloud');
    expect(titles()).toEqual(['Kindness Song']);
    await user.clear(search);

    await user.selectOptions(type, 'image');
    expect(titles()).toEqual(['Coloring Page']);
    await user.selectOptions(type, '');
    await user.selectOptions(book, 'The Kindness Cloud');
    expect(titles()).toEqual(['Kindness Song']);
    await user.selectOptions(book, 'Brave Little Bea');
    expect(titles()).toEqual(['Activity Sheet', 'Coloring Page']);

    // Together: nothing matches.
    await user.selectOptions(type, 'audio');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'No materials match' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 materials')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(3);
    expect(type).toHaveValue('');
    expect(book).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('says there are no materials yet, and where to add them', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([])] });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: 'No materials yet' })).toBeInTheDocument();
    expect(screen.getByText(/Add learning materials to a book under Educational Materials in its form/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Books' })).toHaveAttribute('href', '/admin/books');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers a retry when the materials cannot be loaded', async () => {
    routeFetch({ [`GET ${API}`]: [boom, () => jsonResponse(list)] });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load materials. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
