import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FunnelRow, Statistics } from '@/lib/admin-statistics';
import { sessionStore } from '@/lib/auth/session-store';
import { catchSavedFiles, deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { StatisticsReport } from './statistics-report';

const API = '/api/admin/statistics';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const funnel: FunnelRow[] = [
  {
    bookId: 'b-1',
    title: 'The Kindness Cloud',
    otherEditionId: '',
    views: 200,
    viewsEs: 50,
    storeClicks: 30,
    storeClicksByStore: [
      { key: 'amazon', label: 'Amazon', count: 20, previous: 10 },
      { key: 'bookshop', label: 'Bookshop.org', count: 10, previous: 0 },
    ],
    materialDownloads: 12,
    kitSignups: 8,
    newsletterSignups: 2,
  },
  {
    bookId: 'b-2',
    title: 'A Brave Little Seed',
    otherEditionId: '',
    views: 50,
    viewsEs: 0,
    storeClicks: 40,
    storeClicksByStore: [{ key: 'kobo', label: 'Kobo', count: 40, previous: 40 }],
    materialDownloads: 0,
    kitSignups: 1,
    newsletterSignups: 5,
  },
  { bookId: 'b-3', title: 'Moonlight Manners', otherEditionId: '', views: 0, viewsEs: 0, storeClicks: 0, storeClicksByStore: [], materialDownloads: 0, kitSignups: 0, newsletterSignups: 0 },
];

const report: Statistics = {
  from: '2026-01-03',
  to: '2026-02-01',
  previousFrom: '2025-12-04',
  previousTo: '2026-01-02',
  totals: { visits: 150, visitors: 90, previousVisits: 120, previousVisitors: 100, storeClicks: 70, previousStoreClicks: 0 },
  days: Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 3 + i)).toISOString().slice(0, 10);
    return { day, visits: i === 29 ? 12 : i % 3, visitors: i === 29 ? 5 : i % 2 };
  }),
  pages: [
    { key: '/', label: 'Home', count: 40, previous: 32 },
    { key: '/es/books/the-kindness-cloud-a835d4ab', label: 'The Kindness Cloud', detail: 'Spanish site', count: 10, previous: 0 },
  ],
  books: [{ key: 'b-1', label: 'The Kindness Cloud', count: 9, previous: 9 }],
  downloads: [{ key: 'kit-1', label: 'Kindness Cloud Kit', count: 4, previous: 8 }],
  materialDownloads: [
    { key: '/files/materials/0a1b2c3d4e5f60718293a4b5.pdf', label: 'Colouring sheet', detail: 'The Kindness Cloud', count: 6, previous: 6 },
    { key: '/files/materials/9f8e7d6c5b4a39281706f5e4.pdf', label: 'A removed material (PDF)', detail: 'The Kindness Cloud', count: 1, previous: 0 },
  ],
  forms: [
    { key: 'contact:failed', label: 'contact', count: 1, previous: 0 },
    { key: 'contact:ok', label: 'contact', count: 3, previous: 4 },
    { key: 'newsletter:ok', label: 'newsletter', count: 7, previous: 7 },
  ],
  languages: [
    { key: 'en', label: 'English', count: 1234, previous: 1000 },
    { key: 'es', label: 'Spanish', count: 766, previous: 800 },
  ],
  sources: [
    { key: 'social', label: 'Social sites', count: 60, previous: 30 },
    { key: 'search', label: 'Search engines', count: 40, previous: 50 },
    { key: 'newsletter', label: 'Newsletter', count: 20, previous: 0 },
    { key: 'direct', label: 'Direct', count: 30, previous: 40 },
    { key: 'other', label: 'Other sites', count: 0, previous: 0 },
  ],
  referrers: [
    { key: 'instagram.com', label: 'instagram.com', detail: 'Social sites', count: 45, previous: 20 },
    { key: 'google.com', label: 'google.com', detail: 'Search engines', count: 40, previous: 50 },
  ],
  campaigns: [{ key: 'newsletter|email|spring-books', label: 'spring-books (newsletter / email)', count: 20, previous: 0 }],
  devices: [
    { key: 'phone', label: 'Phones', count: 1500, previous: 1200 },
    { key: 'desktop', label: 'Computers', count: 400, previous: 500 },
    { key: 'tablet', label: 'Tablets', count: 100, previous: 100 },
  ],
  storeClicks: [
    { key: 'kobo', label: 'Kobo', count: 40, previous: 40 },
    { key: 'amazon', label: 'Amazon', count: 20, previous: 10 },
    { key: 'bookshop', label: 'Bookshop.org', count: 10, previous: 0 },
  ],
  funnel,
};

// A period with no visits after one that had some: every part says it had none.
const quiet: Statistics = {
  ...report,
  totals: { visits: 0, visitors: 0, previousVisits: 12, previousVisitors: 9, storeClicks: 0, previousStoreClicks: 0 },
  days: report.days.map((d) => ({ ...d, visits: 0, visitors: 0 })),
  pages: [],
  books: [],
  downloads: [],
  materialDownloads: [],
  forms: [],
  languages: [
    { key: 'en', label: 'English', count: 0, previous: 12 },
    { key: 'es', label: 'Spanish', count: 0, previous: 0 },
  ],
  // The server names every source and device, counted or not.
  sources: ['newsletter', 'search', 'social', 'other', 'direct'].map((key) => ({ key, label: key, count: 0, previous: 0 })),
  referrers: [],
  campaigns: [],
  devices: [{ key: 'phone', label: 'Phones', count: 0, previous: 0 }],
  storeClicks: [],
  funnel: [],
};

// Nothing in the period nor in the one before.
const empty: Statistics = {
  ...quiet,
  totals: { visits: 0, visitors: 0, previousVisits: 0, previousVisitors: 0, storeClicks: 0, previousStoreClicks: 0 },
  languages: quiet.languages.map((l) => ({ ...l, previous: 0 })),
  funnel: [{ ...funnel[2]! }],
};

// What a server older than issue 31 answers: no totals, no comparison, none of the new lists.
const older = {
  from: report.from,
  to: report.to,
  days: report.days,
  pages: [{ key: '/', label: 'Home', count: 40 }],
  books: [],
  downloads: [],
  materialDownloads: [],
  forms: [{ key: 'contact:ok', label: 'contact', count: 3 }],
  languages: [
    { key: 'en', label: 'English', count: 30 },
    { key: 'es', label: 'Spanish', count: 10 },
  ],
};

// The router of the screen rendered last, to read where it went.
let router: ReturnType<typeof renderAdminScreen>['router'];
const location = () => whereIs(router);

function renderReport(path = '/admin/statistics') {
  const rendered = renderAdminScreen(path, '/admin/statistics', <StatisticsReport />);
  router = rendered.router;
  return rendered;
}

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  within(within(region(name)).getAllByRole('table')[0]!)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('StatisticsReport', () => {
  beforeEach(signIn);
  afterEach(() => {
    sessionStore.stop();
    vi.useRealTimers();
  });

  it('shows a spinner, then the figures against the period before, the chart with its table, and every list', async () => {
    const answer = deferred();
    routeFetch({ [`GET ${API}?days=30`]: [answer.handler] });
    renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    answer.release(jsonResponse(report));

    const chart = await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(screen.getByText('Jan 3, 2026 to Feb 1, 2026, compared with Dec 4, 2025 to Jan 2, 2026.')).toBeInTheDocument();
    expect(chart).toHaveTextContent('Busiest day: Feb 1, 2026, with 12 visits.');
    expect(within(chart).getByTestId('visits-chart').querySelectorAll('rect')).toHaveLength(30);
    expect(within(chart).getAllByRole('row')).toHaveLength(31);
    expect(within(chart).getAllByRole('row')[30]).toHaveTextContent('Feb 1, 2026125');

    // The headline figures, each with its change: up, down, or new when there were none before.
    const totals = within(screen.getByLabelText('This period in numbers'));
    expect(totals.getAllByRole('term').map((t) => t.textContent)).toEqual(['Visits', 'Unique visitors (counted per day)', 'Store clicks']);
    expect(totals.getAllByRole('definition').map((d) => d.textContent)).toEqual(['150↑ 25% from 120', '90↓ 10% from 100', '70new']);
    expect(totals.getAllByRole('img', { name: 'up' })).toHaveLength(1);
    expect(totals.getAllByRole('img', { name: 'down' })).toHaveLength(1);

    // Names and titles, with what more the server says under them; never a path or a stored file's name.
    expect(rowsOf('Top pages')).toEqual(['Home40↑ 25% from 32', 'The Kindness CloudSpanish site10new']);
    expect(rowsOf('Top books')).toEqual(['The Kindness Cloud9no change']);
    expect(rowsOf('Kindness kit downloads')).toEqual(['Kindness Cloud Kit4↓ 50% from 8']);
    expect(rowsOf('Material downloads')).toEqual([
      'Colouring sheetThe Kindness Cloud6no change',
      'A removed material (PDF)The Kindness Cloud1new',
    ]);
    expect(region('Material downloads')).not.toHaveTextContent(/0a1b2c3d|\.pdf/);
    expect(rowsOf('Form submissions')).toEqual(['Contact form3↓ 25% from 41new', 'Newsletter form7no change0no change']);
    expect(within(region('Form submissions')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Form', 'Sent', 'Failed']);

    // Where visitors came from, the sites and campaigns, devices and store clicks.
    expect(rowsOf('Where visitors came from')).toEqual([
      'Social sites60↑ 100% from 30',
      'Search engines40↓ 20% from 50',
      'Newsletter20new',
      'Direct30↓ 25% from 40',
    ]);
    expect(rowsOf('Referring sites')).toEqual(['instagram.comSocial sites45↑ 125% from 20', 'google.comSearch engines40↓ 20% from 50']);
    expect(rowsOf('Campaigns')).toEqual(['spring-books (newsletter / email)20new']);
    expect(rowsOf('Devices')).toEqual(['Phones1,500↑ 25% from 1,200', 'Computers400↓ 20% from 500', 'Tablets100no change']);
    expect(rowsOf('Store clicks')).toEqual(['Kobo40no change', 'Amazon20↑ 100% from 10', 'Bookshop.org10new']);
  });

  it('draws a bar chart beside the sources, devices and store clicks, this period against the one before', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(report)] });
    renderReport();
    const sources = await screen.findByRole('region', { name: 'Where visitors came from' });
    const bars = within(sources).getByTestId('bar-chart');
    // Decoration for screen readers: the table says the same.
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect([...bars.querySelectorAll('[data-count]')].map((b) => [b.getAttribute('data-count'), (b as HTMLElement).style.width])).toEqual([
      ['60', '100%'],
      ['40', `${(40 / 60) * 100}%`],
      ['20', `${(20 / 60) * 100}%`],
      ['30', '50%'],
    ]);
    expect([...bars.querySelectorAll('[data-previous]')].map((b) => b.getAttribute('data-previous'))).toEqual(['30', '50', '0', '40']);
    expect(within(region('Devices')).getByTestId('bar-chart')).toBeInTheDocument();
    expect(within(region('Store clicks')).getByTestId('bar-chart')).toBeInTheDocument();
    expect(within(region('Referring sites')).queryByTestId('bar-chart')).toBeNull();
  });

  it('splits the page views between the English and the Spanish site, with counts, changes and shares', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(report)] });
    renderReport();
    const split = within(await screen.findByRole('region', { name: 'Page views by language' }));
    expect(split.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Language', 'Views', 'Share']);
    expect(rowsOf('Page views by language')).toEqual(['English1,234↑ 23% from 1,00062%', 'Spanish766↓ 4% from 80038%']);
    expect(split.getByRole('rowheader', { name: 'Spanish' })).toBeInTheDocument();
  });

  it("sorts the books' funnel by any column with the buttons in its headings, showing each step's share of the views", async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(report)] });
    renderReport();
    const section = within(await screen.findByRole('region', { name: "From a book's page to a sign-up" }));
    const table = section.getAllByRole('table')[0]!;
    const titles = () => within(table).getAllByRole('rowheader').map((h) => h.textContent);
    const heading = (name: string) => within(table).getByRole('columnheader', { name });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    for (const name of ['Book', 'Views', 'Store clicks', 'Material downloads', 'Kit sign-ups', 'Newsletter sign-ups']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    // Most viewed first; the rates are of the book's views, none for a book nobody viewed.
    expect(titles()).toEqual(['The Kindness Cloud', 'A Brave Little Seed', 'Moonlight Manners']);
    expect(heading('Views')).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'The Kindness Cloud20025% in Spanish3015% of views126% of views84% of views21% of views',
    );
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe('A Brave Little Seed500% in Spanish4080% of views00% of views12% of views510% of views');
    expect(within(table).getAllByRole('row')[3]!.textContent).toBe('Moonlight Manners00000');

    const user = userEvent.setup({ delay: null });
    await user.click(within(heading('Store clicks')).getByRole('button'));
    expect(titles()).toEqual(['A Brave Little Seed', 'The Kindness Cloud', 'Moonlight Manners']);
    expect(heading('Store clicks')).toHaveAttribute('aria-sort', 'descending');
    expect(heading('Views')).not.toHaveAttribute('aria-sort');

    // By keyboard: the focused button turns the order round.
    within(heading('Store clicks')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(heading('Store clicks')).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['Moonlight Manners', 'The Kindness Cloud', 'A Brave Little Seed']);

    await user.click(within(heading('Book')).getByRole('button'));
    expect(heading('Book')).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['A Brave Little Seed', 'Moonlight Manners', 'The Kindness Cloud']);

    await user.click(within(heading('Newsletter sign-ups')).getByRole('button'));
    expect(titles()).toEqual(['A Brave Little Seed', 'The Kindness Cloud', 'Moonlight Manners']);
  });

  it("draws the chosen book's path as bars with its table and its store clicks by store", async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(report)] });
    renderReport();
    const section = within(await screen.findByRole('region', { name: "From a book's page to a sign-up" }));
    const book = section.getByRole('combobox', { name: 'Show the path of' });
    expect(book).toHaveValue('b-1');
    const steps = () => section.getByRole('table', { name: /^The path of/ });
    expect(steps()).toHaveAccessibleName('The path of The Kindness Cloud');
    expect(within(steps()).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'StepCountOf views',
      'Views200',
      'Store clicks3015%',
      'Material downloads126%',
      'Kit sign-ups84%',
      'Newsletter sign-ups21%',
    ]);
    expect([...section.getAllByTestId('bar-chart')[0]!.querySelectorAll('[data-count]')].map((b) => (b as HTMLElement).style.width)).toEqual([
      '100%',
      '15%',
      '6%',
      '4%',
      '1%',
    ]);
    expect(section.getByText(/^Views in English:/)).toHaveTextContent('Views in English: 150 · in Spanish: 50');
    const stores = () => section.getByRole('table', { name: /^Store clicks for/ });
    expect(within(stores()).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Amazon20', 'Bookshop.org10']);

    await userEvent.setup({ delay: null }).selectOptions(book, 'A Brave Little Seed');
    expect(steps()).toHaveAccessibleName('The path of A Brave Little Seed');
    expect(within(steps()).getAllByRole('row')[2]!.textContent).toBe('Store clicks4080%');
    expect(within(stores()).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Kobo40']);

    await userEvent.setup({ delay: null }).selectOptions(book, 'Moonlight Manners');
    expect(section.getByText('No store links were followed from this book in this period.')).toBeInTheDocument();
    expect(within(steps()).getAllByRole('row')[2]!.textContent).toBe('Store clicks0');
  });

  it("counts a story's two editions together when she asks", async () => {
    const nube: FunnelRow = {
      bookId: 'b-4',
      title: 'La nube amable',
      otherEditionId: 'b-1',
      views: 100,
      viewsEs: 100,
      storeClicks: 5,
      storeClicksByStore: [{ key: 'amazon', label: 'Amazon', count: 5, previous: 0 }],
      materialDownloads: 0,
      kitSignups: 2,
      newsletterSignups: 0,
    };
    const editions = [{ ...funnel[0]!, otherEditionId: 'b-4' }, funnel[1]!, nube];
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse({ ...report, funnel: editions })] });
    renderReport();
    const section = within(await screen.findByRole('region', { name: "From a book's page to a sign-up" }));
    const titles = () => within(section.getAllByRole('table')[0]!).getAllByRole('rowheader').map((h) => h.textContent);
    expect(titles()).toEqual(['The Kindness Cloud', 'La nube amable', 'A Brave Little Seed']);

    await userEvent.setup({ delay: null }).click(section.getByRole('checkbox', { name: "Count a book's English and Spanish editions together" }));
    expect(titles()).toEqual(['The Kindness Cloud / La nube amable', 'A Brave Little Seed']);
    expect(within(section.getAllByRole('table')[0]!).getAllByRole('row')[1]!.textContent).toBe(
      'The Kindness Cloud / La nube amable30050% in Spanish3511.7% of views124% of views103.3% of views20.7% of views',
    );
    expect(section.getByText(/^Views in English:/)).toHaveTextContent('Views in English: 150 · in Spanish: 150');
    expect(within(section.getByRole('table', { name: /^Store clicks for/ })).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Amazon25',
      'Bookshop.org10',
    ]);
  });

  it('saves each table as CSV through the authenticated download, for the period on screen', async () => {
    const saved = catchSavedFiles();
    const fetchMock = routeFetch({
      [`GET ${API}?from=2026-01-01&to=2026-01-20`]: [() => jsonResponse({ ...report, from: '2026-01-01', to: '2026-01-20' })],
      [`GET ${API}.csv?table=sources&from=2026-01-01&to=2026-01-20`]: [
        () =>
          new Response('Name,Detail,This period,Previous period\nSocial sites,,60,30\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="statistics-sources-2026-01-01-2026-01-20.csv"' },
          }),
      ],
      [`GET ${API}.csv?table=funnel&from=2026-01-01&to=2026-01-20`]: [boom],
      [`GET ${API}.csv?table=days&from=2026-01-01&to=2026-01-20`]: [() => new Response('Day,Visits,Unique visitors\n', { headers: { 'Content-Type': 'text/csv' } })],
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T12:00:00Z'));
    renderReport('/admin/statistics?from=2026-01-01&to=2026-01-20');
    const user = userEvent.setup({ delay: null });
    const sources = await screen.findByRole('region', { name: 'Where visitors came from' });
    await user.click(within(sources).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('statistics-sources-2026-01-01-2026-01-20.csv has been saved.')).toBeInTheDocument();
    expect(await saved[0]!.blob.text()).toBe('Name,Detail,This period,Previous period\nSocial sites,,60,30\n');
    const call = fetchMock.mock.calls.find(([url]) => url.startsWith(`${API}.csv`))!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer token');

    // Without a name from the server, the file is named for its table and period.
    await user.click(within(region('Visits')).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('statistics-days-2026-01-01-2026-01-20.csv has been saved.')).toBeInTheDocument();

    await user.click(within(region("From a book's page to a sign-up")).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export the CSV file. Please try again.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['statistics-sources-2026-01-01-2026-01-20.csv', 'statistics-days-2026-01-01-2026-01-20.csv']);

    // Every table has its export.
    const tables = ['Visits', 'Where visitors came from', 'Referring sites', 'Campaigns', 'Devices', 'Page views by language', 'Store clicks'];
    for (const name of [...tables, "From a book's page to a sign-up", 'Top pages', 'Top books', 'Kindness kit downloads', 'Material downloads', 'Form submissions']) {
      expect(within(region(name)).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    }
  });

  it('works with a server that has none of the new fields: the lists it lacks are empty, nothing is compared', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(older)] });
    renderReport();
    await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(screen.getByText('Jan 3, 2026 to Feb 1, 2026.')).toBeInTheDocument();
    const totals = within(screen.getByLabelText('This period in numbers'));
    // The totals come from the days; with nothing to compare them with, no change is shown.
    expect(totals.getAllByRole('definition').map((d) => d.textContent)).toEqual(['40', '19', '0']);
    expect(rowsOf('Top pages')).toEqual(['Home40']);
    expect(rowsOf('Form submissions')).toEqual(['Contact form30']);
    for (const [name, text] of [
      ['Where visitors came from', 'No visits came in this period.'],
      ['Referring sites', 'No visits came from other sites in this period.'],
      ['Campaigns', 'No visits came with campaign tags in this period.'],
      ['Devices', 'No page views in this period.'],
      ['Store clicks', 'No store links were followed in this period.'],
      ["From a book's page to a sign-up", 'No books to show yet.'],
    ]) {
      expect(region(name!)).toHaveTextContent(text!);
      expect(within(region(name!)).queryByRole('table')).toBeNull();
    }
  });

  it('says so for each part when the period had no visits but the one before had', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(quiet)] });
    renderReport();
    const chart = await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(chart).toHaveTextContent('No visits from Jan 3 to Feb 1, 2026.');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('0↓ 100% from 12');
    for (const [name, text] of [
      ['Page views by language', 'No page views in this period.'],
      ['Top pages', 'No page views in this period.'],
      ['Top books', 'No book was viewed in this period.'],
      ['Kindness kit downloads', 'No kit downloads in this period.'],
      ['Material downloads', 'No materials were downloaded in this period.'],
      ['Form submissions', 'No forms were sent in this period.'],
      ['Where visitors came from', 'No visits came in this period.'],
      ['Devices', 'No page views in this period.'],
    ]) {
      expect(region(name!)).toHaveTextContent(text!);
      expect(within(region(name!)).queryByRole('table')).toBeNull();
      expect(within(region(name!)).queryByTestId('bar-chart')).toBeNull();
      expect(within(region(name!)).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    }
  });

  it('says "No visits in this period yet." when nothing was counted then or before, and explains how visitors are counted', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(empty)] });
    renderReport();
    expect(await screen.findByText(/^No visits in this period yet\./)).toHaveTextContent('No visits in this period yet. Jan 3, 2026 to Feb 1, 2026.');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    const note = screen.getByText('How visitors are counted');
    expect(note.closest('details')).not.toHaveAttribute('open');
    await userEvent.setup({ delay: null }).click(note);
    expect(note.closest('details')).toHaveAttribute('open');
    expect(note.closest('details')).toHaveTextContent('No cookies are used');
    expect(note.closest('details')).toHaveTextContent('a secret that changes every day');
    expect(note.closest('details')).toHaveTextContent('The same person on two days counts as two visitors');
    expect(note.closest('details')).toHaveTextContent('Your own visits are not counted');
    expect(note.closest('details')).toHaveTextContent('Do Not Track');
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [boom, () => jsonResponse(report)] });
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statistics. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('figure', { name: 'Visits and unique visitors per day' })).toBeInTheDocument();
  });

  it('changes the period by keyboard, 12 months too, keeping it in the address', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?days=90`]: [() => jsonResponse(report)],
      [`GET ${API}?days=7`]: [() => jsonResponse({ ...quiet, from: '2026-01-26', days: quiet.days.slice(23) })],
      [`GET ${API}?days=30`]: [() => jsonResponse(report)],
      [`GET ${API}?days=365`]: [() => jsonResponse({ ...report, from: '2025-02-02' })],
    });
    renderReport('/admin/statistics?days=90');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(within(screen.getByRole('figure')).getAllByRole('row')).toHaveLength(8));
    expect(location()).toBe('/admin/statistics?days=7');
    expect(screen.getByText(/^No visits from Jan 26/)).toBeInTheDocument();

    // Arrow keys move between the periods, as in any radio group.
    screen.getByRole('radio', { name: 'Last 7 days' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked());
    await waitFor(() => expect(location()).toBe('/admin/statistics'));

    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(await screen.findByText(/^Feb 2, 2025 to Feb 1, 2026/)).toBeInTheDocument();
    expect(location()).toBe('/admin/statistics?days=365');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}?days=90`, `${API}?days=7`, `${API}?days=30`, `${API}?days=365`]);
  });

  it('takes a custom period from two dates, checked as the server checks them, and keeps it in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T12:00:00Z'));
    const fetchMock = routeFetch({
      [`GET ${API}?days=30`]: [() => jsonResponse(report)],
      [`GET ${API}?from=2026-01-10&to=2026-01-20`]: [() => jsonResponse({ ...report, from: '2026-01-10', to: '2026-01-20', days: report.days.slice(7, 18) })],
    });
    renderReport();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = within(screen.getByRole('form', { name: 'Custom period' }));
    const from = form.getByLabelText('From');
    const to = form.getByLabelText('To');
    // It starts at the period on screen.
    expect(from).toHaveValue('2026-01-03');
    expect(to).toHaveValue('2026-02-01');
    expect(to).toHaveAttribute('max', '2026-02-01');
    const show = form.getByRole('button', { name: 'Show this period' });

    await user.clear(to);
    await user.type(to, '2026-02-02');
    await user.click(show);
    expect(to).toHaveAccessibleDescription('Choose an end date no later than today.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();

    await user.clear(to);
    await user.type(to, '2026-01-02');
    await user.click(show);
    expect(from).toHaveAccessibleDescription('Choose a start date on or before the end date.');
    expect(from).toHaveFocus();
    expect(to).toHaveAttribute('aria-invalid', 'false');

    await user.clear(from);
    await user.type(from, '2024-12-31');
    await user.click(show);
    expect(from).toHaveAccessibleDescription('Choose a period of 1 to 366 days.');
    expect(location()).toBe('/admin/statistics');

    await user.clear(from);
    await user.type(from, '2026-01-10');
    await user.clear(to);
    await user.type(to, '2026-01-20');
    await user.click(show);
    expect(await screen.findByText(/^Jan 10, 2026 to Jan 20, 2026/)).toBeInTheDocument();
    expect(location()).toBe('/admin/statistics?from=2026-01-10&to=2026-01-20');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}?days=30`, `${API}?from=2026-01-10&to=2026-01-20`]);

    // A chosen period again leaves the dates.
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(location()).toBe('/admin/statistics'));
    expect(screen.queryByRole('form', { name: 'Custom period' })).toBeNull();
  });

  it('reads a custom period from the address, and asks nothing for dates the server would refuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T12:00:00Z'));
    const fetchMock = routeFetch({ [`GET ${API}?from=2026-01-05&to=2026-01-25`]: [() => jsonResponse({ ...report, from: '2026-01-05', to: '2026-01-25' })] });
    const first = renderReport('/admin/statistics?from=2026-01-05&to=2026-01-25');
    expect(await screen.findByText(/^Jan 5, 2026 to Jan 25, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
    first.unmount();

    renderReport('/admin/statistics?from=2026-01-25&to=2026-01-05');
    expect(await screen.findByLabelText('From')).toHaveAccessibleDescription('Choose a start date on or before the end date.');
    expect(screen.getByText('Choose the dates of the period to see its statistics.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when it refuses the period", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T12:00:00Z'));
    routeFetch({
      [`GET ${API}?from=2026-01-05&to=2026-02-01`]: [
        () => jsonResponse({ error: { code: 'invalid', message: 'Please check the form.', fields: { to: 'Choose an end date no later than today.' } } }, 400),
      ],
    });
    renderReport('/admin/statistics?from=2026-01-05&to=2026-02-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an end date no later than today.');
  });
});
