import { screen, within } from '@testing-library/react';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { createTestQueryClient, makeSite, makeSiteTexts, renderWithQueryClient } from '@/testing/test-utils';
import type { SiteAbout } from '@/types/api';

import { StorySoFar } from './story-so-far';

// As GET /api/site/about answers: the first number worked out by the server, the others written.
const about: SiteAbout = {
  cards: [
    { countOf: 'books', number: '3', numberEs: '3', label: 'Published', labelEs: 'publicados', text: 'And counting.', textEs: '' },
    { countOf: '', number: '', numberEs: '', label: 'Coming Soon', labelEs: '', text: '', textEs: '' },
  ],
};

function renderCards(cards: SiteAbout = about) {
  renderWithQueryClient(<StorySoFar />, createTestQueryClient(makeSite(), makeSiteTexts({ about: cards })));
}

const headings = () => within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });

afterEach(() => activateCatalogue('en', english));

describe('StorySoFar', () => {
  it('shows the spec’s cards until the owner changes them', () => {
    renderWithQueryClient(<StorySoFar />);
    expect(headings().map((h) => h.textContent)).toEqual(['6 Books Planned', '2 Published', '3rd Coming Soon']);
  });

  it("shows the owner's cards, a card without a number or a line as just its label", () => {
    renderCards();
    expect(screen.getByRole('heading', { level: 2, name: 'The Story So Far' })).toBeInTheDocument();
    expect(headings().map((h) => h.textContent)).toEqual(['3 Published', 'Coming Soon']);
    expect(screen.getByText('And counting.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1].querySelector('p')).toBeNull();
  });

  it('reads in Spanish, her English marked as English where she wrote no Spanish', () => {
    activateCatalogue('es', spanish);
    renderCards();
    expect(screen.getByRole('heading', { level: 2, name: 'La historia hasta ahora' })).toBeInTheDocument();
    expect(headings().map((h) => h.textContent)).toEqual(['3 publicados', 'Coming Soon']);
    expect(screen.getByText('publicados')).not.toHaveAttribute('lang');
    expect(screen.getByText('Coming Soon')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('And counting.')).toHaveAttribute('lang', 'en');
  });

  it('the default cards in Spanish', () => {
    activateCatalogue('es', spanish);
    renderWithQueryClient(<StorySoFar />);
    expect(headings().map((h) => h.textContent)).toEqual(['6 libros previstos', '2 publicados', '3.º muy pronto']);
  });

  it('leaves the section out without cards', () => {
    renderCards({ cards: [] });
    expect(screen.queryByRole('heading', { name: 'The Story So Far' })).toBeNull();
  });
});
