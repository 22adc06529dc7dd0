import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { AcceptInvitationPanel, MSG_INVITATION_INCOMPLETE } from './accept-invitation-form';

const CHECK = '/api/auth/invitation/check';
const ACCEPT = '/api/auth/invitation/accept';
const EXPIRED = 'This invitation has expired: invitations work for 48 hours. Ask whoever invited you to send a new one.';
const invitation = { email: 'helper@example.com', site: 'Sunny Books', invitedBy: 'owner@example.com', expiresAt: '2026-01-07T09:00:00Z' };
const session = {
  accessToken: 'token',
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  user: { id: 'u2', email: 'helper@example.com', createdAt: '', passwordChangedAt: '' },
};

function Page() {
  const [params] = useSearchParams();
  return <AcceptInvitationPanel token={params.get('token')} />;
}

function renderAt(url: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/invite" element={<Page />} />
        <Route path="/admin" element={<p>The dashboard</p>} />
        <Route path="/admin/login" element={<p>The login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
}

describe('AcceptInvitationPanel', () => {
  afterEach(() => sessionStore.stop());

  it('needs the token in the URL', () => {
    const fetchMock = mockFetch(() => jsonResponse(invitation));
    renderAt('/admin/invite');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_INVITATION_INCOMPLETE);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/admin/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why a link opens no invitation, in the server’s words', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'invalid', message: EXPIRED } }, 400));
    renderAt('/admin/invite?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('shows the site and the address, checks the password rules, then creates the account and signs in', async () => {
    const fetchMock = mockFetch(() => jsonResponse(invitation), () => jsonResponse(session));
    renderAt('/admin/invite?token=abc');
    expect(await screen.findByText('Sunny Books')).toBeInTheDocument();
    expect(screen.getByText('helper@example.com')).toBeInTheDocument();
    expect(screen.getByText(/owner@example.com invited you to/)).toBeInTheDocument();

    fill('weak', 'weak');
    expect(await screen.findByText('Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter.')).toBeInTheDocument();
    fill('Helping22', 'Helping23');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fill('Helping22', 'Helping22');
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect((fetchMock.mock.calls as unknown as Array<[string]>)[0]![0]).toBe(CHECK);
    const accept = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).find(([url]) => url === ACCEPT)!;
    expect(JSON.parse(String(accept[1]?.body))).toEqual({ token: 'abc', password: 'Helping22' });
    expect(new Headers(accept[1]?.headers).get('X-Requested-With')).toBe('storyshelf');
    await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
  });

  it('shows the server’s message when the link was used meanwhile', async () => {
    const used = 'This invitation has already been used. Sign in with the address it was sent to.';
    mockFetch(() => jsonResponse(invitation), () => jsonResponse({ error: { code: 'invalid', message: used } }, 400));
    renderAt('/admin/invite?token=abc');
    await screen.findByText('Sunny Books');
    fill('Helping22', 'Helping22');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
  });
});
