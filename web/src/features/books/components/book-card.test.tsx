import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BookCard } from '@/features/books/components/book-card';
import { activateCatalogue } from '@/lib/i18n';
import { makeBook } from '@/testing/test-utils';
import type { Book, Edition } from '@/types/api';

function renderCard(book: Book) {
  return render(
    <MemoryRouter>
      <BookCard book={book} />
    </MemoryRouter>,
  );
}

describe('BookCard', () => {
  it('shows the title, author, age badge, description and at most three genres', () => {
    renderCard(makeBook({ genres: ['Kindness', 'Friendship', 'Nature', 'Bedtime'], coverImage: '/files/covers/a.png' }));

    expect(screen.getByRole('heading', { level: 3, name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.getByText('by Jane Storyteller')).toBeInTheDocument();
    expect(screen.getByText('Ages 3-7')).toBeInTheDocument();
    expect(screen.getByText('A small act of kindness spreads through a whole town.')).toBeInTheDocument();
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((li) => li.textContent)).toEqual(['Kindness', 'Friendship', 'Nature']);
    expect(screen.queryByText('Bedtime')).not.toBeInTheDocument();
  });

  it("says 'Ages All' when the age range is missing and leaves out an empty genre list", () => {
    renderCard(makeBook({ ageRange: '', genres: [] }));
    expect(screen.getByText('Ages All')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
  });

  it('links to the book and its videos with names unique to the book', () => {
    renderCard(makeBook());

    const explore = screen.getByRole('link', { name: 'Explore Book: The Kindness Ripple' });
    expect(explore).toHaveAttribute('href', '/books/the-kindness-ripple-0f8c2d4e');
    expect(explore).toHaveTextContent(/^Explore Book$/);
    const videos = screen.getByRole('link', { name: 'Videos & Songs: The Kindness Ripple' });
    expect(videos).toHaveAttribute('href', '/multimedia/the-kindness-ripple-0f8c2d4e');
    expect(videos).toHaveTextContent(/^Videos & Songs$/);
    expect(screen.getByRole('link', { name: 'The Kindness Ripple' })).toHaveAttribute(
      'href',
      '/books/the-kindness-ripple-0f8c2d4e',
    );
  });

  it('offers no Videos & Songs for a book without any', () => {
    renderCard(makeBook({ hasMultimedia: false }));
    expect(screen.getByRole('link', { name: 'Explore Book: The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Videos & Songs/ })).not.toBeInTheDocument();
  });

  it('loads the cover lazily with its size reserved', () => {
    renderCard(makeBook({ coverImage: '/files/covers/ripple.png' }));
    const cover = screen.getByRole('img', { name: 'Cover of The Kindness Ripple' });
    expect(cover).toHaveAttribute('src', '/files/covers/ripple.png');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '480');
    expect(cover).toHaveAttribute('height', '720');
    expect(screen.queryByTestId('cover-placeholder')).not.toBeInTheDocument();
  });

  it('offers an uploaded cover in its stored widths, about as wide as the card shows it', () => {
    renderCard(makeBook({ coverImage: '/files/covers/0123456789abcdef01234567.png' }));
    const cover = screen.getByRole('img', { name: 'Cover of The Kindness Ripple' });
    expect(cover).toHaveAttribute('src', '/files/covers/0123456789abcdef01234567.png');
    expect(cover.getAttribute('srcset')).toContain('/files/covers/0123456789abcdef01234567-w320.jpg 320w');
    expect(cover).toHaveAttribute('sizes', '165px');
  });

  it('gives a cover from a web address no srcset', () => {
    renderCard(makeBook({ coverImage: 'https://images.example/ripple.jpg' }));
    const cover = screen.getByRole('img', { name: 'Cover of The Kindness Ripple' });
    expect(cover).toHaveAttribute('src', 'https://images.example/ripple.jpg');
    expect(cover).not.toHaveAttribute('srcset');
  });

  it('shows a placeholder when there is no cover', () => {
    renderCard(makeBook({ coverImage: '' }));
    expect(screen.getByRole('img', { name: 'No cover available for The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Cover of/ })).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when the cover fails to load', () => {
    renderCard(makeBook({ coverImage: '/files/covers/missing.png' }));
    fireEvent.error(screen.getByRole('img', { name: 'Cover of The Kindness Ripple' }));
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Cover of/ })).not.toBeInTheDocument();
  });
});

const spanishEdition: Edition = {
  id: '5e5e5e5e-0000-4000-8000-000000000001',
  slug: 'la-onda-de-bondad',
  title: 'La onda de bondad',
  language: 'es',
  coverImage: '',
};
const englishEdition: Edition = { ...spanishEdition, id: '0f8c2d4e-1111-4222-8333-944455556666', title: 'The Kindness Ripple', language: 'en' };

describe("BookCard on the English site: an edition's language", () => {
  it('says nothing of an English book', () => {
    renderCard(makeBook({ otherEdition: spanishEdition, otherEditionId: spanishEdition.id }));
    expect(screen.queryByText(/Spanish|English/)).not.toBeInTheDocument();
  });

  it("marks a Spanish book 'In Spanish', or 'Spanish only' when it has no English edition", () => {
    const { unmount } = renderCard(makeBook({ language: 'es', otherEdition: englishEdition, otherEditionId: englishEdition.id }));
    expect(screen.getByRole('article')).toHaveTextContent('In Spanish');
    unmount();
    renderCard(makeBook({ language: 'es' }));
    expect(screen.getByRole('article')).toHaveTextContent('Spanish only');
  });
});

describe("BookCard on the Spanish site: an edition's language", () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it("marks an English book 'En inglés' when it has a Spanish edition, 'Solo en inglés' when it has none", () => {
    const { unmount } = renderCard(makeBook({ otherEdition: spanishEdition, otherEditionId: spanishEdition.id }));
    expect(screen.getByText('En inglés')).toBeInTheDocument();
    expect(screen.queryByText('Solo en inglés')).not.toBeInTheDocument();
    unmount();
    renderCard(makeBook());
    expect(screen.getByText('Solo en inglés')).toBeInTheDocument();
  });

  it('says nothing of a Spanish book', () => {
    renderCard(makeBook({ language: 'es', title: 'La onda de bondad' }));
    expect(screen.queryByText(/inglés|español/)).not.toBeInTheDocument();
  });
});
