import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { jsonResponse } from '@/testing/test-utils';

import { createAdminApi } from './admin-api';
import { createSessionStore, type Session } from './session-store';

const user = { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' };
const session = (token: string): Session => ({
  accessToken: token,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  user,
});
const unauthorized = () => jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401);

function headerOf(call: unknown[]) {
  return ((call[1] as RequestInit).headers as Record<string, string>).Authorization;
}

describe('admin API client', () => {
  const store = createSessionStore({ createChannel: () => null, locks: () => null, logError: () => {} });
  afterEach(() => store.stop());

  it('sends the Bearer token', async () => {
    store.establish(session('abc'));
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createAdminApi(store).get('/api/admin/me')).resolves.toEqual({ ok: true });
    expect(headerOf(fetchMock.mock.calls[0] as unknown[])).toBe('Bearer abc');
  });

  it('on a 401 refreshes once and tries again with the new token', async () => {
    store.establish(session('old'));
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/refresh') return jsonResponse(session('new'));
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse({ ok: true }) : unauthorized();
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createAdminApi(store).get('/api/admin/me')).resolves.toEqual({ ok: true });
    expect(store.getState().session?.accessToken).toBe('new');
  });

  it('ends the session when the refresh is refused too', async () => {
    store.establish(session('old'));
    vi.stubGlobal('fetch', vi.fn(async () => unauthorized()));
    await expect(createAdminApi(store).get('/api/admin/me')).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('fetches a file with the token and gives its bytes and suggested name', async () => {
    store.establish(session('abc'));
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/broken')) return jsonResponse({ error: { code: 'not_found', message: 'Kit not found' } }, 404);
      return new Response('email\nann@example.com\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="subscribers-2026-01-02.csv"' },
        status: (init?.headers as Record<string, string>).Authorization === 'Bearer abc' ? 200 : 401,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const admin = createAdminApi(store);
    const file = await admin.file('/api/admin/subscribers/export');
    expect(file.fileName).toBe('subscribers-2026-01-02.csv');
    expect(await file.blob.text()).toBe('email\nann@example.com\n');
    await expect(admin.file('/api/admin/kits/x/broken')).rejects.toMatchObject({ status: 404, message: 'Kit not found' });
  });
});
