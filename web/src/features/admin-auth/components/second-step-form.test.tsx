import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { LoginForm } from './login-form';
import { MSG_CODE_REQUIRED, MSG_RECOVERY_CODE_REQUIRED } from './second-step-form';

const session = {
  accessToken: 'token',
  expiresAt: '2099-01-01T00:00:00Z',
  user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
};
const secondStep = () => jsonResponse({ secondStep: { ticket: 'ticket-1', methods: ['code'] } });
const wrongCode = 'That code is not right, or it was already used. Check your authenticator app (or your recovery codes) and try again.';

function renderForm() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/admin/login']}>
      <LoginForm />
    </MemoryRouter>,
  );
}

async function password() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'owner@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sunshine1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, n: number) =>
  JSON.parse(String((fetchMock.mock.calls[n] as unknown as [string, RequestInit])[1].body)) as unknown;

describe('LoginForm second step', () => {
  afterEach(() => sessionStore.stop());

  it('asks for the app code after a right password, in a one-time-code field that has the focus, then signs in', async () => {
    const fetchMock = mockFetch(secondStep, () => jsonResponse(session));
    renderForm();
    const user = await password();
    const field = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
    expect(sessionStore.getState().status).toBe('loading'); // no session from the password alone

    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(screen.getByText(MSG_CODE_REQUIRED)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(field, '123 456{Enter}');
    await screen.findByRole('button', { name: 'Checking...' });
    expect((fetchMock.mock.calls[1] as unknown as [string])[0]).toBe('/api/auth/second-step');
    expect(bodyOf(fetchMock, 1)).toEqual({ ticket: 'ticket-1', code: '123456' });
    await expect.poll(() => sessionStore.getState().status).toBe('authenticated');
  });

  it("shows a wrong code on its field, empties it, and lets her try again", async () => {
    mockFetch(secondStep, () =>
      jsonResponse({ error: { code: 'unauthorized', message: wrongCode, fields: { code: wrongCode } } }, 401),
    );
    renderForm();
    const user = await password();
    const field = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
    await user.type(field, '000000{Enter}');
    expect(await screen.findByText(wrongCode)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sessionStore.getState().status).toBe('loading');
  });

  it('takes a recovery code instead, and says when the sign-in has expired', async () => {
    const expired = 'This sign-in has expired. Please sign in again with your email and password.';
    const fetchMock = mockFetch(secondStep, () => jsonResponse({ error: { code: 'unauthorized', message: expired } }, 401));
    renderForm();
    const user = await password();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, 'abcd{Enter}');
    expect(screen.getByText(MSG_RECOVERY_CODE_REQUIRED)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abcd-efgh-jkmn{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(bodyOf(fetchMock, 1)).toEqual({ ticket: 'ticket-1', code: 'abcd-efgh-jkmn' });

    // Back to the app's code, and back to the password.
    await user.click(screen.getByRole('button', { name: 'Use a code from your authenticator app' }));
    expect(screen.getByLabelText('Enter the 6-digit code from your authenticator app')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start over with your email and password' }));
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
