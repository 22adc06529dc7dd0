import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { WeeklyLetterView } from '../types';

import { WeeklyLetterSection } from './weekly-letter-section';

const API = '/api/admin/weekly-letter';
const SEND = '/api/admin/weekly-letter/send';
const NEEDS_MAIL = 'The weekly letter waits for email to be set up: set a mail server in Settings → Email first.';

const fresh: WeeklyLetterView = {
  settings: { enabled: false, timeZone: 'UTC', lang: 'en' },
  recipients: ['lily@example.com', 'sam@example.com'],
  hour: 7,
  mailReady: true,
};

const section = () => screen.getByRole('region', { name: 'Weekly letter' });

function renderSection() {
  const onDirtyChange = vi.fn();
  return { onDirtyChange, ...renderAdminScreen('/admin/settings', '/admin/settings', <WeeklyLetterSection onDirtyChange={onDirtyChange} />) };
}

describe('WeeklyLetterSection', () => {
  beforeEach(signIn);
  afterEach(() => {
    sessionStore.stop();
    vi.restoreAllMocks();
  });

  it('shows who receives it and when, starts from this browser’s time zone, and turns it on', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/Madrid',
    });
    const saved: WeeklyLetterView = { ...fresh, settings: { enabled: true, timeZone: 'Europe/Madrid', lang: 'es' } };
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(fresh)],
      [`PUT ${API}`]: [() => jsonResponse({ ...saved, message: 'Weekly letter settings saved.' })],
    });
    const { onDirtyChange } = renderSection();
    expect(await within(section()).findByText(/The weekly letter is off\./)).toBeInTheDocument();
    expect(section()).toHaveAttribute('id', 'weekly-letter');
    expect(section()).toHaveTextContent('Who receives itlily@example.com, sam@example.com');
    expect(section()).toHaveTextContent('Mondays at about 7:00, your time zone (UTC)');
    expect(screen.getByLabelText('Send me a letter every Monday')).not.toBeChecked();
    expect(screen.getByLabelText('Your time zone')).toHaveValue('Europe/Madrid');
    expect(screen.getByLabelText('Language of the letter')).toHaveValue('en');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Send me a letter every Monday'));
    await user.selectOptions(screen.getByLabelText('Language of the letter'), 'Spanish');
    expect(onDirtyChange).toHaveBeenLastCalledWith('weekly-letter', true, 'Weekly letter');
    await user.click(screen.getByRole('button', { name: 'Save Weekly letter' }));

    expect(await screen.findByText('Weekly letter settings saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ enabled: true, timeZone: 'Europe/Madrid', lang: 'es' }]);
    expect(
      await within(section()).findByText('The weekly letter is on: it comes every Monday at about 7:00, Europe/Madrid time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith('weekly-letter', false, 'Weekly letter'));
  });

  it('queues last week’s letter now and says so only once the server did', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(fresh)],
      [`POST ${SEND}`]: [() => jsonResponse({ message: 'Last week’s letter is on its way to lily@example.com.', from: '2026-11-16', to: '2026-11-22' })],
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Send me last week's letter now" }));
    expect(await screen.findByText('Last week’s letter is on its way to lily@example.com.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === SEND && init?.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/could not be queued|waits for email/)).not.toBeInTheDocument();
  });

  it('says the letter waits for email, and shows the server’s refusal instead of a toast', async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse({ ...fresh, mailReady: false })],
      [`POST ${SEND}`]: [() => jsonResponse({ error: { code: 'conflict', message: NEEDS_MAIL } }, 409)],
    });
    renderSection();
    expect(await within(section()).findByText(/The weekly letter waits for email to be set up/)).toBeInTheDocument();
    expect(section()).toHaveTextContent('Not set up yet: the letter waits for it.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Send me last week's letter now" }));
    expect((await screen.findByText(NEEDS_MAIL)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500), () => jsonResponse(fresh)],
    });
    renderSection();
    expect(await screen.findByText('Failed to load the weekly letter settings. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await within(section()).findByText(/The weekly letter is off\./)).toBeInTheDocument();
  });
});
