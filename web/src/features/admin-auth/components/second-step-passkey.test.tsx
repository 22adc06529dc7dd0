import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { signInWithPasskey } from '../api/passkey-sign-in';

import { LoginForm } from './login-form';

// A browser that can use passkeys (jsdom cannot), and no email-field suggestion to offer.
vi.mock('../api/passkey-sign-in', async (original) => ({
  ...(await original<typeof import('../api/passkey-sign-in')>()),
  passkeysSupported: () => true,
  passkeyAutofillSupported: async () => false,
  signInWithPasskey: vi.fn(async () => undefined),
}));

function renderForm() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/admin/login']}>
      <LoginForm />
    </MemoryRouter>,
  );
}

async function password(methods: string[]) {
  mockFetch(() => jsonResponse({ secondStep: { ticket: 'ticket-1', methods } }));
  renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'owner@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sunshine1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-step sign-in' });
  return user;
}

describe('the second step with a passkey', () => {
  afterEach(() => {
    sessionStore.stop();
    vi.mocked(signInWithPasskey).mockClear();
  });

  it('asks for the passkey alone when the account has no codes, and signs in with it', async () => {
    const user = await password(['passkey']);
    expect(screen.getByText('Your password was right. Use your passkey to finish signing in.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter the 6-digit code from your authenticator app')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(signInWithPasskey).toHaveBeenCalledTimes(1);
    expect(signInWithPasskey).toHaveBeenCalledWith();
  });

  it('offers the passkey beside the code when the account has both', async () => {
    await password(['code', 'passkey']);
    expect(screen.getByLabelText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
  });

  it('offers no passkey when the account has none', async () => {
    await password(['code']);
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).not.toBeInTheDocument();
  });
});
