import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeIssue } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import type { Issue, IssueCounts, IssueReport } from '../types';

import { IssueEditor } from './issue-editor';

const ID = 'i-1';
const API = `/api/admin/newsletter/issues/${ID}`;
const LOST = ['ana@example.com', 'luis@example.com'];

const counts = (overrides: Partial<IssueCounts>): IssueCounts => ({
  recipients: 5,
  sent: 3,
  waiting: 0,
  failed: 0,
  skipped: 0,
  unknown: 0,
  ...overrides,
});

function issue(overrides: Partial<Issue> = {}): Issue {
  return makeIssue(ID, { subject: 'Spring news', bodyHtml: '<p>Hello</p>', bodyText: 'Hello', status: 'sent', finishedAt: '2026-11-26T10:00:00Z', ...overrides });
}

// A sent issue whose report has two copies the mail server never confirmed.
const sent = issue({ counts: counts({ unknown: 2 }) });
const report: IssueReport = {
  status: 'sent',
  counts: sent.counts,
  failures: [],
  unknownEmails: LOST,
  delivered: 3,
  unsubscribes: 0,
};
const resent = issue({ status: 'sending', counts: counts({ waiting: 2 }) });

type Routes = Record<string, Array<(init: RequestInit) => Response>>;

function routes(extra: Routes = {}) {
  return routeFetch({
    [`GET ${API}`]: [() => jsonResponse(sent)],
    [`GET ${API}/report`]: [() => jsonResponse(report)],
    'GET /api/admin/newsletter/audience?audience=all&kit=': [() => jsonResponse({ count: 5 })],
    ...extra,
  });
}

const render = () => renderAdminScreen(`/admin/newsletter/${ID}`, '/admin/newsletter/:id', <IssueEditor id={ID} />);

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('ProgressPanel', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('names the copies that may not have arrived to an editor, and leaves sending them again to an owner', async () => {
    routes({ 'GET /api/admin/me': [meAnswer({ role: 'editor' })] });
    render();
    const panel = await screen.findByRole('region', { name: 'Report' });
    expect(await within(panel).findByText('An owner of the site can send them again.')).toBeInTheDocument();
    expect(within(panel).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('counts the copies that may not have arrived apart from the delivered ones, and names them', async () => {
    routes();
    render();
    const panel = await screen.findByRole('region', { name: 'Report' });
    await within(panel).findByRole('heading', { level: 3, name: 'May not have arrived' });
    const terms = within(panel).getAllByRole('term').map((t) => t.textContent);
    const values = within(panel).getAllByRole('definition').map((d) => d.textContent);
    expect(values[terms.indexOf('Delivered')]).toBe('3');
    expect(values[terms.indexOf('May not have arrived')]).toBe('2');
    expect(panel).toHaveTextContent('never confirmed that it got them');
    expect(panel).toHaveTextContent('they are not counted as sent');
    const list = within(panel).getByRole('list', { name: 'May not have arrived' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(LOST);
    expect(within(panel).getByRole('button', { name: 'Send again to 2 subscribers' })).toBeEnabled();
  });

  it('shows nothing to send again when every copy is accounted for', async () => {
    const done = issue({ counts: counts({ sent: 5 }) });
    routes({
      [`GET ${API}`]: [() => jsonResponse(done)],
      [`GET ${API}/report`]: [() => jsonResponse({ ...report, counts: done.counts, unknownEmails: [], delivered: 5 })],
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Report' });
    expect(within(panel).getByText('Delivered')).toBeInTheDocument();
    expect(within(panel).queryByText('May not have arrived')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('asks first, sends them again, says so and shows the sending that follows', async () => {
    const fetchMock = routes({
      [`POST ${API}/resend`]: [
        () => jsonResponse({ message: 'Sending again to 2 subscribers whose copy may not have arrived.', issue: resent }),
      ],
      [`GET ${API}/progress`]: [() => jsonResponse({ status: 'sending', counts: resent.counts, failures: [], unknownEmails: [] })],
    });
    render();
    const open = await screen.findByRole('button', { name: 'Send again to 2 subscribers' });

    // Cancelling sends nothing.
    await userEvent.click(open);
    let dialog = await screen.findByRole('dialog', { name: 'Send again to 2 subscribers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'POST', `${API}/resend`)).toEqual([]);

    await userEvent.click(open);
    dialog = await screen.findByRole('dialog', { name: 'Send again to 2 subscribers?' });
    expect(dialog).toHaveTextContent('"Spring news" will go again to the 2 subscribers whose copy may not have arrived.');
    expect(dialog).toHaveTextContent('Anyone who did get it will get it a second time.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('Sending again to 2 subscribers whose copy may not have arrived.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `${API}/resend`)).toEqual([{}]);
    const panel = await screen.findByRole('region', { name: 'Sending' });
    await within(panel).findByText('3 of 5 subscribers have it so far.');
    expect(within(panel).queryByText('May not have arrived')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Sending' })).toHaveFocus();
    expect(screen.getByText('Sending: 3 of 5')).toBeInTheDocument();
  });

  it("says why when they could not be sent again, and reads the report again", async () => {
    const fetchMock = routes({
      [`POST ${API}/resend`]: [
        () =>
          jsonResponse(
            { error: { code: 'conflict', message: 'There is nothing to send again: every copy of this newsletter has arrived, failed or is being sent now.' } },
            409,
          ),
      ],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again to 2 subscribers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send again to 2 subscribers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(/There is nothing to send again/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === `${API}/report`).length).toBeGreaterThan(1));
  });
});
