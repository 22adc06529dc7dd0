package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// spans are where a report reads each day of its periods from: the whole
// months summed into monthly totals, and the days around them from daily
// totals (or raw events, after the last summed day). A year's report then
// reads twelve rows of a thing where it would read 365, and never passes
// over the daily totals of a summed month (on SQLite each row it passes
// costs, even one it leaves out).
type spans struct {
	days   [][2]string // first and last day of each run of days
	months [][2]string // first day of the first month and last day of the last
}

// reportSpans are the spans of the days prevFrom..to: the days before from
// (the period before a report's) and from..to (its period), each period's
// whole summed months apart, so that a month row is never counted in the
// wrong one.
func (s *Store) reportSpans(ctx context.Context, prevFrom, from, to string) (spans, error) {
	var through string
	if err := s.db.QueryRowContext(ctx, `SELECT `+monthsSummedThrough).Scan(&through); err != nil {
		return spans{}, fmt.Errorf("store: unable to read the summed months: %w", err)
	}
	start, err1 := time.Parse(time.DateOnly, from)
	first, err2 := time.Parse(time.DateOnly, prevFrom)
	last, err3 := time.Parse(time.DateOnly, to)
	if err1 != nil || err2 != nil || err3 != nil {
		return spans{}, fmt.Errorf("store: a report's days %q to %q from %q are not dates", prevFrom, to, from)
	}
	var sp spans
	sp.add(first, start.AddDate(0, 0, -1), through)
	sp.add(start, last, through)
	return sp, nil
}

// add adds the days from..to: the whole months among them summed by through
// (a month's last day, or "") and the days around those.
func (sp *spans) add(from, to time.Time, through string) {
	if to.Before(from) {
		return
	}
	lo := time.Date(from.Year(), from.Month(), 1, 0, 0, 0, 0, time.UTC)
	if lo.Before(from) {
		lo = lo.AddDate(0, 1, 0)
	}
	hi := time.Date(to.Year(), to.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, -1)
	if hi.After(to) {
		hi = hi.AddDate(0, 0, -hi.Day())
	}
	if t, err := time.Parse(time.DateOnly, through); err != nil || t.Before(hi) {
		hi = t // the last summed month's last day; zero when none is
	}
	if hi.Before(lo) {
		sp.days = append(sp.days, [2]string{day(from), day(to)})
		return
	}
	if from.Before(lo) {
		sp.days = append(sp.days, [2]string{day(from), day(lo.AddDate(0, 0, -1))})
	}
	sp.months = append(sp.months, [2]string{day(lo), day(hi)})
	if hi.Before(to) {
		sp.days = append(sp.days, [2]string{day(hi.AddDate(0, 0, 1)), day(to)})
	}
}

func day(t time.Time) string { return t.Format(time.DateOnly) }

// totalsIn is the rows of table (daily or monthly totals) named $1 in each of
// runs, its columns cols, one SELECT a run so that each reads only its
// run's part of the index. The runs' days were written by Format, so they
// stand in the SQL as they are.
func totalsIn(cols, table, where string, runs [][2]string) string {
	var b strings.Builder
	for _, r := range runs {
		fmt.Fprintf(&b, "\n\tUNION ALL SELECT %s FROM %s WHERE name = $1%s AND day >= '%s' AND day <= '%s'", cols, table, where, r[0], r[1])
	}
	return b.String()
}

// allEvents is every event named $1 from day $2 to day $3 (a report's
// arguments, see counts), raw or rolled up or summed into daily or monthly
// totals, as rows of (day, path, ref_id, label, outcome, n): a report reads
// the same whether or not its days have been summed or rolled up. A month
// row's day is the month's first.
func (sp spans) allEvents() string {
	return `(SELECT day, path, ref_id, label,
		CASE WHEN success IS NULL THEN '' WHEN success THEN 'ok' ELSE 'failed' END AS outcome, 1 AS n
		FROM events WHERE day > ` + summarizedThrough + ` AND day >= $2 AND day <= $3 AND ` + rawName +
		totalsIn("day, path, ref_id, label, outcome, total", "event_days", "", sp.days) +
		totalsIn("day, path, ref_id, label, outcome, total", "event_months", "", sp.months) + `) e`
}

// dimensionEvents is every event named $1 from day $2 to day $3 by one of
// the dimensions the roll-up keeps apart (event_dimension_days), as
// allEvents reads them, as rows of (day, value, n). column is the raw
// events' value of it: a column or an expression of columns, never input.
func (sp spans) dimensionEvents(dimension, column string) string {
	where := ` AND dimension = '` + dimension + `'`
	return `(SELECT day, ` + column + ` AS value, 1 AS n FROM events
		WHERE day > ` + summarizedThrough + ` AND day >= $2 AND day <= $3 AND ` + rawName + ` AND ` + column + ` <> ''` +
		totalsIn("day, value, total", "event_dimension_days", where, sp.days) +
		totalsIn("day, value, total", "event_dimension_months", where, sp.months) + `) e`
}
