import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { Account, SignIn } from '../types';

import { AccountPage } from './account-page';

const ACCOUNT = '/api/admin/account';
const SESSIONS = '/api/admin/sessions';
const PASSWORD = '/api/admin/password';
const EMAIL = '/api/admin/account/email';
// The Passkeys section has tests of its own (passkeys-section.test.tsx); here she has none.
const noPasskeys = { 'GET /api/admin/account/passkeys': [() => jsonResponse([])] };

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const refused = (status: number, code: string, message: string, fields: Record<string, string> = {}) => () =>
  jsonResponse({ error: { code, message, fields } }, status);

const withMail: Account = { email: 'owner@example.com', mailConfigured: true, pendingEmail: null };
const withoutMail: Account = { ...withMail, mailConfigured: false };

const laptop: SignIn = {
  id: 'family-laptop',
  browser: 'Firefox',
  system: 'Windows',
  network: '203.0.113.7',
  signedInAt: '2026-01-05T09:00:00Z',
  lastSeenAt: '2026-01-06T10:00:00Z',
  current: true,
};
const phone: SignIn = {
  id: 'family-phone',
  browser: 'Safari',
  system: 'iPhone',
  network: '2001:db8:1:2::/64',
  signedInAt: '2026-01-01T08:00:00Z',
  lastSeenAt: '2026-01-04T18:30:00Z',
  current: false,
};
const tablet: SignIn = { ...phone, id: 'family-tablet', browser: '', system: 'iPad', network: '' };

const renderAccount = () => renderAdminScreen('/admin/account', '/admin/account', <AccountPage />);
const region = (name: string) => within(screen.getByRole('region', { name }));
const deviceItems = () => region('Signed-in devices').getAllByRole('listitem');

describe('AccountPage', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('loads her address and her devices, this one marked and the others with a Sign out', async () => {
    const account = deferred();
    const sessions = deferred();
    routeFetch({ ...noPasskeys, [`GET ${ACCOUNT}`]: [account.handler], [`GET ${SESSIONS}`]: [sessions.handler] });
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    expect(screen.getByText('Loading your signed-in devices...')).toBeInTheDocument();

    account.release(jsonResponse(withMail));
    sessions.release(jsonResponse([laptop, phone, tablet]));
    expect(await region('Email address').findByText('owner@example.com')).toBeInTheDocument();
    await waitFor(() => expect(deviceItems()).toHaveLength(3));
    const [first, second, third] = deviceItems();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Firefox on WindowsThis device');
    expect(first).toHaveTextContent('Network203.0.113.7');
    expect(first).toHaveTextContent('Last seenNow');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Safari on iPhone');
    expect(second).toHaveTextContent('Network2001:db8:1:2::/64');
    expect(within(second!).getByRole('button', { name: /^Sign out Safari on iPhone, last seen / })).toBeInTheDocument();
    expect(second!.querySelector('time')).toHaveAttribute('dateTime', phone.signedInAt);
    expect(third).toHaveTextContent('A browser on iPad');
    expect(third).toHaveTextContent('NetworkUnknown');
    expect(region('Signed-in devices').getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
    expect(await region('Passkeys').findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('offers a retry when the account or the devices cannot be loaded', async () => {
    routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [boom, () => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [boom, () => jsonResponse([laptop])],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    expect(await region('Email address').findByRole('alert')).toHaveTextContent('Failed to load your account. Please try again.');
    expect(await region('Signed-in devices').findByRole('alert')).toHaveTextContent(
      'Failed to load your signed-in devices. Please try again.',
    );
    await user.click(region('Email address').getByRole('button', { name: 'Try Again' }));
    await user.click(region('Signed-in devices').getByRole('button', { name: 'Try Again' }));
    expect(await region('Email address').findByText('owner@example.com')).toBeInTheDocument();
    // Only this device: nothing to sign out.
    expect(await region('Signed-in devices').findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('changes the password: checks the fields, shows a wrong current password on its field, then says the others were signed out', async () => {
    const fetchMock = routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [() => jsonResponse([laptop, phone]), () => jsonResponse([laptop])],
      [`POST ${PASSWORD}`]: [
        refused(400, 'invalid', 'Your current password is not right.', { currentPassword: 'Your current password is not right.' }),
        () => jsonResponse({ message: 'Password changed. Other devices have been signed out.' }),
      ],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    const form = region('Password');
    const current = form.getByLabelText('Current password');
    const next = form.getByLabelText('New password');
    const confirm = form.getByLabelText('Confirm new password');
    expect(next).toHaveAccessibleDescription('At least 8 characters, including a number and an uppercase letter.');
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(current).toHaveAccessibleDescription('Please enter your current password.');
    expect(next).toHaveAccessibleDescription(/Password does not meet requirements: it needs /);
    expect(current).toHaveFocus();
    await user.type(current, 'Wrong1234');
    await user.type(next, 'Moonlight2');
    await user.type(confirm, 'Moonlight3');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(bodiesOf(fetchMock, 'POST', PASSWORD)).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'Moonlight2');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(bodiesOf(fetchMock, 'POST', PASSWORD)).toEqual([{ currentPassword: 'Wrong1234', newPassword: 'Moonlight2' }]);

    await user.clear(current);
    await user.type(current, 'Sunshine1');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    // The other devices are gone from the list.
    await waitFor(() => expect(deviceItems()).toHaveLength(1));
  });

  it('without a mail server, says the change cannot be confirmed and claims no mail', async () => {
    routeFetch({ ...noPasskeys, [`GET ${ACCOUNT}`]: [() => jsonResponse(withoutMail)], [`GET ${SESSIONS}`]: [() => jsonResponse([laptop])] });
    renderAccount();
    const email = region('Email address');
    expect(await email.findByText(/cannot be confirmed until email is set up/)).toBeInTheDocument();
    expect(email.queryByLabelText('New email address')).toBeNull();
    expect(email.queryByText(/We sent/)).toBeNull();
    expect(email.queryByText(/SMTP|_URL/)).toBeNull();
  });

  it('changes the address: field errors first, then a link to the new address, said plainly', async () => {
    const fetchMock = routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [() => jsonResponse([laptop])],
      [`POST ${EMAIL}`]: [
        refused(400, 'invalid', 'Another account already uses this email address.', {
          email: 'Another account already uses this email address.',
        }),
        () =>
          jsonResponse({
            message: 'We sent a link to new@example.com. Open it within 24 hours to confirm the change.',
            pendingEmail: { email: 'new@example.com', expiresAt: '2026-01-07T10:00:00Z' },
          }),
      ],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    const email = region('Email address');
    const address = await email.findByLabelText('New email address');
    const password = email.getByLabelText('Current password');

    await user.type(address, 'Owner@Example.com');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(address).toHaveAccessibleDescription(/This is already your email address\./);
    expect(password).toHaveAccessibleDescription('Please enter your current password.');
    expect(bodiesOf(fetchMock, 'POST', EMAIL)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'taken@example.com');
    await user.type(password, 'Sunshine1');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(/Another account already uses this email address\./));
    expect(email.queryByText(/We sent/)).toBeNull();

    await user.clear(address);
    await user.type(address, 'new@example.com');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText('We sent a link to new@example.com. Open it within 24 hours to confirm the change.')).toBeInTheDocument();
    expect(email.getByText(/We sent a link to/)).toHaveTextContent('We sent a link to new@example.com. Your address changes when you open it');
    // Still her address until the link is followed.
    expect(email.getByText('owner@example.com')).toBeInTheDocument();
    expect(address).toHaveValue('');
    expect(bodiesOf(fetchMock, 'POST', EMAIL)).toEqual([
      { email: 'taken@example.com', currentPassword: 'Sunshine1' },
      { email: 'new@example.com', currentPassword: 'Sunshine1' },
    ]);
  });

  it('shows the server refusing for want of a mail server in the form, not as a sent mail', async () => {
    routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [() => jsonResponse([laptop])],
      [`POST ${EMAIL}`]: [refused(409, 'conflict', 'Your email address cannot be changed yet. No email was sent.')],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    const email = region('Email address');
    await user.type(await email.findByLabelText('New email address'), 'new@example.com');
    await user.type(email.getByLabelText('Current password'), 'Sunshine1');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await email.findByRole('alert')).toHaveTextContent('Your email address cannot be changed yet. No email was sent.');
    expect(screen.queryByText(/We sent/)).toBeNull();
  });

  it('signs one device out after asking, and then every other one', async () => {
    const fetchMock = routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [
        () => jsonResponse([laptop, phone, tablet]),
        () => jsonResponse([laptop, tablet]),
        () => jsonResponse([laptop]),
      ],
      [`DELETE ${SESSIONS}/family-phone`]: [() => new Response(null, { status: 204 })],
      [`DELETE ${SESSIONS}`]: [() => jsonResponse({ signedOut: 1 })],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    const signOut = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });

    // Cancel keeps it.
    await user.click(signOut);
    let dialog = screen.getByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign out Safari on iPhone (network 2001:db8:1:2::/64)? Whoever uses it will need the password to sign in again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOut).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(signOut);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign Out Device' }));
    expect(await screen.findByText('Safari on iPhone has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(deviceItems()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2, name: 'Signed-in devices' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign out 1 other device? This device stays signed in; the others will need the password to sign in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere Else' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    await waitFor(() => expect(deviceItems()).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('says so in the dialog when a device cannot be signed out', async () => {
    routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [() => jsonResponse([laptop, phone])],
      [`DELETE ${SESSIONS}/family-phone`]: [boom],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Device' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to sign that device out. Please try again.');
  });

  it('says in the dialog when signing devices out needs a sign-in with her second step', async () => {
    const again = 'Sign out and sign in again with your second step (a code from your app, or a passkey) to change this.';
    routeFetch({ ...noPasskeys,
      [`GET ${ACCOUNT}`]: [() => jsonResponse(withMail)],
      [`GET ${SESSIONS}`]: [() => jsonResponse([laptop, phone])],
      [`DELETE ${SESSIONS}`]: [refused(403, 'forbidden', again)],
    });
    renderAccount();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere Else' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(again);
  });
});
