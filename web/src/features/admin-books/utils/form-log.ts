import type { UploadEvent } from '@/components/ui/form/form-setup';
import { ApiError } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { userMessage } from '@/lib/user-message';

import type { StorageTestResult } from '../api/test-storage';

// The book form's Debug log (admin spec §2): one line per thing the form did, in words.

export type LogTone = 'info' | 'success' | 'error';

export type LogLine = { text: string; tone: LogTone };

// The storage test's failures the server words for the owner (admin spec §8), known by their
// keys (internal/server/admin/storage.go): no storage at all, and a step that failed.
const STORAGE_TEST_REFUSALS = ['server.noBuckets', 'server.storageTestFailed'];
export const MSG_STORAGE_TEST_UNREACHABLE = 'Storage test failed: the site did not answer. Please try again.';

// One step of an upload, as a log line.
export function uploadLine(event: UploadEvent): LogLine {
  const file = `${event.fileName} (${event.kind}, ${formatBytes(event.size)})`;
  switch (event.stage) {
    case 'chosen':
      return { text: `Upload: chose ${file}`, tone: 'info' };
    case 'refused':
      return { text: `Upload refused before sending ${file}: ${event.message}`, tone: 'error' };
    case 'progress':
      return event.percent === 0
        ? { text: `Upload: sending ${file}, 0%`, tone: 'info' }
        : { text: `Upload: sent ${file}, 100%; waiting for the server`, tone: 'info' };
    case 'stored':
      return { text: `Upload finished: ${file} stored at ${event.url} (${event.storedSize})`, tone: 'success' };
    case 'failed':
      return { text: `Upload failed: ${file}: ${event.message}`, tone: 'error' };
    case 'cancelled':
      return { text: `Upload cancelled: ${file}`, tone: 'info' };
  }
}

// Why a request failed, for the log: its status, code and message, and any field messages.
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields).map(([name, message]) => `${name}: ${message}`);
    const status = error.status ? `HTTP ${error.status} ${error.code}` : error.code;
    return `${status}: ${error.message}${fields.length ? ` (fields: ${fields.join('; ')})` : ''}`;
  }
  return error instanceof Error ? error.message || error.name : String(error);
}

// What the owner reads when the storage test fails: the server's own words (the spec's two
// messages), else that the server did not answer.
export function storageTestFailure(error: unknown): string {
  if (error instanceof ApiError && STORAGE_TEST_REFUSALS.includes(error.key)) return error.message;
  return userMessage(error, MSG_STORAGE_TEST_UNREACHABLE);
}

// The storage test's steps: 'write 3 ms, read back 1 ms, delete 0 ms'.
export function storageSteps(result: StorageTestResult): string {
  return (result.steps ?? []).map(({ step, ms }) => `${step} ${ms} ms`).join(', ');
}
