package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The privacy policy's date is kept with the site settings, in a section of
// its own that no settings form saves or resets: the fingerprint of what the
// policy was last written from, and the date that last changed.
const privacyDateSection = "privacyPolicyDate"

// PrivacyPolicyDate answers the date (YYYY-MM-DD) the privacy policy's text
// last changed. fingerprint sums everything the text is made from. The first
// fingerprint the site records keeps the date first (the day the site
// began); from then on a different one is a change, dated today (UTC).
func (s *Store) PrivacyPolicyDate(ctx context.Context, fingerprint, first string) (string, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var stored, date string
	err = tx.QueryRowContext(ctx, `SELECT f.value, d.value FROM site_settings f
		JOIN site_settings d ON d.section = f.section AND d.name = 'date'
		WHERE f.section = $1 AND f.name = 'fingerprint'`, privacyDateSection).Scan(&stored, &date)
	switch {
	case err == nil && stored == fingerprint:
		return date, nil
	case err == nil:
		date = s.now().UTC().Format(time.DateOnly)
	case errors.Is(err, sql.ErrNoRows):
		date = first
	default:
		return "", fmt.Errorf("store: unable to read the privacy policy's date: %w", err)
	}
	now := s.now()
	for name, value := range map[string]string{"fingerprint": fingerprint, "date": date} {
		if err := upsertSetting(ctx, tx, privacyDateSection, name, value, now); err != nil {
			return "", fmt.Errorf("store: unable to save the privacy policy's date: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: unable to save the privacy policy's date: %w", err)
	}
	return date, nil
}
