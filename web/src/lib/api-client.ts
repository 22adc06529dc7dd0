import { currentLang } from '@/lib/i18n';
import type { ApiErrorBody } from '@/types/api';

// ApiError carries the server's one error shape: {"error":{"code","key","message","fields","fieldKeys"}}.
// key names the refusal and fieldKeys each field's (internal/storyshelf/msg.go): code tells one
// refusal from another by them, never by the words in message and fields, which are for people.
// key is '' for an error that is not the server's.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly fieldKeys: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    key = '',
    fieldKeys: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.key = key;
    this.fieldKeys = fieldKeys;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

// The app's error for a refused request: the server's one error shape when the body holds it,
// else code 'unknown' with the status ('Upload failed with status 502' for what = 'Upload').
// Every request (a call, a file, an upload) is read here.
export function apiError(status: number, body: unknown, what = 'Request'): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, fields, key, fieldKeys } = body.error;
    return new ApiError(status, code, message, fields ?? {}, typeof key === 'string' ? key : '', fieldKeys ?? {});
  }
  return new ApiError(status, 'unknown', `${what} failed with status ${status}`);
}

// A response body as JSON, as text when it is not JSON, or undefined when it is empty.
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

// A page opened from a preview link (?preview=…) shows an unpublished item: its public reads
// carry the same signed value, so the server answers them with that item (internal/server/preview.go).
export function withPreview(url: string, search = typeof window === 'undefined' ? '' : window.location.search): string {
  const preview = new URLSearchParams(search).get('preview');
  if (!preview || !url.startsWith('/api/') || url.startsWith('/api/admin/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}preview=${encodeURIComponent(preview)}`;
}

async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  // The server answers a write in the page's language (its thanks, refusals and field messages).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(method === 'GET' ? withPreview(url) : url, {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const data = parseBody(await response.text());
  if (!response.ok) throw apiError(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, { ...options, body }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};

// isNotFound tells a missing record (404) apart from other failures.
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
