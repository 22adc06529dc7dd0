import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { MSG_ADD_CANCELLED, MSG_ALREADY_ON_DEVICE } from '../api/passkeys';
import type { Passkey } from '../types';

import { MSG_BROWSER_HAS_NO_PASSKEYS, MSG_PASSKEYS_LOAD_FAILED, PasskeysSection } from './passkeys-section';

// The browser's side of WebAuthn: startRegistration makes the passkey; the test says what the
// device does.
const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const LIST = '/api/admin/account/passkeys';
const BEGIN = '/api/admin/account/passkeys/begin';
const FINISH = '/api/admin/account/passkeys/finish';

const laptop: Passkey = { id: 'pk-laptop', name: 'Laptop', createdAt: '2026-01-05T09:00:00Z', lastUsedAt: '2026-01-06T10:00:00Z' };
const phone: Passkey = { id: 'pk-phone', name: 'Phone', createdAt: '2026-01-07T09:00:00Z', lastUsedAt: null };
const options = { challenge: 'abc', rp: { id: 'localhost', name: 'Storyshelf' } };
const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const renderSection = () => renderAdminScreen('/admin/account', '/admin/account', <PasskeysSection />);
const section = () => within(screen.getByRole('region', { name: 'Passkeys' }));

describe('PasskeysSection', () => {
  beforeEach(() => {
    signIn();
    browser.supported = true;
    browser.startRegistration.mockReset();
  });
  afterEach(() => sessionStore.stop());

  it('loads her passkeys: name, when added, when last used', async () => {
    const list = deferred();
    routeFetch({ [`GET ${LIST}`]: [list.handler] });
    renderSection();
    expect(screen.getByText('Loading your passkeys...')).toBeInTheDocument();
    list.release(jsonResponse([laptop, phone]));
    const items = await section().findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Laptop');
    expect(items[0]!.querySelectorAll('time')[1]).toHaveAttribute('dateTime', laptop.lastUsedAt);
    expect(items[1]).toHaveTextContent('Last usedNot yet');
    expect(within(items[1]!).getByRole('button', { name: 'Remove Phone' })).toBeInTheDocument();
  });

  it('says when she has none, and offers a retry when they cannot be loaded', async () => {
    routeFetch({ [`GET ${LIST}`]: [boom, () => jsonResponse([])] });
    renderSection();
    expect(await section().findByText(MSG_PASSKEYS_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.setup().click(section().getByRole('button', { name: /try again/i }));
    expect(await section().findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('says so plainly when the browser cannot make passkeys', async () => {
    browser.supported = false;
    routeFetch({ [`GET ${LIST}`]: [() => jsonResponse([laptop])] });
    renderSection();
    expect(await section().findByText(MSG_BROWSER_HAS_NO_PASSKEYS)).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Add a Passkey' })).toBeNull();
    // What she has can still be removed.
    expect(await section().findByRole('button', { name: 'Remove Laptop' })).toBeInTheDocument();
  });

  it('adds a passkey: its name and her password first, then the device makes it', async () => {
    const fetchMock = routeFetch({
      [`GET ${LIST}`]: [() => jsonResponse([]), () => jsonResponse([phone])],
      [`POST ${BEGIN}`]: [
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'Your current password is not right.', fields: { currentPassword: 'Your current password is not right.' } } },
            400,
          ),
        () => jsonResponse({ ticket: 't1', options }),
      ],
      [`POST ${FINISH}`]: [() => jsonResponse({ message: 'Passkey added.', passkey: phone }, 201)],
    });
    browser.startRegistration.mockResolvedValue(credential);
    renderSection();
    const user = userEvent.setup();
    await section().findByText('You have no passkeys yet.');

    await user.click(section().getByRole('button', { name: 'Add a Passkey' }));
    expect(section().getByText('Give this passkey a name, such as Phone or Laptop.')).toBeInTheDocument();
    expect(section().getByText('Please enter your current password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(BEGIN, expect.anything());

    await user.type(section().getByRole('textbox', { name: 'Name' }), ' Phone ');
    await user.type(section().getByLabelText('Current password'), 'Wrong1234');
    await user.click(section().getByRole('button', { name: 'Add a Passkey' }));
    await waitFor(() =>
      expect(section().getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not right.'),
    );
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await user.clear(section().getByLabelText('Current password'));
    await user.type(section().getByLabelText('Current password'), 'Sunshine1');
    await user.click(section().getByRole('button', { name: 'Add a Passkey' }));
    expect(await screen.findByText('Passkey added.')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(bodiesOf(fetchMock, 'POST', BEGIN).at(-1)).toEqual({ name: 'Phone', currentPassword: 'Sunshine1' });
    expect(bodiesOf(fetchMock, 'POST', FINISH)).toEqual([{ ticket: 't1', credential }]);
    expect(await section().findByRole('heading', { level: 3, name: 'Phone' })).toBeInTheDocument();
    expect(section().getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("says what the device did when it made no passkey", async () => {
    const fetchMock = routeFetch({
      [`GET ${LIST}`]: [() => jsonResponse([])],
      [`POST ${BEGIN}`]: [() => jsonResponse({ ticket: 't1', options })],
    });
    browser.startRegistration
      .mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }))
      .mockRejectedValueOnce(Object.assign(new Error('excluded'), { name: 'InvalidStateError' }));
    renderSection();
    const user = userEvent.setup();
    await section().findByText('You have no passkeys yet.');
    await user.type(section().getByRole('textbox', { name: 'Name' }), 'Laptop');
    await user.type(section().getByLabelText('Current password'), 'Sunshine1');
    await user.click(section().getByRole('button', { name: 'Add a Passkey' }));
    expect(await section().findByText(MSG_ADD_CANCELLED)).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Add a Passkey' }));
    expect(await section().findByText(MSG_ALREADY_ON_DEVICE)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', FINISH)).toEqual([]);
  });

  it('renames one, and removes one after her password', async () => {
    const fetchMock = routeFetch({
      [`GET ${LIST}`]: [() => jsonResponse([laptop]), () => jsonResponse([{ ...laptop, name: 'Work laptop' }]), () => jsonResponse([])],
      [`PUT ${LIST}/pk-laptop`]: [() => jsonResponse({ message: 'Passkey renamed.' })],
      [`DELETE ${LIST}/pk-laptop`]: [
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'Your current password is not right.', fields: { currentPassword: 'Your current password is not right.' } } },
            400,
          ),
        () => jsonResponse({ message: 'Passkey removed.' }),
      ],
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await section().findByRole('button', { name: 'Rename Laptop' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename passkey' }));
    await user.clear(rename.getByLabelText('Name'));
    await user.type(rename.getByLabelText('Name'), 'Work laptop');
    await user.click(rename.getByRole('button', { name: 'Rename Passkey' }));
    expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${LIST}/pk-laptop`)).toEqual([{ name: 'Work laptop' }]);

    await user.click(await section().findByRole('button', { name: 'Remove Work laptop' }));
    const remove = within(screen.getByRole('dialog', { name: 'Remove this passkey?' }));
    await user.click(remove.getByRole('button', { name: 'Remove Passkey' }));
    expect(remove.getByText('Please enter your current password.')).toBeInTheDocument();
    await user.type(remove.getByLabelText('Current password'), 'Wrong1234');
    await user.click(remove.getByRole('button', { name: 'Remove Passkey' }));
    await waitFor(() =>
      expect(remove.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not right.'),
    );
    await user.clear(remove.getByLabelText('Current password'));
    await user.type(remove.getByLabelText('Current password'), 'Sunshine1');
    await user.click(remove.getByRole('button', { name: 'Remove Passkey' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'DELETE', `${LIST}/pk-laptop`).at(-1)).toEqual({ currentPassword: 'Sunshine1' });
    expect(await section().findByText('You have no passkeys yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toHaveFocus());
  });
});
