import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { Invitation, People, Person } from '../types';

import { PeoplePage } from './people-page';

const PEOPLE = '/api/admin/people';
const LOGOUT = '/api/auth/logout';

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const owner: Person = {
  id: 'u1',
  email: 'owner@example.com',
  role: 'owner',
  createdAt: '2026-01-01T09:00:00Z',
  lastSignInAt: '2026-01-06T10:00:00Z',
  you: true,
};
const helper: Person = { id: 'u2', email: 'helper@example.com', role: 'editor', createdAt: '2026-01-03T09:00:00Z', lastSignInAt: null, you: false };
// A second owner, so that each owner can be removed or made an editor.
const partner: Person = { id: 'u3', email: 'partner@example.com', role: 'owner', createdAt: '2026-01-02T09:00:00Z', lastSignInAt: null, you: false };
const waiting: Invitation = {
  id: 'i1',
  email: 'friend@example.com',
  role: 'editor',
  invitedBy: 'owner@example.com',
  createdAt: '2026-01-05T09:00:00Z',
  expiresAt: '2026-01-07T09:00:00Z',
};
const team: People = { people: [owner, helper], invitations: [waiting], mailConfigured: true };
const twoOwners: People = { ...team, people: [owner, partner, helper] };

const renderPeople = () => renderAdminScreen('/admin/people', '/admin/people', <PeoplePage />);
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('PeoplePage', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('lists the accounts with their roles, hers marked, and the invitations waiting', async () => {
    const load = deferred();
    routeFetch({ [`GET ${PEOPLE}`]: [load.handler] });
    renderPeople();
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('Loading the people...')).toBeInTheDocument();
    load.release(jsonResponse(team));

    const rows = await waitFor(() => {
      const items = region('Accounts').getAllByRole('listitem');
      expect(items).toHaveLength(2);
      return items;
    });
    expect(within(rows[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('owner@example.comYou');
    expect(rows[0]).toHaveTextContent('RoleOwner');
    expect(rows[0]!.querySelector('time')).toHaveAttribute('dateTime', owner.createdAt);
    expect(rows[1]).toHaveTextContent('RoleEditor');
    expect(rows[1]).toHaveTextContent('Last signed inNot known');
    expect(within(rows[1]!).getByRole('button', { name: 'Make owner helper@example.com' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove helper@example.com' })).toBeInTheDocument();

    const invitation = region('Invitations waiting').getByRole('listitem');
    expect(invitation).toHaveTextContent('friend@example.com');
    expect(invitation).toHaveTextContent('RoleEditor');
    expect(invitation).toHaveTextContent('by owner@example.com');
    expect(within(invitation).getByRole('button', { name: 'Cancel invitation to friend@example.com' })).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: 'Send again to friend@example.com' })).toBeInTheDocument();
    expect(region('Invite someone').getByRole('button', { name: 'Send Invitation' })).toBeInTheDocument();
  });

  it('offers no Remove for the only account, and says why', async () => {
    routeFetch({ [`GET ${PEOPLE}`]: [() => jsonResponse({ ...team, people: [owner], invitations: [] })] });
    renderPeople();
    await screen.findByRole('region', { name: 'Accounts' });
    expect(region('Accounts').getByText(/This is the only account, so it cannot be removed/)).toBeInTheDocument();
    expect(region('Accounts').queryByRole('button')).toBeNull();
    expect(region('Invitations waiting').getByText('No invitations are waiting.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    routeFetch({ [`GET ${PEOPLE}`]: [boom, () => jsonResponse(team)] });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 3, name: 'helper@example.com' })).toBeInTheDocument();
  });

  it('invites an address: checked first, the server’s field message shown, then sent with a toast', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team)],
      [`POST ${PEOPLE}`]: [
        () => jsonResponse({ error: { code: 'invalid', message: 'This address already has an account.', fields: { email: 'This address already has an account.' } } }, 400),
        () =>
          jsonResponse({
            message: 'We sent an invitation to new@example.com. The link in it works once, for 48 hours.',
            invitation: { ...waiting, id: 'i2', email: 'new@example.com' },
            mailed: true,
          }),
      ],
    });
    renderPeople();
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    const email = within(form).getByLabelText(/Email address/);
    const send = within(form).getByRole('button', { name: 'Send Invitation' });

    await userEvent.click(send);
    expect(await within(form).findByText('Please enter an email address.')).toBeInTheDocument();
    await userEvent.type(email, 'not an address');
    await userEvent.click(send);
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PEOPLE)).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'helper@example.com');
    await userEvent.click(send);
    expect(await within(form).findByText('This address already has an account.')).toBeInTheDocument();
    expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, ' New@example.com ');
    await userEvent.click(send);
    expect(await screen.findByText('We sent an invitation to new@example.com. The link in it works once, for 48 hours.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PEOPLE)).toEqual([
      { email: 'helper@example.com', role: 'editor' },
      { email: 'New@example.com', role: 'editor' },
    ]);
    expect(email).toHaveValue('');
  });

  it('without a mail server says so, claims no mail, and shows the link to pass on', async () => {
    const link = 'https://books.example.com/admin/invite?token=abc';
    const message =
      'This site cannot send email yet, so no invitation email was sent. Give new@example.com the link below yourself (it works once, for 48 hours), or set up email in Settings → Email and invite again.';
    routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse({ ...team, mailConfigured: false })],
      [`POST ${PEOPLE}`]: [() => jsonResponse({ message, invitation: { ...waiting, email: 'new@example.com' }, mailed: false, link })],
    });
    renderPeople();
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    expect(form).toHaveTextContent('This site cannot send email yet, so invitations are not mailed');
    expect(region('Invitations waiting').queryByRole('button', { name: /Send again/ })).toBeNull();
    await userEvent.type(within(form).getByLabelText(/Email address/), 'new@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Invitation Link' }));
    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent(message);
    expect(within(status).getByLabelText('Invitation link for new@example.com')).toHaveValue(link);
    expect(screen.queryByText(/We sent/)).toBeNull();
  });

  it('removes an account after asking, naming its address', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team), () => jsonResponse({ ...team, people: [owner] })],
      [`DELETE ${PEOPLE}/u2`]: [() => jsonResponse({ message: 'gone', you: false })],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove helper@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this account?' });
    expect(dialog).toHaveTextContent('Remove helper@example.com? They are signed out at once, on every device');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Account' }));
    expect(await screen.findByText('helper@example.com can no longer sign in, and is signed out everywhere.')).toBeInTheDocument();
    await waitFor(() => expect(region('Accounts').getAllByRole('listitem')).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([url]) => url === LOGOUT)).toHaveLength(0);
  });

  it('removing her own account signs her out', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(twoOwners)],
      [`DELETE ${PEOPLE}/u1`]: [() => jsonResponse({ message: 'gone', you: true })],
      [`POST ${LOGOUT}`]: [() => new Response(null, { status: 204 })],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your own account?' });
    expect(dialog).toHaveTextContent('You are signed out at once, everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove My Account' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('unauthenticated'));
    expect(fetchMock.mock.calls.some(([url]) => url === LOGOUT)).toBe(true);
  });

  it('says so in the dialog when the server refuses a removal', async () => {
    routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team)],
      [`DELETE ${PEOPLE}/u2`]: [boom],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove helper@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to remove the account. Please try again.');
  });

  it('cancels an invitation after asking', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team), () => jsonResponse({ ...team, invitations: [] })],
      [`DELETE ${PEOPLE}/invitations/i1`]: [() => new Response(null, { status: 204 })],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation to friend@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this invitation?' });
    expect(dialog).toHaveTextContent('Cancel the invitation to friend@example.com? Its link stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Invitation' }));
    expect(await screen.findByText('The invitation to friend@example.com is cancelled; its link no longer works.')).toBeInTheDocument();
    expect(await region('Invitations waiting').findByText('No invitations are waiting.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === `${PEOPLE}/invitations/i1` && init?.method === 'DELETE')).toHaveLength(1);
  });

  it('invites as an Editor unless Owner is chosen, each role said in words', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team)],
      [`POST ${PEOPLE}`]: [
        () => jsonResponse({ message: 'We sent an invitation to boss@example.com.', invitation: { ...waiting, id: 'i2', email: 'boss@example.com', role: 'owner' }, mailed: true }),
      ],
    });
    renderPeople();
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    const roles = within(form).getByRole('radiogroup', { name: 'Role' });
    const editor = within(roles).getByRole('radio', { name: 'Editor' });
    const ownerChoice = within(roles).getByRole('radio', { name: 'Owner' });
    expect(editor).toBeChecked();
    expect(editor).toHaveAccessibleDescription(
      'Books, authors, kits, videos and songs, reviews, newsletter drafts, messages and statistics.',
    );
    expect(ownerChoice).toHaveAccessibleDescription('Everything, including people, mail, backups, subscribers and sending newsletters.');

    await userEvent.type(within(form).getByLabelText(/Email address/), 'boss@example.com');
    await userEvent.click(ownerChoice);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('We sent an invitation to boss@example.com.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PEOPLE)).toEqual([{ email: 'boss@example.com', role: 'owner' }]);
    // The form starts again from an editor.
    expect(editor).toBeChecked();
  });

  it('sends an invitation again with the role it had', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse({ ...team, invitations: [{ ...waiting, role: 'owner' }] })],
      [`POST ${PEOPLE}`]: [() => jsonResponse({ message: 'Sent again.', invitation: { ...waiting, role: 'owner' }, mailed: true })],
    });
    renderPeople();
    const invitation = within(await screen.findByRole('region', { name: 'Invitations waiting' })).getByRole('listitem');
    expect(invitation).toHaveTextContent('RoleOwner');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Send again to friend@example.com' }));
    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PEOPLE)).toEqual([{ email: 'friend@example.com', role: 'owner' }]);
  });

  it('offers no Remove for the only owner, and says why', async () => {
    routeFetch({ [`GET ${PEOPLE}`]: [() => jsonResponse(team)] });
    renderPeople();
    const rows = within(await screen.findByRole('region', { name: 'Accounts' })).getAllByRole('listitem');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(region('Accounts').getByText(/the site's only owner, so that account cannot be removed/)).toHaveTextContent(
      "You are the site's only owner, so that account cannot be removed. To remove it, make someone else an owner first.",
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Remove helper@example.com' })).toBeInTheDocument();
  });

  it('with two owners, offers each Remove, and Make editor for the other', async () => {
    routeFetch({ [`GET ${PEOPLE}`]: [() => jsonResponse(twoOwners)] });
    renderPeople();
    const rows = within(await screen.findByRole('region', { name: 'Accounts' })).getAllByRole('listitem');
    expect(within(rows[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Remove my account']);
    expect(within(rows[1]!).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Make editor partner@example.com',
      'Remove partner@example.com',
    ]);
    expect(region('Accounts').queryByText(/only owner/)).toBeNull();
  });

  it('makes someone an owner after her own password: a wrong one shows on the field and keeps the dialog', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(team), () => jsonResponse({ ...team, people: [owner, { ...helper, role: 'owner' }] })],
      [`PUT ${PEOPLE}/u2/role`]: [
        () => jsonResponse({ error: { code: 'invalid', message: 'That password is not right.', fields: { password: 'That password is not right.' } } }, 400),
        () => jsonResponse({ message: 'helper@example.com is now an owner.', person: { ...helper, role: 'owner' } }),
      ],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Make owner helper@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this person an owner?' });
    expect(dialog).toHaveTextContent('helper@example.com will be an owner: they can do everything you can, including removing people');
    const password = within(dialog).getByLabelText(/Your password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Owner' }));
    expect(await within(dialog).findByText('Enter your password to make someone an owner.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${PEOPLE}/u2/role`)).toEqual([]);

    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Owner' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Make this person an owner?' })).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Owner' }));
    expect(await screen.findByText('helper@example.com is now an owner.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'PUT', `${PEOPLE}/u2/role`)).toEqual([
      { role: 'owner', password: 'wrong' },
      { role: 'owner', password: 'right password' },
    ]);
    expect(await screen.findByRole('button', { name: 'Make editor helper@example.com' })).toBeInTheDocument();
  });

  it('makes an owner an editor only after asking, with no password', async () => {
    const fetchMock = routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(twoOwners), () => jsonResponse({ ...twoOwners, people: [owner, { ...partner, role: 'editor' }, helper] })],
      [`PUT ${PEOPLE}/u3/role`]: [() => jsonResponse({ message: 'partner@example.com is now an editor.', person: { ...partner, role: 'editor' } })],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Make editor partner@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this person an editor?' });
    expect(dialog).toHaveTextContent('partner@example.com will no longer be an owner.');
    expect(bodiesOf(fetchMock, 'PUT', `${PEOPLE}/u3/role`)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'PUT', `${PEOPLE}/u3/role`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Make editor partner@example.com' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Make this person an editor?' })).getByRole('button', { name: 'Make Editor' }));
    expect(await screen.findByText('partner@example.com is now an editor.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${PEOPLE}/u3/role`)).toEqual([{ role: 'editor' }]);
    expect(await screen.findByRole('button', { name: 'Make owner partner@example.com' })).toBeInTheDocument();
  });

  it('says in a toast why the last owner cannot be made an editor', async () => {
    const last = 'The site needs at least one owner. Make someone else an owner first.';
    routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(twoOwners)],
      [`PUT ${PEOPLE}/u3/role`]: [() => jsonResponse({ error: { code: 'conflict', message: last } }, 409)],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Make editor partner@example.com' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Make this person an editor?' })).getByRole('button', { name: 'Make Editor' }));
    expect(await screen.findByText(last)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why the server refuses to remove the last owner', async () => {
    const last = 'The site needs at least one owner. Make someone else an owner first.';
    routeFetch({
      [`GET ${PEOPLE}`]: [() => jsonResponse(twoOwners)],
      [`DELETE ${PEOPLE}/u3`]: [() => jsonResponse({ error: { code: 'conflict', message: last } }, 409)],
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove partner@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(last);
  });
});
