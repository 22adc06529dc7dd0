import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { trackPageView } from '@/lib/analytics';
import { createLocationProbe } from '@/testing/location-probe';

import { RouteChangeTracker } from './route-change-tracker';

vi.mock('@/lib/analytics', () => ({ trackPageView: vi.fn() }));

function Layout() {
  return (
    <>
      <RouteChangeTracker />
      <nav>
        <Link to="/">Home</Link>
        <Link to="/books">Books</Link>
        <Link to="/about">About</Link>
        <Link to="/books?topic=Kindness">Kindness books</Link>
      </nav>
      <Outlet />
    </>
  );
}

function renderApp(initialPath = '/', basename?: string) {
  const { position, LocationProbe } = createLocationProbe();
  // StrictMode runs effects twice on mount, as in development.
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[initialPath]} basename={basename}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route index element={<h1>Home</h1>} />
            <Route path="books" element={<h1>Books</h1>} />
            <Route path="about" element={<h1>About</h1>} />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
  return position;
}

describe('RouteChangeTracker', () => {
  beforeEach(() => {
    vi.mocked(trackPageView).mockClear();
  });

  it('sends one page view for the first load, even under StrictMode', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(trackPageView).toHaveBeenCalledTimes(1);
    expect(trackPageView).toHaveBeenCalledWith('/about');
  });

  it('sends one page view per navigation, back and forward included', async () => {
    const user = userEvent.setup();
    const position = renderApp('/');
    await screen.findByRole('heading', { name: 'Home' });

    await user.click(screen.getByRole('link', { name: 'Books' }));
    await screen.findByRole('heading', { name: 'Books' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { name: 'About' });
    await act(() => position.navigate(-1));
    await screen.findByRole('heading', { name: 'Books' });

    expect(vi.mocked(trackPageView).mock.calls).toEqual([['/'], ['/books'], ['/about'], ['/books']]);
  });

  it('does not count a change of only the query string (e.g. a books filter) as a page view', async () => {
    const user = userEvent.setup();
    renderApp('/books');
    await screen.findByRole('heading', { name: 'Books' });

    await user.click(screen.getByRole('link', { name: 'Kindness books' }));
    expect(vi.mocked(trackPageView).mock.calls).toEqual([['/books']]);
  });

  it('sends a Spanish page view with its /es address, which says its language', async () => {
    const user = userEvent.setup();
    renderApp('/es/about', '/es');
    await screen.findByRole('heading', { name: 'About' });
    await user.click(screen.getByRole('link', { name: 'Books' }));
    await screen.findByRole('heading', { name: 'Books' });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home' });

    expect(vi.mocked(trackPageView).mock.calls).toEqual([['/es/about'], ['/es/books'], ['/es/']]);
  });
});
