import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/config/paths';
import { trackFormSubmit, trackKitDownload } from '@/lib/analytics';
import { downloadFile } from '@/lib/download';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { KindnessKit as Kit, KitSignupReply } from '@/types/api';

import { KindnessKit } from './kindness-kit';

vi.mock('@/lib/analytics', () => ({ trackFormSubmit: vi.fn(), trackKitDownload: vi.fn() }));
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn(async () => 'saved') }));

const BOOK_ID = '0f8c2d4e-1111-4222-8333-944455556666';
const HEADLINE = 'Start your ripple with a free kindness kit!';
const SUBHEADLINE = 'Download the audiobook, coloring pages, and gentle activities.';

const kit: Kit = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  bookId: BOOK_ID,
  title: 'The Kindness Cloud Kit',
  titleEs: '',
  headline: 'Spread a little sunshine',
  headlineEs: '',
  subheadline: 'A guide, a chart and a song for the whole family.',
  subheadlineEs: '',
  heroImageUrl: '/files/covers/kit.png',
  files: [
    { id: 'f1', fileName: 'Parent Guide', fileNameEs: '', fileType: 'pdf' },
    { id: 'f2', fileName: 'kindness-song.mp3', fileNameEs: '', fileType: 'audio' },
  ],
  agree: 'I agree to receive occasional updates.',
  agreeEs: 'Acepto recibir novedades de vez en cuando.',
};

const reply: KitSignupReply = {
  message: 'Thank you! Your kindness kit is ready to download.',
  expiresAt: '2026-11-23T10:00:00Z',
  downloads: [
    { id: 'f1', fileName: 'Parent Guide', fileNameEs: '', fileType: 'pdf', url: '/kit-downloads/tok/f1' },
    { id: 'f2', fileName: 'kindness-song.mp3', fileNameEs: '', fileType: 'audio', url: '/kit-downloads/tok/f2' },
  ],
};

// The kit as the server embeds it in the book page: fresh for a minute, as in
// the app (lib/react-query.ts), so no request is needed.
function renderKit(data: Kit | null = kit) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: 60_000 } } });
  queryClient.setQueryData(queryKeys.bookKit(BOOK_ID), data);
  return renderWithQueryClient(
    <KindnessKit bookId={BOOK_ID} privacyPolicy={<button type="button">Privacy Policy</button>} />,
    queryClient,
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const name = () => screen.getByRole('textbox', { name: 'Your name (optional)' });
const agree = () => screen.getByRole('checkbox', { name: 'I agree to receive occasional updates.' });
const submit = () => screen.getByRole('button', { name: /Get My Free Kit|Submitting\.\.\./ });

async function fillIn(user: UserEvent) {
  await user.type(email(), 'parent@example.com');
  await user.type(name(), 'Sam');
  await user.click(agree());
}

function expectKept() {
  expect(email()).toHaveValue('parent@example.com');
  expect(name()).toHaveValue('Sam');
  expect(agree()).toBeChecked();
}

// The block loads its form's code on first use (DeferredKitSignupForm); loaded once here, as
// a browser that has it cached would, each test acts on the form at once.
beforeAll(async () => {
  await import('./kit-signup-form');
});

beforeEach(() => {
  vi.mocked(trackFormSubmit).mockClear();
  vi.mocked(trackKitDownload).mockClear();
  vi.mocked(downloadFile).mockClear();
});

describe('KindnessKit', () => {
  it('renders nothing when the book has no kit, or its kit has no files', async () => {
    const fetchMock = mockFetch(() => jsonResponse(null));
    const { container } = renderWithQueryClient(<KindnessKit bookId={BOOK_ID} privacyPolicy={null} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/books/${BOOK_ID}/kit`, expect.anything()));
    expect(container).toBeEmptyDOMElement();

    const empty = renderKit({ ...kit, files: [] });
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('renders nothing while loading or when the kit cannot be loaded', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    const { container } = renderWithQueryClient(<KindnessKit bookId={BOOK_ID} privacyPolicy={null} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('is the place a link to #kit lands on, once it has loaded', () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/books/the-kindness-cloud-1#kit');
    try {
      renderKit();
      const block = screen.getByRole('region', { name: 'Spread a little sunshine' });
      expect(block).toHaveAttribute('id', 'kit');
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(block);
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', '/');
    }
  });

  it('stays where the page is when the address has no #kit', () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderKit();
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows the kit's own wording, its title, its hero image and the form", () => {
    const fetchMock = mockFetch(() => jsonResponse(null));
    renderKit();
    const block = screen.getByRole('region', { name: 'Spread a little sunshine' });
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent('Spread a little sunshine');
    expect(block).toHaveTextContent('The Kindness Cloud Kit');
    expect(block).toHaveTextContent('A guide, a chart and a song for the whole family.');
    expect(block.querySelector('img')).toHaveAttribute('src', '/files/covers/kit.png');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(name()).not.toBeRequired();
    expect(within(block).getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(submit()).toHaveAttribute('type', 'submit');
    // The embedded data is used as it is.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the spec wording and shows no image when the kit has none', () => {
    renderKit({ ...kit, headline: '', subheadline: '', heroImageUrl: '' });
    const block = screen.getByRole('region', { name: HEADLINE });
    expect(block).toHaveTextContent(SUBHEADLINE);
    expect(block.querySelector('img')).toBeNull();
  });

  it('checks the email and the agreement before sending, linking each message to its field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(reply, 201));
    renderKit();

    await user.click(submit());

    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(agree()).toHaveAccessibleDescription('You must agree to receive occasional updates');
    expect(agree()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackFormSubmit).not.toHaveBeenCalled();

    // Corrected fields lose their message; the agreement is still missing.
    await user.type(email(), 'parent@example.com');
    expect(email()).not.toHaveAccessibleDescription();
    await user.click(submit());
    expect(agree()).toHaveAccessibleDescription('You must agree to receive occasional updates');
    expect(agree()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(agree());
    expect(agree()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the submitting state, then the download links, and clears the form', async () => {
    const user = userEvent.setup();
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderKit();
    await fillIn(user);

    await user.click(submit());

    expect(submit()).toHaveTextContent('Submitting...');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(email()).toBeDisabled();
    expect(name()).toBeDisabled();
    expect(agree()).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/kits/${kit.id}/signup`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'parent@example.com',
      name: 'Sam',
      agree: true,
      page: '/',
      altcha: 'solved-challenge',
    });

    answer(jsonResponse(reply, 201));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Your kit is ready!' });
    await waitFor(() => expect(heading).toHaveFocus()); // focus moves once the page has painted
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! Your kindness kit is ready to download. Your download links are valid for 24 hours.',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Parent Guide (PDF)', '/kit-downloads/tok/f1'],
      ['kindness-song.mp3 (Audio)', '/kit-downloads/tok/f2'],
    ]);
    // The thank-you view takes the form's place; the form comes back, cleared, on request.
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get My Free Kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up another address' }));
    expect(email()).toHaveValue('');
    expect(name()).toHaveValue('');
    expect(agree()).not.toBeChecked();
    expect(email()).toBeEnabled();
    expect(submit()).toHaveTextContent('Get My Free Kit');
    expect(screen.queryByRole('heading', { name: 'Your kit is ready!' })).not.toBeInTheDocument();
    expect(trackFormSubmit).toHaveBeenCalledTimes(1);
    expect(trackFormSubmit).toHaveBeenCalledWith('kindness_kit', true);
  });

  it('downloads a file through the shared helper and counts the kit download', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(reply, 201));
    renderKit();
    await fillIn(user);
    await user.click(submit());

    await user.click(await screen.findByRole('link', { name: 'Parent Guide (PDF)' }));
    expect(downloadFile).toHaveBeenCalledWith('/kit-downloads/tok/f1', 'Parent Guide', 'Parent Guide');
    expect(trackKitDownload).toHaveBeenCalledWith(kit.id, 'The Kindness Cloud Kit');

    await user.click(screen.getByRole('link', { name: 'kindness-song.mp3 (Audio)' }));
    // Saved under its own name: the extension is kept once, not sanitised into the title.
    expect(downloadFile).toHaveBeenLastCalledWith('/kit-downloads/tok/f2', 'kindness-song', 'kindness-song.mp3');
    expect(trackKitDownload).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'the server message',
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      'Failed to submit form: boom',
    ],
    [
      'the status when the answer has no message',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'Failed to submit form (Error code: 502). Please try again.',
    ],
  ])('shows %s in the error banner and keeps what was typed', async (_case, response, banner) => {
    const user = userEvent.setup();
    mockFetch(response);
    renderKit();
    await fillIn(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(banner);
    expect(screen.getByRole('alert').textContent).toBe(banner);
    expectKept();
    expect(email()).toBeEnabled();
    expect(submit()).toHaveFocus();
    expect(trackFormSubmit).toHaveBeenCalledWith('kindness_kit', false);
    expect(screen.queryByRole('heading', { name: 'Your kit is ready!' })).not.toBeInTheDocument();
  });

  it('shows the generic banner when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderKit();
    await fillIn(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit form\. Please try again\.$/);
    expectKept();
    expect(trackFormSubmit).toHaveBeenCalledWith('kindness_kit', false);
  });

  it("shows the server's field errors on the fields too", async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'invalid',
            message: 'Please enter a valid email address.',
            fields: { email: 'Please enter a valid email address.' },
          },
        },
        400,
      ),
    );
    renderKit();
    await user.type(email(), 'parent@example');
    await user.click(agree());

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form: Please enter a valid email address.');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(email()).toHaveValue('parent@example');
  });

  it('signs up again after a failure and clears the banner', async () => {
    const user = userEvent.setup();
    mockFetch(
      () => jsonResponse({ error: { code: 'too_many_requests', message: 'Too many requests. Please wait a minute and try again.' } }, 429),
      () => jsonResponse(reply, 201),
    );
    renderKit();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit form: Too many requests. Please wait a minute and try again.',
    );

    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Your kit is ready!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(vi.mocked(trackFormSubmit).mock.calls).toEqual([
      ['kindness_kit', false],
      ['kindness_kit', true],
    ]);
  });
});
