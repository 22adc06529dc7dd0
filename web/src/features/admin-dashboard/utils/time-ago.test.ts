import { describe, expect, it } from 'vitest';

import { timeAgo } from './time-ago';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('says just now under a minute, and for future times', () => {
    expect(timeAgo(ago(0), now)).toBe('just now');
    expect(timeAgo(ago(59_999), now)).toBe('just now');
    expect(timeAgo(ago(-5_000), now)).toBe('just now');
  });

  it('counts whole minutes with singular and plural', () => {
    expect(timeAgo(ago(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(ago(119_999), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
  });

  it('counts whole hours', () => {
    expect(timeAgo(ago(3_600_000), now)).toBe('1 hour ago');
    expect(timeAgo(ago(2 * 3_600_000 + 1), now)).toBe('2 hours ago');
    expect(timeAgo(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
  });

  it('counts whole days', () => {
    expect(timeAgo(ago(86_400_000), now)).toBe('1 day ago');
    expect(timeAgo(ago(40 * 86_400_000), now)).toBe('40 days ago');
  });

  it('accepts a Date and ignores an unreadable timestamp', () => {
    expect(timeAgo(new Date(now.getTime() - 3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
