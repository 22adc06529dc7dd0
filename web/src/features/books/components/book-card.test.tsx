import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { BookCard } from '@/features/books/components/book-card';
import { makeBook } from '@/testing/test-utils';
import type { Book } from '@/types/api';

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
