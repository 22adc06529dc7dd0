import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { BookReviews } from '@/features/testimonials/components/book-reviews';
import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { Testimonial } from '@/types/api';

const BOOK_ID = 'a835d4ab-77e4-56f2-a13a-5c027141ef2c';

function review(n: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: `review-${n}`,
    bookId: BOOK_ID,
    rating: 5,
    title: `Review title ${n}`,
    content: `Review content ${n}`,
    reviewerName: `Reader ${n}`,
    source: 'Amazon',
    date: '2025-07-20',
    verifiedPurchase: false,
    createdAt: '2025-07-20T10:00:00Z',
    ...overrides,
  };
}

function page(testimonials: Testimonial[]) {
  return jsonResponse({ testimonials, count: testimonials.length });
}

describe('BookReviews', () => {
  it('shows the first 3 reviews, then all after "See more reviews (N more)"', async () => {
    const fetchMock = mockFetch(() => page([1, 2, 3, 4, 5].map((n) => review(n))));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Reader Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    expect(await screen.findByText('Review content 1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/books/${BOOK_ID}/testimonials`, expect.objectContaining({ method: 'GET' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Review content 4')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See more reviews (2 more)' }));

    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Review content 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /See more reviews/ })).not.toBeInTheDocument();
    // Focus moves to the first review that was revealed.
    expect(screen.getAllByRole('article')[3]).toHaveFocus();
  });

  it('has no "See more" button for 3 reviews or fewer', async () => {
    mockFetch(() => page([1, 2, 3].map((n) => review(n))));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /See more/ })).not.toBeInTheDocument();
  });

  it('shows stars, title, content, reviewer, source ("Reader" when absent), date and verified purchase', async () => {
    mockFetch(() =>
      page([
        review(1, { rating: 4.3, source: '', title: '', verifiedPurchase: true, reviewerName: 'Nina F.', date: '2025-06-18' }),
        review(2, { rating: 5, source: 'Goodreads' }),
      ]),
    );
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);

    const [first, second] = await screen.findAllByRole('article');
    const one = within(first);
    expect(one.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(one.queryByRole('heading')).not.toBeInTheDocument();
    expect(one.getByText('Nina F.')).toBeInTheDocument();
    expect(one.getByText('Reader')).toBeInTheDocument();
    expect(one.getByText('June 18, 2025')).toHaveAttribute('datetime', '2025-06-18');
    expect(one.getByText('Verified purchase')).toBeInTheDocument();

    const two = within(second);
    expect(two.getByRole('heading', { level: 3, name: 'Review title 2' })).toBeInTheDocument();
    expect(two.getByText('Goodreads')).toBeInTheDocument();
    expect(two.queryByText('Verified purchase')).not.toBeInTheDocument();
  });

  it('says there are no reviews yet', async () => {
    mockFetch(() => page([]));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows the spec message when loading fails', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load testimonials');
  });
});

describe('BookReviews in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('shows the heading, the source fallback and the "see more" button in Spanish', async () => {
    mockFetch(() => page([1, 2, 3, 4].map((n) => review(n, { source: '', verifiedPurchase: n === 1 }))));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Reseñas de lectores' })).toBeInTheDocument();
    expect(screen.getByText('Cargando reseñas...')).toBeInTheDocument();
    expect(await screen.findByText('Review content 1')).toBeInTheDocument();
    expect(screen.getAllByText('Persona lectora')).toHaveLength(3);
    expect(screen.getByText('Compra verificada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver más reseñas (1 más)' })).toBeInTheDocument();
  });

  // A Spanish edition's page lists its English edition's reviews too, each in its own language.
  it("marks the English edition's reviews as English, and a reader's review with its own language", async () => {
    const ENGLISH_ID = 'english-edition';
    mockFetch(() =>
      page([
        review(1, { bookId: ENGLISH_ID }),
        review(2, { bookId: ENGLISH_ID, source: '' }),
        review(3, { bookId: ENGLISH_ID, title: 'Me encantó', content: 'Un cuento precioso.', lang: 'es' }),
        review(4, { title: 'Muy bonito', content: 'Lo leemos cada noche.', source: 'Librería' }),
      ]),
    );
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={(id) => (id === ENGLISH_ID ? 'en' : 'es')} />);

    expect(await screen.findByText('Review content 1')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 3, name: 'Review title 1' })).toHaveAttribute('lang', 'en');
    const [englishSource, spanishSource] = screen.getAllByText('Amazon');
    expect(englishSource).toHaveAttribute('lang', 'en');
    expect(spanishSource).not.toHaveAttribute('lang');
    // The page's own word for a review without a source is Spanish.
    expect(screen.getByText('Persona lectora')).not.toHaveAttribute('lang');
    expect(screen.getByText('Un cuento precioso.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 3, name: 'Me encantó' })).not.toHaveAttribute('lang');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver más reseñas (1 más)' }));
    expect(screen.getByText('Lo leemos cada noche.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Librería')).not.toHaveAttribute('lang');
  });

  it('invites the first review in Spanish when there is none', async () => {
    mockFetch(() => page([]));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);

    expect(await screen.findByText('Todavía no hay reseñas')).toBeInTheDocument();
    expect(screen.getByText(/^¡Léelo en familia/)).toBeInTheDocument();
  });
});
