import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useParams, type InitialEntry, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { ToastProvider } from '@/components/ui/toast';
import { sessionStore } from '@/lib/auth/session-store';
import type { Me } from '@/lib/auth/use-me';

import { jsonResponse, renderWithQueryClient } from './test-utils';

// Shared set-up of the admin screens' tests: a signed-in session, an API answered per route,
// a stand-in XMLHttpRequest for uploads, and a screen inside a router.

export function signIn() {
  sessionStore.establish({
    accessToken: 'token',
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
  });
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

// GET /api/admin/me for the signed-in owner, whom the site lets in everywhere: the admin frame
// asks it on every screen, so a test that does not name it gets this. A test of what an editor
// sees names the route with meAnswer({ role: 'editor' }).
export const meAnswer = (overrides: Partial<Me> = {}) => () =>
  jsonResponse({
    id: 'u1',
    email: 'owner@example.com',
    createdAt: '',
    passwordChangedAt: '',
    secondStepNeeded: false,
    role: 'owner',
    ...overrides,
  } satisfies Me);
const me = meAnswer();

// Answers 'METHOD /path' with its queue of handlers (the last one repeats); anything else
// (but GET /api/admin/me) fails the test loudly.
export function routeFetch(routes: Record<string, Handler[]>) {
  const calls: Record<string, number> = {};
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const list = routes[key] ?? (key === 'GET /api/admin/me' ? [me] : undefined);
    if (!list) throw new Error(`unexpected request ${key}`);
    const n = calls[key] ?? 0;
    calls[key] = n + 1;
    return list[Math.min(n, list.length - 1)]!(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The requests fetch saw for one 'METHOD /path', with their JSON bodies.
export function bodiesOf(fetchMock: ReturnType<typeof routeFetch>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([u, init]) => u === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

// A response that waits until the test lets it go.
export function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release: (response: Response) => release(response) };
}

// Stands in for XMLHttpRequest: the test drives progress and the answer.
export class FakeXHR {
  static sent: FakeXHR[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXHR.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXHR.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
  }
}

function KitFilesPage() {
  const { id } = useParams();
  return <p>The files page of {id}</p>;
}

// Where the admin screens go on to after a save or a delete, as plain stand-ins.
const standIns: RouteObject[] = [
  { path: '/admin/books', element: <p>The books list</p> },
  { path: '/admin/upcoming-books', element: <p>The upcoming books list</p> },
  { path: '/admin/upcoming-books/edit/:id', element: <p>The upcoming book form</p> },
  { path: '/admin/kindness-kits', element: <p>The kits list</p> },
  { path: '/admin/kindness-kits/:id/files', element: <KitFilesPage /> },
  { path: '/admin/authors', element: <p>The authors list</p> },
  { path: '/admin/messages', element: <p>The messages list</p> },
  { path: '/admin/newsletter/:id', element: <p>The issue editor</p> },
  { path: '/admin/account', element: <p>The account page</p> },
];

// The screen at routePath, opened at path (a URL, or a location with its state), in a data router as the app has one (the
// unsaved-changes prompt needs it), with stand-ins for the other screens. The router is
// returned too, so a test can read where the screen went.
export function renderAdminScreen(path: InitialEntry, routePath: string, element: ReactElement) {
  const router = createMemoryRouter(
    [{ path: routePath, element }, ...standIns.filter((route) => route.path !== routePath)],
    { initialEntries: [path] },
  );
  return {
    router,
    ...renderWithQueryClient(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    ),
  };
}

export const pngFile = (name = 'cover.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

export const pdfFile = (name = 'worksheet.pdf') => new File(['%PDF-1.4 worksheet'], name, { type: 'application/pdf' });

// Catches what the screen saves as a file (jsdom has no object URLs and would navigate on a
// download link's click): each save's name and its blob.
export function catchSavedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:saved-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

// Where a screen's router is now: its path and query ('/admin/messages?page=2').
export function whereIs(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
