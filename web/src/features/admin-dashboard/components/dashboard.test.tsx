import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import type { Dashboard as DashboardData } from '../api/get-dashboard';

import { Dashboard } from './dashboard';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const data: DashboardData = {
  bookCount: 7,
  visits: 1234,
  visitors: 1,
  recentActivities: [
    { type: 'book_added', message: 'New book added: The Kindness Cloud', timestamp: minutesAgo(0) },
    { type: 'material_added', message: '2 learning materials added to The Kindness Cloud', timestamp: minutesAgo(60) },
    { type: 'book_added', message: 'New book added: B', timestamp: minutesAgo(3 * 24 * 60) },
    { type: 'book_added', message: 'New book added: C', timestamp: minutesAgo(5) },
    { type: 'book_added', message: 'New book added: D', timestamp: minutesAgo(6) },
    { type: 'book_added', message: 'New book added: E', timestamp: minutesAgo(7) },
  ],
  recentBooks: [
    { id: 'b-1', title: 'The Kindness Cloud', author: 'Lily Hart', coverImage: '/files/covers/a.webp', createdAt: '' },
    { id: 'b-2', title: 'No Cover Yet', author: 'Lily Hart', coverImage: '', createdAt: '' },
  ],
};

function renderDashboard() {
  return renderWithQueryClient(
    <MemoryRouter>
      <Dashboard email="owner@example.com" />
    </MemoryRouter>,
  );
}

describe('Dashboard', () => {
  beforeEach(() => {
    sessionStore.establish({
      accessToken: 'token',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
    });
  });
  afterEach(() => sessionStore.stop());

  it('shows the welcome, the figures, up to 5 activities and the recent books', async () => {
    const fetchMock = mockFetch(() => jsonResponse(data));
    renderDashboard();
    expect(screen.getByText('Welcome back,', { exact: false })).toHaveTextContent('Welcome back, owner@example.com!');
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');

    const visits = await screen.findByRole('region', { name: 'Visits (last 30 days)' });
    expect(visits).toHaveTextContent('1,234');
    expect(visits).toHaveTextContent('1 visitor');
    expect(visits).toHaveTextContent("measured by Storyshelf's own cookie-less analytics");
    expect(screen.getByRole('region', { name: 'Books' })).toHaveTextContent('7');

    const activities = within(screen.getByRole('region', { name: 'Recent Activities' })).getAllByRole('listitem');
    expect(activities).toHaveLength(5);
    expect(activities[0]).toHaveTextContent('New book added: The Kindness Cloudjust now');
    expect(activities[1]).toHaveTextContent('1 hour ago');
    expect(activities[2]).toHaveTextContent('3 days ago');
    expect(activities[3]).toHaveTextContent('5 minutes ago');

    const books = within(screen.getByRole('region', { name: 'Recent Books' }));
    expect(books.getByRole('link', { name: 'The Kindness Cloud' })).toHaveAttribute('href', '/admin/books/edit/b-1');
    expect(books.getByText('No Cover Yet')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/admin/books/new');
    expect(screen.getByRole('link', { name: /View Website/ })).toHaveAttribute('target', '_blank');

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('offers a retry when loading fails', async () => {
    mockFetch(
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      () => jsonResponse(data),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Recent Books' })).toBeInTheDocument();
  });
});
