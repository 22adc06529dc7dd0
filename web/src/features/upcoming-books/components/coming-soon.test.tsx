import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { ComingSoon, releaseDateInWords } from '@/features/upcoming-books/components/coming-soon';
import { activateCatalogue } from '@/lib/i18n';
import { beaconEvents, sendEventsInEachTest, stubBeacon } from '@/testing/beacon';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { UpcomingBook } from '@/types/api';

function upcoming(overrides: Partial<UpcomingBook> = {}): UpcomingBook {
  return {
    id: 'u1',
    title: 'The Ripple Rainbow',
    titleEs: '',
    author: 'Lily Hart',
    description: 'A rainbow shows every colour of kindness.',
    descriptionEs: '',
    coverImageUrl: '/files/covers/rainbow.png',
    expectedReleaseDate: '2027-03-15',
    preorderUrl: 'https://shop.example/rainbow',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('releaseDateInWords', () => {
  it('writes the date out in words', () => {
    expect(releaseDateInWords('2027-03-15')).toBe('March 15, 2027');
    expect(releaseDateInWords('2027-09-01T00:00:00Z')).toBe('September 1, 2027');
    expect(releaseDateInWords('Spring 2027')).toBe('Spring 2027');
  });
});

describe('ComingSoon', () => {
  it("shows a book's pre-order stores by name beside its pre-order button", async () => {
    mockFetch(() =>
      jsonResponse([
        upcoming({
          storeLinks: [
            { store: 'bookshop', label: '', url: 'https://bookshop.org/p/rainbow' },
            { store: 'library', label: 'Libby', url: 'https://libbyapp.com/rainbow' },
          ],
        }),
      ]),
    );
    renderWithQueryClient(<ComingSoon />);
    const stores = await screen.findByRole('list', { name: 'Pre-order The Ripple Rainbow at' });
    expect(within(stores).getAllByRole('link').map((a) => a.textContent)).toEqual(['Bookshop.org', 'Libby']);
    expect(within(stores).getByRole('link', { name: 'Bookshop.org (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://bookshop.org/p/rainbow',
    );
    expect(screen.getByRole('link', { name: 'Pre-order The Ripple Rainbow (opens in a new tab)' })).toBeInTheDocument();
  });

  it('lists the upcoming books in the order given, with pre-order links', async () => {
    mockFetch(() =>
      jsonResponse([
        upcoming({ coverImageUrl: '/files/covers/aaaaaaaaaaaaaaaaaaaaaaaa.webp' }),
        upcoming({ id: 'u2', title: 'Moonlight Manners', expectedReleaseDate: '2027-09-01', preorderUrl: '' }),
      ]),
    );
    renderWithQueryClient(<ComingSoon />);

    const section = await screen.findByRole('region', { name: 'Coming Soon' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'The Ripple Rainbow',
      'Moonlight Manners',
    ]);
    expect(within(items[0]).getByText('Expected March 15, 2027')).toBeInTheDocument();
    expect(within(items[0]).getByText('by Lily Hart')).toBeInTheDocument();
    const cover = within(items[0]).getByRole('img', { name: 'Cover of The Ripple Rainbow' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('src', '/files/covers/aaaaaaaaaaaaaaaaaaaaaaaa.webp');
    expect(cover.getAttribute('srcset')).toContain('/files/covers/aaaaaaaaaaaaaaaaaaaaaaaa-w320.jpg 320w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 640px) 160px, 128px');

    const link = within(items[0]).getByRole('link', { name: /^Pre-order The Ripple Rainbow/ });
    expect(link).toHaveAttribute('href', 'https://shop.example/rainbow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // No pre-order address, no link.
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is hidden when there are no upcoming books', async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    const { container } = renderWithQueryClient(<ComingSoon />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  });

  it('shows the error with a Try again that reloads', async () => {
    const fetchMock = mockFetch(
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      () => jsonResponse([upcoming()]),
    );
    renderWithQueryClient(<ComingSoon />);

    expect(await screen.findByRole('heading', { name: 'Error loading upcoming books' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load upcoming books. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The Ripple Rainbow' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/upcoming-books', expect.objectContaining({ method: 'GET' }));
  });
});

describe('ComingSoon in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('writes dates the Spanish way', () => {
    expect(releaseDateInWords('2027-03-15')).toBe('15 de marzo de 2027');
    expect(releaseDateInWords('Primavera de 2027')).toBe('Primavera de 2027');
  });

  it('shows the section, the release date and the pre-order link in Spanish', async () => {
    mockFetch(() => jsonResponse([upcoming(), upcoming({ id: 'u2', title: 'Moonlight Manners', coverImageUrl: '', expectedReleaseDate: '' })]));
    renderWithQueryClient(<ComingSoon />);

    const section = await screen.findByRole('region', { name: 'Próximamente' });
    const items = await within(section).findAllByRole('listitem');
    expect(within(items[0]!).getByText('Fecha prevista: 15 de marzo de 2027')).toBeInTheDocument();
    expect(within(items[0]!).getByText('de Lily Hart')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Portada de The Ripple Rainbow' })).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('link', { name: 'Reservar The Ripple Rainbow (se abre en una pestaña nueva)' }),
    ).toHaveTextContent('Reservar');
    expect(within(items[1]!).getByText('Llega pronto')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'No hay portada disponible para Moonlight Manners' })).toBeInTheDocument();
  });

  it("shows the owner's Spanish title and description, or the English ones marked as English", async () => {
    mockFetch(() =>
      jsonResponse([
        upcoming({ titleEs: 'El arcoíris de las ondas', descriptionEs: 'Un arcoíris con todos los colores de la bondad.' }),
        upcoming({ id: 'u2', title: 'Moonlight Manners', expectedReleaseDate: '', description: 'Good manners by moonlight.' }),
      ]),
    );
    renderWithQueryClient(<ComingSoon />);

    const items = await within(await screen.findByRole('region', { name: 'Próximamente' })).findAllByRole('listitem');
    const rainbow = within(items[0]!).getByRole('heading', { level: 3, name: 'El arcoíris de las ondas' });
    expect(rainbow).not.toHaveAttribute('lang');
    expect(within(items[0]!).getByText('Un arcoíris con todos los colores de la bondad.')).not.toHaveAttribute('lang');
    expect(within(items[0]!).getByRole('img', { name: 'Portada de El arcoíris de las ondas' })).toBeInTheDocument();
    expect(within(items[0]!).queryByText('The Ripple Rainbow')).toBeNull();
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Moonlight Manners' })).toHaveAttribute('lang', 'en');
    expect(within(items[1]!).getByText('Good manners by moonlight.')).toHaveAttribute('lang', 'en');
  });

  it('shows the error and its button in Spanish', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderWithQueryClient(<ComingSoon />);

    expect(await screen.findByRole('heading', { name: 'Error al cargar los próximos libros' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe("ComingSoon's pre-order clicks", () => {
  sendEventsInEachTest('/es/');

  it('counts the pre-order link and the pre-order stores as store clicks of the upcoming book', async () => {
    const sendBeacon = stubBeacon();
    const user = userEvent.setup();
    mockFetch(() => jsonResponse([upcoming({ storeLinks: [{ store: 'kobo', label: '', url: 'https://kobo.com/rainbow' }] })]));
    renderWithQueryClient(<ComingSoon />);

    await user.click(await screen.findByRole('link', { name: 'Pre-order The Ripple Rainbow (opens in a new tab)' }));
    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByRole('link', { name: 'Kobo (opens in a new tab)' }) });

    expect(await beaconEvents(sendBeacon)).toEqual([
      { name: 'Store Click', path: '/es/', referrer: '', refId: 'u1', label: 'preorder' },
      { name: 'Store Click', path: '/es/', referrer: '', refId: 'u1', label: 'kobo' },
    ]);
  });
});
