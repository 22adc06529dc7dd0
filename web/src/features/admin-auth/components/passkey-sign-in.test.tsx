import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, routeFetch } from '@/testing/admin';
import { jsonResponse, renderWithQueryClient } from '@/testing/test-utils';

import { MSG_NO_WEBAUTHN, MSG_PASSKEY_CANCELLED, MSG_PASSKEY_WRONG_ADDRESS } from '../api/passkey-sign-in';

import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';

// The browser's side of WebAuthn, as the test says the device answers.
const browser = vi.hoisted(() => ({ supported: true, autofill: false, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  browserSupportsWebAuthnAutofill: () => Promise.resolve(browser.autofill),
  startAuthentication: browser.startAuthentication,
}));

const BEGIN = '/api/auth/passkey/begin';
const FINISH = '/api/auth/passkey/finish';
const options = { challenge: 'abc', rpId: 'localhost', userVerification: 'required' };
const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
const session = {
  accessToken: 'token',
  expiresAt: '2099-01-01T00:00:00Z',
  user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
};
const named = (name: string) => Object.assign(new Error(name), { name });

const renderButton = () => renderWithQueryClient(<PasskeySignIn />);

describe('PasskeySignIn', () => {
  beforeEach(() => {
    browser.supported = true;
    browser.autofill = false;
    browser.startAuthentication.mockReset();
  });
  afterEach(() => sessionStore.stop());

  it('signs in with a passkey: begin, the device, finish, and the session is kept', async () => {
    const fetchMock = routeFetch({
      [`POST ${BEGIN}`]: [() => jsonResponse({ ticket: 't1', options })],
      [`POST ${FINISH}`]: [() => jsonResponse(session)],
    });
    browser.startAuthentication.mockResolvedValue(credential);
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options, useBrowserAutofill: false });
    expect(bodiesOf(fetchMock, 'POST', FINISH)).toEqual([{ ticket: 't1', credential }]);
    // Both calls carry the app's header: another site cannot start or finish one.
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>)['X-Requested-With']).toBeTruthy();
    }
  });

  it('offers her passkeys in the email field from the start, where the browser can', async () => {
    browser.autofill = true;
    routeFetch({
      [`POST ${BEGIN}`]: [() => jsonResponse({ ticket: 't1', options })],
      [`POST ${FINISH}`]: [() => jsonResponse(session)],
    });
    browser.startAuthentication.mockResolvedValue(credential);
    renderButton();
    await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options, useBrowserAutofill: true });
  });

  it('says nothing when the waiting suggestion gives way to the button, and why the button failed', async () => {
    browser.autofill = true;
    routeFetch({
      [`POST ${BEGIN}`]: [() => jsonResponse({ ticket: 't1', options })],
      [`POST ${FINISH}`]: [
        () => jsonResponse({ error: { code: 'unauthorized', message: 'That passkey was not accepted. Please try again, or sign in with your password.' } }, 401),
      ],
    });
    let abortSuggestion: (e: Error) => void = () => {};
    browser.startAuthentication
      .mockImplementationOnce(() => new Promise((_, reject) => (abortSuggestion = reject)))
      .mockRejectedValueOnce(named('NotAllowedError'))
      .mockResolvedValueOnce(credential);
    renderButton();
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    abortSuggestion(named('AbortError'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_PASSKEY_CANCELLED);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That passkey was not accepted.');
    expect(sessionStore.getState().status).not.toBe('authenticated');
  });

  it('keeps quiet when the suggestion cannot be offered here, and says why when the button fails', async () => {
    browser.autofill = true;
    routeFetch({ [`POST ${BEGIN}`]: [() => jsonResponse({ ticket: 't1', options })] });
    // The admin opened at another address than the site's: the browser refuses its passkeys.
    browser.startAuthentication.mockRejectedValue(named('SecurityError'));
    renderButton();
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_PASSKEY_WRONG_ADDRESS);
  });

  it('says plainly when the browser cannot use passkeys', () => {
    browser.supported = false;
    routeFetch({});
    renderButton();
    expect(screen.getByText(MSG_NO_WEBAUTHN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('lets the browser offer passkeys in the login form email field', () => {
    routeFetch({});
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/admin/login']}>
        <LoginForm />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
