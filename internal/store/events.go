package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"path"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// RecordEvent stores one page view or event.
func (s *Store) RecordEvent(ctx context.Context, e *storyshelf.Event) error {
	if e.ID == "" {
		e.ID = uuid.NewString()
	}
	e.CreatedAt = s.now()
	if e.Day == "" {
		e.Day = e.CreatedAt.Format("2006-01-02")
	}
	if _, err := s.db.ExecContext(ctx, insertEvent, eventRow(e)...); err != nil {
		return fmt.Errorf("store: unable to record event: %w", err)
	}
	return nil
}

const insertEvent = `INSERT INTO events (id, name, path, day, visitor, ref_id, label, success, referrer,
		source, utm_source, utm_medium, utm_campaign, device, lang, created_at)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`

// eventRow is e's columns in insertEvent's order.
func eventRow(e *storyshelf.Event) []any {
	var success sql.NullBool
	if e.Success != nil {
		success = sql.NullBool{Bool: *e.Success, Valid: true}
	}
	return []any{e.ID, e.Name, e.Path, e.Day, e.Visitor, e.RefID, e.Label, success, e.Referrer,
		e.Source, e.UTMSource, e.UTMMedium, e.UTMCampaign, e.Device, e.Lang, e.CreatedAt}
}

// DailySalt returns the day's random salt, making it on first use. Every
// instance shares it through the database; salts of earlier days are deleted,
// so yesterday's visitor hashes can no longer be recomputed.
func (s *Store) DailySalt(ctx context.Context, day string) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`,
		day, hex.EncodeToString(b)); err != nil {
		return "", fmt.Errorf("store: unable to save salt: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_salts WHERE day < $1`, day); err != nil {
		return "", fmt.Errorf("store: unable to drop old salts: %w", err)
	}
	var salt string
	if err := tx.QueryRowContext(ctx, `SELECT salt FROM analytics_salts WHERE day = $1`, day).Scan(&salt); err != nil {
		return "", fmt.Errorf("store: unable to read salt: %w", err)
	}
	return salt, tx.Commit()
}

// rawName picks an event's raw rows by name ($1) after the last summed day:
// a day or two of rows, found by the day index (events_day). Written so that
// no index on the name can serve it (SQLite took events_name_ref, dropped in
// 0039, and read every row of the name) and with the last summed day first
// among the bounds, where SQLite's index search starts.
const rawName = `name || '' = $1`

// A report of a period reads its events and the previous period's at once
// ($2 is the previous period's first day, $3 the period's last, $4 its
// first): thisPeriod and lastPeriod sum each part, and inPeriod keeps the
// rows counted in this one.
const (
	thisPeriod = `CAST(SUM(CASE WHEN e.day >= $4 THEN e.n ELSE 0 END) AS BIGINT)`
	lastPeriod = `CAST(SUM(CASE WHEN e.day < $4 THEN e.n ELSE 0 END) AS BIGINT)`
	inPeriod   = `HAVING SUM(CASE WHEN e.day >= $4 THEN e.n ELSE 0 END) > 0`
)

// VisitsByDay counts page views and unique visitors per day, from and to
// inclusive (YYYY-MM-DD), oldest first. Days without visits are absent.
func (s *Store) VisitsByDay(ctx context.Context, from, to string) ([]storyshelf.DayCount, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT day, CAST(SUM(visits) AS BIGINT), CAST(SUM(visitors) AS BIGINT) FROM (
			SELECT day, COUNT(*) AS visits, COUNT(DISTINCT visitor) AS visitors FROM events
			WHERE day > `+summarizedThrough+` AND day >= $2 AND day <= $3 AND `+rawName+` GROUP BY day
		UNION ALL
			SELECT day, SUM(total), 0 FROM event_days WHERE name = $1 AND day >= $2 AND day <= $3 GROUP BY day
		UNION ALL
			SELECT day, 0, visitors FROM visitor_days WHERE day >= $2 AND day <= $3
		) v GROUP BY day ORDER BY day`, storyshelf.EventPageView, from, to)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count visits: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.DayCount{}
	for rows.Next() {
		var d storyshelf.DayCount
		if err := rows.Scan(&d.Day, &d.Visits, &d.Visitors); err != nil {
			return nil, fmt.Errorf("store: unable to read visits: %w", err)
		}
		if d.Visits > 0 {
			list = append(list, d)
		}
	}
	return list, rows.Err()
}

// TopPages counts page views per path.
func (s *Store) TopPages(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	return s.counts(ctx, func(sp spans) string {
		return `SELECT path, path, '', ` + thisPeriod + `, ` + lastPeriod + ` FROM ` + sp.allEvents() + `
		GROUP BY path ` + inPeriod + ` ORDER BY 4 DESC, path LIMIT $5`
	}, storyshelf.EventPageView, from, to, limit)
}

// TopBooks counts Book View events per book, labelled with its title.
func (s *Store) TopBooks(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	return s.countByRef(ctx, storyshelf.EventBookView, "books", from, to, limit)
}

// Downloads counts KindnessKit Download events per kit, labelled with its
// title.
func (s *Store) Downloads(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	return s.countByRef(ctx, storyshelf.EventKitDownload, "kindness_kits", from, to, limit)
}

// MaterialDownloads counts Material Download events per file, labelled with
// the material's title and its book's (a stored file's name means nothing to
// the owner): once the material is gone, with what kind of file it was.
func (s *Store) MaterialDownloads(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	list, err := s.counts(ctx, func(sp spans) string {
		return `SELECT e.ref_id, COALESCE(MAX(m.title), ''), COALESCE(MAX(b.title), ''), ` + thisPeriod + `, ` + lastPeriod + `
		FROM ` + sp.allEvents() + `
		LEFT JOIN materials m ON m.fileurl = e.ref_id AND m.book_id = e.label
		LEFT JOIN books b ON b.id = e.label
		GROUP BY e.ref_id ` + inPeriod + ` ORDER BY 4 DESC, e.ref_id LIMIT $5`
	}, storyshelf.EventMaterialDownload, from, to, limit)
	for i, c := range list {
		switch {
		case c.Key == storyshelf.Other:
			list[i].Label, list[i].Detail = otherLabel, ""
		case c.Label == "":
			list[i].Label = removedMaterial(c.Key)
		}
	}
	return list, err
}

// otherLabel names storyshelf.Other in a report: everything the site does
// not know, counted as one.
const otherLabel = "Other"

// removedMaterial names a downloaded file whose material is gone by its
// kind: "A removed material (PDF)".
func removedMaterial(fileURL string) string {
	ext := strings.ToUpper(strings.TrimPrefix(path.Ext(fileURL), "."))
	if ext == "" || len(ext) > 5 {
		return "A removed material"
	}
	return "A removed material (" + ext + ")"
}

// PageViewsByLanguage counts page views in English and in Spanish: a page
// under /es/ is the Spanish site, any other the English one. Both come back,
// English first, labelled with their names.
func (s *Store) PageViewsByLanguage(ctx context.Context, from, to string) ([]storyshelf.Count, error) {
	found, err := s.counts(ctx, func(sp spans) string {
		return `SELECT CASE WHEN path = '/es' OR path LIKE '/es/%' THEN 'es' ELSE 'en' END,
		'', '', ` + thisPeriod + `, ` + lastPeriod + ` FROM ` + sp.allEvents() + ` GROUP BY 1`
	}, storyshelf.EventPageView, from, to)
	return everyKey(found, err, []string{"en", "es"}, map[string]string{"en": "English", "es": "Spanish"})
}

// everyKey lists found's counts for every one of keys, in their order, zero
// where nothing was counted, labelled from labels.
func everyKey(found []storyshelf.Count, err error, keys []string, labels map[string]string) ([]storyshelf.Count, error) {
	if err != nil {
		return nil, err
	}
	list := make([]storyshelf.Count, len(keys))
	for i, k := range keys {
		list[i] = storyshelf.Count{Key: k, Label: labels[k]}
		for _, c := range found {
			if c.Key == k {
				list[i].Count, list[i].Previous = c.Count, c.Previous
			}
		}
	}
	return list, nil
}

// countByRef counts one event per book or kit, labelled with its title now
// in table (books or kindness_kits), or the one its events carried once it is
// gone.
func (s *Store) countByRef(ctx context.Context, name, table, from, to string, limit int) ([]storyshelf.Count, error) {
	// Counted first, then named: one title looked up a book, not one an event.
	list, err := s.counts(ctx, func(sp spans) string {
		return `SELECT c.ref_id, COALESCE(t.title, c.label), '', c.this, c.last FROM (
			SELECT e.ref_id, MAX(e.label) AS label, ` + thisPeriod + ` AS this, ` + lastPeriod + ` AS last FROM ` + sp.allEvents() + `
			GROUP BY e.ref_id ` + inPeriod + ` ORDER BY 3 DESC, e.ref_id LIMIT $5) c
		LEFT JOIN ` + table + ` t ON t.id = c.ref_id ORDER BY c.this DESC, c.ref_id`
	}, name, from, to, limit)
	for i, c := range list {
		if c.Key == storyshelf.Other {
			list[i].Label = otherLabel
		}
	}
	return list, err
}

// maxListRows caps the lists a report gives in full (forms, stores): the
// site's forms and stores are a dozen, and totals summed before unknown
// labels were folded into storyshelf.Other may hold a stranger's thousands.
const maxListRows = `LIMIT 50`

// FormSubmissions counts Form Submit events per form and outcome; the key is
// "{form}:ok" or "{form}:failed".
func (s *Store) FormSubmissions(ctx context.Context, from, to string) ([]storyshelf.Count, error) {
	list, err := s.counts(ctx, func(sp spans) string {
		return `SELECT e.outcome, e.label, '', ` + thisPeriod + `, ` + lastPeriod + ` FROM ` + sp.allEvents() + `
		GROUP BY e.label, e.outcome ` + inPeriod + ` ORDER BY e.label, e.outcome ` + maxListRows
	}, storyshelf.EventFormSubmit, from, to)
	for i, c := range list {
		outcome := "failed"
		if c.Key == "ok" {
			outcome = "ok"
		}
		list[i].Key = c.Label + ":" + outcome
	}
	return list, err
}

// counts runs a report's query on event name over the period from..to and
// the period before it, written for the spans of those days. Its arguments
// are $1 name, $2 the previous period's first day, $3 to, $4 from (see
// thisPeriod), then extra; its rows are (key, label, detail, count, previous).
func (s *Store) counts(ctx context.Context, q func(spans) string, name, from, to string, extra ...any) ([]storyshelf.Count, error) {
	prev := storyshelf.Period{From: from, To: to}.Previous()
	sp, err := s.reportSpans(ctx, prev.From, from, to)
	if err != nil {
		return nil, err
	}
	args := append([]any{name, prev.From, to, from}, extra...)
	rows, err := s.db.QueryContext(ctx, q(sp), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count events: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Count{}
	for rows.Next() {
		var c storyshelf.Count
		if err := rows.Scan(&c.Key, &c.Label, &c.Detail, &c.Count, &c.Previous); err != nil {
			return nil, fmt.Errorf("store: unable to read counts: %w", err)
		}
		list = append(list, c)
	}
	return list, rows.Err()
}
