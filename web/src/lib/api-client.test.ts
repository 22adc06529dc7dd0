import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { api, ApiError, withPreview } from '@/lib/api-client';
import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

describe('api client', () => {
  afterEach(() => activateCatalogue('en', english));

  it('asks for answers in the page\'s language', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await api.post('/api/contact', { name: 'A' });
    activateCatalogue('es', spanish);
    await api.post('/api/contact', { name: 'A' });
    const calls = fetchMock.mock.calls as unknown as Array<[string, { headers: Record<string, string> }]>;
    expect(calls.map(([, init]) => init.headers['Accept-Language'])).toEqual(['en', 'es']);
  });

  it('returns the parsed JSON body', async () => {
    mockFetch(() => jsonResponse([{ id: '1' }]));
    await expect(api.get('/api/books')).resolves.toEqual([{ id: '1' }]);
  });

  it('throws the server error message, code and fields', async () => {
    mockFetch(() =>
      jsonResponse(
        { error: { code: 'invalid', message: 'Please enter a valid email address.', fields: { email: 'bad' } } },
        400,
      ),
    );
    const error = await api.post('/api/newsletter', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please enter a valid email address.',
      status: 400,
      code: 'invalid',
      fields: { email: 'bad' },
    });
  });

  it("throws the server's key and each field's key", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'invalid',
            key: 'api.emailInvalid',
            message: 'Escribe un correo electrónico válido.',
            fields: { email: 'Escribe un correo electrónico válido.' },
            fieldKeys: { email: 'api.emailInvalid' },
          },
        },
        400,
      ),
    );
    const error = await api.post('/api/newsletter', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'api.emailInvalid', fieldKeys: { email: 'api.emailInvalid' } });
  });

  it('gives an empty key when the answer has none', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'invalid', message: 'Bad.' } }, 400));
    const error = await api.post('/api/newsletter', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: '', fieldKeys: {} });
    mockFetch(() => new Response('<html>oops</html>', { status: 502 }));
    const other = await api.get('/api/books').catch((e: unknown) => e);
    expect(other).toMatchObject({ key: '', fieldKeys: {} });
  });

  it('throws a generic message when the body is not the error shape', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 502 }));
    await expect(api.get('/api/books')).rejects.toThrow('Request failed with status 502');
  });

  it('sends JSON bodies with a content type', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await api.post('/api/contact', { name: 'A' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        body: '{"name":"A"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });
});

describe('withPreview', () => {
  it('carries a preview link to the public reads only', () => {
    const search = '?preview=abc.123.sig';
    expect(withPreview('/api/books/x-1', search)).toBe('/api/books/x-1?preview=abc.123.sig');
    expect(withPreview('/api/books/1/testimonials?limit=3', search)).toBe('/api/books/1/testimonials?limit=3&preview=abc.123.sig');
    expect(withPreview('/api/admin/books', search)).toBe('/api/admin/books');
    expect(withPreview('/api/books', '')).toBe('/api/books');
  });
});
