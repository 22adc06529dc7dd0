import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, catchSavedFiles, meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { CodesState } from '../types';

import { CodesSection } from './codes-section';
import { MSG_SECOND_STEP_NEEDED, SecondStepNotice } from './second-step-notice';

const CODES = '/api/admin/account/codes';
const CONFIRM = '/api/admin/account/codes/confirm';
const RECOVERY = '/api/admin/account/codes/recovery-codes';
const OFF = '/api/admin/account/codes/off';
const REQUIRED = '/api/admin/account/second-step-required';

const off: CodesState = { on: false, recoveryCodesLeft: 0, required: false, secondStep: false };
const on: CodesState = { on: true, recoveryCodesLeft: 10, required: false, secondStep: true };
const wrongPassword = 'Your current password is not right.';
const refused = (status: number, code: string, message: string, fields: Record<string, string> = {}) => () =>
  jsonResponse({ error: { code, message, fields } }, status);
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code-${i}abc-defg`);
const key = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', url: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' };

const renderCodes = () => renderAdminScreen('/admin/account', '/admin/account', <CodesSection />);
const section = () => within(screen.getByRole('region', { name: 'Sign-in codes' }));

describe('CodesSection', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('turns codes on: the password, the QR code and key, a first code, then the recovery codes once', async () => {
    const fetchMock = routeFetch({
      [`GET ${CODES}`]: [() => jsonResponse(off), () => jsonResponse(on)],
      [`POST ${CODES}`]: [refused(400, 'invalid', wrongPassword, { currentPassword: wrongPassword }), () => jsonResponse(key)],
      [`POST ${CONFIRM}`]: [
        refused(400, 'invalid', 'That code is not right.', { code: 'That code is not right.' }),
        () => jsonResponse({ recoveryCodes, message: 'Sign-in codes are on.' }),
      ],
    });
    const saved = catchSavedFiles();
    renderCodes();
    const user = userEvent.setup();
    expect(await section().findByText('Sign-in codes are off.')).toBeInTheDocument();
    expect(section().getByText('Add a passkey or turn on sign-in codes for your own account first.')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Turn On Sign-in Codes' }));

    await user.click(section().getByRole('button', { name: 'Continue' }));
    expect(section().getByText('Please enter your current password.')).toBeInTheDocument();
    await user.type(section().getByLabelText('Current password'), 'Wrong1234{Enter}');
    expect(await section().findByText(wrongPassword)).toBeInTheDocument();
    await user.clear(section().getByLabelText('Current password'));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');

    const qr = await section().findByRole('img', { name: 'QR code of your sign-in key, for your authenticator app' });
    expect(qr).toHaveAttribute('src', key.qrCode);
    expect(section().getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = section().getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12{Enter}');
    expect(section().getByText('Please enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '000000{Enter}');
    expect(await section().findByText('That code is not right.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456{Enter}');

    const heading = await section().findByRole('heading', { name: 'Your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(section().getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(bodiesOf(fetchMock, 'POST', CODES)).toEqual([{ currentPassword: 'Wrong1234' }, { currentPassword: 'Sunshine1' }]);
    expect(bodiesOf(fetchMock, 'POST', CONFIRM).at(-1)).toEqual({ code: '123456' });

    await user.click(section().getByRole('button', { name: 'Download as a Text File' }));
    expect(saved[0]!.name).toBe('recovery-codes.txt');
    const text = await saved[0]!.blob.text();
    for (const c of recoveryCodes) expect(text).toContain(c);

    await user.click(section().getByRole('button', { name: 'I Have Saved My Codes' }));
    expect(await section().findByText('Sign-in codes are on.')).toBeInTheDocument();
    expect(section().queryByText(recoveryCodes[0]!)).toBeNull(); // shown once
    expect(section().getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('copies the recovery codes, makes new ones and turns codes off, each with the password', async () => {
    const fetchMock = routeFetch({
      [`GET ${CODES}`]: [() => jsonResponse({ ...on, recoveryCodesLeft: 2 }), () => jsonResponse(on), () => jsonResponse(off)],
      [`POST ${RECOVERY}`]: [() => jsonResponse({ recoveryCodes })],
      [`POST ${OFF}`]: [() => jsonResponse({ message: 'Sign-in codes are off. You sign in with your password alone.' })],
    });
    renderCodes();
    const user = userEvent.setup();
    expect(await section().findByText(/2 recovery codes left\. Make new ones before you run out\./)).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Make New Recovery Codes' }));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');
    await section().findByRole('heading', { name: 'Your recovery codes' });
    await user.click(section().getByRole('button', { name: 'Copy Codes' }));
    expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(recoveryCodes.join('\n')); // user-event's clipboard
    await user.click(section().getByRole('button', { name: 'I Have Saved My Codes' }));

    await user.click(await section().findByRole('button', { name: 'Turn Off Sign-in Codes' }));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');
    expect(await screen.findByText('Sign-in codes are off. You sign in with your password alone.')).toBeInTheDocument();
    expect(await section().findByRole('button', { name: 'Turn On Sign-in Codes' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', RECOVERY)).toEqual([{ currentPassword: 'Sunshine1' }]);
    expect(bodiesOf(fetchMock, 'POST', OFF)).toEqual([{ currentPassword: 'Sunshine1' }]);
  });

  it('requires a second step of every account with the password, and says why codes cannot go off then', async () => {
    const still = 'This site requires a second step for every account, and sign-in codes are your only one.';
    const fetchMock = routeFetch({
      [`GET ${CODES}`]: [() => jsonResponse(on), () => jsonResponse({ ...on, required: true })],
      [`PUT ${REQUIRED}`]: [() => jsonResponse({ required: true })],
      [`POST ${OFF}`]: [refused(409, 'conflict', still)],
    });
    renderCodes();
    const user = userEvent.setup();
    await user.click(await section().findByRole('button', { name: 'Require for Every Account' }));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');
    expect(await screen.findByText('A second step is now required for every account.')).toBeInTheDocument();
    expect(await section().findByRole('button', { name: 'Stop Requiring It' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', REQUIRED)).toEqual([{ currentPassword: 'Sunshine1', required: true }]);

    await user.click(section().getByRole('button', { name: 'Turn Off Sign-in Codes' }));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');
    expect(await section().findByRole('alert')).toHaveTextContent(still);
    await user.click(section().getByRole('button', { name: 'Cancel' }));
    expect(section().getByRole('heading', { name: 'Sign-in codes' })).toHaveFocus();
  });

  it('says on the form why a sign-in without its second step cannot change the rule', async () => {
    const again = 'Sign out and sign in again with your second step (a code from your app, or a passkey) to change this.';
    routeFetch({
      [`GET ${CODES}`]: [() => jsonResponse({ ...on, required: true })],
      [`PUT ${REQUIRED}`]: [refused(403, 'forbidden', again)],
    });
    renderCodes();
    const user = userEvent.setup();
    await user.click(await section().findByRole('button', { name: 'Stop Requiring It' }));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1{Enter}');
    expect(await section().findByRole('alert')).toHaveTextContent(again);
  });

  it('offers no way to lift the rule to an account without a second step', async () => {
    routeFetch({ [`GET ${CODES}`]: [() => jsonResponse({ ...off, required: true })] });
    renderCodes();
    expect(await section().findByText('Add a passkey or turn on sign-in codes for your own account first.')).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Stop Requiring It' })).not.toBeInTheDocument();
  });

  it('lets an account whose second step is a passkey require one of every account', async () => {
    routeFetch({ [`GET ${CODES}`]: [() => jsonResponse({ ...off, secondStep: true })] });
    renderCodes();
    expect(await section().findByText('Sign-in codes are off.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Require for Every Account' })).toBeInTheDocument();
    expect(section().queryByText('Add a passkey or turn on sign-in codes for your own account first.')).not.toBeInTheDocument();
  });

  it('shows an editor the site’s rule, and that only an owner can change it', async () => {
    const fetchMock = routeFetch({
      [`GET ${CODES}`]: [() => jsonResponse({ ...on, required: true })],
      'GET /api/admin/me': [meAnswer({ role: 'editor' })],
    });
    renderCodes();
    expect(await section().findByText('Only an owner of the site can change this rule.')).toBeInTheDocument();
    expect(section().getByText(/^On: every account must have sign-in codes/)).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Stop Requiring It' })).not.toBeInTheDocument();
    // Her own codes stay hers to manage.
    expect(section().getByRole('button', { name: 'Turn Off Sign-in Codes' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(REQUIRED);
  });

  it('offers a retry when the codes cannot be loaded', async () => {
    routeFetch({ [`GET ${CODES}`]: [refused(500, 'internal', 'boom'), () => jsonResponse(off)] });
    renderCodes();
    const user = userEvent.setup();
    expect(await section().findByText('Failed to load your sign-in codes. Please try again.')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: /try again/i }));
    expect(await section().findByText('Sign-in codes are off.')).toBeInTheDocument();
  });
});

describe('SecondStepNotice', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('says why she was sent to her Account page while the site requires a second step she lacks', async () => {
    routeFetch({
      'GET /api/admin/me': [meAnswer({ secondStepNeeded: true })],
    });
    renderAdminScreen('/admin/account', '/admin/account', <SecondStepNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_SECOND_STEP_NEEDED);
  });
});
