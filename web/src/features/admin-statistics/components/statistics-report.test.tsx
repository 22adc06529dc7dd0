import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Statistics } from '@/lib/admin-statistics';
import { sessionStore } from '@/lib/auth/session-store';
import { deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { StatisticsReport } from './statistics-report';

const API = '/api/admin/statistics';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const report: Statistics = {
  from: '2026-01-03',
  to: '2026-02-01',
  days: Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 3 + i)).toISOString().slice(0, 10);
    return { day, visits: i === 29 ? 12 : i % 3, visitors: i === 29 ? 5 : i % 2 };
  }),
  pages: [
    { key: '/', label: 'Home', count: 40 },
    { key: '/es/books/the-kindness-cloud-a835d4ab', label: 'The Kindness Cloud', detail: 'Spanish site', count: 10 },
  ],
  books: [{ key: 'b-1', label: 'The Kindness Cloud', count: 9 }],
  downloads: [{ key: 'kit-1', label: 'Kindness Cloud Kit', count: 4 }],
  materialDownloads: [
    { key: '/files/materials/0a1b2c3d4e5f60718293a4b5.pdf', label: 'Colouring sheet', detail: 'The Kindness Cloud', count: 6 },
    { key: '/files/materials/9f8e7d6c5b4a39281706f5e4.pdf', label: 'A removed material (PDF)', detail: 'The Kindness Cloud', count: 1 },
  ],
  forms: [
    { key: 'contact:failed', label: 'contact', count: 1 },
    { key: 'contact:ok', label: 'contact', count: 3 },
    { key: 'newsletter:ok', label: 'newsletter', count: 7 },
  ],
  languages: [
    { key: 'en', label: 'English', count: 1234 },
    { key: 'es', label: 'Spanish', count: 766 },
  ],
};

const empty: Statistics = {
  ...report,
  days: report.days.map((d) => ({ ...d, visits: 0, visitors: 0 })),
  pages: [],
  books: [],
  downloads: [],
  materialDownloads: [],
  forms: [],
  languages: [
    { key: 'en', label: 'English', count: 0 },
    { key: 'es', label: 'Spanish', count: 0 },
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

const rowsOf = (name: string) =>
  within(within(screen.getByRole('region', { name })).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('StatisticsReport', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then the chart with its summary and table, and every top list', async () => {
    const answer = deferred();
    routeFetch({ [`GET ${API}?days=30`]: [answer.handler] });
    renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    answer.release(jsonResponse(report));

    const chart = await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(screen.getByText('Jan 3, 2026 to Feb 1, 2026, counted by Storyshelf itself without cookies.')).toBeInTheDocument();
    expect(chart).toHaveTextContent('Busiest day: Feb 1, 2026, with 12 visits.');
    expect(within(chart).getByTestId('visits-chart').querySelectorAll('rect')).toHaveLength(30);
    expect(within(chart).getAllByRole('row')).toHaveLength(31);
    expect(within(chart).getAllByRole('row')[30]).toHaveTextContent('Feb 1, 2026125');

    // Names and titles, with what more the server says under them; never a path or a stored file's name.
    expect(rowsOf('Top pages')).toEqual(['Home40', 'The Kindness CloudSpanish site10']);
    expect(rowsOf('Top books')).toEqual(['The Kindness Cloud9']);
    expect(rowsOf('Kindness kit downloads')).toEqual(['Kindness Cloud Kit4']);
    expect(rowsOf('Material downloads')).toEqual(['Colouring sheetThe Kindness Cloud6', 'A removed material (PDF)The Kindness Cloud1']);
    expect(screen.getByRole('region', { name: 'Material downloads' })).not.toHaveTextContent(/0a1b2c3d|\.pdf/);
    expect(rowsOf('Form submissions')).toEqual(['Contact form31', 'Newsletter form70']);
    const forms = within(screen.getByRole('region', { name: 'Form submissions' }));
    expect(forms.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Form', 'Sent', 'Failed']);
  }, 15_000);

  it('splits the page views between the English and the Spanish site, with counts and shares', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(report)] });
    renderReport();
    const split = within(await screen.findByRole('region', { name: 'Page views by language' }));
    expect(split.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Language', 'Views', 'Share']);
    expect(rowsOf('Page views by language')).toEqual(['English1,23462%', 'Spanish76638%']);
    expect(split.getByRole('rowheader', { name: 'Spanish' })).toBeInTheDocument();
  }, 15_000);

  it('says so for each part when nothing was counted', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [() => jsonResponse(empty)] });
    renderReport();
    const chart = await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(chart).toHaveTextContent('No visits from Jan 3 to Feb 1, 2026.');
    for (const [region, text] of [
      ['Page views by language', 'No page views in this period.'],
      ['Top pages', 'No page views in this period.'],
      ['Top books', 'No book was viewed in this period.'],
      ['Kindness kit downloads', 'No kit downloads in this period.'],
      ['Material downloads', 'No materials were downloaded in this period.'],
      ['Form submissions', 'No forms were sent in this period.'],
    ]) {
      expect(screen.getByRole('region', { name: region })).toHaveTextContent(text!);
      expect(within(screen.getByRole('region', { name: region })).queryByRole('table')).toBeNull();
    }
  }, 15_000);

  it('offers a retry when the statistics cannot be loaded', async () => {
    routeFetch({ [`GET ${API}?days=30`]: [boom, () => jsonResponse(report)] });
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statistics. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('figure', { name: 'Visits and unique visitors per day' })).toBeInTheDocument();
  }, 15_000);

  it('changes the period by keyboard, keeping it in the address', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?days=90`]: [() => jsonResponse(report)],
      [`GET ${API}?days=7`]: [() => jsonResponse({ ...empty, from: '2026-01-26', days: empty.days.slice(23) })],
      [`GET ${API}?days=30`]: [() => jsonResponse(report)],
    });
    renderReport('/admin/statistics?days=90');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('figure', { name: 'Visits and unique visitors per day' });
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    const ninety = screen.getByRole('radio', { name: 'Last 90 days' });
    expect(ninety).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(8));
    expect(location()).toBe('/admin/statistics?days=7');
    expect(screen.getByText(/^No visits from Jan 26/)).toBeInTheDocument();

    // Arrow keys move between the periods, as in any radio group.
    screen.getByRole('radio', { name: 'Last 7 days' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked());
    await waitFor(() => expect(location()).toBe('/admin/statistics'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}?days=90`, `${API}?days=7`, `${API}?days=30`]);
  }, 15_000);
});
