import { render, screen, within } from '@testing-library/react';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { makeBook } from '@/testing/test-utils';
import type { StoreLink } from '@/types/api';

import { BookInfo } from './book-info';

const links: StoreLink[] = [
  { store: 'bookshop', label: '', url: 'https://bookshop.org/a/1/9781234567890' },
  { store: 'library', label: '', url: 'https://libbyapp.com/search/seed' },
  { store: 'indie', label: "Powell's", url: 'https://www.powells.com/book/seed' },
  { store: 'other', label: 'Sneaky', url: 'javascript:alert(1)' },
];

describe("the book page's where to buy", () => {
  it('shows each store by its name, in order, each opening in a new tab; only web addresses', () => {
    render(<BookInfo book={makeBook({ storeLinks: links })} />);
    const list = screen.getByRole('list', { name: 'Where to buy' });
    const shown = within(list).getAllByRole('link');
    expect(shown.map((a) => a.textContent)).toEqual(['Bookshop.org', 'Your library', "Powell's"]);
    expect(screen.getByRole('link', { name: 'Bookshop.org (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://bookshop.org/a/1/9781234567890',
    );
    expect(shown[0]).toHaveAttribute('target', '_blank');
    expect(shown[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(shown[0].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no section when the book has no store links', () => {
    render(<BookInfo book={makeBook({ storeLinks: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Where to buy' })).not.toBeInTheDocument();
  });

  describe('on the Spanish site', () => {
    beforeEach(() => activateCatalogue('es', spanish));
    afterEach(() => activateCatalogue('en', english));

    it('names the stores in Spanish', () => {
      render(<BookInfo book={makeBook({ storeLinks: links })} />);
      const list = screen.getByRole('list', { name: 'Dónde comprarlo' });
      expect(within(list).getByRole('link', { name: 'Tu biblioteca (se abre en una pestaña nueva)' })).toBeInTheDocument();
    });
  });
});
