import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { LoginForm } from './login-form';

const session = {
  accessToken: 'token',
  expiresAt: '2099-01-01T00:00:00Z',
  user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
};

function renderForm() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/admin/login']}>
      <LoginForm />
    </MemoryRouter>,
  );
}

async function fillAndSubmit(email = 'owner@example.com', password = 'Sunshine1') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  afterEach(() => sessionStore.stop());

  it('shows the registration note and the forgot-password link', () => {
    renderForm();
    expect(screen.getByText('Need an account? Contact your administrator for registration.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('requires both fields before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(session));
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in is refused", async () => {
    mockFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'Invalid login credentials' } }, 401));
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(sessionStore.getState().status).toBe('loading');
  });

  it("shows 'Failed to sign in' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
  });

  it('is busy while signing in, then keeps the session', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fillAndSubmit('  owner@example.com ', 'Sunshine1');

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'owner@example.com', password: 'Sunshine1' });
    // The server refuses a sign-in without it: another site's form cannot set it.
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'storyshelf' });

    answer(jsonResponse(session));
    await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
    expect(sessionStore.getState().session?.user.email).toBe('owner@example.com');
  });
});
