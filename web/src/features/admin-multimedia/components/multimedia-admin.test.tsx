import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { cloudBook, seedBook } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import type { AdminMultimedia } from '../types';

import { MultimediaAdmin } from './multimedia-admin';

const API = '/api/admin/multimedia';
const REQUIRED = 'Please provide a title, description, and either a URL or file upload for both content and thumbnail';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const books = () => jsonResponse([cloudBook, seedBook]);

function item(overrides: Partial<AdminMultimedia>): AdminMultimedia {
  return {
    id: 'mm-1',
    bookId: 'book-1',
    bookTitle: 'The Kindness Cloud',
    bookSlug: 'the-kindness-cloud-book-1',
    type: 'video',
    title: 'Read-Along',
    description: 'Follow the words as the story is read aloud.',
    titleEs: '',
    descriptionEs: '',
    url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    thumbnail: '/files/covers/read-along.png',
    lyrics: '',
    createdAt: '2025-06-03T10:00:00Z',
    ...overrides,
  };
}

const song = item({
  id: 'mm-2',
  type: 'audio',
  title: 'Twinkle Sing-Along',
  description: 'A gentle tune to hum at bedtime.',
  url: '/files/materials/twinkle.mp3',
  thumbnail: '',
  lyrics: 'Twinkle, twinkle, little star,\nHow I wonder what you are!',
  bookId: 'book-2',
  bookTitle: 'The Brave Little Seed',
  bookSlug: 'the-brave-little-seed-book-2',
});
const video = item({});
const vimeo = item({ id: 'mm-3', title: 'Behind the Pictures', description: 'How the pictures came to life.', url: 'https://vimeo.com/76979871' });
const spotify = item({ id: 'mm-4', type: 'audio', title: 'Cloud Song', description: 'Sing with the cloud.', url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' });
const soundcloud = item({ id: 'mm-5', type: 'audio', title: 'Seed Song', description: 'Grow, grow.', url: 'https://soundcloud.com/artist/seed-song' });
const suno = item({ id: 'mm-6', type: 'audio', title: 'Bedtime Hum', description: 'Hum along.', url: 'https://suno.com/song/abc123' });
const all = [song, video, vimeo, spotify, soundcloud, suno];

const contentUpload = { url: '/files/materials/lullaby.mp3', fileName: 'lullaby.mp3', fileSize: '3 KB', contentType: 'audio/mpeg', type: 'audio' };
const thumbUpload = { url: '/files/images/lullaby.png', fileName: 'lullaby.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };
const mp3 = (name = 'lullaby.mp3') => new File(['ID3 song'], name, { type: 'audio/mpeg' });

const renderScreen = () => renderAdminScreen('/admin/multimedia', '/admin/multimedia', <MultimediaAdmin />);
const table = () => screen.getByRole('table', { name: 'Videos and songs, newest first' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const titleOf = (r: HTMLElement) => within(r).getAllByRole('cell')[1]!.querySelector('p')!.textContent;
const row = (title: string) => rows().find((r) => titleOf(r) === title)!;
const dialog = () => screen.getByRole('dialog');

async function fillVideo(user: UserEvent) {
  await user.selectOptions(within(dialog()).getByLabelText('Book'), 'The Brave Little Seed');
  await user.type(within(dialog()).getByLabelText('Title'), 'Seed Read-Along');
  await user.type(within(dialog()).getByLabelText('Description'), 'The seed story, read aloud.');
  await user.type(within(dialog()).getByLabelText('Content URL'), 'https://youtu.be/M7lc1UVf-VE');
  await user.type(within(dialog()).getByLabelText('Thumbnail URL (optional)'), 'https://img.example.com/seed.png');
}

// Renders the screen (its one video listed), opens Add Multimedia and waits for the books.
async function openAddForm() {
  renderScreen();
  const user = userEvent.setup({ delay: null });
  await waitFor(() => expect(rows()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Add Multimedia' }));
  const form = screen.getByRole('dialog');
  await within(form).findByRole('option', { name: 'The Brave Little Seed' });
  return { user, form };
}

describe('MultimediaAdmin list', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every item newest first with its picture, provider, book, badge and actions', async () => {
    const list = deferred();
    routeFetch({ [`GET ${API}`]: [list.handler], 'GET /api/admin/books': [books] });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    expect(screen.getByText('Loading videos and songs...')).toBeInTheDocument();

    list.release(jsonResponse(all));
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(screen.getByText('6 videos and songs, newest first')).toBeInTheDocument();
    // In the server's order.
    expect(rows().map(titleOf)).toEqual([
      'Twinkle Sing-Along',
      'Read-Along',
      'Behind the Pictures',
      'Cloud Song',
      'Seed Song',
      'Bedtime Hum',
    ]);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Thumbnail',
      'Title',
      'Book',
      'Type',
      'Actions',
    ]);

    const first = row('Read-Along');
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/covers/read-along.png');
    expect(first).toHaveTextContent('Follow the words as the story is read aloud.');
    expect(first).toHaveTextContent('YouTube');
    expect(first).toHaveTextContent('VIDEO');
    expect(within(first).getByRole('link', { name: /^The Kindness Cloud/ })).toHaveAttribute(
      'href',
      '/multimedia/the-kindness-cloud-book-1',
    );
    const open = within(first).getByRole('link', { name: 'Open Read-Along (opens in a new tab)' });
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('button', { name: 'Edit Read-Along' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Read-Along' })).toBeInTheDocument();

    const twinkle = row('Twinkle Sing-Along');
    expect(twinkle).toHaveTextContent('AUDIO');
    expect(twinkle).toHaveTextContent('File');
    expect(twinkle.querySelector('img')).toBeNull(); // no thumbnail: an icon instead
    expect(within(twinkle).getByRole('link', { name: /^The Brave Little Seed/ })).toHaveAttribute(
      'href',
      '/multimedia/the-brave-little-seed-book-2',
    );
    // The table leaves the lyrics to the cards.
    expect(screen.queryByText(/How I wonder what you are!/)).toBeNull();

    for (const [title, provider] of [
      ['Behind the Pictures', 'vimeo'],
      ['Cloud Song', 'spotify'],
      ['Seed Song', 'soundcloud'],
      ['Bedtime Hum', 'suno'],
      ['Read-Along', 'youtube'],
      ['Twinkle Sing-Along', 'file'],
    ]) {
      expect(row(title!).querySelector(`[data-provider="${provider}"]`), title).not.toBeNull();
    }
    expect(row('Cloud Song')).toHaveTextContent('Spotify');
    expect(row('Seed Song')).toHaveTextContent('SoundCloud');
    expect(row('Bedtime Hum')).toHaveTextContent('Suno');
    expect(row('Behind the Pictures')).toHaveTextContent('Vimeo');
  });

  it('switches to cards, which show a song’s lyrics, and back', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([song, video])], 'GET /api/admin/books': [books] });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const tableButton = screen.getByRole('button', { name: 'Table view' });
    const cardsButton = screen.getByRole('button', { name: 'Card view' });
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    expect(cardsButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(cardsButton);
    expect(cardsButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Videos and songs' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Twinkle Sing-Along');
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Lyrics' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('How I wonder what you are!');
    expect(cards[0]).toHaveTextContent('AUDIO');
    expect(within(cards[1]!).queryByRole('heading', { name: 'Lyrics' })).toBeNull();
    expect(cards[1]).toHaveTextContent('VIDEO');
    expect(cards[1]).toHaveTextContent('YouTube');
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Read-Along' })).toBeInTheDocument();

    await user.click(tableButton);
    expect(rows()).toHaveLength(2);
  });

  it('searches titles, book titles and descriptions in any case, and says when nothing matches', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(all)], 'GET /api/admin/books': [books] });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(6));
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'TWINKLE');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 6 videos and songs')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'brave little');
    expect(rows().map(titleOf)).toEqual(['Twinkle Sing-Along']);

    await user.clear(search);
    await user.type(search, 'read aloud');
    expect(rows()).toHaveLength(1);
    expect(row('Read-Along')).toBeDefined();

    await user.clear(search);
    await user.type(search, 'dinosaurs');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No multimedia content found matching your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 6 videos and songs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(rows()).toHaveLength(6);
  });

  it('says so when there is nothing yet', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([])], 'GET /api/admin/books': [books] });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: 'No videos or songs yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Multimedia' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the 'Error loading multimedia' block with 'Try again' when the list cannot be loaded", async () => {
    routeFetch({ [`GET ${API}`]: [boom, () => jsonResponse([video])], 'GET /api/admin/books': [books] });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Error loading multimedia' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Error loading multimedia')).toBeNull();
  });
});

describe('MultimediaAdmin add and edit', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('opens an empty form (video by default) that says what each type accepts and checks it before sending', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse([video])], 'GET /api/admin/books': [books] });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add Multimedia' }));

    const form = screen.getByRole('dialog', { name: 'Add Multimedia' });
    const book = within(form).getByLabelText('Book');
    expect(book).toHaveFocus();
    await waitFor(() =>
      expect(within(book).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Select a book',
        'The Brave Little Seed',
        'The Kindness Cloud',
      ]),
    );
    const type = within(form).getByLabelText('Type');
    expect(type).toHaveValue('video');
    expect(type).toHaveAccessibleDescription(
      'Video accepts YouTube, Vimeo or direct MP4 links. Audio accepts Suno, Spotify, SoundCloud or direct MP3 links.',
    );
    expect(within(form).getByLabelText('Content URL')).toHaveAccessibleDescription(
      'A YouTube or Vimeo link, or a direct link to an MP4 file.',
    );
    expect(within(form).getByLabelText('Or upload a video file')).toHaveAttribute('accept', '.mp4,.webm');
    expect(within(form).queryByLabelText('Lyrics (optional)')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Add Multimedia' }));
    await waitFor(() => expect(book).toHaveAttribute('aria-invalid', 'true'));
    expect(book).toHaveAccessibleDescription('Please select a book');
    for (const label of ['Title', 'Description', 'Content URL', 'Thumbnail URL']) {
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(new RegExp(`${REQUIRED}$`));
    }
    expect(book).toHaveFocus();

    await user.type(within(form).getByLabelText('Content URL'), 'youtube dot com');
    expect(within(form).getByLabelText('Content URL')).toHaveAccessibleDescription(
      /Please enter a full web address, starting with https:\/\/$/,
    );
    expect(bodiesOf(fetchMock, 'POST', API)).toHaveLength(0);

    // Audio: the hints follow, and the lyrics field appears.
    await user.selectOptions(type, 'audio');
    expect(within(form).getByLabelText('Content URL')).toHaveAccessibleDescription(
      /^A Suno, Spotify or SoundCloud link, or a direct link to an MP3 file\./,
    );
    expect(within(form).getByLabelText('Or upload an audio file')).toHaveAttribute('accept', '.mp3,.wav,.ogg,.m4a');
    expect(within(form).getByLabelText('Lyrics (optional)')).toBeInTheDocument();

    // Escape closes it and the Add button has the focus again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Multimedia' })).toHaveFocus();
  });

  it('saves a YouTube or Vimeo video without a thumbnail, and asks no 2:3 picture of a video', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([video])],
      'GET /api/admin/books': [books],
      [`POST ${API}`]: [() => jsonResponse(item({ id: 'new', title: 'Seed Read-Along' }), 201)],
    });
    const { user, form } = await openAddForm();
    // A video from a file needs a picture, and none of a book cover's shape.
    expect(within(form).getByLabelText('Thumbnail URL')).toHaveAccessibleDescription('The picture shown before the video plays.');
    expect(form).not.toHaveTextContent('2:3');

    await user.selectOptions(within(form).getByLabelText('Book'), 'The Brave Little Seed');
    await user.type(within(form).getByLabelText('Title'), 'Seed Read-Along');
    await user.type(within(form).getByLabelText('Description'), 'The seed story, read aloud.');
    await user.type(within(form).getByLabelText('Content URL'), 'https://vimeo.com/76979871');
    expect(within(form).getByLabelText('Thumbnail URL (optional)')).toHaveAccessibleDescription(
      'Optional: left empty, a plain picture is shown until the video plays.',
    );
    await user.clear(within(form).getByLabelText('Content URL'));
    await user.type(within(form).getByLabelText('Content URL'), 'https://youtu.be/M7lc1UVf-VE');
    expect(within(form).getByLabelText('Thumbnail URL (optional)')).toHaveAccessibleDescription(
      "Optional: left empty, the video's own picture from YouTube is shown.",
    );
    await user.click(within(form).getByRole('button', { name: 'Add Multimedia' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', API)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', API)[0]).toMatchObject({ url: 'https://youtu.be/M7lc1UVf-VE', thumbnail: '' });
  });

  it('still needs a thumbnail for a song', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse([video])], 'GET /api/admin/books': [books] });
    const { user, form } = await openAddForm();
    await user.selectOptions(within(form).getByLabelText('Type'), 'audio');
    await user.type(within(form).getByLabelText('Content URL'), 'https://youtu.be/M7lc1UVf-VE');
    await user.click(within(form).getByRole('button', { name: 'Add Multimedia' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Thumbnail URL')).toHaveAccessibleDescription(new RegExp(`${REQUIRED}$`)),
    );
    expect(bodiesOf(fetchMock, 'POST', API)).toHaveLength(0);
  });

  it("adds a video by its link: 'Adding...' while it saves, then a toast, and the list loads again", async () => {
    const post = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([video]), () => jsonResponse([item({ id: 'new', title: 'Seed Read-Along' }), video])],
      'GET /api/admin/books': [books],
      [`POST ${API}`]: [post.handler],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const add = screen.getByRole('button', { name: 'Add Multimedia' });
    await user.click(add);
    await within(dialog()).findByRole('option', { name: 'The Brave Little Seed' });
    await fillVideo(user);
    expect(dialog()).toHaveTextContent('YouTube— plays in its own player on the book page.');
    expect(within(dialog()).getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', 'https://img.example.com/seed.png');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Multimedia' }));
    expect(await within(dialog()).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', API)).toEqual([
      {
        status: 'published',
        publishAt: null,
        bookId: 'book-2',
        type: 'video',
        title: 'Seed Read-Along',
        titleEs: '',
        description: 'The seed story, read aloud.',
        descriptionEs: '',
        url: 'https://youtu.be/M7lc1UVf-VE',
        thumbnail: 'https://img.example.com/seed.png',
        lyrics: '',
      },
    ]);

    post.release(jsonResponse({ ...item({ id: 'new', title: 'Seed Read-Along' }) }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('"Seed Read-Along" has been added.')).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('adds a song by uploading its file and thumbnail, with progress and Cancel, and its lyrics', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([])],
      'GET /api/admin/books': [books],
      [`POST ${API}`]: [() => jsonResponse(song, 201)],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click((await screen.findAllByRole('button', { name: 'Add Multimedia' }))[0]!);
    const form = dialog();
    await within(form).findByRole('option', { name: 'The Kindness Cloud' });
    await user.selectOptions(within(form).getByLabelText('Book'), 'The Kindness Cloud');
    await user.selectOptions(within(form).getByLabelText('Type'), 'audio');
    await user.type(within(form).getByLabelText('Title'), 'Lullaby');
    await user.type(within(form).getByLabelText('Description'), 'A song for sleepy heads.');
    await user.type(within(form).getByLabelText('Title (Español)'), ' Nana ');
    await user.type(within(form).getByLabelText('Lyrics (optional)'), 'Hush now{Enter}Close your eyes');

    // A file of the wrong kind is refused before it is sent.
    const contentFile = within(form).getByLabelText('Or upload an audio file');
    await user.upload(contentFile, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(contentFile).toHaveAccessibleDescription(/Please choose an audio file \(MP3, WAV, OGG or M4A\)\.$/);
    expect(FakeXHR.sent).toHaveLength(0);

    await user.upload(contentFile, mp3());
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(FakeXHR.sent[0]!.url).toBe('/api/admin/uploads?kind=material&for=video-song-file');
    act(() => FakeXHR.sent[0]!.progress(500, 1000));
    expect(within(form).getByRole('progressbar', { name: 'Uploading lullaby.mp3' })).toHaveAttribute('aria-valuenow', '50');
    // Saving waits for the upload.
    await user.click(within(form).getByRole('button', { name: 'Add Multimedia' }));
    expect(within(form).getAllByRole('alert').at(-1)).toHaveTextContent('Please wait for the upload to finish, then save again.');
    act(() => FakeXHR.sent[0]!.respond(201, contentUpload));
    expect(await within(form).findByText('Uploaded lullaby.mp3.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Content URL')).toHaveValue('/files/materials/lullaby.mp3');
    expect(form).toHaveTextContent("File— plays in the site's own player.");

    // The thumbnail: one upload cancelled, the next one kept.
    const thumbFile = within(form).getByLabelText('Or upload a thumbnail image');
    await user.upload(thumbFile, pngFile('first.png'));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    expect(FakeXHR.sent[1]!.url).toBe('/api/admin/uploads?kind=image&for=video-song-thumbnail');
    await user.click(within(form).getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXHR.sent[1]!.aborted).toBe(true);
    expect(within(form).queryByRole('progressbar')).toBeNull();
    expect(within(form).getByLabelText('Thumbnail URL')).toHaveValue('');
    await user.upload(thumbFile, pngFile('lullaby.png'));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(3));
    act(() => FakeXHR.sent[2]!.respond(201, thumbUpload));
    await waitFor(() => expect(within(form).getByLabelText('Thumbnail URL')).toHaveValue('/files/images/lullaby.png'));

    await user.click(within(form).getByRole('button', { name: 'Add Multimedia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', API)).toEqual([
      {
        status: 'published',
        publishAt: null,
        bookId: 'book-1',
        type: 'audio',
        title: 'Lullaby',
        titleEs: 'Nana',
        description: 'A song for sleepy heads.',
        descriptionEs: '',
        url: '/files/materials/lullaby.mp3',
        thumbnail: '/files/images/lullaby.png',
        lyrics: 'Hush now\nClose your eyes',
      },
    ]);
    expect(await screen.findByText(`"${song.title}" has been added.`)).toBeInTheDocument();
  });

  it('says why an upload failed, in the words of the spec', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([])], 'GET /api/admin/books': [books] });
    renderScreen();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click((await screen.findAllByRole('button', { name: 'Add Multimedia' }))[0]!);
    const form = dialog();
    const contentFile = within(form).getByLabelText('Or upload a video file');
    await user.upload(contentFile, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    act(() => FakeXHR.sent[0]!.respond(400, { error: { code: 'invalid', message: 'That file is too big. The limit is 100 MB.' } }));
    await waitFor(() =>
      expect(contentFile).toHaveAccessibleDescription(/Error uploading content file: That file is too big\. The limit is 100 MB\.$/),
    );
    expect(within(form).getByLabelText('Content URL')).toHaveValue('');

    const thumbFile = within(form).getByLabelText('Or upload a thumbnail image');
    await user.upload(thumbFile, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(thumbFile).toHaveAccessibleDescription(/Please choose an image file \(PNG, JPG, GIF or WebP\) for the thumbnail\.$/);
    await user.upload(thumbFile, pngFile('cover.png'));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    act(() => FakeXHR.sent[1]!.onerror?.());
    await waitFor(() =>
      expect(thumbFile).toHaveAccessibleDescription(/^PNG, JPG, GIF or WebP, up to 10 MB\. Error uploading thumbnail file: The connection was lost/),
    );
  });

  it('keeps every field after a failed save, with the message and the server’s field messages', async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([video])],
      'GET /api/admin/books': [books],
      [`POST ${API}`]: [
        boom,
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'Please select a book', fields: { bookId: 'Please select a book' } } },
            400,
          ),
      ],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add Multimedia' }));
    await within(dialog()).findByRole('option', { name: 'The Brave Little Seed' });
    await fillVideo(user);
    const submit = within(dialog()).getByRole('button', { name: 'Add Multimedia' });

    await user.click(submit);
    const alert = await within(dialog()).findByText('Failed to upload multimedia: Unknown error');
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Add Multimedia' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Title')).toHaveValue('Seed Read-Along');
    expect(within(dialog()).getByLabelText('Description')).toHaveValue('The seed story, read aloud.');
    expect(within(dialog()).getByLabelText('Content URL')).toHaveValue('https://youtu.be/M7lc1UVf-VE');
    expect(within(dialog()).getByLabelText('Thumbnail URL (optional)')).toHaveValue('https://img.example.com/seed.png');
    expect(within(dialog()).getByLabelText('Book')).toHaveValue('book-2');

    await user.click(submit);
    await waitFor(() => expect(within(dialog()).getByLabelText('Book')).toHaveAccessibleDescription('Please select a book'));
    expect(within(dialog()).getByText('Failed to upload multimedia: Please select a book')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Book')).toHaveFocus();
    expect(within(dialog()).getByLabelText('Title')).toHaveValue('Seed Read-Along');
  });

  it("edits an item in the same form: 'Updating...', its failure, then a toast", async () => {
    const put = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([song, video])],
      'GET /api/admin/books': [books],
      [`PUT ${API}/mm-2`]: [boom, put.handler],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const edit = within(row('Twinkle Sing-Along')).getByRole('button', { name: 'Edit Twinkle Sing-Along' });
    await user.click(edit);

    const form = screen.getByRole('dialog', { name: 'Edit Multimedia' });
    await waitFor(() => expect(within(form).getByLabelText('Book')).toHaveValue('book-2'));
    expect(within(form).getByLabelText('Type')).toHaveValue('audio');
    expect(within(form).getByLabelText('Title')).toHaveValue('Twinkle Sing-Along');
    expect(within(form).getByLabelText('Content URL')).toHaveValue('/files/materials/twinkle.mp3');
    expect(within(form).getByLabelText('Lyrics (optional)')).toHaveValue('Twinkle, twinkle, little star,\nHow I wonder what you are!');
    // The form needs a thumbnail the stored item lacks.
    await user.type(within(form).getByLabelText('Thumbnail URL'), '/files/images/star.png');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Twinkle, Twinkle');

    await user.click(within(form).getByRole('button', { name: 'Update Multimedia' }));
    expect(await within(form).findByText('Failed to update multimedia: Unknown error')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Twinkle, Twinkle');

    await user.click(within(form).getByRole('button', { name: 'Update Multimedia' }));
    expect(await within(form).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    // Escape does nothing while it saves.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    put.release(jsonResponse({ ...song, title: 'Twinkle, Twinkle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('"Twinkle, Twinkle" has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
    expect(bodiesOf(fetchMock, 'PUT', `${API}/mm-2`).at(-1)).toEqual({
      status: 'published',
      publishAt: null,
      bookId: 'book-2',
      type: 'audio',
      title: 'Twinkle, Twinkle',
      titleEs: '',
      description: 'A gentle tune to hum at bedtime.',
      descriptionEs: '',
      url: '/files/materials/twinkle.mp3',
      thumbnail: '/files/images/star.png',
      lyrics: 'Twinkle, twinkle, little star,\nHow I wonder what you are!',
    });
  });
});

describe('MultimediaAdmin delete', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks first, says a song takes its material along, and gives the focus to the heading after', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([song, video]), () => jsonResponse([video])],
      'GET /api/admin/books': [books],
      [`DELETE ${API}/mm-2`]: [() => new Response(null, { status: 204 })],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));

    const remove = within(row('Twinkle Sing-Along')).getByRole('button', { name: 'Delete Twinkle Sing-Along' });
    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Delete this song?' });
    expect(confirm).toHaveAccessibleDescription(
      'Delete "Twinkle Sing-Along"? It will no longer appear on the Videos & Songs page of "The Brave Little Seed". ' +
        "The book's material with the same file is deleted too. This cannot be undone.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('"Twinkle Sing-Along" has been deleted.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toHaveFocus();

    // A video's question says nothing about materials.
    await user.click(within(row('Read-Along')).getByRole('button', { name: 'Delete Read-Along' }));
    expect(screen.getByRole('dialog', { name: 'Delete this video?' })).not.toHaveAccessibleDescription(/material/);
  });

  it("keeps the question open with 'Failed to delete multimedia item' when the delete fails", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([video])],
      'GET /api/admin/books': [books],
      [`DELETE ${API}/mm-1`]: [boom],
    });
    renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete Read-Along' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to delete multimedia item');
    expect(rows()).toHaveLength(1);
  });
});
