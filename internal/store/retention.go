package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// All time, as a day range for allEvents.
const (
	allDays    = "0000-01-01"
	allDaysEnd = "9999-12-31"
)

// RollUpOldestDay turns the oldest day of raw events before day before
// (YYYY-MM-DD) into daily totals: counts per page, book, kit, file and form,
// each dimension's counts apart (referrer, source, campaign tags, device and
// language: event_dimension_days), and the day's unique visitors. It answers the day it rolled up, or "" when
// no raw event is that old. The raw rows are deleted and counted in one
// statement, so two instances rolling up at once never count a row twice.
func (s *Store) RollUpOldestDay(ctx context.Context, before string) (string, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var day sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT MIN(day) FROM events WHERE day < $1`, before).Scan(&day); err != nil {
		return "", fmt.Errorf("store: unable to find old events: %w", err)
	}
	if !day.Valid {
		return "", nil
	}
	rows, err := tx.QueryContext(ctx, `DELETE FROM events WHERE day = $1
		RETURNING name, path, ref_id, label, success, visitor, referrer, source, utm_source, utm_medium, utm_campaign, device, lang`, day.String)
	if err != nil {
		return "", fmt.Errorf("store: unable to roll up events: %w", err)
	}
	type key struct{ name, path, ref, label, outcome string }
	type dimensionKey struct{ name, dimension, value string }
	totals := map[key]int{}
	dimensions := map[dimensionKey]int{}
	visitors := map[string]bool{}
	for rows.Next() {
		var k key
		var success sql.NullBool
		var visitor, referrer, source, utmSource, utmMedium, utmCampaign, device, lang string
		if err := rows.Scan(&k.name, &k.path, &k.ref, &k.label, &success, &visitor,
			&referrer, &source, &utmSource, &utmMedium, &utmCampaign, &device, &lang); err != nil {
			rows.Close()
			return "", fmt.Errorf("store: unable to read event: %w", err)
		}
		if success.Valid {
			k.outcome = map[bool]string{true: "ok", false: "failed"}[success.Bool]
		}
		totals[k]++
		campaign := ""
		if utmSource != "" || utmMedium != "" || utmCampaign != "" {
			campaign = utmSource + "|" + utmMedium + "|" + utmCampaign // as campaignColumn
		}
		for dimension, value := range map[string]string{dimReferrer: referrer, dimSource: source, dimCampaign: campaign,
			dimDevice: device, dimLang: lang} {
			if value != "" {
				dimensions[dimensionKey{k.name, dimension, value}]++
			}
		}
		if k.name == storyshelf.EventPageView {
			visitors[visitor] = true
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("store: unable to roll up events: %w", err)
	}
	for k, n := range totals {
		if _, err := tx.ExecContext(ctx, `INSERT INTO event_days (day, name, path, ref_id, label, outcome, total)
			VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (day, name, path, ref_id, label, outcome)
			DO UPDATE SET total = event_days.total + excluded.total`,
			day.String, k.name, k.path, k.ref, k.label, k.outcome, n); err != nil {
			return "", fmt.Errorf("store: unable to save daily totals: %w", err)
		}
	}
	for k, n := range dimensions {
		if _, err := tx.ExecContext(ctx, `INSERT INTO event_dimension_days (day, name, dimension, value, total)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, name, dimension, value)
			DO UPDATE SET total = event_dimension_days.total + excluded.total`,
			day.String, k.name, k.dimension, k.value, n); err != nil {
			return "", fmt.Errorf("store: unable to save daily totals: %w", err)
		}
	}
	if len(visitors) > 0 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO visitor_days (day, visitors) VALUES ($1, $2)
			ON CONFLICT (day) DO UPDATE SET visitors = visitor_days.visitors + excluded.visitors`,
			day.String, len(visitors)); err != nil {
			return "", fmt.Errorf("store: unable to save daily visitors: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: unable to roll up events: %w", err)
	}
	return day.String, nil
}

// DeleteMessagesBefore removes contact messages that arrived before t, and
// their notification mails not yet sent; it answers how many went.
func (s *Store) DeleteMessagesBefore(ctx context.Context, t time.Time) (int, error) {
	return s.deleteMessages(ctx, `created_at < $1`, t)
}
