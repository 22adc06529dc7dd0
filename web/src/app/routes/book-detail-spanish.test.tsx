import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import BookDetailRoute from '@/app/routes/book-detail';
import MultimediaRoute from '@/app/routes/multimedia';
import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient, seedSite } from '@/testing/test-utils';

// The book and multimedia pages' refusals and failures on a Spanish page. The API words a read's
// errors in English: the page knows them by their keys and says them in its own language.
function renderAt(path: string, answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/books/:slugWithId', element: <BookDetailRoute /> },
      { path: '/multimedia/:slugWithId', element: <MultimediaRoute /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = seedSite(new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } }));
  renderWithQueryClient(<RouterProvider router={router} />, queryClient);
  return fetchMock;
}

const refusal = (key: string, message: string) => () => jsonResponse({ error: { code: 'invalid', key, message } }, 400);
const notFound = () => jsonResponse({ error: { code: 'not_found', message: 'Book not found.' } }, 404);
const failure = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

describe('book pages in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it.each([
    ['/books/abc-123', notFound],
    ['/multimedia/abc-123', notFound],
    ['/books/unknown-zzzzzzzz', notFound],
    ['/multimedia/unknown-zzzzzzzz', notFound],
    ['/books/the-kindness-ripple-0f8c2d4e', refusal('bookUrl.invalidFormat', 'Invalid book URL format.')],
  ])('%s is the page that is not found, in Spanish', async (path, answer) => {
    renderAt(path, answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los libros' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('search', { name: 'Buscar en los libros' })).toBeInTheDocument();
  });

  it.each([
    ['/books/the-kindness-ripple-0f8c2d4e', failure, 'No se pudieron cargar los detalles del libro. Inténtalo de nuevo más tarde.'],
    ['/multimedia/the-kindness-ripple-0f8c2d4e', failure, 'No se pudo cargar la información del libro para sus videos y canciones.'],
  ])('%s says a failed load in Spanish', async (path, answer, shown) => {
    renderAt(path, answer);
    expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
  });
});
