import { describe, expect, it } from 'vitest';

import { formatBytes } from '@/lib/format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [12_600, '12.3 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
    [3 * 1024 ** 4, '3.0 TB'],
    [-1, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
