import { useSearchParams } from 'react-router';

import { VisitsChart } from '@/components/charts/visits-chart';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { PERIODS, useStatistics, type Period, type StatCount, type Statistics } from '@/lib/admin-statistics';
import { formatDay } from '@/lib/format-date';

import { formRows, MSG_STATISTICS_FAILED } from '../utils/statistics';

import { CountTable } from './count-table';
import { LanguageSplit } from './language-split';
import { PeriodPicker } from './period-picker';

const DEFAULT_PERIOD: Period = 30;

// ?days=7|30|90 in the address, so Back and a reload keep the period.
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? (asked as Period) : DEFAULT_PERIOD;
  const setDays = (next: Period) => setParams(next === DEFAULT_PERIOD ? {} : { days: String(next) }, { replace: true });
  return [days, setDays] as const;
}

// A count's name, with its detail under it in small.
function Named({ count }: { count: StatCount }) {
  return (
    <>
      {count.label || count.key}
      {count.detail ? <span className="block text-xs font-normal text-stone-700">{count.detail}</span> : null}
    </>
  );
}

function Report({ report }: { report: Statistics }) {
  const counted = (list: StatCount[]) => list.map((c) => ({ key: c.key, label: <Named count={c} />, counts: [c.count] }));
  return (
    <>
      <section className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
        <VisitsChart days={report.days} title="Visits and unique visitors per day" />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <LanguageSplit languages={report.languages ?? []} />
        <CountTable id="stats-pages" title="Top pages" columns={['Page', 'Views']} rows={counted(report.pages)} empty="No page views in this period." />
        <CountTable id="stats-books" title="Top books" columns={['Book', 'Views']} rows={counted(report.books)} empty="No book was viewed in this period." />
        <CountTable
          id="stats-kits"
          title="Kindness kit downloads"
          columns={['Kit', 'Downloads']}
          rows={counted(report.downloads)}
          empty="No kit downloads in this period."
        />
        <CountTable
          id="stats-materials"
          title="Material downloads"
          columns={['Material', 'Downloads']}
          rows={counted(report.materialDownloads)}
          empty="No materials were downloaded in this period."
        />
        <CountTable
          id="stats-forms"
          title="Form submissions"
          columns={['Form', 'Sent', 'Failed']}
          rows={formRows(report.forms).map((f) => ({ key: f.form, label: f.label, counts: [f.ok, f.failed] }))}
          empty="No forms were sent in this period."
        />
      </div>
    </>
  );
}

// The site's own statistics (issue 11): visits and unique visitors per day as a chart, the
// page views by language, and the period's top pages, books, downloads and form submissions;
// the same report `storyshelf
// stats` prints. Counted without cookies; the owner's admin pages are never counted.
export function StatisticsReport() {
  const [days, setDays] = usePeriod();
  const statistics = useStatistics(days);
  const report = statistics.data;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Statistics"
        intro={
          report
            ? `${formatDay(report.from, true)} to ${formatDay(report.to, true)}, counted by Storyshelf itself without cookies.`
            : 'Counted by Storyshelf itself without cookies.'
        }
        action={<PeriodPicker value={days} onChange={setDays} />}
      />

      <ListState query={statistics} loadingLabel="Loading statistics..." loadFailedMessage={MSG_STATISTICS_FAILED}>
        {(found) => (
          <div aria-busy={statistics.isPlaceholderData} className={`space-y-6 ${statistics.isPlaceholderData ? 'opacity-60' : ''}`}>
            <Report report={found} />
          </div>
        )}
      </ListState>
    </div>
  );
}
