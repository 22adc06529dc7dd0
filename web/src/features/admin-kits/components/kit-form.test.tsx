import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { cloudBook, makeKit, seedBook } from '@/testing/admin-data';
import { moveClock, untilOnStillClock } from '@/testing/still-clock';
import { jsonResponse } from '@/testing/test-utils';

import { EditKit } from './edit-kit';
import { NewKit } from './new-kit';

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const books = () => jsonResponse([cloudBook, seedBook]);
// The newsletter's settings, with MailerLite set up on the site or not.
const mailerLite = (setUp: boolean) => () => jsonResponse({ perMinute: 60, sendFrom: 'site', mailerLite: setUp, siteUrl: 'http://localhost' });
const stored = makeKit({
  id: 'kit-1',
  bookId: 'book-1',
  title: 'The Kindness Cloud Kit',
  headline: 'Spread a little sunshine',
  heroImageUrl: '/files/images/cloud.png',
  mailerliteGroupId: '12345',
  active: true,
});
const heroUpload = { url: '/files/images/hero.png', fileName: 'hero.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };

const renderNew = () => renderAdminScreen('/admin/kindness-kits/new', '/admin/kindness-kits/new', <NewKit />);
const renderEdit = (id = 'kit-1') =>
  renderAdminScreen(`/admin/kindness-kits/${id}/edit`, '/admin/kindness-kits/:id/edit', <EditKit id={id} />);

async function fillRequired(user: UserEvent) {
  await user.type(await screen.findByLabelText('Title'), 'Seed Kit');
  await user.selectOptions(screen.getByLabelText('Book'), 'The Brave Little Seed');
}

describe('KitForm', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.stop();
  });

  it('shows every field with its hints, and checks title and book before sending', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/books': [books], 'GET /api/admin/newsletter/settings': [mailerLite(true)] });
    renderNew();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Kindness Kit' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    const book = screen.getByLabelText('Book');
    expect(within(book).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a book',
      'The Kindness Cloud',
      'The Brave Little Seed',
    ]);
    expect(screen.getByLabelText('Headline (optional)')).toHaveAttribute(
      'placeholder',
      'Start your ripple with a free kindness kit!',
    );
    expect(screen.getByLabelText('Subheadline (optional)')).toHaveAttribute(
      'placeholder',
      'Download the audiobook, coloring pages, and gentle activities.',
    );
    expect(screen.getByLabelText('Hero Image (optional)')).toHaveAccessibleDescription('PNG, JPG, GIF up to 10MB');
    expect(await screen.findByLabelText('MailerLite Group ID (optional)')).toHaveAccessibleDescription(/MailerLite/);
    expect(screen.getByLabelText('Active (visible to users)')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/kindness-kits');

    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(book).toHaveAttribute('aria-invalid', 'true');
    expect(book).toHaveAccessibleDescription('Please select a book');
    expect(title).toHaveFocus();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits')).toHaveLength(0);

    await user.type(title, 'A');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'false'));
  });

  it('asks for no MailerLite group where MailerLite is not set up', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/books': [books], 'GET /api/admin/newsletter/settings': [mailerLite(false)] });
    renderNew();
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/newsletter/settings')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Active (visible to users)')).toBeInTheDocument());
    expect(screen.queryByLabelText('MailerLite Group ID (optional)')).not.toBeInTheDocument();
  });

  it('creates the kit, says so, and 1.5 s later goes to its files page', async () => {
    const create = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books': [books],
      'GET /api/admin/newsletter/settings': [mailerLite(true)],
      'POST /api/admin/kits': [create.handler],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Subheadline (optional)'), '  Grow kindness  ');
    await user.type(screen.getByLabelText('Headline (Español)'), ' ¡Siembra bondad! ');
    await user.type(await screen.findByLabelText('MailerLite Group ID (optional)'), '98765');
    await user.click(screen.getByLabelText('Active (visible to users)'));
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits')).toEqual([
      {
        status: 'published',
        publishAt: null,
        bookId: 'book-2',
        title: 'Seed Kit',
        titleEs: '',
        headline: '',
        headlineEs: '¡Siembra bondad!',
        subheadline: 'Grow kindness',
        subheadlineEs: '',
        heroImageUrl: '',
        mailerliteGroupId: '98765',
        active: false,
      },
    ]);
    // The files page follows 1.5 s after the answer and the toast stays 3 s in all; from here
    // the clock moves only when the test moves it.
    vi.useFakeTimers();
    create.release(jsonResponse(makeKit({ id: 'kit-9', bookId: 'book-2', title: 'Seed Kit' }), 201));
    await untilOnStillClock(() => expect(screen.getByText('Kindness kit created successfully')).toBeInTheDocument());

    await moveClock(1_499);
    expect(screen.queryByText('The files page of kit-9')).not.toBeInTheDocument();
    await moveClock(1);
    await untilOnStillClock(() => expect(screen.getByText('The files page of kit-9')).toBeInTheDocument());
    expect(screen.getByText('Kindness kit created successfully')).toBeInTheDocument();
    await moveClock(1_499);
    expect(screen.getByText('Kindness kit created successfully')).toBeInTheDocument();
    await moveClock(1);
    expect(screen.queryByText('Kindness kit created successfully')).not.toBeInTheDocument();
  });

  it("shows the server's message, or the fixed one, and keeps what was typed", async () => {
    routeFetch({
      'GET /api/admin/books': [books],
      'POST /api/admin/kits': [
        () =>
          jsonResponse(
            {
              error: {
                code: 'invalid',
                message: 'Please select a book',
                fields: { bookId: 'Please select a book' },
              },
            },
            400,
          ),
        boom,
      ],
    });
    renderNew();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a book'));
    expect(screen.getByLabelText('Book')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Book')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to save kindness kit. Please try again.'),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Seed Kit');
    expect(screen.getByRole('button', { name: 'Create Kit' })).toBeEnabled();
  });

  it('uploads the hero image with its progress and sends its address', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [books],
      'POST /api/admin/kits': [() => jsonResponse(makeKit({ id: 'kit-9' }), 201)],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderNew();
    const user = userEvent.setup({ applyAccept: false });
    await fillRequired(user);

    // Not an image: refused before anything is sent.
    await user.upload(screen.getByLabelText('Hero Image (optional)'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('Hero Image (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Please select an image file for the cover image.'),
    );
    expect(FakeXHR.sent).toHaveLength(0);

    await user.upload(screen.getByLabelText('Hero Image (optional)'), pngFile('hero.png'));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    const xhr = FakeXHR.sent[0]!;
    expect(xhr.url).toBe('/api/admin/uploads?kind=image&for=kit-image');
    act(() => xhr.progress(512, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Uploading hero.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    // Saving waits for the upload.
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for the upload to finish, then save again.');

    act(() => xhr.respond(201, heroUpload));
    expect(await screen.findByRole('img', { name: 'Current hero image' })).toHaveAttribute('src', '/files/images/hero.png');
    expect(screen.getByText('Uploaded hero.png.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits')[0]).toMatchObject({ heroImageUrl: '/files/images/hero.png' });
  });

  it('edits a kit: starts from it, sends the change, and 1.5 s later returns to the list', async () => {
    const update = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books': [books],
      'GET /api/admin/kits/kit-1': [() => jsonResponse(stored)],
      'PUT /api/admin/kits/kit-1': [update.handler],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Kindness Kit' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('The Kindness Cloud Kit');
    expect(screen.getByLabelText('Book')).toHaveValue('book-1');
    expect(screen.getByLabelText('Headline (optional)')).toHaveValue('Spread a little sunshine');
    expect(screen.getByLabelText('MailerLite Group ID (optional)')).toHaveValue('12345');
    expect(screen.getByRole('img', { name: 'Current hero image' })).toHaveAttribute('src', '/files/images/cloud.png');

    await user.clear(title);
    await user.type(title, 'The Sunny Cloud Kit');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Update Kit' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/kits/kit-1')).toEqual([
      {
        status: 'published',
        publishAt: null,
        bookId: 'book-1',
        title: 'The Sunny Cloud Kit',
        titleEs: '',
        headline: 'Spread a little sunshine',
        headlineEs: '',
        subheadline: '',
        subheadlineEs: '',
        heroImageUrl: '',
        mailerliteGroupId: '12345',
        active: true,
      },
    ]);
    vi.useFakeTimers();
    update.release(jsonResponse({ ...stored, title: 'The Sunny Cloud Kit' }));
    await untilOnStillClock(() => expect(screen.getByText('Kindness kit updated successfully')).toBeInTheDocument());
    await moveClock(1_499);
    expect(screen.queryByText('The kits list')).not.toBeInTheDocument();
    await moveClock(1);
    await untilOnStillClock(() => expect(screen.getByText('The kits list')).toBeInTheDocument());
  });

  it('says when the kit does not exist, or could not load (with a retry)', async () => {
    routeFetch({
      'GET /api/admin/books': [books],
      'GET /api/admin/kits/nope': [
        () => jsonResponse({ error: { code: 'not_found', message: 'Kindness kit not found' } }, 404),
      ],
      'GET /api/admin/kits/kit-1': [boom, boom, () => jsonResponse(stored)],
    });
    const { unmount } = renderEdit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kindness kit not found');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to Kindness Kits' })).toHaveAttribute('href', '/admin/kindness-kits');
    unmount();

    renderEdit('kit-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('The Kindness Cloud Kit');
  });
});
