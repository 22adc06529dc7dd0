import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import HomeRoute from '@/app/routes/home';
import { activateCatalogue } from '@/lib/i18n';
import type { Site } from '@/lib/site';
import { createTestQueryClient, jsonResponse, makeBook, makeSite, renderWithQueryClient } from '@/testing/test-utils';

function renderHome(site: Site = makeSite()) {
  // One book, nothing upcoming, no testimonials: the page around the hero renders as usual.
  vi.stubGlobal(
    'fetch',
    // Published two days ago: within the owner's New! period, whatever the time zone.
    vi.fn(async (url: string) =>
      jsonResponse(url === '/api/books' ? [makeBook({ publishDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) })] : []),
    ),
  );
  renderWithQueryClient(
    <MemoryRouter>
      <HomeRoute />
    </MemoryRouter>,
    createTestQueryClient(site),
  );
}

describe('HomeRoute', () => {
  it("shows the hero and the 'why' section from the settings (the demo's words)", async () => {
    renderHome();
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Magical Stories for Curious Young Minds');
    expect(within(h1).getByText('Curious Young Minds').tagName).toBe('SPAN');
    expect(screen.getByText('Picture books for ages 3–8')).toBeInTheDocument();
    expect(screen.getByText(/^Stories that build kindness, confidence/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Books' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Meet the Author' })).toHaveAttribute('href', '/about');

    const why = screen.getByRole('region', { name: 'Why Parents & Kids Love Our Books' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Learning Through Stories',
      'Free Activities to Keep',
      'Values That Stay With Them',
    ]);
    await waitFor(() => expect(document.title).toBe('Storyshelf | Magical Stories for Curious Young Minds'));
    // The Spanish versions never show on an English page, and nothing is marked as another language.
    expect(screen.queryByText(/Historias mágicas/)).toBeNull();
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('shows what the owner typed, as text', async () => {
    renderHome(
      makeSite({
        identity: { name: 'Inkwell' },
        home: {
          badge: '',
          title: '<script>alert("hi")</script> Stories',
          highlight: '<b>bold</b>',
          subtitle: '',
          primaryButton: 'Browse the shelf',
          secondaryButton: 'Who writes these?',
          whyHeading: 'Four reasons',
          whyItems: [
            { title: 'One', titleEs: '', text: 'First.', textEs: '' },
            { title: 'Two', titleEs: '', text: 'Second.', textEs: '' },
            { title: 'Three', titleEs: '', text: 'Third.', textEs: '' },
            { title: 'Four', titleEs: '', text: 'Fourth.', textEs: '' },
          ],
        },
      }),
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('<script>alert("hi")</script> Stories <b>bold</b>');
    expect(document.querySelector('script, b')).toBeNull();
    expect(screen.queryByText('Picture books for ages 3–8')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Stories that build kindness/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shelf' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Who writes these?' })).toHaveAttribute('href', '/about');

    const why = screen.getByRole('region', { name: 'Four reasons' });
    // Four items: the three icons start over.
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    expect(why.querySelectorAll('li svg')[3]!.getAttribute('class')).toBe(
      why.querySelectorAll('li svg')[0]!.getAttribute('class'),
    );
    await waitFor(() =>
      expect(document.title).toBe('Inkwell | <script>alert("hi")</script> Stories <b>bold</b>'),
    );
  });

  it("hides the 'why' section when there are no items", () => {
    renderHome(makeSite({ home: { whyHeading: 'Why Parents & Kids Love Our Books', whyItems: [] } }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Why Parents & Kids Love Our Books')).not.toBeInTheDocument();
  });
});

describe('HomeRoute in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it("shows the app's own headings and buttons in Spanish, and the owner's Spanish words", async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Nuestro libro más reciente' })).toBeInTheDocument();
    expect(screen.getByText('¡Nuevo!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explora nuestra colección' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Con ganas de una nueva aventura?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los libros' })).toHaveAttribute('href', '/books');
    // The hero: the Spanish versions of the owner's words, none of them marked as English.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Historias mágicas para mentes pequeñas y curiosas');
    expect(screen.getByText('Libros ilustrados de 3 a 8 años')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Explorar libros' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Conoce a quien escribe' })).toHaveAttribute('href', '/about');
    const why = screen.getByRole('region', { name: 'Por qué a las familias les encantan nuestros libros' });
    expect(within(why).getByRole('heading', { level: 3, name: 'Aprender con cuentos' })).toBeInTheDocument();
    // Only the book's own words are English: a book with no Spanish edition says so, and its
    // title and description are marked as English.
    const latest = screen.getByRole('region', { name: 'Nuestro libro más reciente' });
    expect(latest).toHaveTextContent('Solo en inglés');
    const english = [...document.querySelectorAll('[lang="en"]')];
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((element) => latest.contains(element) || element.closest('article'))).toBe(true);
    await waitFor(() => expect(document.title).toBe('Storyshelf | Historias mágicas para mentes pequeñas y curiosas'));
  });

  it("shows the owner's English, marked as English, where the Spanish is left empty", () => {
    const site = makeSite();
    renderHome(
      makeSite({
        home: {
          titleEs: '',
          subtitleEs: '',
          secondaryButtonEs: '',
          whyItems: [{ ...site.home.whyItems[0]!, textEs: '' }],
        },
      }),
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Magical Stories for mentes pequeñas y curiosas');
    expect(within(h1).getByText('Magical Stories for')).toHaveAttribute('lang', 'en');
    expect(within(h1).getByText('mentes pequeñas y curiosas')).not.toHaveAttribute('lang');
    expect(screen.getByText(/^Stories that build kindness/)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Meet the Author' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Explorar libros' })).not.toHaveAttribute('lang');
    const why = screen.getByRole('region', { name: 'Por qué a las familias les encantan nuestros libros' });
    expect(within(why).getByRole('heading', { level: 3, name: 'Aprender con cuentos' })).not.toHaveAttribute('lang');
    expect(within(why).getByText(/^Every adventure hides a lesson/)).toHaveAttribute('lang', 'en');
  });
});
