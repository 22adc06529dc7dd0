import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

import { refreshAfterWrite } from './refresh-after-write';

// A cache holding each of these keys, and after a write, which of them are to load again.
async function invalidatedAfter(keys: QueryKey[], write: (client: QueryClient) => Promise<unknown>) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  await write(client);
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('refreshAfterWrite', () => {
  it('after a book is saved, reloads the admin list and every public read of it, not its edit form', async () => {
    const keys = [
      adminQueryKeys.books,
      adminQueryKeys.book('b1'),
      adminQueryKeys.dashboard,
      queryKeys.books,
      queryKeys.book('the-moon-b1'),
      queryKeys.featuredTestimonials,
      queryKeys.bookMultimedia('b1'),
      queryKeys.bookTestimonials('b1'),
      queryKeys.bookKit('b1'),
      queryKeys.bookKit('b2'),
      queryKeys.upcomingBooks,
    ];
    expect(await invalidatedAfter(keys, (client) => refreshAfterWrite(client, 'book', ['b1']))).toEqual([
      adminQueryKeys.books,
      adminQueryKeys.dashboard,
      queryKeys.books,
      queryKeys.book('the-moon-b1'),
      queryKeys.featuredTestimonials,
      queryKeys.bookMultimedia('b1'),
      queryKeys.bookTestimonials('b1'),
      queryKeys.bookKit('b1'),
    ]);
  });

  it('after a kit moves to another book, reloads both books’ kit blocks and every kit screen', async () => {
    const keys = [
      adminQueryKeys.kits,
      adminQueryKeys.kit('k1'),
      adminQueryKeys.kitSignUps('k1'),
      queryKeys.bookKit('b1'),
      queryKeys.bookKit('b2'),
      queryKeys.bookKit('b3'),
      adminQueryKeys.books,
    ];
    expect(await invalidatedAfter(keys, (client) => refreshAfterWrite(client, 'kit', ['b2', 'b1', undefined]))).toEqual([
      adminQueryKeys.kits,
      adminQueryKeys.kit('k1'),
      adminQueryKeys.kitSignUps('k1'),
      queryKeys.bookKit('b1'),
      queryKeys.bookKit('b2'),
    ]);
  });

  it('after someone is forgotten, reloads whatever can hold their address, and no public read', async () => {
    const keys = [
      adminQueryKeys.subscribersPage({ page: 1, status: '', source: '', q: '' }),
      adminQueryKeys.unreadCount,
      adminQueryKeys.kitSignUps('k1'),
      adminQueryKeys.dashboard,
      adminQueryKeys.testimonials,
      queryKeys.books,
    ];
    expect(await invalidatedAfter(keys, (client) => refreshAfterWrite(client, 'person'))).toEqual(keys.slice(0, 4));
  });
});
