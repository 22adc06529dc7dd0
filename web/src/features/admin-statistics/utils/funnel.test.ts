import { describe, expect, it } from 'vitest';

import type { FunnelRow } from '@/lib/admin-statistics';

import { nextSort, rateOfViews, sortFunnel, spanishShare, storyRows } from './funnel';

const row = (title: string, views: number, storeClicks: number): FunnelRow => ({
  bookId: title,
  title,
  otherEditionId: '',
  views,
  viewsEs: 0,
  storeClicks,
  storeClicksByStore: [],
  materialDownloads: 0,
  kitSignups: 0,
  newsletterSignups: 3,
});

const rows = [row('banana', 10, 2), row('Apple', 10, 9), row('cherry', 0, 0)];
const titles = (list: FunnelRow[]) => list.map((r) => r.title);

describe('sortFunnel', () => {
  it('sorts by a step, ties in the order given, and by title without regard to case', () => {
    expect(titles(sortFunnel(rows, { column: 'views', direction: 'descending' }))).toEqual(['banana', 'Apple', 'cherry']);
    expect(titles(sortFunnel(rows, { column: 'views', direction: 'ascending' }))).toEqual(['cherry', 'banana', 'Apple']);
    expect(titles(sortFunnel(rows, { column: 'storeClicks', direction: 'descending' }))).toEqual(['Apple', 'banana', 'cherry']);
    expect(titles(sortFunnel(rows, { column: 'title', direction: 'ascending' }))).toEqual(['Apple', 'banana', 'cherry']);
    expect(titles(sortFunnel(rows, { column: 'title', direction: 'descending' }))).toEqual(['cherry', 'banana', 'Apple']);
  });
});

describe('nextSort', () => {
  it('turns the sorted column round, and starts another with the most (A to Z for books)', () => {
    expect(nextSort({ column: 'views', direction: 'descending' }, 'views')).toEqual({ column: 'views', direction: 'ascending' });
    expect(nextSort({ column: 'views', direction: 'ascending' }, 'views')).toEqual({ column: 'views', direction: 'descending' });
    expect(nextSort({ column: 'views', direction: 'ascending' }, 'kitSignups')).toEqual({ column: 'kitSignups', direction: 'descending' });
    expect(nextSort({ column: 'views', direction: 'descending' }, 'title')).toEqual({ column: 'title', direction: 'ascending' });
  });
});

describe('rateOfViews', () => {
  it("is a step's share of the views, none without views", () => {
    expect(rateOfViews(rows[1]!, 'storeClicks')).toBe('90%');
    expect(rateOfViews(rows[0]!, 'newsletterSignups')).toBe('30%');
    expect(rateOfViews({ ...rows[0]!, views: 3, storeClicks: 1 }, 'storeClicks')).toBe('33.3%');
    expect(rateOfViews(rows[2]!, 'newsletterSignups')).toBe('');
  });
});

describe('storyRows', () => {
  it('counts a book and its other edition as one story, and leaves other books alone', () => {
    const cloud: FunnelRow = {
      ...row('The Kindness Cloud', 10, 3),
      otherEditionId: 'La nube amable',
      viewsEs: 1,
      storeClicksByStore: [{ key: 'amazon', label: 'Amazon', count: 3 }],
    };
    const nube: FunnelRow = {
      ...row('La nube amable', 6, 2),
      otherEditionId: 'The Kindness Cloud',
      viewsEs: 6,
      storeClicksByStore: [
        { key: 'amazon', label: 'Amazon', count: 1 },
        { key: 'bookshop', label: 'Bookshop.org', count: 1 },
      ],
    };
    const alone = row('Brave Bea', 4, 0);
    expect(storyRows([cloud, alone, nube])).toEqual([
      {
        bookId: 'The Kindness Cloud',
        title: 'The Kindness Cloud / La nube amable',
        otherEditionId: '',
        views: 16,
        viewsEs: 7,
        storeClicks: 5,
        storeClicksByStore: [
          { key: 'amazon', label: 'Amazon', count: 4 },
          { key: 'bookshop', label: 'Bookshop.org', count: 1 },
        ],
        materialDownloads: 0,
        kitSignups: 0,
        newsletterSignups: 6,
      },
      alone,
    ]);
    // An edition not in the list (removed, or past the list's end) leaves the book as it is.
    expect(storyRows([cloud])).toEqual([cloud]);
  });
});

describe('spanishShare', () => {
  it('is the share of the views of the Spanish page', () => {
    expect(spanishShare({ ...row('a', 8, 0), viewsEs: 2 })).toBe('25%');
    expect(spanishShare(row('a', 0, 0))).toBe('');
  });
});
