import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pdfFile, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';
import type { Book } from '@/types/api';

import { EditBook } from './edit-book';
import { NewBook } from './new-book';

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

// The books the form offers as the other edition (none here).
const noBooks = { 'GET /api/admin/books': [() => jsonResponse([])] };

// What was sent other than reading the list of books.
const sent = (fetchMock: ReturnType<typeof routeFetch>) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

const stored: Book = makeBook({
  id: 'b-1',
  slug: 'the-kindness-ripple',
  coverImage: '/files/covers/ripple.png',
  amazonLink: 'https://www.amazon.com/dp/ripple',
  downloadMaterials: [
    {
      id: 'm-1',
      bookId: 'b-1',
      title: 'Colouring page',
      description: 'Colour the ripple',
      type: 'image',
      fileUrl: '/files/materials/page.png',
      fileSize: '12 KB',
      createdAt: '',
    },
  ],
});

const coverUpload = { url: '/files/covers/new.png', fileName: 'cover.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };
const pdfUpload = {
  url: '/files/materials/sheet.pdf',
  fileName: 'worksheet.pdf',
  fileSize: '1 KB',
  contentType: 'application/pdf',
  type: 'pdf',
};

const renderNew = () => renderAdminScreen('/admin/books/new', '/admin/books/new', <NewBook />);
const renderEdit = (id = 'b-1') => renderAdminScreen(`/admin/books/edit/${id}`, '/admin/books/edit/:id', <EditBook id={id} />);

const basics = () => within(screen.getByRole('region', { name: 'Basic Information' }));
const genres = () => within(screen.getByRole('region', { name: 'Genres' }));
const materials = () => within(screen.getByRole('region', { name: 'Educational Materials' }));
const material = (n: number) => within(screen.getByRole('group', { name: `Material ${n}` }));

// The last upload sent; uploads start after the session's token is read.
async function lastUpload() {
  await waitFor(() => expect(FakeXHR.sent.length).toBeGreaterThan(0));
  return FakeXHR.sent.at(-1)!;
}

async function uploadCover(user: UserEvent) {
  await user.upload(basics().getByLabelText('Cover Image'), pngFile());
  const xhr = await lastUpload();
  act(() => xhr.respond(201, coverUpload));
  await waitFor(() => expect(basics().getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', coverUpload.url));
}

async function fillBasics(user: UserEvent) {
  const b = basics();
  await user.type(b.getByLabelText('Title'), 'The Brave Little Seed');
  await user.type(b.getByLabelText('Author'), 'Lily Hart');
  await user.type(b.getByLabelText('Age Range'), '3-6');
  await user.type(b.getByLabelText('Description'), 'A seed grows.');
  fireEvent.change(b.getByLabelText('Publish Date'), { target: { value: '2026-03-01' } });
  await user.type(b.getByLabelText('ISBN'), '978-1-23456-789-0');
  await user.type(b.getByLabelText('Pages'), '32');
  await uploadCover(user);
}

describe('BookForm', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('shows the sections and checks every required field before sending, focusing the first', async () => {
    const fetchMock = routeFetch(noBooks);
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Genres' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Educational Materials' })).toBeInTheDocument();
    expect(basics().getByLabelText('Cover Image')).toHaveAccessibleDescription('Covers under 1MB load fastest.');
    expect(basics().getByLabelText('Publish Date')).toHaveAttribute('type', 'date');
    expect(basics().getByLabelText('Pages')).toHaveAttribute('min', '1');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/books');

    await user.type(basics().getByLabelText('Amazon Link (optional)'), 'amazon.com/x');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));

    const b = basics();
    await waitFor(() => expect(b.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    const expected: Array<[string, string]> = [
      ['Title', 'Title is required'],
      ['Author', 'Author is required'],
      ['Age Range', 'Age range is required'],
      ['Description', 'Description is required'],
      ['Publish Date', 'Publish date is required'],
      ['ISBN', 'ISBN is required'],
      ['Pages', 'Pages must be at least 1'],
      ['Cover Image', 'Cover image is required'],
      ['Amazon Link (optional)', 'Please enter a full web address, starting with https://'],
    ];
    for (const [label, message] of expected) {
      const control = b.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(b.getByLabelText('Review Link (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(b.getByLabelText('Title')).toHaveFocus();
    expect(sent(fetchMock)).toEqual([]);

    // Fixing a field clears its message.
    await user.type(b.getByLabelText('Title'), 'A');
    await waitFor(() => expect(b.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false'));
    expect(b.queryByText('Title is required')).toBeNull();
  });

  it('adds and removes genres; one genre input always remains', async () => {
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(genres().getAllByRole('textbox')).toHaveLength(1);
    expect(genres().queryByRole('button', { name: /Remove genre/ })).toBeNull();

    await user.type(genres().getByLabelText('Genre 1'), 'Kindness');
    await user.click(genres().getByRole('button', { name: 'Add Genre' }));
    expect(genres().getByLabelText('Genre 2')).toHaveFocus();
    await user.type(genres().getByLabelText('Genre 2'), 'Nature');
    await user.click(genres().getByRole('button', { name: 'Add Genre' }));
    expect(genres().getAllByRole('textbox')).toHaveLength(3);

    await user.click(genres().getByRole('button', { name: 'Remove genre 1' }));
    expect(genres().getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['Nature', '']);
    await user.click(genres().getByRole('button', { name: 'Remove genre 2' }));
    expect(genres().getAllByRole('textbox')).toHaveLength(1);
    expect(genres().getByLabelText('Genre 1')).toHaveValue('Nature');
    expect(genres().queryByRole('button', { name: /Remove genre/ })).toBeNull();
  });

  it('adds material rows with their defaults, checks each, and removes them', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(materials().getByText('No materials yet.')).toBeInTheDocument();

    await user.click(materials().getByRole('button', { name: 'Add Material' }));
    await user.click(materials().getByRole('button', { name: 'Add Material' }));
    expect(material(2).getByLabelText('Title')).toHaveFocus();
    expect(material(1).getByLabelText('Type')).toHaveValue('pdf');
    expect(material(1).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      'pdf',
      'audio',
      'video',
      'image',
      'other',
    ]);

    await user.type(material(2).getByLabelText('Title'), 'Song');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    await waitFor(() =>
      expect(material(1).getByLabelText('Title')).toHaveAccessibleDescription('Material title is required'),
    );
    expect(material(1).getByLabelText('Description')).toHaveAccessibleDescription('Material description is required');
    expect(material(1).getByLabelText('File')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a file for this material'),
    );
    expect(material(2).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
    expect(material(2).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');

    // Removing the first moves the second (and its messages) up.
    await user.click(material(1).getByRole('button', { name: 'Remove material 1' }));
    expect(screen.queryByRole('group', { name: 'Material 2' })).toBeNull();
    expect(material(1).getByLabelText('Title')).toHaveValue('Song');
    expect(material(1).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
    expect(material(1).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(materials().getByRole('button', { name: 'Add Material' })).toHaveFocus();

    await user.click(material(1).getByRole('button', { name: 'Remove material 1' }));
    expect(materials().getByText('No materials yet.')).toBeInTheDocument();
  });

  it('uploads the cover with progress, then adds the book with its genres and a material', async () => {
    const save = deferred();
    const fetchMock = routeFetch({ 'POST /api/admin/books': [save.handler] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    const b = basics();

    await user.upload(b.getByLabelText('Cover Image'), pngFile('my cover.png', 4000));
    const xhr = await lastUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/uploads?kind=cover&for=book-cover');
    expect(xhr.headers.Authorization).toBe('Bearer token');
    expect((xhr.body!.get('file') as File).name).toBe('my cover.png');
    const bar = b.getByRole('progressbar', { name: 'Uploading my cover.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => xhr.progress(1000, 4000));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(b.getByText('25%')).toBeInTheDocument();
    act(() => xhr.progress(3000, 4000));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    act(() => xhr.respond(201, coverUpload));
    await waitFor(() => expect(b.queryByRole('progressbar')).toBeNull());
    expect(b.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', coverUpload.url);
    expect(b.getByText('Uploaded my cover.png.')).toBeInTheDocument();

    await user.type(b.getByLabelText('Title'), ' The Brave Little Seed ');
    await user.type(b.getByLabelText('Author'), 'Lily Hart');
    await user.type(b.getByLabelText('Age Range'), '3-6');
    await user.type(b.getByLabelText('Description'), 'A seed grows.');
    fireEvent.change(b.getByLabelText('Publish Date'), { target: { value: '2026-03-01' } });
    await user.type(b.getByLabelText('ISBN'), '978-1-23456-789-0');
    await user.type(b.getByLabelText('Pages'), '32');
    await user.type(b.getByLabelText('Review Link (optional)'), 'https://reviews.example/seed');
    await user.type(genres().getByLabelText('Genre 1'), 'Nature');
    await user.click(genres().getByRole('button', { name: 'Add Genre' }));
    await user.click(genres().getByRole('button', { name: 'Add Genre' }));
    await user.type(genres().getByLabelText('Genre 3'), 'Courage');

    await user.click(materials().getByRole('button', { name: 'Add Material' }));
    await user.type(material(1).getByLabelText('Title'), 'Worksheet');
    await user.type(material(1).getByLabelText('Title (Español)'), 'Hoja de trabajo');
    await user.type(material(1).getByLabelText('Description'), 'Count the seeds');
    await user.selectOptions(material(1).getByLabelText('Type'), 'other');
    await user.upload(material(1).getByLabelText('File'), pdfFile());
    const pdfXhr = await lastUpload();
    expect(pdfXhr.url).toBe('/api/admin/uploads?kind=material&for=material');
    act(() => pdfXhr.respond(201, pdfUpload));
    expect(await material(1).findByText('Uploaded worksheet.pdf (1 KB).')).toBeInTheDocument();
    await waitFor(() => expect(material(1).queryByRole('progressbar')).toBeNull());
    // The file's own kind is taken as the type.
    expect(material(1).getByLabelText('Type')).toHaveValue('pdf');

    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/books')).toEqual([
      {
        status: 'published',
        publishAt: null,
        title: 'The Brave Little Seed',
        author: 'Lily Hart',
        description: 'A seed grows.',
        ageRange: '3-6',
        publishDate: '2026-03-01',
        isbn: '978-1-23456-789-0',
        pages: 32,
        coverImage: '/files/covers/new.png',
        amazonLink: '',
        reviewLink: 'https://reviews.example/seed',
        storeLinks: [],
        language: 'en',
        otherEditionId: '',
        genres: ['Nature', 'Courage'],
        downloadMaterials: [
          {
            title: 'Worksheet',
            description: 'Count the seeds',
            titleEs: 'Hoja de trabajo',
            descriptionEs: '',
            type: 'pdf',
            fileUrl: pdfUpload.url,
            fileSize: '1 KB',
          },
        ],
        // None of its own: the page shows the site's.
        learningBenefits: [],
        readingTips: [],
      },
    ]);

    save.release(jsonResponse(makeBook({ id: 'new-1', title: 'The Brave Little Seed' }), 201));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
    expect(screen.getByText('"The Brave Little Seed" has been added.')).toBeInTheDocument();
  });

  it('loads the book, keeps its cover and files, and saves the edit', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books/b-1': [() => jsonResponse(stored)],
      'PUT /api/admin/books/b-1': [save.handler],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Book' })).toBeInTheDocument();
    expect(screen.getByText('Loading book...')).toBeInTheDocument();

    const title = await screen.findByLabelText('Title', { selector: '#book-title' });
    expect(title).toHaveValue('The Kindness Ripple');
    const b = basics();
    expect(b.getByLabelText('Publish Date')).toHaveValue('2024-05-01');
    expect(b.getByLabelText('Pages')).toHaveValue(32);
    expect(b.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', '/files/covers/ripple.png');
    expect(genres().getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['Kindness', 'Friendship']);
    expect(material(1).getByLabelText('Title')).toHaveValue('Colouring page');
    expect(material(1).getByLabelText('Type')).toHaveValue('image');
    expect(material(1).getByRole('link', { name: /^Open the current file of material 1/ })).toHaveAttribute(
      'href',
      '/files/materials/page.png',
    );

    await user.clear(title);
    await user.type(title, 'The Kindness Ripple, Revised');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    const [body] = bodiesOf(fetchMock, 'PUT', '/api/admin/books/b-1') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      title: 'The Kindness Ripple, Revised',
      coverImage: '/files/covers/ripple.png',
      amazonLink: 'https://www.amazon.com/dp/ripple',
      pages: 32,
      genres: ['Kindness', 'Friendship'],
      downloadMaterials: [
        {
          title: 'Colouring page',
          description: 'Colour the ripple',
          type: 'image',
          fileUrl: '/files/materials/page.png',
          fileSize: '12 KB',
        },
      ],
    });

    save.release(jsonResponse({ ...stored, title: 'The Kindness Ripple, Revised' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
    expect(screen.getByText('"The Kindness Ripple, Revised" has been updated.')).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields and keeps what was typed", async () => {
    routeFetch({
      'GET /api/admin/books/b-1': [() => jsonResponse(stored)],
      'PUT /api/admin/books/b-1': [
        () =>
          jsonResponse(
            {
              error: {
                code: 'invalid',
                message: 'Please enter a full web address, starting with https://',
                fields: {
                  reviewLink: 'Please enter a full web address, starting with https://',
                  'downloadMaterials.0.fileUrl': 'Please choose a file for this material',
                },
              },
            },
            400,
          ),
      ],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByLabelText('Title', { selector: '#book-title' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    const review = basics().getByLabelText('Review Link (optional)');
    await waitFor(() => expect(review).toHaveAttribute('aria-invalid', 'true'));
    expect(review).toHaveAccessibleDescription('Please enter a full web address, starting with https://');
    expect(review).toHaveFocus();
    expect(material(1).getByLabelText('File')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a file for this material'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a full web address, starting with https://');
    expect(title).toHaveValue('The Kindness Ripple!');
    expect(screen.getByRole('button', { name: 'Update Book' })).toBeEnabled();
  });

  it('says the save failed when the server had nothing to tell the owner', async () => {
    routeFetch({ 'GET /api/admin/books/b-1': [() => jsonResponse(stored)], 'PUT /api/admin/books/b-1': [boom] });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Title', { selector: '#book-title' });
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to save book. Please try again.'));
    expect(alert).toHaveFocus();
  });

  it('shows why an upload failed, and refuses a cover that is not an image before sending it', async () => {
    routeFetch({});
    renderNew();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const cover = basics().getByLabelText('Cover Image');

    await user.upload(cover, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(cover).toHaveAccessibleDescription(expect.stringContaining('Please select an image file for the cover image.'));
    expect(FakeXHR.sent).toHaveLength(0);

    await user.upload(cover, pngFile());
    const xhr = await lastUpload();
    expect(cover).toHaveAttribute('aria-invalid', 'false');
    act(() =>
      xhr.respond(400, { error: { code: 'invalid', message: 'That file is too big. The limit is 10 MB.' } }),
    );
    await waitFor(() =>
      expect(cover).toHaveAccessibleDescription(
        expect.stringContaining('Failed to upload file: That file is too big. The limit is 10 MB.'),
      ),
    );
    expect(basics().queryByRole('img', { name: 'Current cover' })).toBeNull();

    // A cover the server cannot process says so alone (spec §8), without 'Failed to upload file: '.
    const processing = 'Failed to process the cover image. Please try again.';
    await user.upload(cover, pngFile());
    const processXhr = await lastUpload();
    act(() =>
      processXhr.respond(400, {
        error: {
          code: 'invalid',
          key: 'server.coverNotProcessed',
          message: processing,
          fields: { file: processing },
          fieldKeys: { file: 'server.coverNotProcessed' },
        },
      }),
    );
    await waitFor(() => expect(cover).toHaveAccessibleDescription(expect.stringContaining(processing)));
    expect(cover).not.toHaveAccessibleDescription(expect.stringContaining('Failed to upload file'));

    await user.click(materials().getByRole('button', { name: 'Add Material' }));
    await user.upload(material(1).getByLabelText('File'), new File(['<html>'], 'page.html', { type: 'text/html' }));
    const materialXhr = await lastUpload();
    act(() =>
      materialXhr.respond(400, { error: { code: 'invalid', message: "This kind of file can't be uploaded. Use a PDF." } }),
    );
    await waitFor(() =>
      expect(material(1).getByLabelText('File')).toHaveAccessibleDescription(
        expect.stringContaining("Error processing material: This kind of file can't be uploaded. Use a PDF."),
      ),
    );
  });

  it('asks to wait while a file is still uploading, and can cancel the upload', async () => {
    const fetchMock = routeFetch(noBooks);
    renderNew();
    const user = userEvent.setup({ delay: null });
    await fillBasics(user);
    await user.click(materials().getByRole('button', { name: 'Add Material' }));
    await user.type(material(1).getByLabelText('Title'), 'Song');
    await user.type(material(1).getByLabelText('Description'), 'Sing along');
    await user.upload(material(1).getByLabelText('File'), pdfFile());
    const xhr = await lastUpload();

    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for the upload to finish, then save again.');
    expect(sent(fetchMock)).toEqual([]);

    await user.click(material(1).getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(material(1).queryByRole('progressbar')).toBeNull();
  });

  it('offers a retry when the book cannot be loaded, and says when it does not exist', async () => {
    // The screen itself tries twice before saying so.
    routeFetch({ 'GET /api/admin/books/b-1': [boom, boom, () => jsonResponse(stored)] });
    const { unmount } = renderEdit();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load book data. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Title', { selector: '#book-title' })).toHaveValue('The Kindness Ripple');
    unmount();

    routeFetch({
      'GET /api/admin/books/nope': [() => jsonResponse({ error: { code: 'not_found', message: 'Book not found.' } }, 404)],
    });
    renderEdit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Book not found.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to Books' })).toHaveAttribute(
      'href',
      '/admin/books',
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('asks before Cancel leaves a half-filled book, and keeps it on Stay; a failed save keeps it too', async () => {
    routeFetch({ 'POST /api/admin/books': [boom] });
    renderNew();
    const user = userEvent.setup({ delay: null });
    await fillBasics(user);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on Page' }));
    expect(basics().getByLabelText('Title')).toHaveValue('The Brave Little Seed');

    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Failed to save book. Please try again.')).toBeInTheDocument();
    expect(basics().getByLabelText('Title')).toHaveValue('The Brave Little Seed');
    expect(basics().getByLabelText('Pages')).toHaveValue(32);
    expect(basics().getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', coverUpload.url);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
  });
});

describe('BookForm: the edition in the other language', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  const edition = (b: Book) => ({ id: b.id, slug: b.slug, title: b.title, language: b.language, coverImage: b.coverImage });
  const cloud = makeBook({ id: 'en-1', slug: 'the-kindness-cloud', title: 'The Kindness Cloud', coverImage: '/files/covers/cloud.png' });
  const bea = makeBook({ id: 'en-2', slug: 'brave-little-bea', title: 'Brave Little Bea' });
  const jardin = makeBook({ id: 'es-2', slug: 'el-jardin', title: 'El jardín', language: 'es' });
  const nube = makeBook({
    id: 'es-1',
    slug: 'la-nube',
    title: 'La nube',
    coverImage: '/files/covers/nube.png',
    language: 'es',
    otherEditionId: cloud.id,
    otherEdition: edition(cloud),
  });
  const linkedBea = { ...bea, otherEditionId: jardin.id, otherEdition: edition(jardin) };
  const linkedCloud = { ...cloud, otherEditionId: nube.id, otherEdition: edition(nube) };
  const all = [linkedCloud, linkedBea, nube, { ...jardin, otherEditionId: bea.id, otherEdition: edition(bea) }];

  const section = () => within(screen.getByRole('region', { name: 'Language' }));
  const otherEdition = () => section().getByRole('combobox', { name: 'Edition in the other language' });
  const optionLabels = () => within(otherEdition()).getAllByRole('option').map((o) => o.textContent);

  it("shows a Spanish book's language and offers the English books, saying which are linked elsewhere", async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books/es-1': [() => jsonResponse(nube)],
      'GET /api/admin/books': [() => jsonResponse(all)],
      'PUT /api/admin/books/es-1': [save.handler],
    });
    renderEdit('es-1');
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Title', { selector: '#book-title' });

    const languages = section().getByRole('radiogroup', { name: 'Language of this edition' });
    expect(within(languages).getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(within(languages).getByRole('radio', { name: 'English' })).not.toBeChecked();
    await waitFor(() => expect(optionLabels()).toEqual(['None', 'Brave Little Bea (now linked to El jardín)', 'The Kindness Cloud']));
    expect(otherEdition()).toHaveValue('en-1');
    expect(otherEdition()).toHaveAccessibleDescription(
      'Books in English. Choosing one that is linked to another book moves the link here.',
    );

    await user.selectOptions(otherEdition(), 'en-2');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/es-1')).toEqual([
      expect.objectContaining({ language: 'es', otherEditionId: 'en-2' }),
    ]);
    save.release(jsonResponse({ ...nube, otherEditionId: 'en-2' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
  });

  it('offers the books of the other language when the language changes, and None unlinks', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse(all)],
      'POST /api/admin/books': [() => jsonResponse(makeBook({ id: 'new-1' }), 201)],
    });
    renderNew();
    const user = userEvent.setup({ delay: null });
    expect(section().getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(optionLabels()).toEqual(['None', 'El jardín (now linked to Brave Little Bea)', 'La nube (now linked to The Kindness Cloud)']));
    expect(otherEdition()).toHaveValue('');

    await user.click(section().getByRole('radio', { name: 'Español' }));
    expect(optionLabels()).toEqual(['None', 'Brave Little Bea (now linked to El jardín)', 'The Kindness Cloud (now linked to La nube)']);
    expect(otherEdition()).toHaveAccessibleDescription(expect.stringContaining('Books in English.'));

    await user.selectOptions(otherEdition(), 'en-2');
    await user.selectOptions(otherEdition(), 'None');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/admin/books')).toEqual([expect.objectContaining({ language: 'es', otherEditionId: '' })]),
    );
  });

  it("puts the server's refusal of the chosen edition under the field", async () => {
    const refusal = 'This book is in English: its edition in the other language must be a Spanish book.';
    routeFetch({
      'GET /api/admin/books/en-1': [() => jsonResponse(linkedCloud)],
      'GET /api/admin/books': [() => jsonResponse(all)],
      'PUT /api/admin/books/en-1': [
        () => jsonResponse({ error: { code: 'invalid', message: refusal, fields: { otherEditionId: refusal } } }, 400),
      ],
    });
    renderEdit('en-1');
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Title', { selector: '#book-title' });
    await waitFor(() => expect(otherEdition()).toHaveValue('es-1'));

    // Made Spanish, with its Spanish partner still chosen: the partner stays listed, and the
    // server says why it cannot be.
    await user.click(section().getByRole('radio', { name: 'Español' }));
    expect(optionLabels()).toContain('La nube');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(otherEdition()).toHaveAttribute('aria-invalid', 'true'));
    expect(otherEdition()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(otherEdition()).toHaveFocus();
  });

  it('still shows the stored edition when the list of books cannot be loaded', async () => {
    routeFetch({ 'GET /api/admin/books/es-1': [() => jsonResponse(nube)], 'GET /api/admin/books': [boom] });
    renderEdit('es-1');
    await screen.findByLabelText('Title', { selector: '#book-title' });
    await waitFor(() =>
      expect(otherEdition()).toHaveAccessibleDescription('The list of books could not be loaded. Close this form and try again.'),
    );
    expect(optionLabels()).toEqual(['None', 'The Kindness Cloud']);
    expect(otherEdition()).toHaveValue('en-1');
  });
});
