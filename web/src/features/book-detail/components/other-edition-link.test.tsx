import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { makeBook, renderWithQueryClient } from '@/testing/test-utils';
import type { Book, Edition } from '@/types/api';

import { BookDetail } from './book-detail';

const cloud = makeBook({ id: 'aaaaaaaa-0000-4000-8000-000000000001', slug: 'the-kindness-cloud', title: 'The Kindness Cloud' });
const nubeEdition: Edition = {
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  slug: 'la-nube-de-la-bondad',
  title: 'La nube de la bondad',
  language: 'es',
  coverImage: '/files/covers/0123456789abcdef01234567.png',
};
const cloudWithNube = { ...cloud, otherEditionId: nubeEdition.id, otherEdition: nubeEdition };
const nube = makeBook({
  ...nubeEdition,
  language: 'es',
  otherEditionId: cloud.id,
  otherEdition: { id: cloud.id, slug: cloud.slug, title: cloud.title, language: 'en', coverImage: '' },
});

// The book's page at its address, under /es when the page is Spanish (the router's basename,
// as in the app), with the other edition's address as a route of its own.
function renderBookPage(book: Book, basename?: string) {
  const ref = `${book.slug}-${book.id.slice(0, 8)}`;
  const router = createMemoryRouter(
    [
      { path: `/books/${ref}`, element: <BookDetail book={book} slugWithId={ref} kindnessKit={null} reviews={null} /> },
      { path: '/books/:other', element: <p>other edition</p> },
    ],
    { initialEntries: [`${basename ?? ''}/books/${ref}`], basename },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

describe('the book in the other language', () => {
  it("offers an English book's Spanish edition with its small cover and its title, marked Spanish", async () => {
    const router = renderBookPage(cloudWithNube);
    const link = screen.getByRole('link', { name: 'Also in Spanish La nube de la bondad' });
    expect(link).toHaveAttribute('href', '/books/la-nube-de-la-bondad-bbbbbbbb');
    expect(within(link).getByText('La nube de la bondad')).toHaveAttribute('lang', 'es');
    const cover = link.querySelector('img');
    expect(cover).toHaveAttribute('src', nubeEdition.coverImage);
    expect(cover).toHaveAttribute('alt', '');
    expect(cover?.getAttribute('srcset')).toContain('-w320.jpg 320w');

    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/books/la-nube-de-la-bondad-bbbbbbbb');
    expect(await screen.findByText('other edition')).toBeInTheDocument();
  });

  it('offers nothing when the book has no edition in the other language', () => {
    renderBookPage(cloud);
    expect(screen.queryByRole('link', { name: /^Also in/ })).not.toBeInTheDocument();
  });

  describe('on the Spanish site', () => {
    beforeEach(() => activateCatalogue('es', spanish));
    afterEach(() => activateCatalogue('en', english));

    it("names the English edition in Spanish and stays on the Spanish site; a missing cover shows a book", () => {
      renderBookPage(nube, '/es');
      const link = screen.getByRole('link', { name: 'También en inglés The Kindness Cloud' });
      expect(link).toHaveAttribute('href', '/es/books/the-kindness-cloud-aaaaaaaa');
      expect(within(link).getByText('The Kindness Cloud')).toHaveAttribute('lang', 'en');
      expect(link.querySelector('img')).toBeNull();
    });

    it("names an English book's Spanish edition 'También en español'", () => {
      renderBookPage(cloudWithNube, '/es');
      expect(screen.getByRole('link', { name: 'También en español La nube de la bondad' })).toHaveAttribute(
        'href',
        '/es/books/la-nube-de-la-bondad-bbbbbbbb',
      );
    });
  });
});
