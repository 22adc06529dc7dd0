import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { PublicLayout } from '@/app/layouts/PublicLayout';
import { renderWithQueryClient } from '@/testing/test-utils';

function renderLayout(initialPath = '/') {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          { index: true, element: page('Home page') },
          { path: 'books', element: page('Books page') },
          { path: 'about', element: page('About page') },
          { path: 'contact', element: page('Contact page') },
        ],
      },
      { path: '/admin/*', element: page('Admin page') },
    ],
    { initialEntries: [initialPath] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

function mobileMenu() {
  const menu = document.getElementById('mobile-menu');
  if (!menu) throw new Error('no #mobile-menu');
  return menu;
}

describe('PublicLayout', () => {
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
    expect(within(mobileMenu()).getAllByRole('link')).toHaveLength(5);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const router = renderLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'All Books' }));

    expect(await screen.findByRole('heading', { name: 'Books page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/books');
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

    expect(within(footer).getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', expect.stringContaining('tiktok.com'));
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', expect.stringContaining('instagram.com'));
    expect(within(footer).getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', expect.stringContaining('youtube.com'));
    expect(within(footer).getByRole('link', { name: /^Email/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));

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
});
