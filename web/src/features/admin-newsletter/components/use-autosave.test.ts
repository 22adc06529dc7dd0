import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { createAutosaver, type SaveStatus } from './use-autosave';

describe('createAutosaver', () => {
  it('saves only the latest value after typing stops, and again for what changed during a save', async () => {
    const saved: string[] = [];
    let release: () => void = () => {};
    const save = vi.fn(
      (v: string) =>
        new Promise<void>((resolve) => {
          saved.push(v);
          release = resolve;
        }),
    );
    const statuses: SaveStatus[] = [];
    const saver = createAutosaver(save, (s) => statuses.push(s), { delay: 60_000 });
    saver.change('H');
    saver.change('He');
    const first = saver.flush();
    await vi.waitFor(() => expect(saved).toEqual(['He']));
    saver.change('Hello');
    release();
    await vi.waitFor(() => expect(saved).toEqual(['He', 'Hello']));
    release();
    expect(await first).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: 'saved' });
    saver.stop();
  });

  it('keeps a draft that failed to save and tries it again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(undefined);
    const statuses: SaveStatus[] = [];
    const saver = createAutosaver<string>(save, (s) => statuses.push(s), { delay: 60_000, retry: 0 });
    saver.change('draft');
    expect(await saver.flush()).toBe(false);
    expect(statuses.at(-1)).toEqual({ state: 'retrying' });
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'saved' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('draft');
  });

  it("says why the server refused a save and waits for the next change", async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(400, 'invalid', 'The subject is too long.'));
    const statuses: SaveStatus[] = [];
    const saver = createAutosaver<string>(save, (s) => statuses.push(s), { delay: 60_000, retry: 0 });
    saver.change('x');
    expect(await saver.flush()).toBe(false);
    expect(statuses.at(-1)).toEqual({ state: 'failed', message: 'The subject is too long.' });
    expect(save).toHaveBeenCalledTimes(1);
  });
});
