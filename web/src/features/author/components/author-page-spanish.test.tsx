import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { AuthorPage } from './author-page';

beforeEach(() => activateCatalogue('es', spanish));
afterEach(() => activateCatalogue('en', english));

function renderAuthorPage() {
  const router = createMemoryRouter([{ path: '/', element: <AuthorPage /> }]);
  return renderWithQueryClient(<RouterProvider router={router} />);
}

describe('the author page in Spanish', () => {
  it('shows the owner’s profile as it is, around Spanish headings, counts and buttons', async () => {
    mockFetch(() =>
      jsonResponse({
        id: 'author-1',
        name: 'Lily Hart',
        title: 'Children’s Author',
        photoUrl: '',
        bio: ['Bio one.'],
        quote: '',
        creativeProcess: ['Process one.'],
        createdAt: '2025-01-01T00:00:00Z',
      }),
    );
    renderAuthorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conoce a Lily Hart' })).toBeInTheDocument();
    expect(screen.getByText('Children’s Author')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'El proceso creativo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '6 libros previstos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '2 publicados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserva una visita escolar' })).toHaveAttribute('href', '/contact');
  });

  it("shows the owner's Spanish texts, and the English ones marked as English where none is written", async () => {
    mockFetch(() =>
      jsonResponse({
        id: 'author-1',
        name: 'Lily Hart',
        title: 'Children’s Author',
        titleEs: 'Autora de libros infantiles',
        photoUrl: '',
        bio: ['Bio one.'],
        bioEs: ['Biografía uno.', 'Biografía dos.'],
        quote: 'A story is a small bridge.',
        quoteEs: '',
        creativeProcess: ['Process one.'],
        creativeProcessEs: [],
        createdAt: '2025-01-01T00:00:00Z',
      }),
    );
    renderAuthorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conoce a Lily Hart' })).toBeInTheDocument();
    expect(screen.getByText('Autora de libros infantiles')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Children’s Author')).toBeNull();
    expect(screen.getByText('Biografía dos.').parentElement).not.toHaveAttribute('lang');
    expect(screen.queryByText('Bio one.')).toBeNull();
    expect(screen.getByText('“A story is a small bridge.”').closest('blockquote')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Process one.').parentElement).toHaveAttribute('lang', 'en');
  });

  it('shows the default author in Spanish when no profile is stored', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'No author profile found.' } }, 404));
    renderAuthorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conoce a quien escribe' })).toBeInTheDocument();
    expect(screen.getByText('Literatura infantil y educación')).toBeInTheDocument();
    expect(screen.getByText('“Un cuento leído en compañía es un pequeño puente entre dos corazones.”')).toBeInTheDocument();
  });
});
