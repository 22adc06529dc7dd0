import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { meAnswer, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { AdminLayout } from './admin-layout';

const COUNT = '/api/admin/messages/unread-count';

const menu = () => within(screen.getByRole('navigation', { name: 'Admin' }));

describe('AdminLayout menu', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('lists the sections, the readers’ screens last, with the unread messages counted', async () => {
    routeFetch({ [`GET ${COUNT}`]: [() => jsonResponse({ unread: 3 })] });
    renderAdminScreen('/admin', '/admin', <AdminLayout />);
    const messages = await menu().findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveAttribute('href', '/admin/messages');
    expect(within(messages).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(menu().getByRole('link', { name: 'Subscribers' })).toHaveAttribute('href', '/admin/subscribers');
    expect(menu().getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/admin/newsletter');
    expect(menu().getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/admin/statistics');
    expect(menu().getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(menu().getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Books',
      'Authors',
      'Materials',
      'Videos & Songs',
      'Upcoming Books',
      'Kindness Kits',
      'Testimonials',
      'Messages3',
      'Subscribers',
      'Newsletter',
      'Statistics',
      'Settings',
      'People',
      'History',
      'Account',
      'View Website',
    ]);
  });

  it('counts the readers’ reviews waiting for approval on Testimonials', async () => {
    routeFetch({
      [`GET ${COUNT}`]: [() => jsonResponse({ unread: 0 })],
      'GET /api/admin/testimonials/waiting-count': [() => jsonResponse({ count: 2 })],
    });
    renderAdminScreen('/admin', '/admin', <AdminLayout />);
    const testimonials = await menu().findByRole('link', { name: 'Testimonials, 2 waiting' });
    expect(testimonials).toHaveAttribute('href', '/admin/testimonials');
    expect(within(testimonials).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no count when every message is read, or when the count cannot be had', async () => {
    const fetchMock = routeFetch({ [`GET ${COUNT}`]: [() => jsonResponse({ unread: 0 })] });
    const { unmount } = renderAdminScreen('/admin', '/admin', <AdminLayout />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(menu().getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    unmount();

    const failing = routeFetch({ [`GET ${COUNT}`]: [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)] });
    renderAdminScreen('/admin', '/admin', <AdminLayout />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(menu().getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});

describe('AdminLayout by role', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  const ownersScreens = ['Subscribers', 'Settings', 'People', 'History'];

  it('leaves the owners’ screens out of an editor’s menu', async () => {
    routeFetch({
      [`GET ${COUNT}`]: [() => jsonResponse({ unread: 0 })],
      'GET /api/admin/me': [meAnswer({ email: 'editor@example.com', role: 'editor' })],
    });
    renderAdminScreen('/admin', '/admin', <AdminLayout />);
    await waitFor(() => expect(menu().queryByRole('link', { name: 'People' })).toBeNull());
    for (const name of ownersScreens) expect(menu().queryByRole('link', { name })).toBeNull();
    expect(menu().getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Books',
      'Authors',
      'Materials',
      'Videos & Songs',
      'Upcoming Books',
      'Kindness Kits',
      'Testimonials',
      'Messages',
      'Newsletter',
      'Statistics',
      'Account',
      'View Website',
    ]);
  });

  it('shows an owner every screen', async () => {
    const fetchMock = routeFetch({
      [`GET ${COUNT}`]: [() => jsonResponse({ unread: 0 })],
      'GET /api/admin/me': [meAnswer({ role: 'owner' })],
    });
    renderAdminScreen('/admin', '/admin', <AdminLayout />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/me')).toBe(true));
    await waitFor(() => {
      for (const name of ownersScreens) expect(menu().getByRole('link', { name })).toHaveAttribute('href', `/admin/${name.toLowerCase()}`);
    });
  });
});

describe('AdminLayout while the site requires a second step', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('sends an account without one to its Account page', async () => {
    routeFetch({
      [`GET ${COUNT}`]: [() => jsonResponse({ error: { code: 'forbidden', message: 'no' } }, 403)],
      'GET /api/admin/me': [meAnswer({ email: 'helper@example.com', secondStepNeeded: true })],
    });
    const { router } = renderAdminScreen('/admin', '/admin', <AdminLayout />);
    expect(await screen.findByText('The account page')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/account');
  });
});
