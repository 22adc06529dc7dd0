package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// All time, as a day range for allEvents: all of it this period, none before.
const (
	allDays    = "0000-01-01"
	allDaysEnd = "9999-12-31"
)

// Daily totals. Once a day is over, its raw events are summed into daily
// totals (SummarizeOldestDay): counts per page, book, kit, file and form
// (event_days), each dimension's counts apart (referrer, source, campaign
// tags, device and language: event_dimension_days) and the day's unique
// visitors (visitor_days, whose row marks the day as summed). Reports read
// the totals of every day up to the last summed one and raw events only
// after it, so a year's report reads a year of totals and a day or two of
// raw events. The retention later deletes summed days' raw events
// (RollUpOldestDay); until then they stay as the privacy policy says.

// summarizedThrough is the last day summed into daily totals (empty before
// the first). Days rolled up before totals were kept this way have no raw
// events left, so reading the totals of every day and the raw events after
// this one counts each event once.
const summarizedThrough = `(SELECT COALESCE(MAX(day), '') FROM visitor_days)`

// SummarizeOldestDay sums the oldest day of raw events after the last summed
// one, and before day before (YYYY-MM-DD), into daily totals. It answers the
// day, or "" when there is none or another instance summed it at the same
// time: the day's visitor_days row is claimed first, so only one does.
func (s *Store) SummarizeOldestDay(ctx context.Context, before string) (string, error) {
	// Read before the transaction: on SQLite it holds the one writer.
	known, err := s.KnownRefs(ctx)
	if err != nil {
		return "", err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var day sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT MIN(day) FROM events WHERE day > `+summarizedThrough+` AND day < $1`, before).Scan(&day); err != nil {
		return "", fmt.Errorf("store: unable to find events to sum: %w", err)
	}
	if !day.Valid {
		return "", nil
	}
	claim, err := tx.ExecContext(ctx, `INSERT INTO visitor_days (day, visitors) VALUES ($1, 0) ON CONFLICT (day) DO NOTHING`, day.String)
	if err != nil {
		return "", fmt.Errorf("store: unable to sum events: %w", err)
	}
	if n, err := claim.RowsAffected(); err != nil || n == 0 {
		return "", err
	}
	rows, err := tx.QueryContext(ctx, `SELECT name, path, ref_id, label, success, visitor, referrer, source,
		utm_source, utm_medium, utm_campaign, device, lang FROM events WHERE day = $1`, day.String)
	if err != nil {
		return "", fmt.Errorf("store: unable to sum events: %w", err)
	}
	totals := map[key]int{}
	dimensions := map[dimensionKey]int{}
	visitors := map[string]bool{}
	for rows.Next() {
		var e storyshelf.Event
		var success sql.NullBool
		var visitor, referrer, source, utmSource, utmMedium, utmCampaign, device, lang string
		if err := rows.Scan(&e.Name, &e.Path, &e.RefID, &e.Label, &success, &visitor,
			&referrer, &source, &utmSource, &utmMedium, &utmCampaign, &device, &lang); err != nil {
			rows.Close()
			return "", fmt.Errorf("store: unable to read event: %w", err)
		}
		if success.Valid {
			e.Success = &success.Bool
		}
		// Folded again: the raw rows may predate the server's folding, and
		// the site may have lost a page or a book since.
		known.Fold(&e)
		totals[totalsKey(&e)]++
		campaign := ""
		if utmSource != "" || utmMedium != "" || utmCampaign != "" {
			campaign = utmSource + "|" + utmMedium + "|" + utmCampaign // as campaignColumn
		}
		for dimension, value := range map[string]string{dimReferrer: referrer, dimSource: source, dimCampaign: campaign,
			dimDevice: device, dimLang: lang} {
			if value != "" {
				dimensions[dimensionKey{e.Name, dimension, value}]++
			}
		}
		if e.Name == storyshelf.EventPageView {
			visitors[visitor] = true
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("store: unable to sum events: %w", err)
	}
	for k, n := range totals {
		if _, err := tx.ExecContext(ctx, `INSERT INTO event_days (day, name, path, ref_id, label, outcome, total)
			VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (day, name, path, ref_id, label, outcome)
			DO UPDATE SET total = event_days.total + excluded.total`,
			day.String, k.name, k.path, k.ref, k.label, k.outcome, n); err != nil {
			return "", fmt.Errorf("store: unable to save daily totals: %w", err)
		}
	}
	for k, n := range mostFrequent(dimensions, maxDayValues) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO event_dimension_days (day, name, dimension, value, total)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, name, dimension, value)
			DO UPDATE SET total = event_dimension_days.total + excluded.total`,
			day.String, k.name, k.dimension, k.value, n); err != nil {
			return "", fmt.Errorf("store: unable to save daily totals: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE visitor_days SET visitors = $2 WHERE day = $1`, day.String, len(visitors)); err != nil {
		return "", fmt.Errorf("store: unable to save daily visitors: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: unable to sum events: %w", err)
	}
	return day.String, nil
}

// key is what a row of daily or monthly totals counts.
type key struct{ name, path, ref, label, outcome string }

// totalsKey is what the day's totals keep of a folded event: what the
// reports read of it, and nothing more, so that no combination of the
// site's known values multiplies the rows. Page views are counted by page
// and Form Submits by form, outcome and page (a book's funnel counts the
// sign-ups sent from its pages); the other events by id and label.
//
// So a day's event_days rows are bounded by the catalogue, however many
// events strangers make up (security review #42): with P = 2 × (6 + 2B + I)
// pages (the site's six, each book's page and videos, each archived issue,
// in two languages), B books, U upcoming books, K kits and M materials, at
// most (P+1) page views + (P+1) × 4 forms × 3 outcomes + (B+1) book views +
// (K+1) kit downloads + (M+1) material downloads + (B+U+1) × 11 stores.
// For 100 books, 10 upcoming, 20 kits, 300 materials and 100 issues that is
// 9,613 rows, at most about 16 MB with their indexes (a row of the longest
// values takes 1.7 KB on SQLite), plus event_dimension_days' 2,460 (6
// events × maxDayValues referrers and campaigns and the fixed sources,
// devices and languages). A month's event_months rows have the same bound.
// The review's flood of 45,160 made-up events left 45,160 rows (610 MB);
// now 6 (BenchmarkEventFlood).
func totalsKey(e *storyshelf.Event) key {
	k := key{name: e.Name, ref: e.RefID, label: e.Label}
	switch e.Name {
	case storyshelf.EventPageView:
		k.path = e.Path
	case storyshelf.EventBookView:
		// Only its language is kept of the page's address, for the report's
		// views of each book in Spanish (store.BookFunnels); days summed
		// before issue #44 kept none, and count as English.
		if strings.HasPrefix(e.Path, "/es/") {
			k.path = "/es/"
		}
	case storyshelf.EventFormSubmit:
		k.path = e.Path
		if e.Success != nil {
			k.outcome = map[bool]string{true: "ok", false: "failed"}[*e.Success]
		}
	}
	return k
}

// monthsSummedThrough is the last day of the last month summed into
// monthly totals (empty before the first). Months are summed in order, so
// every month up to it that holds events is summed.
const monthsSummedThrough = `(SELECT COALESCE(MAX(last_day), '') FROM summary_months)`

// SummarizeOldestMonth sums the oldest month of daily totals after the last
// summed month, once every day of it is summed, into monthly totals
// (event_months, event_dimension_months). It answers the month's first day,
// or "" when no month is ready or another instance summed it at the same
// time: the month's summary_months row is claimed first, so only one does.
func (s *Store) SummarizeOldestMonth(ctx context.Context) (string, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var oldest sql.NullString
	var summed string
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT MIN(day) FROM event_days WHERE day > `+monthsSummedThrough+`), `+
		summarizedThrough).Scan(&oldest, &summed); err != nil {
		return "", fmt.Errorf("store: unable to find days to sum: %w", err)
	}
	if !oldest.Valid {
		return "", nil
	}
	day, err := time.Parse(time.DateOnly, oldest.String)
	if err != nil {
		return "", fmt.Errorf("store: a daily total's day %q: %w", oldest.String, err)
	}
	first := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	from, last := first.Format(time.DateOnly), first.AddDate(0, 1, -1).Format(time.DateOnly)
	if last > summed {
		return "", nil // some of its days are still to come or to be summed
	}
	claim, err := tx.ExecContext(ctx, `INSERT INTO summary_months (day, last_day) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, from, last)
	if err != nil {
		return "", fmt.Errorf("store: unable to sum a month: %w", err)
	}
	if n, err := claim.RowsAffected(); err != nil || n == 0 {
		return "", err
	}
	for _, q := range []string{
		`INSERT INTO event_months (day, name, path, ref_id, label, outcome, total)
			SELECT $1, name, path, ref_id, label, outcome, SUM(total) FROM event_days
			WHERE day >= $1 AND day <= $2 GROUP BY name, path, ref_id, label, outcome`,
		`INSERT INTO event_dimension_months (day, name, dimension, value, total)
			SELECT $1, name, dimension, value, SUM(total) FROM event_dimension_days
			WHERE day >= $1 AND day <= $2 GROUP BY name, dimension, value`,
	} {
		if _, err := tx.ExecContext(ctx, q, from, last); err != nil {
			return "", fmt.Errorf("store: unable to save monthly totals: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: unable to sum a month: %w", err)
	}
	return from, nil
}

// maxDayValues is how many values of a dimension (referring sites,
// campaigns) of one event a day keeps in its totals: a site has a few dozen,
// and a flood of made-up ones would otherwise add a row each, kept for good.
// The rest, each rarer than all of those, leave the lists, never the totals.
const maxDayValues = 200

type dimensionKey struct{ name, dimension, value string }

// mostFrequent keeps each event's and dimension's max most frequent values
// of counts (the first in order of value among equals).
func mostFrequent(counts map[dimensionKey]int, max int) map[dimensionKey]int {
	groups := map[dimensionKey][]dimensionKey{}
	for k := range counts {
		g := dimensionKey{k.name, k.dimension, ""}
		groups[g] = append(groups[g], k)
	}
	kept := map[dimensionKey]int{}
	for _, keys := range groups {
		sort.Slice(keys, func(i, j int) bool {
			if counts[keys[i]] != counts[keys[j]] {
				return counts[keys[i]] > counts[keys[j]]
			}
			return keys[i].value < keys[j].value
		})
		for _, k := range keys[:min(len(keys), max)] {
			kept[k] = counts[k]
		}
	}
	return kept
}

// RollUpOldestDay deletes the raw events of the oldest day before day
// before (YYYY-MM-DD), once they are summed into daily totals (it sums them
// first when they are not yet). It answers the day it rolled up, or "" when
// no raw event is that old.
func (s *Store) RollUpOldestDay(ctx context.Context, before string) (string, error) {
	var day sql.NullString
	if err := s.db.QueryRowContext(ctx, `SELECT MIN(day) FROM events WHERE day < $1`, before).Scan(&day); err != nil {
		return "", fmt.Errorf("store: unable to find old events: %w", err)
	}
	if !day.Valid {
		return "", nil
	}
	next, err := time.Parse(time.DateOnly, day.String)
	if err != nil {
		return "", fmt.Errorf("store: an event's day %q: %w", day.String, err)
	}
	if _, err := s.SummarizeOldestDay(ctx, next.AddDate(0, 0, 1).Format(time.DateOnly)); err != nil {
		return "", err
	}
	res, err := s.db.ExecContext(ctx, `DELETE FROM events WHERE day = $1 AND day <= `+summarizedThrough, day.String)
	if err != nil {
		return "", fmt.Errorf("store: unable to roll up events: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return "", err
	}
	return day.String, nil
}

// DeleteMessagesBefore removes contact messages that arrived before t, and
// their notification mails not yet sent; it answers how many went.
func (s *Store) DeleteMessagesBefore(ctx context.Context, t time.Time) (int, error) {
	return s.deleteMessages(ctx, `created_at < $1`, t)
}
