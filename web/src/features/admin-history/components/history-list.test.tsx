import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { historyUrl } from '../api/get-history';
import type { HistoryPage, HistoryRecord } from '../types';
import { describeRecord, fieldChange } from '../utils/history';

import { HistoryList } from './history-list';

const KINDS = ['book', 'kit', 'settings', 'sign-in'];
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

function record(n: number, overrides: Partial<HistoryRecord> = {}): HistoryRecord {
  return {
    id: `h-${n}`,
    at: '2026-11-26T17:04:00Z',
    actorId: 'u-1',
    actorEmail: 'owner@example.com',
    kind: 'book',
    action: 'changed',
    itemId: 'b-1',
    itemName: 'The Kindness Cloud',
    fields: [],
    ...overrides,
  };
}

function pageOf(records: HistoryRecord[], { page = 1, totalCount = records.length, keptDays = 365 } = {}) {
  return (): Response =>
    jsonResponse({
      records,
      totalCount,
      totalPages: Math.ceil(totalCount / 50),
      page,
      people: ['assistant@example.com', 'owner@example.com'],
      kinds: KINDS,
      keptDays,
    } satisfies HistoryPage);
}

const url = (q: Partial<Parameters<typeof historyUrl>[0]> = {}) =>
  historyUrl({ page: 1, person: '', kind: '', from: '', to: '', ...q });

let router: ReturnType<typeof renderAdminScreen>['router'];
function renderList(path = '/admin/history') {
  const rendered = renderAdminScreen(path, '/admin/history', <HistoryList />);
  router = rendered.router;
  return rendered;
}
const rows = () => within(screen.getByRole('table', { name: 'History, newest first' })).getAllByRole('row').slice(1);

describe('describeRecord', () => {
  it('says what happened in plain words', () => {
    const title = { name: 'title', old: 'The Cloud', new: 'The Kindness Cloud' };
    expect(describeRecord(record(1, { fields: [title, { name: 'description' }] }))).toBe(
      'Changed book "The Kindness Cloud": title, description',
    );
    expect(describeRecord(record(2, { kind: 'backups', action: 'downloaded a backup', itemName: '', itemId: '' }))).toBe(
      'Downloaded a backup',
    );
    expect(describeRecord(record(3, { kind: 'sign-in', action: 'sign-in failed', itemName: '' }))).toBe('Sign-in failed');
    expect(describeRecord(record(4, { kind: 'book', action: 'created', fields: [{ name: 'publishDate' }] }))).toBe(
      'Created book "The Kindness Cloud": publish date',
    );
    expect(fieldChange(title)).toBe('title: "The Cloud" → "The Kindness Cloud"');
    expect(fieldChange({ name: 'description' })).toBeNull();
    expect(fieldChange({ name: 'active', old: false, new: true })).toBe('active: no → yes');
  });
});

describe('HistoryList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then each record: when, who and what', async () => {
    const list = deferred();
    routeFetch({ [`GET ${url()}`]: [list.handler] });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('Loading the history...')).toBeInTheDocument();
    list.release(
      pageOf([
        record(1, { fields: [{ name: 'title', old: 'The Cloud', new: 'The Kindness Cloud' }, { name: 'description' }] }),
        record(2, { actorId: '', actorEmail: 'stranger@example.com', kind: 'sign-in', action: 'sign-in failed', itemName: '', itemId: '' }),
      ])(),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [edit, failed] = rows() as [HTMLElement, HTMLElement];
    expect(edit).toHaveTextContent('owner@example.com');
    expect(edit).toHaveTextContent('Changed book "The Kindness Cloud": title, description');
    expect(edit).toHaveTextContent('title: "The Cloud" → "The Kindness Cloud"');
    expect(within(edit).getByText(/2026/).closest('time')).toHaveAttribute('dateTime', '2026-11-26T17:04:00Z');
    expect(failed).toHaveTextContent('stranger@example.com (address tried)');
    expect(failed).toHaveTextContent('Sign-in failed');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2 records, newest first');
    expect(screen.getByText(/Records are kept for a year\./)).toBeInTheDocument();
  });

  it('shows a changed number as the number, and yes or no on both sides of a changed switch', async () => {
    routeFetch({
      [`GET ${url()}`]: [
        pageOf([
          record(1, { fields: [{ name: 'pages', old: 32, new: 34 }] }),
          record(2, { kind: 'backups', action: 'changed the backup settings', itemName: '', fields: [{ name: 'on', old: false, new: true }] }),
          record(3, { kind: 'settings', action: 'changed', itemName: 'Newsletter', fields: [{ name: 'confirmSignUps', old: true, new: false }] }),
          record(4, { kind: 'newsletter', action: 'changed the newsletter settings', itemName: '', fields: [{ name: 'perMinute', old: 0, new: 60 }] }),
        ]),
      ],
    });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [pages, on, optIn, pace] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(pages).toHaveTextContent('pages: 32 → 34');
    expect(on).toHaveTextContent('on: no → yes');
    expect(optIn).toHaveTextContent('confirm sign ups: yes → no');
    expect(pace).toHaveTextContent('per minute: 0 → 60');
  });

  it('says what an upload was for, and names the file', async () => {
    routeFetch({
      [`GET ${url()}`]: [
        pageOf([
          record(1, { kind: 'author', action: 'uploaded an author photo', itemId: '/files/images/a.png', itemName: 'lily.png' }),
          record(2, { kind: 'newsletter', action: 'uploaded a newsletter picture', itemId: '/files/images/b.png', itemName: 'spring.png' }),
          record(3, { kind: 'book', action: 'uploaded a book cover', itemId: '/files/covers/c.png', itemName: 'seed.png' }),
          record(4, { kind: 'material', action: 'uploaded', itemId: '/files/materials/d.pdf', itemName: 'worksheet.pdf' }),
        ]),
      ],
    });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [photo, picture, cover, material] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(photo).toHaveTextContent('Uploaded an author photo "lily.png"');
    expect(picture).toHaveTextContent('Uploaded a newsletter picture "spring.png"');
    expect(cover).toHaveTextContent('Uploaded a book cover "seed.png"');
    expect(material).toHaveTextContent('Uploaded material "worksheet.pdf"');
  });

  it('names the kit a file was added to or removed from, and the file', async () => {
    routeFetch({
      [`GET ${url()}`]: [
        pageOf([
          record(1, { kind: 'kit', action: 'added a file to', itemId: 'k-1', itemName: 'Kindness Kit', fields: [{ name: 'file', new: 'Parent Guide' }] }),
          record(2, { kind: 'kit', action: 'removed a file from', itemId: 'k-1', itemName: 'Kindness Kit', fields: [{ name: 'file', old: 'Parent Guide' }] }),
        ]),
      ],
    });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [added, removed] = rows() as [HTMLElement, HTMLElement];
    expect(added).toHaveTextContent('Added a file to "Kindness Kit": file');
    expect(added).toHaveTextContent('file: now "Parent Guide"');
    expect(removed).toHaveTextContent('Removed a file from "Kindness Kit": file');
    expect(removed).toHaveTextContent('file: was "Parent Guide"');
  });

  it('says how long records are kept, as the server keeps them', async () => {
    routeFetch({ [`GET ${url()}`]: [pageOf([record(1)], { keptDays: 90 })] });
    renderList();
    expect(await screen.findByText(/Records are kept for 90 days\./)).toBeInTheDocument();
  });

  it('filters by person, kind and days, keeping them in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = routeFetch({
      [`GET ${url()}`]: [pageOf([record(1)])],
      [`GET ${url({ kind: 'book' })}`]: [pageOf([record(1)])],
      [`GET ${url({ kind: 'book', person: 'owner@example.com' })}`]: [pageOf([record(1)])],
      [`GET ${url({ kind: 'book', person: 'owner@example.com', from: '2026-11-01' })}`]: [pageOf([])],
    });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Kind'), 'book');
    await waitFor(() => expect(whereIs(router)).toBe('/admin/history?kind=book'));
    await user.selectOptions(screen.getByLabelText('Person'), 'owner@example.com');
    await waitFor(() => expect(whereIs(router)).toBe('/admin/history?person=owner%40example.com&kind=book'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(whereIs(router)).toBe('/admin/history?person=owner%40example.com&kind=book&from=2026-11-01'));
    expect(await screen.findByRole('heading', { name: 'No records match' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain(url({ kind: 'book', person: 'owner@example.com', from: '2026-11-01' }));
    expect(url({ from: '2026-11-01', to: '2026-11-02' })).toMatch(/from=2026-1[01]-\d\dT.*&to=2026-11-0[23]T/);
  });

  it('says when the end date comes before the start, and asks for nothing', async () => {
    const fetchMock = routeFetch({});
    renderList('/admin/history?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pages 50 at a time with Next and Previous', async () => {
    const user = userEvent.setup({ delay: null });
    const fifty = Array.from({ length: 50 }, (_, i) => record(i + 1));
    routeFetch({
      [`GET ${url()}`]: [pageOf(fifty, { totalCount: 70 })],
      [`GET ${url({ page: 2 })}`]: [pageOf(fifty.slice(0, 20), { page: 2, totalCount: 70 })],
    });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(whereIs(router)).toBe('/admin/history?page=2');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–70 of 70 records, newest first');
  });

  it('shows the empty state, and a load error with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    routeFetch({ [`GET ${url()}`]: [boom, pageOf([])] });
    renderList();
    expect(await screen.findByText('The history could not be loaded. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
  });
});
