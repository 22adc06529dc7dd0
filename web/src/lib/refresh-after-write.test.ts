import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

import { refreshAfterWrite, type Written } from './refresh-after-write';

// A cache holding the keys to reload and the keys to keep: after the write, exactly the
// first are to load again.
async function expectReloaded(written: Written, bookIds: Array<string | undefined>, reload: QueryKey[], keep: QueryKey[]) {
  const client = new QueryClient();
  for (const key of [...reload, ...keep]) client.setQueryData(key, {});
  await refreshAfterWrite(client, written, bookIds);
  const reloaded = [...reload, ...keep].filter((key) => client.getQueryState(key)?.isInvalidated);
  expect(reloaded).toEqual(reload);
}

describe('refreshAfterWrite', () => {
  it('after a book is saved, reloads the admin list and every public read of it, not its edit form', async () => {
    await expectReloaded(
      'book',
      ['b1'],
      [
        adminQueryKeys.books,
        adminQueryKeys.dashboard,
        queryKeys.books,
        queryKeys.book('the-moon-b1'),
        queryKeys.featuredTestimonials,
        queryKeys.bookMultimedia('b1'),
        queryKeys.bookTestimonials('b1'),
        queryKeys.bookKit('b1'),
      ],
      [adminQueryKeys.book('b1'), queryKeys.bookKit('b2'), queryKeys.upcomingBooks],
    );
  });

  it('after a kit moves to another book, reloads both books’ kit blocks and every kit screen', async () => {
    await expectReloaded(
      'kit',
      ['b2', 'b1', undefined],
      [adminQueryKeys.kits, adminQueryKeys.kit('k1'), adminQueryKeys.kitSignUps('k1'), queryKeys.bookKit('b2'), queryKeys.bookKit('b1')],
      [queryKeys.bookKit('b3'), adminQueryKeys.books],
    );
  });

  it('after someone is forgotten, reloads whatever can hold their address, and no public read', async () => {
    await expectReloaded(
      'person',
      [],
      [
        adminQueryKeys.subscribersPage({ page: 1, status: '', source: '', lang: '', q: '' }),
        adminQueryKeys.unreadCount,
        adminQueryKeys.kitSignUps('k1'),
        adminQueryKeys.kitSignUps('k1', 'es'),
        adminQueryKeys.dashboard,
      ],
      [adminQueryKeys.testimonials, queryKeys.books],
    );
  });
});
