import { describe, expect, it } from 'vitest';

import { completeStatistics, periodQuery, statisticsCsvUrl } from './admin-statistics';

const older = {
  from: '2026-01-30',
  to: '2026-02-01',
  days: [
    { day: '2026-01-30', visits: 3, visitors: 2 },
    { day: '2026-01-31', visits: 0, visitors: 0 },
    { day: '2026-02-01', visits: 11, visitors: 4 },
  ],
  pages: [{ key: '/', label: 'Home', count: 14 }],
  books: [],
  downloads: [],
  materialDownloads: [],
  forms: [],
  languages: [],
};

describe('completeStatistics', () => {
  it("gives an older server's answer every new list, empty, and totals from its days", () => {
    const report = completeStatistics(older);
    expect(report.totals).toEqual({ visits: 14, visitors: 6, storeClicks: 0 });
    for (const list of [report.sources, report.referrers, report.campaigns, report.devices, report.storeClicks, report.funnel]) expect(list).toEqual([]);
    expect(report.pages).toEqual(older.pages);
  });

  it('keeps what a newer server sends', () => {
    const totals = { visits: 1, visitors: 1, storeClicks: 2, previousVisits: 0, previousVisitors: 0, previousStoreClicks: 1 };
    const sources = [{ key: 'direct', label: 'Direct', count: 1, previous: 0 }];
    const report = completeStatistics({ ...older, totals, sources });
    expect(report.totals).toEqual(totals);
    expect(report.sources).toEqual(sources);
    expect(report.devices).toEqual([]);
  });

  it('reads a missing or null list as empty, a funnel row without its stores, editions or Spanish views too', () => {
    const row = { bookId: 'b', title: 'B', views: 1, storeClicks: 0, materialDownloads: 0, kitSignups: 0, newsletterSignups: 0 };
    const report = completeStatistics({ ...older, sources: null, funnel: [row] } as unknown as Parameters<typeof completeStatistics>[0]);
    expect(report.sources).toEqual([]);
    expect(report.funnel).toEqual([{ ...row, storeClicksByStore: [], otherEditionId: '', viewsEs: 0 }]);
  });
});

describe('the addresses of a period', () => {
  it('asks for days or for dates, the report and its CSV alike', () => {
    expect(periodQuery(365)).toBe('days=365');
    expect(periodQuery({ from: '2026-01-01', to: '2026-01-31' })).toBe('from=2026-01-01&to=2026-01-31');
    expect(statisticsCsvUrl('funnel', 7)).toBe('/api/admin/statistics.csv?table=funnel&days=7');
    expect(statisticsCsvUrl('stores', { from: '2026-01-01', to: '2026-01-31' })).toBe('/api/admin/statistics.csv?table=stores&from=2026-01-01&to=2026-01-31');
  });
});
