import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { makeIssue } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import { EMPTY_ISSUE, IssuesList } from './issues-list';

const API = '/api/admin/newsletter/issues';

const issue = makeIssue;

const settings = {
  'GET /api/admin/newsletter/settings': [
    () => jsonResponse({ perMinute: 60, sendFrom: 'site', mailerLite: false, siteUrl: 'https://books.example.com' }),
  ],
};
const render = () => renderAdminScreen('/admin/newsletter', '/admin/newsletter', <IssuesList />);

describe('IssuesList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('names each issue and its state', async () => {
    routeFetch({
      ...settings,
      [`GET ${API}`]: [
        () =>
          jsonResponse({
            issues: [
              issue('a'),
              issue('b', { status: 'sending', counts: { recipients: 10, sent: 4, waiting: 6, failed: 0, skipped: 0, unknown: 0 } }),
              issue('c', { status: 'sent', finishedAt: '2026-11-02T10:00:00Z' }),
              issue('d', { status: 'cancelled', subject: '' }),
              issue('e', {
                status: 'sent',
                finishedAt: '2026-11-03T10:00:00Z',
                counts: { recipients: 10, sent: 9, waiting: 0, failed: 0, skipped: 0, unknown: 1 },
              }),
            ],
          }),
      ],
    });
    render();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Draft'),
      expect.stringContaining('Sending: 4 of 10'),
      expect.stringMatching(/Sent Nov 2, 2026/),
      expect.stringContaining('Cancelled'),
      expect.stringMatching(/Sent Nov 3, 2026.*; 1 may not have arrived/),
    ]);
    expect(within(items[3]!).getByRole('link', { name: 'Untitled issue' })).toHaveAttribute('href', '/admin/newsletter/d');
    expect(await screen.findByLabelText('Emails sent per minute')).toHaveValue(60);
  });

  it('names an issue written only in Spanish by its Spanish subject, marked Spanish, and tags the versions written', async () => {
    routeFetch({
      ...settings,
      [`GET ${API}`]: [
        () =>
          jsonResponse({
            issues: [
              issue('both', { subject: 'Spring news', bodyHtml: '<p>Hi</p>', subjectEs: 'Noticias', bodyHtmlEs: '<p>Hola</p>' }),
              issue('es', { subject: '', subjectEs: 'Solo en español', bodyHtmlEs: '<p>Hola</p>' }),
              issue('begun', { subject: 'Half done', bodyHtml: '' }),
            ],
          }),
      ],
    });
    render();
    const [both, spanish, begun] = within(await screen.findByRole('list')).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(both).getByRole('link', { name: 'Spring news' })).not.toHaveAttribute('lang');
    expect(within(both).getByText('English')).toBeInTheDocument();
    expect(within(both).getByText('Spanish')).toBeInTheDocument();
    expect(within(spanish).getByRole('link', { name: 'Solo en español' })).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    expect(within(spanish).queryByText('English')).toBeNull();
    // A subject without a body is not a version written yet.
    expect(within(begun).queryByText('English')).toBeNull();
  });

  it('starts a new issue from the empty list and opens it', async () => {
    const fetchMock = routeFetch({
      ...settings,
      [`GET ${API}`]: [() => jsonResponse({ issues: [] })],
      [`POST ${API}`]: [() => jsonResponse(issue('new'), 201)],
    });
    const { router } = render();
    expect(await screen.findByText('No issues yet')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'New issue' })[0]!);
    expect(await screen.findByText('The issue editor')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/newsletter/new');
    expect(bodiesOf(fetchMock, 'POST', API)).toEqual([EMPTY_ISSUE]);
  });

  it('says when the issues could not be loaded', async () => {
    routeFetch({ ...settings, [`GET ${API}`]: [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)] });
    render();
    expect(await screen.findByText('The issues could not be loaded. Please try again.')).toBeInTheDocument();
  });
});
