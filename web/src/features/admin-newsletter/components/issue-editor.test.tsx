import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeIssue } from '@/testing/admin-data';
import { moveClock, untilOnStillClock } from '@/testing/still-clock';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import type { Issue, IssueInput } from '../types';

import { IssueEditor } from './issue-editor';

const ID = 'i-1';
const API = `/api/admin/newsletter/issues/${ID}`;

function issue(overrides: Partial<Issue> = {}): Issue {
  return makeIssue(ID, { subject: 'Spring news', bodyHtml: '<p>Hello readers</p>', bodyText: 'Hello readers', ...overrides });
}

const book = makeBook({ id: '0123456789abcdef', slug: 'the-brave-seed', title: 'The Brave Seed', coverImage: '/files/covers/seed.jpg' });
// What the server inserts for the book, in each language.
const insertApi = (lang: 'en' | 'es') => `/api/admin/newsletter/inserts/books/${book.id}?lang=${lang}`;
const bookUrl = 'https://books.example.com/books/the-brave-seed-01234567';
const bookUrlEs = 'https://books.example.com/es/books/la-semilla-valiente-01234567';
const bookCard = `<p><img src="/files/covers/seed.jpg" alt="The Brave Seed"></p><h3><a href="${bookUrl}">The Brave Seed</a></h3><p><a class="button" href="${bookUrl}">See the book</a></p>`;
const bookCardEs = `<h3><a href="${bookUrlEs}">La semilla valiente</a></h3><p><a class="button" href="${bookUrlEs}">Ver el libro</a></p>`;

function routes(first: Issue, extra: Record<string, Array<(init: RequestInit) => Response | Promise<Response>>> = {}) {
  return routeFetch({
    [`GET ${API}`]: [() => jsonResponse(first)],
    [`PUT ${API}`]: [(init) => jsonResponse({ ...first, ...(JSON.parse(String(init.body)) as IssueInput) })],
    'GET /api/admin/books': [() => jsonResponse([book])],
    'GET /api/admin/kits': [() => jsonResponse([])],
    'GET /api/admin/newsletter/settings': [
      () => jsonResponse({ perMinute: 60, sendFrom: 'site', mailerLite: false, siteUrl: 'https://books.example.com' }),
    ],
    'GET /api/admin/newsletter/audience?audience=all&kit=': [() => jsonResponse({ count: 12 })],
    'GET /api/admin/newsletter/audience?audience=es&kit=': [() => jsonResponse({ count: 3 })],
    ...extra,
  });
}

const render = () => renderAdminScreen(`/admin/newsletter/${ID}`, '/admin/newsletter/:id', <IssueEditor id={ID} />);

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('IssueEditor', () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.stop();
  });

  it('saves as she types and says so', async () => {
    const fetchMock = routes(issue());
    render();
    const subject = await screen.findByLabelText('Subject');
    // The save waits for 0.8 s without typing; the test moves the clock itself.
    vi.useFakeTimers();
    fireEvent.change(subject, { target: { value: 'Spring news!' } });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await moveClock(799);
    expect(bodiesOf(fetchMock, 'PUT', API)).toHaveLength(0);
    await moveClock(1);
    await untilOnStillClock(() => expect(bodiesOf(fetchMock, 'PUT', API)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT', API)[0]).toMatchObject({ subject: 'Spring news!', bodyText: 'Hello readers' });
    await untilOnStillClock(() => expect(screen.getByText('Saved')).toBeInTheDocument());
  });

  it("inserts the server's card of a book and sends the HTML and its plain text", async () => {
    const fetchMock = routes(issue(), { [`GET ${insertApi('en')}`]: [() => jsonResponse({ html: bookCard })] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Insert a book' }));
    await screen.findByRole('option', { name: 'The Brave Seed' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert book' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', API).at(-1)).toMatchObject({ bodyText: expect.stringContaining('See the book:') }));
    const saved = bodiesOf(fetchMock, 'PUT', API).at(-1) as IssueInput;
    expect(saved.bodyHtml).toContain('<img src="/files/covers/seed.jpg" alt="The Brave Seed">');
    expect(saved.bodyHtml).toContain(`<a class="button" href="${bookUrl}">See the book</a>`);
    expect(saved.bodyText).toContain(`The Brave Seed (${bookUrl})`);
    expect(saved.bodyText).toContain(`See the book: ${bookUrl}`);
    expect(saved).toMatchObject({ bodyHtmlEs: '', bodyTextEs: '' });
    expect(screen.getByTestId('issue-plain-text')).toHaveTextContent('See the book:');
  });

  it('inserts a book into the Spanish version, asking the server for it in Spanish', async () => {
    const answer = deferred();
    const fetchMock = routes(issue(), { [`GET ${insertApi('es')}`]: [answer.handler] });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Español' }));
    const spanish = screen.getByRole('tabpanel', { name: 'Español' });
    await userEvent.click(within(spanish).getByRole('button', { name: 'Insert a book' }));
    await within(spanish).findByRole('option', { name: 'The Brave Seed' });
    await userEvent.click(within(spanish).getByRole('button', { name: 'Insert book' }));
    // Busy until the server answers.
    expect(within(spanish).getByRole('button', { name: 'Inserting...' })).toBeDisabled();
    answer.release(jsonResponse({ html: bookCardEs }));
    const body = within(spanish).getByRole('textbox', { name: 'Body (Spanish)' });
    expect(await within(body).findByText('Ver el libro')).toBeInTheDocument();
    expect(body).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('textbox', { name: 'Body', hidden: true })).not.toHaveTextContent('Ver el libro');
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', API).at(-1)).toMatchObject({ bodyTextEs: expect.stringContaining('Ver el libro:') }));
    const saved = bodiesOf(fetchMock, 'PUT', API).at(-1) as IssueInput;
    expect(saved.bodyHtmlEs).toContain(`<a class="button" href="${bookUrlEs}">Ver el libro</a>`);
    expect(saved.bodyTextEs).toContain(`Ver el libro: ${bookUrlEs}`);
    expect(saved).toMatchObject({ bodyHtml: '<p>Hello readers</p>', bodyText: 'Hello readers' });
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(insertApi('en'));
    // The preview shows the Spanish version.
    expect(screen.getByTestId('issue-plain-text')).toHaveTextContent('Ver el libro:');
  });

  it('says so when a book could not be inserted, and leaves the body as it was', async () => {
    routes(issue(), { [`GET ${insertApi('en')}`]: [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Insert a book' }));
    await screen.findByRole('option', { name: 'The Brave Seed' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert book' }));
    expect(await screen.findByText('It could not be inserted. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert book' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent(/^Hello readers$/);
  });

  it('shows one version at a time as tabs moved with the arrow keys, each keeping what it holds', async () => {
    routes(issue());
    render();
    const english = await screen.findByRole('tab', { name: 'English, written' });
    const spanish = screen.getByRole('tab', { name: 'Español' });
    expect(screen.getByRole('tablist', { name: 'Language' })).toHaveAccessibleDescription(
      'Each subscriber gets the version in their language; someone whose language has no version gets the other one.',
    );
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'English, written' })).toContainElement(screen.getByLabelText('Subject'));
    expect(screen.getByLabelText('Subject (Spanish)')).not.toBeVisible();

    english.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(spanish).toHaveFocus();
    expect(spanish).toHaveAttribute('aria-selected', 'true');
    expect(english).toHaveAttribute('tabindex', '-1');
    const subjectEs = screen.getByLabelText('Subject (Spanish)');
    expect(subjectEs).toBeVisible();
    expect(subjectEs).toHaveAttribute('lang', 'es');
    expect(screen.getByLabelText('Subject')).not.toBeVisible();
    // The English body's editor stays mounted, hidden, with its words.
    expect(screen.getByRole('textbox', { name: 'Body', hidden: true })).toHaveTextContent('Hello readers');
    await userEvent.type(subjectEs, 'Noticias');
    expect(screen.getByText('Noticias')).toHaveAttribute('lang', 'es'); // the preview's subject

    spanish.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(english).toHaveFocus();
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello readers');
    expect(screen.getByLabelText('Subject (Spanish)')).toHaveValue('Noticias');
    expect(screen.queryByText('Noticias')).toBeNull();
    // From the first tab, Left goes round to the last.
    await userEvent.keyboard('{ArrowLeft}');
    expect(spanish).toHaveFocus();
    expect(spanish).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the count, asks before sending naming it, and then shows the progress', async () => {
    const sending = issue({ audience: 'es', status: 'sending', counts: { recipients: 3, sent: 1, waiting: 1, failed: 1, skipped: 0, unknown: 0 } });
    const fetchMock = routes(issue(), {
      [`POST ${API}/send`]: [() => jsonResponse({ message: 'Sending started: 3 subscribers will get it.', issue: sending })],
      [`GET ${API}/progress`]: [
        () => jsonResponse({ status: 'sending', counts: sending.counts, failures: [{ email: 'a@example.com', reason: 'Mailbox full' }], unknownEmails: [] }),
      ],
    });
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish readers' }));
    expect(await screen.findByText('Will go to 3 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this issue now?' });
    expect(dialog).toHaveTextContent('"Spring news" will go to 3 subscribers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 3 subscribers' }));
    expect(await screen.findByText('Sending started: 3 subscribers will get it.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API).at(-1)).toMatchObject({ audience: 'es' });
    expect(bodiesOf(fetchMock, 'POST', `${API}/send`)).toEqual([{ sendAt: null }]);
    expect(await screen.findByText('1 of 3 subscribers have it so far.')).toBeInTheDocument();
    expect(screen.getByText('Mailbox full', { exact: false })).toBeInTheDocument();
  });

  it('schedules it at the time she chooses, then cancels it before it starts', async () => {
    const year = new Date().getFullYear() + 1;
    const at = `${year}-12-01T10:00`;
    const scheduled = issue({ status: 'scheduled', sendAt: new Date(at).toISOString() });
    const fetchMock = routes(issue(), {
      [`POST ${API}/send`]: [() => jsonResponse({ message: 'Scheduled: it goes out on Dec 1.', issue: scheduled })],
      [`POST ${API}/cancel`]: [() => jsonResponse({ message: 'Cancelled.', issue: issue({ status: 'cancelled' }) })],
    });
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    // No time yet, then one that has passed: said on the field, which takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const time = screen.getByLabelText('Date and time');
    expect(time).toHaveAccessibleDescription('Please choose the date and time it goes out.');
    expect(time).toHaveFocus();
    fireEvent.change(time, { target: { value: '2020-01-01T10:00' } });
    expect(await screen.findByText('Please choose a time in the future.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(time, { target: { value: at } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this issue?' });
    expect(dialog).toHaveTextContent(`will go to 12 subscribers on Dec 1, ${year}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(bodiesOf(fetchMock, 'POST', `${API}/send`)).toEqual([{ sendAt: new Date(at).toISOString() }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByText('Cancelled: nobody got it. You can edit it and send it again.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `${API}/cancel`)).toEqual([{}]);
  });

  it('lets an editor write and test a draft, but leaves sending to an owner', async () => {
    const fetchMock = routes(issue(), {
      'GET /api/admin/me': [meAnswer({ role: 'editor' })],
      [`POST ${API}/test`]: [() => jsonResponse({ message: 'A test was sent to editor@example.com.', sent: true })],
    });
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    expect(
      await screen.findByText('Only an owner can send a newsletter. Send yourself a test, then ask an owner to send it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to editor@example.com.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(`${API}/send`);
  });

  it('shows an editor a scheduled issue with no way to cancel it', async () => {
    const year = new Date().getFullYear() + 1;
    routes(issue({ status: 'scheduled', sendAt: new Date(`${year}-12-01T10:00`).toISOString() }), {
      'GET /api/admin/me': [meAnswer({ role: 'editor' })],
    });
    render();
    expect(await screen.findByText('Only an owner can cancel sending.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();
  });

  it('says what sending needs on the fields, and sends nothing until it is there', async () => {
    const fetchMock = routes(issue({ subject: '', bodyHtml: '<p></p>', bodyText: '' }));
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAccessibleDescription('Please enter a subject.');
    expect(subject).toHaveFocus();
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription('Please write the newsletter before sending it.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(subject, 'Hello');
    expect(subject).not.toHaveAccessibleDescription('Please enter a subject.');
    expect(bodiesOf(fetchMock, 'POST', `${API}/send`)).toEqual([]);
  });

  it('lets an issue written only in Spanish be sent, and opens it on its Spanish version', async () => {
    routes(issue({ subject: '', bodyHtml: '', bodyText: '', subjectEs: 'Noticias de primavera', bodyHtmlEs: '<p>Hola</p>', bodyTextEs: 'Hola' }));
    render();
    expect(await screen.findByRole('tab', { name: 'Español, written' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this issue now?' });
    expect(dialog).toHaveTextContent('"Noticias de primavera" will go to 12 subscribers.');
    // Nothing is asked of the English version she has not begun.
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Body', hidden: true })).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a Spanish version begun needs its body, and shows the Spanish tab to say it', async () => {
    const fetchMock = routes(issue({ subjectEs: 'Noticias de primavera' }));
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English, written' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    const body = screen.getByRole('textbox', { name: 'Body (Spanish)' });
    expect(body).toBeVisible();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription('Please write the newsletter before sending it.');
    expect(screen.getByLabelText('Subject (Spanish)')).toHaveAttribute('aria-invalid', 'false');
    // The English version is complete: nothing is asked of it.
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Body', hidden: true })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `${API}/send`)).toEqual([]);
  });

  it("shows the server's refusal of the time on the field", async () => {
    const year = new Date().getFullYear() + 1;
    routes(issue(), {
      [`POST ${API}/send`]: [
        () => jsonResponse({ error: { code: 'invalid', message: 'Please choose a time in the future.', fields: { sendAt: 'Please choose a time in the future.' } } }, 400),
      ],
    });
    render();
    expect(await screen.findByText('Will go to 12 subscribers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: `${year}-01-01T10:00` } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Date and time')).toHaveAccessibleDescription('Please choose a time in the future.');
  });

  it('says it was sent, not still sending, once the last copy went', async () => {
    const counts = { recipients: 1, sent: 1, waiting: 0, failed: 0, skipped: 0, unknown: 0 };
    const sending = issue({ status: 'sending', counts: { ...counts, sent: 0, waiting: 1 } });
    const sent = issue({ status: 'sent', finishedAt: '2026-11-26T10:00:00Z', counts });
    routes(sending, {
      // The issue itself is read again once the progress says it is done.
      [`GET ${API}`]: [() => jsonResponse(sending), () => jsonResponse(sent)],
      [`GET ${API}/progress`]: [() => jsonResponse({ status: 'sent', counts, failures: [], unknownEmails: [] })],
      [`GET ${API}/report`]: [() => jsonResponse({ status: 'sent', counts, failures: [], unknownEmails: [], delivered: 1, unsubscribes: 0 })],
    });
    render();
    expect(await screen.findByText(/^Sent /)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByText(/^Sending: /)).not.toBeInTheDocument();
  });

  it("sends a test and shows the server's words", async () => {
    routes(issue(), {
      [`POST ${API}/test`]: [() => jsonResponse({ sent: true, message: 'A test was sent to owner@example.com.' })],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to owner@example.com.')).toBeInTheDocument();
  });
});
