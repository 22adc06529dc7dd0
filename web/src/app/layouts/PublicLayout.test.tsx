import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ComponentType, lazy } from 'react';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { PublicLayout } from '@/app/layouts/PublicLayout';
import { rememberAdminBrowser } from '@/lib/admin-browser';
import { activateCatalogue } from '@/lib/i18n';
import type { Site } from '@/lib/site';
import { createLocationProbe } from '@/testing/location-probe';
import { clickLoadsPage, createTestQueryClient, makeSite, renderWithQueryClient } from '@/testing/test-utils';

function renderLayout(initialPath = '/', site: Site = makeSite(), basename?: string) {
  const page = (name: string) => <h1>{name}</h1>;
  const { position, LocationProbe } = createLocationProbe();
  renderWithQueryClient(
    <MemoryRouter initialEntries={[initialPath]} basename={basename}>
      <Routes>
        <Route path="/" element={<PublicLayout />}>
          <Route index element={page('Home page')} />
          <Route path="books" element={page('Books page')} />
          <Route path="about" element={page('About page')} />
          <Route path="contact" element={page('Contact page')} />
        </Route>
        <Route path="/admin/*" element={page('Admin page')} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    createTestQueryClient(site),
  );
  return position;
}

// The footer's 'Follow along' links as [accessible name, href].
function followLinks(footer: HTMLElement) {
  const quick = within(footer).getByRole('navigation', { name: 'Footer' });
  return within(footer)
    .getAllByRole('link')
    .filter((a) => !quick.contains(a) && a.getAttribute('href') !== '/')
    .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
}

function mobileMenu() {
  const menu = document.getElementById('mobile-menu');
  if (!menu) throw new Error('no #mobile-menu');
  return menu;
}

// A browser that has signed in to the admin (lib/admin-browser.ts) keeps the header's Admin link.
function asAdminBrowser() {
  beforeEach(() => rememberAdminBrowser());
  afterEach(() => localStorage.clear());
}

describe("PublicLayout for a reader's browser", () => {
  it('offers no Admin link', async () => {
    const user = userEvent.setup();
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Storyshelf', 'Home', 'All Books', 'About the author', 'Contact', 'Español']);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(mobileMenu()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('PublicLayout', () => {
  asAdminBrowser();

  it('shows the site name and the five navigation links', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Storyshelf' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['All Books', '/books'],
      ['About the author', '/about'],
      ['Contact', '/contact'],
      ['Admin', '/admin'],
    ]) {
      // The desktop list; the mobile list is hidden while the menu is closed.
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('loads the admin, another app, from its links instead of routing to it', async () => {
    const user = userEvent.setup();
    const position = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The page links are the router's.
    expect(clickLoadsPage(within(nav).getByRole('link', { name: 'All Books' }))).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Books page' })).toBeInTheDocument();

    expect(clickLoadsPage(within(nav).getByRole('link', { name: 'Admin' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(clickLoadsPage(within(mobileMenu()).getByRole('link', { name: 'Admin' }))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument();
    expect(position.location.pathname).toBe('/books');
  });

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    renderLayout();

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(mobileMenu()).toBeVisible();
    // The four pages, the other language and the admin.
    expect(within(mobileMenu()).getAllByRole('link')).toHaveLength(6);
    expect(within(mobileMenu()).getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const position = renderLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'All Books' }));

    expect(await screen.findByRole('heading', { name: 'Books page' })).toBeInTheDocument();
    expect(position.location.pathname).toBe('/books');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(mobileMenu()).not.toBeVisible();
  });

  it('shows footer quick links, social links and the current year', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(quick).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(quick).getByRole('link', { name: 'All Books' })).toHaveAttribute('href', '/books');
    expect(within(quick).getByRole('link', { name: 'About the author' })).toHaveAttribute('href', '/about');
    expect(within(quick).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    expect(within(footer).getByRole('heading', { name: 'Follow along' })).toBeInTheDocument();
    expect(followLinks(footer)).toEqual([
      ['Storyshelf on TikTok', 'https://www.tiktok.com/@storyshelfbooks'],
      ['Storyshelf on Instagram', 'https://www.instagram.com/storyshelfbooks'],
      ['Storyshelf on YouTube', 'https://www.youtube.com/@storyshelfbooks'],
      ['Email Storyshelf', 'mailto:hello@storyshelf.example'],
    ]);
    expect(within(footer).getByText(/^Educational picture books that spark kindness/)).toBeInTheDocument();

    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Storyshelf. All rights reserved.`)).toBeInTheDocument();
  });

  it('computes the year at render time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    try {
      renderLayout();
      expect(screen.getByText(/© 2031 Storyshelf/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    renderLayout();
    vi.mocked(window.scrollTo).mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("keeps the header and footer while a page's code loads", async () => {
    let load: (page: { default: ComponentType }) => void = () => {};
    const LazyPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    renderWithQueryClient(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<PublicLayout />}>
            <Route index element={<LazyPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
      createTestQueryClient(makeSite()),
    );

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(async () => load({ default: () => <h1>Loaded page</h1> }));
    expect(await within(main).findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  describe("with the owner's settings", () => {
    it('shows a changed name in the header and the footer, with the book icon and no image', () => {
      renderLayout('/', makeSite({ identity: { name: 'Inkwell & Co' } }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const home = within(nav).getByRole('link', { name: 'Inkwell & Co' });
      expect(home).toHaveAttribute('href', '/');
      expect(home.querySelector('img')).toBeNull();
      expect(home.querySelector('svg')).not.toBeNull();

      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Inkwell & Co' })).toHaveAttribute('href', '/');
      expect(within(footer).getByRole('link', { name: 'Email Inkwell & Co' })).toBeInTheDocument();
      expect(screen.queryByText(/Storyshelf/)).not.toBeInTheDocument();
    });

    it('shows the logo beside the name when one is set', () => {
      renderLayout('/', makeSite({ identity: { name: 'Inkwell' }, brand: { logoUrl: '/files/logos/ink.png' } }));
      for (const link of [
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Inkwell' }),
        within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Inkwell' }),
      ]) {
        const img = link.querySelector('img');
        expect(img).toHaveAttribute('src', '/files/logos/ink.png');
        // Decorative: the name beside it is the link's name.
        expect(img).toHaveAttribute('alt', '');
      }
    });

    it('shows only the configured social links, each with its label, opening in a new tab', () => {
      renderLayout(
        '/',
        makeSite({
          identity: { name: 'Inkwell', contactEmail: '' },
          social: {
            links: [
              { kind: 'bluesky', url: 'https://bsky.app/profile/inkwell.example' },
              { kind: 'x', url: 'https://x.com/inkwell' },
              { kind: 'newsletter', url: 'https://news.inkwell.example/archive' },
              { kind: 'website', url: 'https://inkwell.example' },
            ],
          },
        }),
      );
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('heading', { name: 'Follow along' })).toBeInTheDocument();
      expect(followLinks(footer)).toEqual([
        ['Inkwell on Bluesky', 'https://bsky.app/profile/inkwell.example'],
        ['Inkwell on X', 'https://x.com/inkwell'],
        ['Inkwell newsletter archive', 'https://news.inkwell.example/archive'],
        ['Inkwell website', 'https://inkwell.example'],
      ]);
      const bluesky = within(footer).getByRole('link', { name: 'Inkwell on Bluesky' });
      expect(bluesky).toHaveAttribute('target', '_blank');
      expect(bluesky).toHaveAttribute('rel', 'noopener noreferrer');
      expect(bluesky.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(within(footer).queryByRole('link', { name: /TikTok|Instagram|YouTube|^Email/ })).not.toBeInTheDocument();
    });

    it('hides "Follow along" when there are no links and no contact address', () => {
      renderLayout('/', makeSite({ identity: { contactEmail: '' }, social: { links: [] } }));
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('heading', { name: 'Follow along' })).not.toBeInTheDocument();
      expect(followLinks(footer)).toEqual([]);
    });

    it('shows only the email link when there is a contact address and no social links', () => {
      renderLayout('/', makeSite({ identity: { contactEmail: 'ink@example.org' }, social: { links: [] } }));
      const footer = screen.getByRole('contentinfo');
      expect(followLinks(footer)).toEqual([['Email Storyshelf', 'mailto:ink@example.org']]);
      expect(within(footer).getByRole('link', { name: 'Email Storyshelf' })).not.toHaveAttribute('target');
    });

    it('credits the legal name in the copyright line, and shows the tagline', () => {
      renderLayout(
        '/',
        makeSite({ identity: { name: 'Inkwell', legalName: 'Inkwell Press Ltd', tagline: 'Small books, big hearts.' } }),
      );
      const footer = screen.getByRole('contentinfo');
      const year = new Date().getFullYear();
      expect(within(footer).getByText(`© ${year} Inkwell Press Ltd. All rights reserved.`)).toBeInTheDocument();
      expect(within(footer).getByText('Small books, big hearts.')).toBeInTheDocument();
    });

    it('shows typed markup as text', () => {
      renderLayout('/', makeSite({ identity: { name: '<img src=x onerror=alert(1)>' } }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
      expect(document.querySelector('img')).toBeNull();
    });
  });
});

describe('PublicLayout in Spanish', () => {
  asAdminBrowser();
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('labels the navigation, the menu button and the skip link in Spanish', async () => {
    const user = userEvent.setup();
    renderLayout('/es/books', makeSite(), '/es');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main-content');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    // The admin has no Spanish address: its link leaves the Spanish site's /es.
    for (const [name, href] of [
      ['Inicio', '/es'],
      ['Libros', '/es/books'],
      ['Quién escribe', '/es/about'],
      ['Contacto', '/es/contact'],
      ['Admin', '/admin'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(within(mobileMenu()).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('words the footer in Spanish, keeping the names as they are', () => {
    renderLayout(
      '/',
      makeSite({
        identity: { name: 'Inkwell' },
        social: {
          links: [
            { kind: 'bluesky', url: 'https://bsky.app/profile/inkwell.example' },
            { kind: 'newsletter', url: 'https://news.inkwell.example/archive' },
            { kind: 'website', url: 'https://inkwell.example' },
          ],
        },
      }),
    );
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Pie de página' });
    expect(within(quick).getByRole('heading', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(within(quick).getByRole('link', { name: 'Libros' })).toHaveAttribute('href', '/books');
    expect(within(footer).getByRole('heading', { name: 'Síguenos' })).toBeInTheDocument();
    // Only the 'Follow along' links carry an aria-label.
    const labels = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'))
      .filter(Boolean);
    expect(labels).toEqual([
      'Inkwell en Bluesky',
      'Archivo del boletín de Inkwell',
      'Sitio web de Inkwell',
      'Escribe a Inkwell',
    ]);
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Inkwell. Todos los derechos reservados.`)).toBeInTheDocument();
  });

  it("shows the owner's Spanish tagline, or the English one marked as English", () => {
    renderLayout('/', makeSite({ identity: { tagline: 'Small books, big hearts.', taglineEs: 'Libros pequeños, corazones grandes.' } }));
    expect(within(screen.getByRole('contentinfo')).getByText('Libros pequeños, corazones grandes.')).not.toHaveAttribute('lang');
    cleanup();
    renderLayout('/', makeSite({ identity: { tagline: 'Small books, big hearts.', taglineEs: '' } }));
    expect(within(screen.getByRole('contentinfo')).getByText('Small books, big hearts.')).toHaveAttribute('lang', 'en');
  });
});
