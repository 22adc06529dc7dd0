import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { makeBook, makeMaterial, renderWithQueryClient } from '@/testing/test-utils';
import type { Book } from '@/types/api';

import { BookDetail } from './book-detail';
import { BookDetailMessage } from './book-detail-message';

function renderBook(book: Book) {
  const router = createMemoryRouter(
    [{ path: '*', element: <BookDetail book={book} slugWithId="the-kindness-ripple-0f8c2d4e" kindnessKit={null} reviews={null} /> }],
    { initialEntries: ['/books/the-kindness-ripple-0f8c2d4e'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
}

describe('BookDetail in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it("words the page's own texts in Spanish and leaves the book's as they are", () => {
    renderBook(
      makeBook({
        ageRange: '',
        amazonLink: 'https://www.amazon.com/dp/x',
        downloadMaterials: [makeMaterial(), makeMaterial({ id: 'm2', title: 'Colouring Page', type: 'image', fileSize: '' })],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.getByText('de Jane Storyteller')).toBeInTheDocument();
    expect(screen.getByText('Para todas las edades')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Temas' })).toHaveTextContent('Kindness');
    expect(screen.getByText('Páginas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Ver en Amazon/ })).toHaveTextContent('Ver en Amazon (se abre en una pestaña nueva)');
    expect(screen.getAllByRole('link', { name: 'Volver a todos los libros' })[0]).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Mira videos y escucha canciones' })).toHaveAttribute(
      'href',
      '/multimedia/the-kindness-ripple-0f8c2d4e',
    );
    expect(screen.getByText('Portada muy pronto')).toBeInTheDocument();

    const benefits = screen.getByRole('region', { name: 'Beneficios de aprendizaje' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(benefits).toHaveTextContent('Fomenta la empatía y la bondad');

    const materials = screen.getByRole('region', { name: 'Materiales de aprendizaje divertidos' });
    expect(within(materials).getByRole('button', { name: 'Descargar Activity Sheet' })).toBeInTheDocument();
    expect(materials).toHaveTextContent('Imagen');

    const tips = screen.getByRole('region', { name: 'Consejos de lectura para familias' });
    expect(within(tips).getByRole('heading', { level: 3, name: 'Léelo otra vez (y otra más)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre más libros' })).toHaveAttribute('href', '/books');
    expect(document.title).toBe('The Kindness Ripple, de Jane Storyteller | Storyshelf');
  });

  it("shows an English book's materials in Spanish where written, and its other words marked as English", () => {
    renderBook(
      makeBook({
        downloadMaterials: [
          makeMaterial({ description: 'Questions to talk about.' }),
          makeMaterial({ id: 'm2', title: 'Coloring Page', titleEs: 'Página para colorear', description: 'Colour it.', descriptionEs: 'Coloréala.' }),
        ],
      }),
    );
    for (const genre of within(screen.getByRole('list', { name: 'Temas' })).getAllByRole('listitem')) {
      expect(genre).toHaveAttribute('lang', 'en');
    }
    const materials = screen.getByRole('region', { name: 'Materiales de aprendizaje divertidos' });
    expect(within(materials).getByRole('heading', { level: 3, name: 'Activity Sheet' })).toHaveAttribute('lang', 'en');
    expect(within(materials).getByText('Questions to talk about.')).toHaveAttribute('lang', 'en');
    expect(within(materials).getByRole('button', { name: 'Descargar Activity Sheet' }).querySelector('[lang="en"]')).toHaveTextContent('Activity Sheet');
    expect(within(materials).getByRole('heading', { level: 3, name: 'Página para colorear' })).not.toHaveAttribute('lang');
    expect(within(materials).getByText('Coloréala.')).not.toHaveAttribute('lang');
    expect(within(materials).queryByText('Coloring Page')).not.toBeInTheDocument();
    expect(within(materials).getByRole('button', { name: 'Descargar Página para colorear' })).toBeInTheDocument();
  });

  it("offers a Spanish edition without materials its story's, each in Spanish where written, else marked as English", () => {
    const english = makeBook();
    renderBook(
      makeBook({
        id: 'e5e5e5e5-1111-4222-8333-944455556666',
        title: 'La onda de la bondad',
        language: 'es',
        otherEditionId: english.id,
        otherEdition: { id: english.id, slug: english.slug, title: english.title, language: 'en', coverImage: '' },
        downloadMaterials: [
          makeMaterial({ bookId: english.id }),
          makeMaterial({ id: 'm2', bookId: english.id, title: 'Coloring Page', titleEs: 'Página para colorear', description: 'Colour it.', descriptionEs: 'Coloréala.' }),
        ],
      }),
    );
    const materials = screen.getByRole('region', { name: 'Materiales de aprendizaje divertidos' });
    expect(within(materials).getByRole('heading', { level: 3, name: 'Activity Sheet' })).toHaveAttribute('lang', 'en');
    expect(within(materials).getByRole('heading', { level: 3, name: 'Página para colorear' })).not.toHaveAttribute('lang');
    expect(within(materials).getByText('Coloréala.')).not.toHaveAttribute('lang');
  });

  it('offers no videos and songs for a book without any', () => {
    renderBook(makeBook({ hasMultimedia: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mira videos y escucha canciones' })).not.toBeInTheDocument();
  });

  it('names the age range and says when there are no materials', () => {
    renderBook(makeBook({ coverImage: '/files/covers/x.png' }));
    expect(screen.getByText('Edades: 3-7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portada de The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.getByText('No hay materiales disponibles')).toBeInTheDocument();
  });

  it('offers a way back when there is no book to show', () => {
    const router = createMemoryRouter([{ path: '*', element: <BookDetailMessage message="Libro no encontrado." /> }]);
    renderWithQueryClient(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Libro no encontrado.' })).toBeInTheDocument();
    expect(screen.getByText('Muchos otros cuentos te esperan en el estante.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a todos los libros' })).toHaveAttribute('href', '/books');
  });
});
