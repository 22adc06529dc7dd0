import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { FeaturedTestimonials } from '@/features/testimonials/components/featured-testimonials';
import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { Testimonial } from '@/types/api';

function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 't1',
    bookId: 'b1',
    bookTitle: 'The Kindness Cloud',
    bookSlug: 'the-kindness-cloud-1234abcd',
    rating: 5,
    title: '',
    content: 'My son planned kindness clouds for his friends.',
    reviewerName: 'Emily J.',
    source: 'Amazon',
    date: '2025-07-20',
    verifiedPurchase: true,
    createdAt: '2025-07-20T00:00:00Z',
    ...overrides,
  };
}

function renderTestimonials() {
  return renderWithQueryClient(
    <MemoryRouter>
      <FeaturedTestimonials languageOf={(bookId) => (bookId === 'b2' ? 'es' : 'en')} />
    </MemoryRouter>,
  );
}

describe('FeaturedTestimonials', () => {
  it('shows three testimonials with stars, reviewer, source and a link to the book', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse([
        testimonial(),
        testimonial({ id: 't2', rating: 4, source: '', reviewerName: 'Nina F.', title: 'Lovely message' }),
        testimonial({ id: 't3', rating: 4.5, bookTitle: 'Brave Little Bea', bookSlug: 'brave-little-bea-9876fedc' }),
        testimonial({ id: 't4', reviewerName: 'Not shown' }),
      ]),
    );
    renderTestimonials();

    const section = await screen.findByRole('region', { name: 'What Parents & Teachers Say' });
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(3);
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();

    expect(within(cards[0]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]).getByText(/My son planned kindness clouds/)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Emily J.')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Amazon')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Read about The Kindness Cloud' })).toHaveAttribute(
      'href',
      '/books/the-kindness-cloud-1234abcd',
    );

    expect(within(cards[1]).getByText('Reader')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Lovely message')).toBeInTheDocument();
    expect(within(cards[2]).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(cards[2]).getByRole('link', { name: 'Read about Brave Little Bea' })).toHaveAttribute(
      'href',
      '/books/brave-little-bea-9876fedc',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials/featured', expect.objectContaining({ method: 'GET' }));
  });

  it('is hidden silently when loading fails', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    const { container } = renderTestimonials();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to load testimonials/)).not.toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    const { container } = renderTestimonials();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('FeaturedTestimonials in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it("marks an English book's title and review as English, and leaves a Spanish book's alone", async () => {
    mockFetch(() =>
      jsonResponse([
        testimonial({ title: 'So sweet' }),
        testimonial({ id: 't2', bookId: 'b2', bookTitle: 'La nube de la bondad', bookSlug: 'la-nube-de-la-bondad-5482', content: 'Precioso.' }),
      ]),
    );
    renderTestimonials();

    const cards = within(await screen.findByRole('region', { name: 'Lo que dicen familias y docentes' })).getAllByRole('figure');
    expect(within(cards[0]).getByText('So sweet')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByText(/My son planned kindness clouds/).closest('blockquote')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByText('Amazon')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByText('The Kindness Cloud')).toHaveAttribute('lang', 'en');
    expect(within(cards[1]).getByText(/Precioso/).closest('[lang]')).toBeNull();
    expect(within(cards[1]).getByText('La nube de la bondad').closest('[lang]')).toBeNull();
  });
});
