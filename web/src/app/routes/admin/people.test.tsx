import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import PeopleScreen from './people';

const PEOPLE = '/api/admin/people';

describe('PeopleScreen', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows an editor a plain page for the owners, and asks the server for no one', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/me': [meAnswer({ email: 'editor@example.com', role: 'editor' })] });
    renderAdminScreen('/admin/people', '/admin/people', <PeopleScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: "This page is for the site's owners" })).toBeInTheDocument();
    expect(screen.getByText('Ask an owner of the site if you need something changed here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('heading', { name: 'People' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(PEOPLE);
  });

  it('shows an owner the people', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse({ people: [], invitations: [], mailConfigured: true })],
    });
    renderAdminScreen('/admin/people', '/admin/people', <PeopleScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain(PEOPLE));
    expect(screen.queryByText("This page is for the site's owners")).toBeNull();
  });
});
