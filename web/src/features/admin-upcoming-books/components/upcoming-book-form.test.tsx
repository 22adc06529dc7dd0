import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';
import type { UpcomingBook } from '@/types/api';

import { EditUpcomingBook } from './edit-upcoming-book';
import { NewUpcomingBook } from './new-upcoming-book';

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const stored: UpcomingBook = {
  id: 'u-1',
  title: 'The Ripple Rainbow',
  titleEs: '',
  author: 'Lily Hart',
  description: 'A rainbow of kindness.',
  descriptionEs: '',
  coverImageUrl: '/files/covers/rainbow.png',
  expectedReleaseDate: '2027-03-15T00:00:00Z',
  preorderUrl: 'https://shop.example/rainbow',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

// What the form sends while the release day is off: no time, no details, a draft when released.
const releaseOff = { enabled: false, at: null, ageRange: '', isbn: '', pages: 0, genres: [], newsletterDraft: true };

const coverUpload = { url: '/files/covers/new.png', fileName: 'cover.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };

const renderNew = () => renderAdminScreen('/admin/upcoming-books/new', '/admin/upcoming-books/new', <NewUpcomingBook />);
const renderEdit = (id = 'u-1') =>
  renderAdminScreen(`/admin/upcoming-books/edit/${id}`, '/admin/upcoming-books/edit/:id', <EditUpcomingBook id={id} />);

async function lastUpload() {
  await waitFor(() => expect(FakeXHR.sent.length).toBeGreaterThan(0));
  return FakeXHR.sent.at(-1)!;
}

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), ' The Ripple Rainbow ');
  await user.type(screen.getByLabelText('Author'), 'Lily Hart');
  await user.type(screen.getByLabelText('Description'), 'A rainbow of kindness.');
  fireEvent.change(screen.getByLabelText('Expected Release Date'), { target: { value: '2027-03-15' } });
}

describe('UpcomingBookForm', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('checks every required field before sending, focusing the first', async () => {
    const fetchMock = routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Upcoming Book' })).toBeInTheDocument();
    expect(screen.getByLabelText('Expected Release Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Pre-order URL (optional)')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/upcoming-books');

    await user.type(screen.getByLabelText('Pre-order URL (optional)'), 'shop.example/x');
    await user.click(screen.getByRole('button', { name: 'Add Upcoming Book' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));

    const expected: Array<[string, string]> = [
      ['Title', 'Title is required'],
      ['Author', 'Author is required'],
      ['Description', 'Description is required'],
      ['Cover Image', 'Cover image is required'],
      ['Expected Release Date', 'Expected release date is required'],
      ['Pre-order URL (optional)', 'Please enter a full web address, starting with https://'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), 'A');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('refuses a cover that is not an image', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(screen.getByLabelText('Cover Image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('Cover Image')).toHaveAccessibleDescription(
      expect.stringContaining('Please select an image file for the cover image.'),
    );
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it('uploads the cover with progress, then adds the book: Adding..., toast, back to the list', async () => {
    const save = deferred();
    const fetchMock = routeFetch({ 'POST /api/admin/upcoming-books': [save.handler] });
    renderNew();
    const user = userEvent.setup({ delay: null });

    await user.upload(screen.getByLabelText('Cover Image'), pngFile('rainbow.png', 4000));
    const xhr = await lastUpload();
    expect(xhr.url).toBe('/api/admin/uploads?kind=cover&for=upcoming-book-cover');
    expect(xhr.headers.Authorization).toBe('Bearer token');
    const bar = screen.getByRole('progressbar', { name: 'Uploading rainbow.png' });
    act(() => xhr.progress(2000, 4000));
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    // Saving while the cover is still on its way waits for it.
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Upcoming Book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for the upload to finish, then save again.');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => xhr.respond(201, coverUpload));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', coverUpload.url));
    expect(screen.getByText('Uploaded rainbow.png.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (Español)'), ' El arcoíris de las ondas ');

    await user.click(screen.getByRole('button', { name: 'Add Upcoming Book' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/upcoming-books')).toEqual([
      {
        status: 'published',
        publishAt: null,
        title: 'The Ripple Rainbow',
        titleEs: 'El arcoíris de las ondas',
        author: 'Lily Hart',
        description: 'A rainbow of kindness.',
        descriptionEs: '',
        coverImageUrl: '/files/covers/new.png',
        expectedReleaseDate: '2027-03-15',
        preorderUrl: '',
        storeLinks: [],
        release: releaseOff,
      },
    ]);
    save.release(jsonResponse({ ...stored, title: 'The Ripple Rainbow' }, 201));
    expect(await screen.findByText('The upcoming books list')).toBeInTheDocument();
    expect(screen.getByText('"The Ripple Rainbow" has been added.')).toBeInTheDocument();
  });

  it('puts the server field messages on their fields, keeping what was typed', async () => {
    routeFetch({
      'POST /api/admin/upcoming-books': [
        () =>
          jsonResponse(
            {
              error: {
                code: 'invalid',
                message: 'Please select an image file for the cover image.',
                fields: { coverImageUrl: 'Please select an image file for the cover image.' },
              },
            },
            400,
          ),
        boom,
      ],
    });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await user.upload(screen.getByLabelText('Cover Image'), pngFile());
    act(() => FakeXHR.sent[0]!.respond(201, coverUpload));
    await screen.findByRole('img', { name: 'Current cover' });
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Add Upcoming Book' }));
    const cover = screen.getByLabelText('Cover Image');
    await waitFor(() => expect(cover).toHaveAttribute('aria-invalid', 'true'));
    expect(cover).toHaveAccessibleDescription(expect.stringContaining('Please select an image file for the cover image.'));
    expect(cover).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue(' The Ripple Rainbow ');

    // A failure inside the server: the fixed message.
    await user.click(screen.getByRole('button', { name: 'Add Upcoming Book' }));
    expect(await screen.findByText('Failed to save upcoming book. Please try again.')).toBeInTheDocument();
  });

  it('edits its pre-order stores: a name only where one is needed, checked, in order', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/upcoming-books/u-1': [
        () => jsonResponse({ ...stored, storeLinks: [{ store: 'kobo', label: '', url: 'https://kobo.example/rainbow' }] }),
      ],
      'PUT /api/admin/upcoming-books/u-1': [save.handler],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    const stores = await screen.findByRole('region', { name: 'Pre-order Stores' });
    expect(within(stores).getByLabelText('Store 1 Store')).toHaveValue('kobo');
    expect(within(stores).queryByLabelText(/Store 1 Name/)).toBeNull();

    await user.click(within(stores).getByRole('button', { name: 'Add store link' }));
    expect(within(stores).getByLabelText('Store 2 Store')).toHaveFocus();
    await user.selectOptions(within(stores).getByLabelText('Store 2 Store'), 'Other');
    await user.type(within(stores).getByLabelText('Store 2 Address'), 'https://signed.example/rainbow');
    await user.click(screen.getByRole('button', { name: 'Update Upcoming Book' }));
    const name = await within(stores).findByLabelText('Store 2 Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Please name this store.')));
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the GET

    await user.type(name, ' Signed copies ');
    await user.click(within(stores).getByRole('button', { name: 'Move store 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Update Upcoming Book' }));
    await screen.findByRole('button', { name: 'Updating...' });
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/upcoming-books/u-1')[0]).toMatchObject({
      storeLinks: [
        { store: 'other', label: 'Signed copies', url: 'https://signed.example/rainbow' },
        { store: 'kobo', label: '', url: 'https://kobo.example/rainbow' },
      ],
    });
  });

  it('edits a stored book: its values, Updating..., and the PUT body', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/upcoming-books/u-1': [() => jsonResponse(stored)],
      'PUT /api/admin/upcoming-books/u-1': [save.handler],
    });
    renderEdit();
    expect(screen.getByText('Loading upcoming book...')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByLabelText('Title')).toHaveValue('The Ripple Rainbow');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Upcoming Book' })).toBeInTheDocument();
    expect(screen.getByLabelText('Expected Release Date')).toHaveValue('2027-03-15');
    expect(screen.getByLabelText('Pre-order URL (optional)')).toHaveValue('https://shop.example/rainbow');
    expect(screen.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', '/files/covers/rainbow.png');

    await user.clear(screen.getByLabelText('Author'));
    await user.type(screen.getByLabelText('Author'), 'Sam Reed');
    await user.clear(screen.getByLabelText('Pre-order URL (optional)'));
    await user.click(screen.getByRole('button', { name: 'Update Upcoming Book' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/upcoming-books/u-1')).toEqual([
      {
        status: 'published',
        publishAt: null,
        title: 'The Ripple Rainbow',
        titleEs: '',
        author: 'Sam Reed',
        description: 'A rainbow of kindness.',
        descriptionEs: '',
        coverImageUrl: '/files/covers/rainbow.png',
        expectedReleaseDate: '2027-03-15',
        preorderUrl: '',
        storeLinks: [],
        release: releaseOff,
      },
    ]);
    save.release(jsonResponse({ ...stored, author: 'Sam Reed' }));
    expect(await screen.findByText('The upcoming books list')).toBeInTheDocument();
    expect(screen.getByText('"The Ripple Rainbow" has been updated.')).toBeInTheDocument();
  });

  it('offers a retry when the book cannot be loaded, and says when it does not exist', async () => {
    routeFetch({
      'GET /api/admin/upcoming-books/u-1': [boom, boom, () => jsonResponse(stored)],
      'GET /api/admin/upcoming-books/nope': [
        () => jsonResponse({ error: { code: 'not_found', message: 'Upcoming book not found.' } }, 404),
      ],
    });
    const first = renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load upcoming book data. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('The Ripple Rainbow');
    first.unmount();

    renderEdit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Upcoming book not found.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to Upcoming Books' })).toHaveAttribute(
      'href',
      '/admin/upcoming-books',
    );
  });
});
