import { useState, type ReactNode } from 'react';

import { VisitsChart } from '@/components/charts/visits-chart';
import { ExportCsvButton } from '@/components/ui/list/export-csv-button';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { ApiError } from '@/lib/api-client';
import { statisticsCsvUrl, useStatistics, type Period, type StatCount, type Statistics, type StatisticsTable } from '@/lib/admin-statistics';
import { formatDay } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { formRows, MSG_NO_VISITS, MSG_STATISTICS_FAILED } from '../utils/statistics';
import { DEFAULT_PERIOD, lastDays, usePeriod } from '../utils/use-period';

import { BookFunnel } from './book-funnel';
import { CountTable } from './count-table';
import { CountingNote } from './counting-note';
import { CustomPeriodForm } from './custom-period-form';
import { LanguageSplit } from './language-split';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { ReportSection } from './report-section';
import { Totals } from './totals';

// A count's name, with its detail under it in small.
function Named({ count }: { count: StatCount }) {
  return (
    <>
      {count.label || count.key}
      {count.detail ? <span className="block text-xs font-normal text-stone-700">{count.detail}</span> : null}
    </>
  );
}

// A list's rows with something in either period: the server names every source and device,
// counted or not.
const some = (list: StatCount[]) => list.filter((c) => c.count > 0 || (c.previous ?? 0) > 0);
const counted = (list: StatCount[]) =>
  some(list).map((c) => ({ key: c.key, label: <Named count={c} />, figures: [{ count: c.count, previous: c.previous }] }));
const bars = (list: StatCount[]) => some(list).map((c) => ({ key: c.key, label: c.label || c.key, count: c.count, previous: c.previous }));

// Nothing counted in the period nor in the one before: every list is empty or all zeros.
export function nothingCounted(report: Statistics) {
  const lists = [report.pages, report.books, report.downloads, report.materialDownloads, report.forms, report.languages, report.sources];
  const { totals } = report;
  return (
    totals.visits === 0 &&
    !totals.previousVisits &&
    totals.storeClicks === 0 &&
    !totals.previousStoreClicks &&
    lists.every((list) => list.every((c) => c.count === 0 && !c.previous)) &&
    report.funnel.every((r) => r.views + r.storeClicks + r.materialDownloads + r.kitSignups + r.newsletterSignups === 0)
  );
}

// One of the report's lists as a table: where it is in the report, its CSV table, its headings.
type ListOfCounts = {
  list: 'sources' | 'referrers' | 'campaigns' | 'devices' | 'storeClicks' | 'pages' | 'books' | 'downloads' | 'materialDownloads';
  table: StatisticsTable;
  title: string;
  columns: [string, string];
  empty: string;
  // A bar chart beside the table, where comparing the rows is the point.
  chart?: boolean;
};

const WHERE_FROM: ListOfCounts[] = [
  { list: 'sources', table: 'sources', title: 'Where visitors came from', columns: ['Source', 'Visits'], empty: 'No visits came in this period.', chart: true },
  { list: 'referrers', table: 'referrers', title: 'Referring sites', columns: ['Site', 'Visits'], empty: 'No visits came from other sites in this period.' },
  { list: 'campaigns', table: 'campaigns', title: 'Campaigns', columns: ['Campaign', 'Visits'], empty: 'No visits came with campaign tags in this period.' },
  { list: 'devices', table: 'devices', title: 'Devices', columns: ['Device', 'Views'], empty: 'No page views in this period.', chart: true },
];

const STORE_CLICKS: ListOfCounts = {
  list: 'storeClicks',
  table: 'stores',
  title: 'Store clicks',
  columns: ['Store', 'Clicks'],
  empty: 'No store links were followed in this period.',
  chart: true,
};

const TOP_LISTS: ListOfCounts[] = [
  { list: 'pages', table: 'pages', title: 'Top pages', columns: ['Page', 'Views'], empty: 'No page views in this period.' },
  { list: 'books', table: 'books', title: 'Top books', columns: ['Book', 'Views'], empty: 'No book was viewed in this period.' },
  { list: 'downloads', table: 'downloads', title: 'Kindness kit downloads', columns: ['Kit', 'Downloads'], empty: 'No kit downloads in this period.' },
  {
    list: 'materialDownloads',
    table: 'materials',
    title: 'Material downloads',
    columns: ['Material', 'Downloads'],
    empty: 'No materials were downloaded in this period.',
  },
];

type ListTableProps = { list: ListOfCounts; report: Statistics; csv: (table: StatisticsTable) => ReactNode };

function ListTable({ list: { list, table, title, columns, empty, chart }, report, csv }: ListTableProps) {
  const counts = report[list];
  return (
    <CountTable
      id={`stats-${table}`}
      title={title}
      columns={columns}
      rows={counted(counts)}
      chart={chart ? bars(counts) : undefined}
      empty={empty}
      action={csv(table)}
    />
  );
}

function Report({ report, period }: { report: Statistics; period: Period }) {
  const csv = (table: StatisticsTable) => (
    <ExportCsvButton url={statisticsCsvUrl(table, period)} fallbackName={`statistics-${table}-${report.from}-${report.to}.csv`} />
  );
  return (
    <>
      <p className="text-stone-800">
        {formatDay(report.from, true)} to {formatDay(report.to, true)}
        {report.previousFrom && report.previousTo
          ? `, compared with ${formatDay(report.previousFrom, true)} to ${formatDay(report.previousTo, true)}.`
          : '.'}
      </p>
      <Totals totals={report.totals} />
      <ReportSection id="stats-visits" title="Visits" action={csv('days')}>
        <div className="mt-3">
          <VisitsChart days={report.days} title="Visits and unique visitors per day" />
        </div>
      </ReportSection>
      <div className="grid gap-4 lg:grid-cols-2">
        {WHERE_FROM.map((list) => (
          <ListTable key={list.table} list={list} report={report} csv={csv} />
        ))}
        <LanguageSplit languages={report.languages} action={csv('languages')} />
        <ListTable list={STORE_CLICKS} report={report} csv={csv} />
      </div>
      <BookFunnel rows={report.funnel} action={csv('funnel')} />
      <div className="grid gap-4 lg:grid-cols-2">
        {TOP_LISTS.map((list) => (
          <ListTable key={list.table} list={list} report={report} csv={csv} />
        ))}
        <CountTable
          id="stats-forms"
          title="Form submissions"
          columns={['Form', 'Sent', 'Failed']}
          rows={formRows(report.forms).map((f) => ({ key: f.form, label: f.label, figures: [f.ok, f.failed] }))}
          empty="No forms were sent in this period."
          action={csv('forms')}
        />
      </div>
    </>
  );
}

// What the server said of a period it refused (its field messages), else the fixed message.
function loadFailed(error: unknown) {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return Object.values(error.fields).join(' ');
  return userMessage(error, MSG_STATISTICS_FAILED);
}

function PeriodReport({ period }: { period: Period }) {
  const statistics = useStatistics(period);
  return (
    <ListState query={statistics} loadingLabel="Loading statistics..." loadFailedMessage={loadFailed(statistics.error)}>
      {(found) =>
        nothingCounted(found) ? (
          <p className="rounded-3xl border-2 border-amber-200 bg-white p-5 text-stone-800">
            {MSG_NO_VISITS}{' '}
            {formatDay(found.from, true)} to {formatDay(found.to, true)}.
          </p>
        ) : (
          <div aria-busy={statistics.isPlaceholderData} className={`space-y-6 ${statistics.isPlaceholderData ? 'opacity-60' : ''}`}>
            <Report report={found} period={period} />
          </div>
        )
      }
    </ListState>
  );
}

// The site's own statistics (issues 11 and 31): the period's figures against the period
// before, visits per day, where visitors came from, their devices and languages, the store
// links they followed, each book's path to a sign-up, and the top pages, books, downloads and
// form submissions; every chart with its table and every table with its CSV. Counted without
// cookies; the owner's admin pages are never counted.
export function StatisticsReport() {
  const { period, custom, errors, setPeriod } = usePeriod();
  const [customOpen, setCustomOpen] = useState(false);
  const choice: PeriodChoice = custom || customOpen ? 'custom' : typeof period === 'number' ? period : DEFAULT_PERIOD;

  const choose = (next: PeriodChoice) => {
    setCustomOpen(next === 'custom');
    if (next !== 'custom') setPeriod(next);
  };

  return (
    <div className="space-y-6">
      <ListHeader title="Statistics" intro="Counted by Storyshelf itself without cookies." action={<PeriodPicker value={choice} onChange={choose} />} />
      {choice === 'custom' ? (
        <CustomPeriodForm
          key={custom ? `${custom.from}|${custom.to}` : 'new'}
          initial={custom ?? lastDays(typeof period === 'number' ? period : DEFAULT_PERIOD)}
          errors={errors}
          onSubmit={setPeriod}
        />
      ) : null}
      <CountingNote />
      {period ? <PeriodReport period={period} /> : <p className="text-stone-800">Choose the dates of the period to see its statistics.</p>}
    </div>
  );
}
