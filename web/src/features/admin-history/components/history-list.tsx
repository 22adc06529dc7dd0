import { useMemo } from 'react';

import { Field } from '@/components/ui/field';
import { type Column, DataTable } from '@/components/ui/list/data-table';
import { EmptyState, NoMatches } from '@/components/ui/list/empty-state';
import { FilterPanel } from '@/components/ui/list/filter-panel';
import { FilterSelect } from '@/components/ui/list/filter-select';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { Pagination } from '@/components/ui/list/pagination';
import { useListParams, usePageInRange } from '@/hooks/use-list-params';

import { PAGE_SIZE, useHistory } from '../api/get-history';
import type { HistoryRecord } from '../types';
import { describeRecord, fieldChange, isDay, MSG_DATES_ORDER, MSG_HISTORY_FAILED, readableTime } from '../utils/history';

// The filters the address keeps: ?person=…&kind=…&from=…&to=….
const LIST_KEYS = ['person', 'kind', 'from', 'to'] as const;

const counted = (n: number) => (n === 1 ? '1 record' : `${n} records`);

// The choices of a filter: 'All …' first, then the server's list, keeping the one chosen
// even before the list has loaded.
function optionsOf(all: string, values: string[] | undefined, chosen: string) {
  const list = values ?? [];
  const withChosen = chosen && !list.includes(chosen) ? [chosen, ...list] : list;
  return [{ value: '', label: all }, ...withChosen.map((v) => ({ value: v, label: v }))];
}

const columns: Column<HistoryRecord>[] = [
  {
    header: 'When',
    label: true,
    className: 'xl:w-48',
    cell: (r) => <time dateTime={r.at}>{readableTime(r.at)}</time>,
  },
  {
    header: 'Who',
    label: true,
    className: 'xl:w-64',
    cell: (r) =>
      r.actorId ? (
        r.actorEmail
      ) : (
        <>
          {r.actorEmail || 'Someone'} <span className="text-stone-700">(address tried)</span>
        </>
      ),
  },
  {
    header: 'What',
    label: true,
    cell: (r) => {
      const changes = r.fields.map(fieldChange).filter((c): c is string => c !== null);
      return (
        <>
          <span className="font-semibold text-stone-900">{describeRecord(r)}</span>
          {changes.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-700">
              {changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
        </>
      );
    },
  },
];

// Admin → History (issue #29): who changed what through the admin, the exports and backup
// downloads, and every sign-in and failed sign-in, newest first, 50 a page, filtered by
// person, kind and days (the filters stay in the address).
// How long records stay, as the server keeps them.
function keptText(days?: number): string {
  if (days === undefined) return '';
  if (days === 0) return 'Records are kept for good.';
  if (days === 365) return 'Records are kept for a year.';
  return `Records are kept for ${days} days.`;
}

export function HistoryList() {
  const params = useListParams(LIST_KEYS);
  const { page, filters, set } = params;
  const datesBackwards = isDay(filters.from) && isDay(filters.to) && filters.to < filters.from;
  const query = useMemo(() => ({ page, ...filters }), [page, filters]);
  const list = useHistory(query, !datesBackwards);
  usePageInRange(list, page, (last) => set({ page: last }, true));

  const filtered = Object.values<string>(filters).some((v) => v !== '');
  const only = (key: (typeof LIST_KEYS)[number], value: string) => set({ [key]: value, page: 1 });
  const clear = () => set({ person: '', kind: '', from: '', to: '', page: 1 });
  const data = list.data;
  const first = data && data.records.length > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0;

  return (
    <div className="space-y-6">
      <ListHeader
        title="History"
        intro={`Who changed what through the admin, with every sign-in. ${keptText(data?.keptDays)}`}
      />
      <FilterPanel>
        <FilterSelect
          id="history-person"
          label="Person"
          value={filters.person}
          options={optionsOf('Everyone', data?.people, filters.person)}
          onChange={(v) => only('person', v)}
        />
        <FilterSelect
          id="history-kind"
          label="Kind"
          value={filters.kind}
          options={optionsOf('All kinds', data?.kinds, filters.kind)}
          onChange={(v) => only('kind', v)}
        />
        <Field id="history-from" label="From">
          {(control) => (
            <input {...control} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => only('from', e.target.value)} />
          )}
        </Field>
        <Field id="history-to" label="To" error={datesBackwards ? MSG_DATES_ORDER : undefined}>
          {(control) => (
            <input {...control} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => only('to', e.target.value)} />
          )}
        </Field>
      </FilterPanel>

      <p role="status" className="text-stone-700">
        {!datesBackwards && list.isSuccess && data && data.totalCount > 0
          ? `Showing ${first}–${first + data.records.length - 1} of ${counted(data.totalCount)}, newest first`
          : ''}
      </p>
      {datesBackwards ? null : (
        <ListState
          query={list}
          loadingLabel="Loading the history..."
          loadFailedMessage={MSG_HISTORY_FAILED}
          isEmpty={(found) => found.totalCount === 0}
          empty={
            filtered ? (
              <NoMatches title="No records match" clearLabel="Clear filters" onClear={clear}>
                Try another person, kind or dates.
              </NoMatches>
            ) : (
              <EmptyState title="Nothing recorded yet">Changes made in the admin, and sign-ins, will appear here.</EmptyState>
            )
          }
        >
          {(found) => (
            <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60' : ''}>
              <DataTable caption="History, newest first" columns={columns} rows={found.records} rowKey={(r) => r.id} />
              <Pagination
                page={Math.min(page, Math.max(found.totalPages, 1))}
                totalPages={found.totalPages}
                onChange={(n) => set({ page: n })}
              />
            </div>
          )}
        </ListState>
      )}
    </div>
  );
}
