import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { moveClock, untilOnStillClock } from '@/testing/still-clock';
import { jsonResponse } from '@/testing/test-utils';
import type { AuthorInfo } from '@/types/api';

import { AuthorProfile } from './author-profile';

const API = '/api/admin/author-profile';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const none = () => jsonResponse({ error: { code: 'not_found', message: 'No author profile found.' } }, 404);

const stored: AuthorInfo = {
  id: 'a-1',
  name: 'Lily Hart',
  title: "Children's Author & Educator",
  titleEs: '',
  photoUrl: '/files/images/lily.png',
  bio: ['Lily grew up by the sea.', 'She taught for ten years.'],
  bioEs: [],
  quote: 'A story is a small bridge.',
  quoteEs: '',
  creativeProcess: ['Every book begins with a question.'],
  creativeProcessEs: [],
  createdAt: '2025-01-01T00:00:00Z',
};
const photoUpload = { url: '/files/images/new.png', fileName: 'me.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' };

const renderProfile = () => renderAdminScreen('/admin/authors/profile', '/admin/authors/profile', <AuthorProfile />);
const bio = () => within(screen.getByRole('region', { name: 'Biography' }));
const process = () => within(screen.getByRole('region', { name: 'Creative Process' }));
// The English paragraphs of a list (the Spanish ones are labelled '… (Español)').
const english = (list: ReturnType<typeof bio>) => list.getAllByRole('textbox', { name: /paragraph \d+$/ });

describe('AuthorProfile', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.stop();
  });

  it('shows a spinner, then the stored profile in the form', async () => {
    const load = deferred();
    routeFetch({ [`GET ${API}`]: [load.handler] });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Author Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Authors' })).toHaveAttribute('href', '/admin/authors');
    expect(screen.getByText('Loading author profile...')).toBeInTheDocument();
    load.release(jsonResponse(stored));

    expect(await screen.findByLabelText('Name')).toHaveValue('Lily Hart');
    expect(screen.getByLabelText('Professional Title')).toHaveValue("Children's Author & Educator");
    expect(screen.getByLabelText('Featured Quote')).toHaveValue('A story is a small bridge.');
    expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/files/images/lily.png');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('A square photo works best, at least 500×500 pixels.');
    expect(english(bio()).map((t) => (t as HTMLTextAreaElement).value)).toEqual([
      'Lily grew up by the sea.',
      'She taught for ten years.',
    ]);
    expect(process().getByLabelText('Creative process paragraph 1')).toHaveValue('Every book begins with a question.');
    // Beside each English text, its Spanish version: empty here, and optional.
    expect(screen.getByLabelText('Professional Title (Español)')).toHaveValue('');
    expect(screen.getByLabelText('Featured Quote (Español)')).toHaveAccessibleDescription(
      'Optional: left empty, the English text shows on the Spanish site.',
    );
    expect(bio().getByLabelText('Biography paragraph 1 (Español)')).toHaveValue('');
    expect(process().getByLabelText('Creative process paragraph 1 (Español)')).toHaveAttribute('lang', 'es');
  });

  it('starts empty when no profile is stored yet, with one paragraph of each', async () => {
    routeFetch({ [`GET ${API}`]: [none] });
    renderProfile();
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Current photo' })).toBeNull();
    expect(english(bio())).toHaveLength(1);
    expect(english(process())).toHaveLength(1);
    expect(bio().getByLabelText('Biography paragraph 1 (Español)')).toHaveValue('');
    expect(screen.queryByRole('alert', { name: /Failed/ })).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    routeFetch({ [`GET ${API}`]: [boom, () => jsonResponse(stored)] });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load author profile. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Lily Hart');
  });

  it('adds and removes paragraphs; at least one of each remains', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(stored)] });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Name');
    expect(process().queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(process().getByRole('button', { name: 'Add Paragraph to the creative process' }));
    expect(process().getByLabelText('Creative process paragraph 2')).toHaveFocus();
    await user.click(process().getByRole('button', { name: 'Remove creative process paragraph 1' }));
    expect(english(process())).toHaveLength(1);
    expect(process().getByLabelText('Creative process paragraph 1')).toHaveValue('');
    expect(process().queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.click(bio().getByRole('button', { name: 'Remove biography paragraph 1' }));
    expect(bio().getByLabelText('Biography paragraph 1')).toHaveValue('She taught for ten years.');
    expect(bio().getByLabelText('Biography paragraph 1')).toHaveFocus();
    expect(bio().queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('makes a text pasted with blank lines into that many paragraphs, in English and in Spanish, and sends them apart', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(stored)],
      [`PUT ${API}`]: [() => jsonResponse({ message: 'Author profile saved successfully!', profile: stored })],
    });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Name');
    const first = bio().getByLabelText<HTMLTextAreaElement>('Biography paragraph 2');
    // Pasted at the end of the second paragraph: its first part joins it, the rest follow it.
    await user.click(first);
    first.setSelectionRange(first.value.length, first.value.length);
    await user.paste(' Then she wrote.\n\nShe lives by the sea again.\r\n \r\nHer dog is called Pip.');
    expect(english(bio()).map((field) => (field as HTMLTextAreaElement).value)).toEqual([
      'Lily grew up by the sea.',
      'She taught for ten years. Then she wrote.',
      'She lives by the sea again.',
      'Her dog is called Pip.',
    ]);
    expect(bio().getByLabelText('Biography paragraph 4')).toHaveFocus();

    // A text without blank lines is pasted as it is, line breaks and all.
    await user.click(process().getByLabelText('Creative process paragraph 1 (Español)'));
    await user.paste('Cada libro empieza con una pregunta.\n\nLuego un boceto.');
    await user.paste('\nY colores.');
    expect(process().getByLabelText('Creative process paragraph 1 (Español)')).toHaveValue('Cada libro empieza con una pregunta.');
    expect(process().getByLabelText('Creative process paragraph 2 (Español)')).toHaveValue('Luego un boceto.\nY colores.');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', API)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT', API)[0]).toMatchObject({
      bio: ['Lily grew up by the sea.', 'She taught for ten years. Then she wrote.', 'She lives by the sea again.', 'Her dog is called Pip.'],
      creativeProcessEs: ['Cada libro empieza con una pregunta.', 'Luego un boceto.\nY colores.'],
    });
  });

  it('needs a name, and refuses a photo that is not an image or is empty before sending it', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [none] });
    renderProfile();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Author name is required'));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    const photo = screen.getByLabelText('Photo');
    await user.upload(photo, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('File must be an image'));
    await user.upload(photo, new File([], 'empty.png', { type: 'image/png' }));
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('No file provided'));
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it('uploads a new photo with its progress, and says so when the upload fails', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(stored)] });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    const photo = await screen.findByLabelText('Photo');
    await user.upload(photo, pngFile('me.png', 4000));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(FakeXHR.sent[0]!.url).toBe('/api/admin/uploads?kind=image&for=author-photo');
    act(() => FakeXHR.sent[0]!.progress(1000, 4000));
    expect(screen.getByRole('progressbar', { name: 'Uploading me.png' })).toHaveAttribute('aria-valuenow', '25');
    act(() => FakeXHR.sent[0]!.respond(400, { error: { code: 'invalid', message: 'We could not read that file.' } }));
    await waitFor(() =>
      expect(photo).toHaveAccessibleDescription(expect.stringContaining('Failed to upload photo. Please try again.')),
    );
    expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/files/images/lily.png');

    await user.upload(photo, pngFile('me.png', 4000));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    act(() => FakeXHR.sent[1]!.respond(201, photoUpload));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/files/images/new.png'));
    expect(photo).toHaveAttribute('aria-invalid', 'false');
  });

  it("saves: Saving..., the body, the saved message for 5 s, and the About page's profile reloads", async () => {
    const save = deferred();
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(stored)], [`PUT ${API}`]: [save.handler] });
    const { queryClient } = renderProfile();
    queryClient.setQueryData(queryKeys.author, stored);
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Lily May Hart ');
    await user.click(bio().getByRole('button', { name: 'Add Paragraph to the biography' }));
    await user.type(bio().getByLabelText('Biography paragraph 3'), ' Now she writes. ');
    await user.click(process().getByRole('button', { name: 'Add Paragraph to the creative process' }));
    await user.type(screen.getByLabelText('Professional Title (Español)'), ' Autora y educadora ');
    await user.type(bio().getByLabelText('Biography paragraph 1 (Español)'), 'Lily creció junto al mar.');
    await user.click(bio().getByRole('button', { name: 'Add Paragraph to the biography (Español)' }));
    await user.type(bio().getByLabelText('Biography paragraph 2 (Español)'), ' Ahora escribe. ');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([
      {
        name: 'Lily May Hart',
        title: "Children's Author & Educator",
        titleEs: 'Autora y educadora',
        quote: 'A story is a small bridge.',
        quoteEs: '',
        photoUrl: '/files/images/lily.png',
        bio: ['Lily grew up by the sea.', 'She taught for ten years.', 'Now she writes.'],
        bioEs: ['Lily creció junto al mar.', 'Ahora escribe.'],
        creativeProcess: ['Every book begins with a question.'],
        creativeProcessEs: [],
      },
    ]);
    // The message's 5 s start with the answer; from here the clock moves only when the test moves it.
    vi.useFakeTimers();
    const saved = { ...stored, name: 'Lily May Hart', bio: [...stored.bio, 'Now she writes.'] };
    save.release(jsonResponse({ message: 'Author profile saved successfully!', profile: saved }));

    await untilOnStillClock(() => {
      expect(screen.getByText('Author profile saved successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Lily May Hart');
    expect(queryClient.getQueryState(queryKeys.author)?.isInvalidated).toBe(true);
    await moveClock(4_999);
    expect(screen.getByText('Author profile saved successfully!')).toBeInTheDocument();
    await moveClock(1);
    expect(screen.queryByText('Author profile saved successfully!')).not.toBeInTheDocument();
  });

  it('keeps every field as typed when the save fails, with the message or the field messages', async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse(stored)],
      [`PUT ${API}`]: [
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'File must be an image', fields: { photoUrl: 'File must be an image' } } },
            400,
          ),
        boom,
      ],
    });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Featured Quote'), ' Always.');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(expect.stringContaining('File must be an image'));
    expect(screen.getByLabelText('Photo')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to save author profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Featured Quote')).toHaveValue('A story is a small bridge. Always.');
    expect(screen.getByLabelText('Name')).toHaveValue('Lily Hart');
  });
});
