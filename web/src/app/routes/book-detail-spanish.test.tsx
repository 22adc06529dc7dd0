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
    ['/books/abc-', 'El formato de la dirección del libro no es válido.'],
    ['/books/abc-123', 'El identificador del libro en la dirección no es válido.'],
    ['/multimedia/abc-123', 'El formato de la dirección de videos y canciones no es válido.'],
  ])('%s says %s without a request', async (path, message) => {
    const fetchMock = renderAt(path, notFound);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a todos los libros' })).toHaveAttribute('href', '/books');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['bookUrl.invalidIdentifier', 'Invalid book identifier in URL.', 'El identificador del libro en la dirección no es válido.'],
    ['bookUrl.invalidFormat', 'Invalid book URL format.', 'El formato de la dirección del libro no es válido.'],
    // Reworded, or in another language: the key is what names the refusal.
    ['bookUrl.invalidFormat', 'That address is not a book.', 'El formato de la dirección del libro no es válido.'],
    ['server.other', 'Invalid book URL format.', 'No se pudieron cargar los detalles del libro. Inténtalo de nuevo más tarde.'],
    ['', 'Something else.', 'No se pudieron cargar los detalles del libro. Inténtalo de nuevo más tarde.'],
  ])("says the server's refusal %j (%j) as %j", async (key, message, shown) => {
    renderAt('/books/the-kindness-ripple-0f8c2d4e', refusal(key, message));
    expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
  });

  it.each([
    ['/books/unknown-zzzzzzzz', notFound, 'Libro no encontrado.'],
    ['/books/the-kindness-ripple-0f8c2d4e', failure, 'No se pudieron cargar los detalles del libro. Inténtalo de nuevo más tarde.'],
    ['/multimedia/unknown-zzzzzzzz', notFound, 'Libro no encontrado.'],
    ['/multimedia/the-kindness-ripple-0f8c2d4e', failure, 'No se pudo cargar la información del libro para sus videos y canciones.'],
  ])('%s says a failed load in Spanish', async (path, answer, shown) => {
    renderAt(path, answer);
    expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
  });
});
