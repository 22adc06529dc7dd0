import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { createTestQueryClient, makeBook, makeSite, makeSiteTexts, renderWithQueryClient } from '@/testing/test-utils';
import type { Book, SiteReading } from '@/types/api';

import { BookDetail } from './book-detail';

// The site's lists as the owner set them in Settings (Book pages).
const siteReading: SiteReading = {
  benefits: [{ text: 'Builds patience', textEs: 'Enseña paciencia' }],
  tips: [{ title: 'Slow down', titleEs: 'Despacio', text: 'Read it twice.', textEs: '' }],
};

function renderBook(book: Book, reading: SiteReading = siteReading) {
  const router = createMemoryRouter(
    [{ path: '*', element: <BookDetail book={book} slugWithId="the-kindness-ripple-0f8c2d4e" kindnessKit={null} reviews={null} /> }],
    { initialEntries: ['/books/the-kindness-ripple-0f8c2d4e'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />, createTestQueryClient(makeSite(), makeSiteTexts({ reading })));
}

const benefits = () => screen.getByRole('region', { name: /Learning Benefits|Beneficios de aprendizaje/ });
const tips = () => screen.getByRole('region', { name: /Reading Tips for Parents|Consejos de lectura para familias/ });

afterEach(() => activateCatalogue('en', english));

describe("a book page's learning benefits and reading tips", () => {
  it("shows the site's when the book has none of its own", () => {
    renderBook(makeBook());
    expect(within(benefits()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Builds patience']);
    expect(within(tips()).getByRole('heading', { level: 3, name: 'Slow down' })).toBeInTheDocument();
    expect(tips()).toHaveTextContent('Read it twice.');
  });

  it("shows the book's own in place of the site's", () => {
    renderBook(
      makeBook({
        learningBenefits: [
          { text: 'Counts the ducks', textEs: 'Cuenta los patos' },
          { text: 'Talks about waiting', textEs: '' },
        ],
        readingTips: [{ title: 'Quack along', titleEs: 'Haz cua cua', text: 'Every page has a duck.', textEs: '' }],
      }),
    );
    expect(within(benefits()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Counts the ducks', 'Talks about waiting']);
    expect(within(tips()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Builds patience')).toBeNull();
    expect(screen.queryByText('Slow down')).toBeNull();
  });

  it("reads in Spanish, her English marked as English where she wrote no Spanish", () => {
    activateCatalogue('es', spanish);
    renderBook(makeBook({ learningBenefits: [{ text: 'Talks about waiting', textEs: '' }, { text: 'Counts', textEs: 'Cuenta' }] }));
    expect(within(benefits()).getByText('Talks about waiting')).toHaveAttribute('lang', 'en');
    expect(within(benefits()).getByText('Cuenta')).not.toHaveAttribute('lang');
    // The site's tips: her Spanish title, her English text.
    expect(within(tips()).getByRole('heading', { level: 3, name: 'Despacio' })).not.toHaveAttribute('lang');
    expect(within(tips()).getByText('Read it twice.')).toHaveAttribute('lang', 'en');
  });

  it('leaves a list out when there is nothing in it', () => {
    renderBook(makeBook(), { benefits: [], tips: [] });
    expect(screen.queryByRole('region', { name: 'Learning Benefits' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reading Tips for Parents' })).toBeNull();
  });
});
