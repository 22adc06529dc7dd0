import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { NewsletterSettings } from '../types';

import { SendingSettings } from './sending-settings';

const API = '/api/admin/newsletter/settings';
const stored = (over: Partial<NewsletterSettings> = {}): NewsletterSettings => ({
  perMinute: 60,
  sendFrom: 'site',
  mailerLite: false,
  siteUrl: 'https://books.example.com',
  ...over,
});
const render = () => renderAdminScreen('/admin/newsletter', '/admin/newsletter', <SendingSettings />);

describe('SendingSettings', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('offers no choice of sender without MailerLite, checks the pace as the server would, and saves it', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(stored())],
      [`PUT ${API}`]: [(init) => jsonResponse({ message: 'Saved.', ...stored(JSON.parse(String(init.body)) as object) })],
    });
    render();
    const pace = await screen.findByLabelText('Emails sent per minute');
    expect(screen.queryByRole('radiogroup', { name: /Where newsletters are sent from/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /Where newsletters are sent from/ })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.clear(pace);
    await user.type(pace, '0');
    await user.click(screen.getByRole('button', { name: 'Save sending settings' }));
    expect(await screen.findByText('Please choose between 1 and 60000 emails a minute.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toHaveLength(0);
    await user.clear(pace);
    await user.type(pace, '120');
    await user.click(screen.getByRole('button', { name: 'Save sending settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ perMinute: 120, sendFrom: 'site' }]);
  });

  it('lets her choose MailerLite when it is set up', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(stored({ mailerLite: true }))],
      [`PUT ${API}`]: [(init) => jsonResponse({ message: 'Saved.', ...stored({ mailerLite: true, ...(JSON.parse(String(init.body)) as object) }) })],
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText(/^Through MailerLite/));
    await user.click(screen.getByRole('button', { name: 'Save sending settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ perMinute: 60, sendFrom: 'mailerlite' }]);
  });

  it('is not shown to an editor', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(stored())],
      'GET /api/admin/me': [meAnswer({ role: 'editor' })],
    });
    render();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining([API, '/api/admin/me'])));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Sending' })).toBeNull();
    expect(screen.queryByLabelText('Emails sent per minute')).toBeNull();
  });
});
