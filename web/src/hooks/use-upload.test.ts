import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { FakeXHR, pngFile, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { useUpload, type UploadOutcome } from './use-upload';

const unauthorized = () => jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401);

// Starts one upload and answers it as the server would.
async function uploadAnswered(purpose: 'book-cover' | 'material', status: number, body: unknown, failed?: (r: string) => string) {
  const { result } = renderHook(() => useUpload(purpose, failed));
  let outcome: Promise<UploadOutcome> = Promise.resolve(null);
  act(() => {
    outcome = result.current.start(pngFile());
  });
  await waitFor(() => expect(FakeXHR.sent.length).toBeGreaterThan(0));
  act(() => FakeXHR.sent[0]!.respond(status, body));
  return outcome;
}

describe('useUpload', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it("words an upload after the session has expired as 'Authentication error: …' (spec §8)", async () => {
    routeFetch({ 'POST /api/auth/refresh': [unauthorized] });
    const outcome = await uploadAnswered('material', 401, {
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
    expect(outcome).toEqual({ error: 'Authentication error: Please sign in to continue.' });
  });

  it("keeps 'Authentication error: …' whatever the screen's own wording", async () => {
    routeFetch({ 'POST /api/auth/refresh': [unauthorized] });
    const outcome = await uploadAnswered(
      'material',
      401,
      { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      (r) => `Error processing material: ${r}`,
    );
    expect(outcome).toEqual({ error: 'Authentication error: Please sign in to continue.' });
  });

  it('says a cover that cannot be processed in the server\'s words alone', async () => {
    const msg = 'Failed to process the cover image. Please try again.';
    const outcome = await uploadAnswered('book-cover', 400, {
      error: { code: 'invalid', key: 'server.coverNotProcessed', message: msg, fields: { file: msg } },
    });
    expect(outcome).toEqual({ error: 'Failed to process the cover image. Please try again.' });
  });

  it('knows that refusal by its key, whatever its words', async () => {
    const outcome = await uploadAnswered('book-cover', 400, {
      error: { code: 'invalid', key: 'server.coverNotProcessed', message: 'No se pudo procesar la portada.' },
    });
    expect(outcome).toEqual({ error: 'No se pudo procesar la portada.' });
  });

  it('takes the same words without the key for any other failure', async () => {
    const msg = 'Failed to process the cover image. Please try again.';
    const outcome = await uploadAnswered('book-cover', 400, { error: { code: 'invalid', key: 'server.other', message: msg } });
    expect(outcome).toEqual({ error: `Failed to upload file: ${msg}` });
  });

  it("words other failures as 'Failed to upload file: {reason}'", async () => {
    const outcome = await uploadAnswered('book-cover', 400, { error: { code: 'invalid', message: 'That file is too big.' } });
    expect(outcome).toEqual({ error: 'Failed to upload file: That file is too big.' });
  });
});
