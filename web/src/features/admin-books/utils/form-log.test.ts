import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  errorDetail,
  MSG_STORAGE_TEST_UNREACHABLE,
  storageSteps,
  storageTestFailure,
  uploadLine,
} from './form-log';

const cover = { fileName: 'my cover.png', kind: 'cover', size: 2_400_000 } as const;

describe('uploadLine', () => {
  it.each([
    [{ ...cover, stage: 'chosen' }, 'Upload: chose my cover.png (cover, 2.3 MB)', 'info'],
    [{ ...cover, stage: 'progress', percent: 0 }, 'Upload: sending my cover.png (cover, 2.3 MB), 0%', 'info'],
    [
      { ...cover, stage: 'progress', percent: 100 },
      'Upload: sent my cover.png (cover, 2.3 MB), 100%; waiting for the server',
      'info',
    ],
    [
      { ...cover, stage: 'stored', url: '/files/covers/abc.png', storedSize: '2.3 MB' },
      'Upload finished: my cover.png (cover, 2.3 MB) stored at /files/covers/abc.png (2.3 MB)',
      'success',
    ],
    [
      { ...cover, stage: 'failed', message: 'Failed to upload file: boom' },
      'Upload failed: my cover.png (cover, 2.3 MB): Failed to upload file: boom',
      'error',
    ],
    [
      { ...cover, stage: 'refused', message: 'Please select an image file for the cover image.' },
      'Upload refused before sending my cover.png (cover, 2.3 MB): Please select an image file for the cover image.',
      'error',
    ],
    [{ ...cover, stage: 'cancelled' }, 'Upload cancelled: my cover.png (cover, 2.3 MB)', 'info'],
  ] as const)('words %j', (event, text, tone) => {
    expect(uploadLine(event)).toEqual({ text, tone });
  });
});

describe('errorDetail', () => {
  it("gives the server's status, code, message and field messages", () => {
    const error = new ApiError(400, 'invalid', 'Please check the form.', { isbn: 'ISBN is required', title: 'Too long' });
    expect(errorDetail(error)).toBe('HTTP 400 invalid: Please check the form. (fields: isbn: ISBN is required; title: Too long)');
  });

  it('gives what any other failure says', () => {
    expect(errorDetail(new ApiError(0, 'network', 'The connection was lost.'))).toBe('network: The connection was lost.');
    expect(errorDetail(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('storageTestFailure', () => {
  it("shows the spec's two messages as the server words them", () => {
    const noBuckets = 'No storage buckets available. Please contact an administrator.';
    expect(storageTestFailure(new ApiError(500, 'internal', noBuckets, {}, 'server.noBuckets'))).toBe(noBuckets);
    expect(
      storageTestFailure(new ApiError(500, 'internal', 'Storage test failed: write: disk full', {}, 'server.storageTestFailed')),
    ).toBe('Storage test failed: write: disk full');
  });

  it('knows the two refusals by their keys, never by their words', () => {
    expect(storageTestFailure(new ApiError(500, 'internal', 'El almacenamiento no responde.', {}, 'server.noBuckets'))).toBe(
      'El almacenamiento no responde.',
    );
    expect(storageTestFailure(new ApiError(500, 'internal', 'The storage failed its test.', {}, 'server.storageTestFailed'))).toBe(
      'The storage failed its test.',
    );
    expect(
      storageTestFailure(new ApiError(500, 'internal', 'No storage buckets available. Please contact an administrator.', {}, 'api.internal')),
    ).toBe(MSG_STORAGE_TEST_UNREACHABLE);
  });

  it('says the server did not answer when there is no such message', () => {
    expect(storageTestFailure(new TypeError('Failed to fetch'))).toBe(MSG_STORAGE_TEST_UNREACHABLE);
    expect(storageTestFailure(new ApiError(502, 'unknown', 'Request failed with status 502'))).toBe(
      MSG_STORAGE_TEST_UNREACHABLE,
    );
    expect(storageTestFailure(new ApiError(500, 'internal', 'Something went wrong on our side.'))).toBe(
      MSG_STORAGE_TEST_UNREACHABLE,
    );
  });

  it('shows a message the server meant for the owner, such as too many tries', () => {
    expect(storageTestFailure(new ApiError(429, 'too_many_requests', 'Too many requests. Please wait a minute.'))).toBe(
      'Too many requests. Please wait a minute.',
    );
  });
});

describe('storageSteps', () => {
  it('lists each step with its time', () => {
    const result = {
      message: 'Storage is working',
      storage: 'the folder /data/files',
      steps: [
        { step: 'write', ms: 3 },
        { step: 'read back', ms: 1 },
        { step: 'delete', ms: 0 },
      ],
    };
    expect(storageSteps(result)).toBe('write 3 ms, read back 1 ms, delete 0 ms');
  });
});
