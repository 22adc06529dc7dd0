import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { deferred, FakeXHR, meAnswer, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import { EditBook } from './edit-book';
import { NewBook } from './new-book';

// 'Test Storage' and the 'Debug' log of the book form (admin spec §2, §8), in the form's
// collapsed Troubleshooting section (issue 27).

const storageOk = {
  message: 'Storage is working: a test file was saved, read back and deleted.',
  storage: 'the folder /data/files',
  steps: [
    { step: 'write', ms: 3 },
    { step: 'read back', ms: 1 },
    { step: 'delete', ms: 0 },
  ],
};
const coverUpload = { url: '/files/covers/new.png', fileName: 'cover.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };
const failWith = (status: number, code: string, message: string, fields?: Record<string, string>, key?: string) => () =>
  jsonResponse({ error: { code, key, message, fields } }, status);

const renderNew = () => renderAdminScreen('/admin/books/new', '/admin/books/new', <NewBook />);
const troubleshooting = () => screen.getByText('Troubleshooting', { selector: 'summary' }).closest('details')!;
// The section opens like the owner opens it: a click on its summary.
const openTroubleshooting = async (user: UserEvent) => {
  if (!troubleshooting().open) await user.click(screen.getByText('Troubleshooting', { selector: 'summary' }));
  expect(troubleshooting()).toHaveAttribute('open');
};
const testStorageButton = () => screen.getByRole('button', { name: /^Test(ing)? Storage/ });
const debugButton = () => screen.getByRole('button', { name: 'Debug' });
const logLines = () =>
  within(within(screen.getByRole('region', { name: 'Debug log' })).getByRole('list', { name: 'Log lines' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d\d:\d\d:\d\d\.\d{3}/, '') ?? '');

async function lastUpload() {
  await waitFor(() => expect(FakeXHR.sent.length).toBeGreaterThan(0));
  return FakeXHR.sent.at(-1)!;
}

async function openDebug(user: UserEvent) {
  await openTroubleshooting(user);
  await user.click(debugButton());
  expect(debugButton()).toHaveAttribute('aria-pressed', 'true');
  return screen.getByRole('region', { name: 'Debug log' });
}

describe('Troubleshooting', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('is a collapsed disclosure at the foot of the form, after every section, with the tools inside', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null });
    const section = troubleshooting();
    expect(section).not.toHaveAttribute('open');
    const form = section.closest('form')!;
    // Nothing of the form but its buttons comes after it.
    const after = [...form.querySelectorAll('section, details, input, textarea, select')].filter(
      (el) => section.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !section.contains(el),
    );
    expect(after).toEqual([]);
    for (const heading of form.querySelectorAll('h2')) {
      if (!section.contains(heading)) expect(heading.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(section.contains(testStorageButton())).toBe(true);
    expect(section.contains(debugButton())).toBe(true);
    await openTroubleshooting(user);
    expect(section).toHaveAttribute('open');
  });

  it('offers an editor the log alone: testing the storage is the owners’', async () => {
    routeFetch({ 'GET /api/admin/me': [meAnswer({ role: 'editor' })] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await openTroubleshooting(user);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Test(ing)? Storage/ })).toBeNull());
    expect(troubleshooting()).toHaveTextContent('For when something does not work: see what this form has done.');
    expect(debugButton()).toBeInTheDocument();
  });
});

describe('Test Storage', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('is busy while the test runs, then says what the server found', async () => {
    const answer = deferred();
    const fetchMock = routeFetch({ 'POST /api/admin/storage/test': [answer.handler], 'GET /api/admin/books': [() => jsonResponse([])] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await openTroubleshooting(user);

    await user.click(testStorageButton());
    expect(testStorageButton()).toHaveTextContent('Testing Storage...');
    expect(testStorageButton()).toHaveAttribute('aria-disabled', 'true');
    const status = screen.getByText('Testing the storage...').closest('[role="status"]')!;
    // A second press while it runs sends nothing.
    await user.click(testStorageButton());
    const tests = fetchMock.mock.calls.filter(([url]) => url === '/api/admin/storage/test');
    expect(tests).toHaveLength(1);
    expect(tests[0]![1]).toMatchObject({ method: 'POST' });

    answer.release(jsonResponse(storageOk));
    await waitFor(() => expect(status).toHaveTextContent(storageOk.message));
    // Plain words: where the files go and the milliseconds are technical details, collapsed.
    expect(status).toHaveTextContent(/^Storage is working: a test file was saved, read back and deleted\.$/);
    const technical = screen.getByText('Technical details', { selector: 'summary' }).closest('details')!;
    expect(technical).not.toHaveAttribute('open');
    await user.click(screen.getByText('Technical details', { selector: 'summary' }));
    expect(technical).toHaveTextContent('Storagethe folder /data/files');
    expect(technical).toHaveTextContent('Stepswrite 3 ms, read back 1 ms, delete 0 ms');
    expect(testStorageButton()).toHaveTextContent(/^Test Storage$/);
    expect(testStorageButton()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['No storage buckets available. Please contact an administrator.', 'server.noBuckets'],
    ["Storage test failed: a test file could not be saved. Your site's host can find why in the server's log.", 'server.storageTestFailed'],
  ])("shows the server's message when it fails: %s", async (message, key) => {
    routeFetch({ 'POST /api/admin/storage/test': [failWith(500, 'internal', message, undefined, key)] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await openTroubleshooting(user);
    await user.click(testStorageButton());
    const status = (await screen.findByText(message)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(testStorageButton()).toHaveTextContent(/^Test Storage$/);
  });

  it('says the server did not answer when the request itself fails', async () => {
    routeFetch({
      'POST /api/admin/storage/test': [
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await openTroubleshooting(user);
    await user.click(testStorageButton());
    expect(await screen.findByText('Storage test failed: the site did not answer. Please try again.')).toBeInTheDocument();
  });
});

describe('Debug', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('is a toggle that shows and hides the log panel, which keeps its lines', async () => {
    routeFetch({ 'POST /api/admin/storage/test': [() => jsonResponse(storageOk)] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(debugButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Debug log' })).toBeNull();

    const panel = await openDebug(user);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Debug log' })).toBeInTheDocument();
    expect(within(panel).getByText('Nothing yet.')).toBeInTheDocument();

    await user.click(testStorageButton());
    await waitFor(() => expect(logLines()).toHaveLength(2));
    expect(logLines()).toEqual([
      'Storage test: POST /api/admin/storage/test',
      `Storage test passed: ${storageOk.message} Storage: the folder /data/files. Steps: write 3 ms, read back 1 ms, delete 0 ms.`,
    ]);
    const time = within(panel).getAllByRole('listitem')[0]!.querySelector('time')!;
    expect(time.textContent).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
    expect(Date.parse(time.getAttribute('datetime')!)).not.toBeNaN();

    await user.click(debugButton());
    expect(debugButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Debug log' })).toBeNull();
    await openDebug(user);
    expect(logLines()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('logs each step of an upload: the file, its kind and size, its progress and where it was stored', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null });
    await openDebug(user);

    await user.upload(screen.getByLabelText('Cover Image'), pngFile('my cover.png', 4096));
    const xhr = await lastUpload();
    act(() => xhr.progress(1024, 4096));
    act(() => xhr.progress(4096, 4096));
    act(() => xhr.respond(201, coverUpload));
    await waitFor(() => expect(logLines()).toHaveLength(4));
    expect(logLines()).toEqual([
      'Upload: chose my cover.png (cover, 4.0 KB)',
      'Upload: sending my cover.png (cover, 4.0 KB), 0%',
      'Upload: sent my cover.png (cover, 4.0 KB), 100%; waiting for the server',
      'Upload finished: my cover.png (cover, 4.0 KB) stored at /files/covers/new.png (2 KB)',
    ]);
  });

  it('logs a refused file, a failed upload and a cancelled one', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openDebug(user);
    const cover = screen.getByLabelText('Cover Image');

    await user.upload(cover, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.upload(cover, pngFile('broken.png'));
    act(() => FakeXHR.sent.at(-1)!.respond(400, { error: { code: 'invalid', message: 'Please select an image file for the cover image.' } }));
    await user.upload(cover, pngFile('slow.png'));
    await lastUpload();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(logLines().at(-1)).toBe('Upload cancelled: slow.png (cover, 2.0 KB)'));
    expect(logLines()).toEqual([
      'Upload: chose notes.txt (cover, 5 B)',
      'Upload refused before sending notes.txt (cover, 5 B): Please select an image file for the cover image.',
      'Upload: chose broken.png (cover, 2.0 KB)',
      'Upload: sending broken.png (cover, 2.0 KB), 0%',
      'Upload failed: broken.png (cover, 2.0 KB): Failed to upload file: Please select an image file for the cover image.',
      'Upload: chose slow.png (cover, 2.0 KB)',
      'Upload: sending slow.png (cover, 2.0 KB), 0%',
      'Upload cancelled: slow.png (cover, 2.0 KB)',
    ]);
  });

  it('logs each save: the request, and what the server answered', async () => {
    const stored = makeBook({ id: 'b-1', title: 'The Kindness Ripple', coverImage: '/files/covers/ripple.png' });
    routeFetch({
      'GET /api/admin/books/b-1': [() => jsonResponse(stored)],
      'PUT /api/admin/books/b-1': [
        failWith(400, 'invalid', 'Please check the form.', { isbn: 'ISBN must be 10 or 13 digits' }),
        () => jsonResponse(stored),
      ],
    });
    renderAdminScreen('/admin/books/edit/b-1', '/admin/books/edit/:id', <EditBook id="b-1" />);
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Title', { selector: '#book-title' });
    await openDebug(user);

    await user.clear(screen.getByLabelText('Title', { selector: '#book-title' }));
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(logLines()).toHaveLength(1));
    expect(logLines()[0]).toBe("Save not sent: the form's checks failed for title");

    await user.type(screen.getByLabelText('Title', { selector: '#book-title' }), 'The Kindness Ripple');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(logLines()).toHaveLength(3));
    expect(logLines().slice(1)).toEqual([
      `Save: PUT /api/admin/books/b-1 "The Kindness Ripple" with ${stored.genres.length} genres and 0 materials`,
      'Save failed: HTTP 400 invalid: Please check the form. (fields: isbn: ISBN must be 10 or 13 digits)',
    ]);
  });
});
