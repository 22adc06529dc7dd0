import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeEmailSettings } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import type { EmailSettingsView } from '../types';

import { EmailSection } from './email-section';

const API = '/api/admin/email';
const TEST = '/api/admin/email/test';

const empty = makeEmailSettings({ waiting: 2 });

const saved: EmailSettingsView = {
  ...empty,
  settings: {
    ...empty.settings,
    host: 'smtp.example.com',
    port: 465,
    security: 'tls',
    username: 'lily@example.com',
    passwordSaved: true,
    fromAddress: 'lily@example.com',
  },
  ready: true,
  waiting: 0,
};

const section = () => screen.getByRole('region', { name: 'Email' });

function renderSection() {
  const onDirtyChange = vi.fn();
  return { onDirtyChange, ...renderAdminScreen('/admin/settings', '/admin/settings', <EmailSection onDirtyChange={onDirtyChange} />) };
}

describe('EmailSection', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('says email is not set up and how many mails wait, then saves a mail server with its password', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(empty)],
      [`PUT ${API}`]: [() => jsonResponse({ ...saved, message: 'Email settings saved. The site can send email now.' })],
    });
    const { onDirtyChange } = renderSection();
    const status = await within(section()).findByText(/Email is not set up yet/);
    expect(status).toHaveTextContent('2 mails are waiting, and will go out once it is.');
    expect(screen.getByLabelText('Sender address')).toHaveAccessibleDescription(
      'The address mails come from: one your mail provider lets you send from. When empty, no-reply@books.example.com. The name shown beside it is “Lily Hart Books”, set in Emails below.',
    );
    expect(screen.getByLabelText('Contact messages go to')).toHaveAccessibleDescription(/contact email in Identity \(hello@books\.example\.com\)/);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mail server'), 'smtp.example.com');
    await user.selectOptions(screen.getByLabelText('Security'), 'tls');
    await user.type(screen.getByLabelText('User name'), 'lily@example.com');
    await user.type(screen.getByLabelText('Password'), 'App-Pass-123');
    await user.type(screen.getByLabelText('Sender address'), 'lily@example.com');
    expect(onDirtyChange).toHaveBeenLastCalledWith('email', true, 'Email');
    await user.click(screen.getByRole('button', { name: 'Save Email' }));

    expect(await screen.findByText('Email settings saved. The site can send email now.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([
      {
        host: 'smtp.example.com',
        port: 0,
        security: 'tls',
        username: 'lily@example.com',
        password: 'App-Pass-123',
        fromAddress: 'lily@example.com',
        contactTo: '',
      },
    ]);
    // The password is never shown back: only that one is saved, and a way to replace it.
    expect(await within(section()).findByText('A password is saved.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(within(section()).getByText('The site can send email.')).toBeInTheDocument();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith('email', false, 'Email'));
  });

  it('checks the fields before sending, with clear messages', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(empty)] });
    renderSection();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail server'), 'smtp://mail.example.com');
    await user.type(screen.getByLabelText('Port'), '70000');
    await user.type(screen.getByLabelText('Sender address'), 'lily at example');
    await user.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(screen.getByLabelText('Mail server')).toHaveAccessibleDescription(expect.stringContaining("Enter the mail server's name only, such as smtp.example.com."));
    expect(screen.getByLabelText('Port')).toHaveAccessibleDescription(expect.stringContaining('Enter a port between 1 and 65535, such as 587.'));
    expect(screen.getByLabelText('Sender address')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address.'));

    await user.clear(screen.getByLabelText('Mail server'));
    await user.clear(screen.getByLabelText('Port'));
    await user.clear(screen.getByLabelText('Sender address'));
    await user.type(screen.getByLabelText('User name'), 'lily@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(screen.getByLabelText('Mail server')).toHaveAccessibleDescription(expect.stringContaining("Please enter the mail server's name, such as smtp.example.com."));
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([]);
  });

  it("shows the server's field messages on their fields", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse(empty)],
      [`PUT ${API}`]: [
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'Please enter the password.', fields: { password: 'Please enter the password.' } } },
            400,
          ),
      ],
    });
    renderSection();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail server'), 'smtp.example.com');
    await user.type(screen.getByLabelText('User name'), 'lily@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Email' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Please enter the password.')));
  });

  it('sends a test email with the form as it is, and says it went, or what the mail server said', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(saved)],
      [`POST ${TEST}`]: [
        () => jsonResponse({ sent: true, message: 'A test email was sent to owner@example.com. It may take a minute or two to arrive.' }),
        () =>
          jsonResponse({
            sent: false,
            message: 'The mail server refused the user name or password. The server said: “535 5.7.8 Authentication failed”.',
          }),
      ],
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A test email was sent to owner@example.com.');
    expect(bodiesOf(fetchMock, 'POST', TEST)[0]).toEqual({
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
      username: 'lily@example.com',
      password: '',
      fromAddress: 'lily@example.com',
      contactTo: '',
      to: '',
    });

    // Another address, and a new password typed in place of the saved one.
    await user.click(screen.getByRole('button', { name: 'Replace the password' }));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'Wrong-Pass');
    await user.type(screen.getByLabelText('Send the test email to'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a test email' }));
    const alert = await screen.findByText(/The test email was not sent/);
    expect(alert.closest('[role=alert]')).toHaveTextContent(
      'The test email was not sent. The mail server refused the user name or password. The server said: “535 5.7.8 Authentication failed”.',
    );
    expect(bodiesOf(fetchMock, 'POST', TEST)[1]).toMatchObject({ password: 'Wrong-Pass', to: 'friend@example.com' });
    // Nothing was saved.
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([]);
  });

  it("shows the server's own settings read-only, never naming them, and the password only as set", async () => {
    routeFetch({
      [`GET ${API}`]: [
        () =>
          jsonResponse({
            ...empty,
            server: {
              mailServer: { host: 'smtp.relay.example', port: 587, security: 'starttls', username: 'relay-user', passwordSet: true },
              fromAddress: 'books@relay.example',
              contactTo: 'owner@relay.example',
            },
            ready: true,
            waiting: 0,
          }),
      ],
    });
    renderSection();
    const email = section();
    expect(await within(email).findByText('The mail server is as set by the server.')).toBeInTheDocument();
    expect(email).toHaveTextContent('Serversmtp.relay.example:587');
    expect(email).toHaveTextContent('SecuritySTARTTLS');
    expect(email).toHaveTextContent('User namerelay-user');
    expect(email).toHaveTextContent('PasswordA password is set by the server.');
    expect(email).toHaveTextContent('Sender addressbooks@relay.example (as set by the server)');
    expect(email).toHaveTextContent('Contact messages go toowner@relay.example (as set by the server)');
    expect(screen.queryByLabelText('Mail server')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(email.textContent).not.toMatch(/SMTP_URL|MAIL_FROM|OWNER_EMAIL/);
  });

  it('asks for the password again when the saved one cannot be read', async () => {
    routeFetch({
      [`GET ${API}`]: [
        () =>
          jsonResponse({
            ...saved,
            settings: { ...saved.settings, passwordUnreadable: true },
            ready: false,
            problem: 'The saved password cannot be read by this server (it was saved with another key). Enter it again.',
          }),
      ],
    });
    renderSection();
    expect(await within(section()).findByText(/The saved password cannot be read by this server \(it was saved/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The saved password cannot be read by this server. Enter it again.');
  });
});
