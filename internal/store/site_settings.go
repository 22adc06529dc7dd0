package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// SiteSettings returns the site's settings: what the owner saved, over the
// defaults.
func (s *Store) SiteSettings(ctx context.Context) (*storyshelf.SiteSettings, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT section, name, value FROM site_settings`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read site settings: %w", err)
	}
	defer rows.Close()
	saved := map[string]map[string]string{}
	for rows.Next() {
		var section, name, value string
		if err := rows.Scan(&section, &name, &value); err != nil {
			return nil, fmt.Errorf("store: unable to read site setting: %w", err)
		}
		if saved[section] == nil {
			saved[section] = map[string]string{}
		}
		saved[section][name] = value
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to read site settings: %w", err)
	}
	settings := storyshelf.DefaultSiteSettings()
	for section, values := range saved {
		if err := readSection(settings.Section(section), values); err != nil {
			return nil, err
		}
	}
	return settings, nil
}

// readSection lays stored field values over a section's defaults. Fields
// this version does not know, and sections it does not know (v is nil), are
// left out.
func readSection(v any, values map[string]string) error {
	if v == nil {
		return nil
	}
	fields, err := sectionFields(v)
	if err != nil {
		return err
	}
	defaults := map[string]any{}
	saved := map[string]any{}
	for name, raw := range fields {
		var def any
		json.Unmarshal(raw, &def)
		defaults[name] = def
		value, ok := values[name]
		if _, text := def.(string); ok && text {
			saved[name] = value
		} else if ok {
			var stored any
			if json.Unmarshal([]byte(value), &stored) == nil {
				saved[name] = stored
			}
		}
	}
	spanishOfDefaults(defaults, saved)
	for name, value := range saved {
		defaults[name] = value
	}
	raw, _ := json.Marshal(defaults)
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("store: unable to read site settings: %w", err)
	}
	return nil
}

// spanishOfDefaults decides the Spanish texts ("…Es") that a section, or an
// item of its lists, saved before they existed lacks: the default's Spanish
// still fits while the English text is the default's; once the owner wrote
// their own English, it is empty (the Spanish site shows the owner's English)
// rather than a translation of words the owner replaced.
func spanishOfDefaults(def, saved map[string]any) {
	for name, value := range def {
		if english, ok := strings.CutSuffix(name, "Es"); ok {
			if _, has := saved[name]; !has {
				if text, has := saved[english]; has && !reflect.DeepEqual(text, def[english]) {
					value = ""
				}
				saved[name] = value
			}
			continue
		}
		defItems, _ := value.([]any)
		savedItems, _ := saved[name].([]any)
		for i := 0; i < len(defItems) && i < len(savedItems); i++ {
			d, _ := defItems[i].(map[string]any)
			s, _ := savedItems[i].(map[string]any)
			if d != nil && s != nil {
				spanishOfDefaults(d, s)
			}
		}
	}
}

// sectionFields splits a section into its fields' JSON.
func sectionFields(v any) (map[string]json.RawMessage, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("store: unable to encode site settings: %w", err)
	}
	fields := map[string]json.RawMessage{}
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, fmt.Errorf("store: unable to encode site settings: %w", err)
	}
	return fields, nil
}

// siteSection reads one section of the settings on q (a transaction
// changing it, for History's before and after): what was saved, over the
// defaults.
func siteSection(ctx context.Context, q querier, section string) (any, error) {
	rows, err := q.QueryContext(ctx, `SELECT name, value FROM site_settings WHERE section = $1`, section)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read site settings: %w", err)
	}
	defer rows.Close()
	values := map[string]string{}
	for rows.Next() {
		var name, value string
		if err := rows.Scan(&name, &value); err != nil {
			return nil, fmt.Errorf("store: unable to read site setting: %w", err)
		}
		values[name] = value
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to read site settings: %w", err)
	}
	v := storyshelf.DefaultSiteSettings().Section(section)
	if len(values) > 0 {
		if err := readSection(v, values); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// recordSection writes, within tx, the History record of a change to
// section (action), with the fields that changed from old to what tx now
// holds.
func (s *Store) recordSection(ctx context.Context, tx *sql.Tx, section, action string, old any) error {
	now, err := siteSection(ctx, tx, section)
	if err != nil {
		return err
	}
	return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySettings, Action: action,
		ItemID: section, ItemName: storyshelf.SectionLabel(section), Fields: storyshelf.ChangedFields(old, now)})
}

// SaveSiteSection replaces one section of the settings with v, a validated
// value of that section's type.
func (s *Store) SaveSiteSection(ctx context.Context, section string, v any) error {
	fields, err := sectionFields(v)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	old, err := siteSection(ctx, tx, section)
	if err != nil {
		return err
	}
	// Each field is upserted, in the order of its name, and only fields the
	// section no longer has are deleted: two saves at once then wait for each
	// other row by row in the same order, where a delete-then-insert gave one
	// of them a duplicate key or a deadlock on PostgreSQL.
	names := slices.Sorted(maps.Keys(fields))
	now := s.now()
	for _, name := range names {
		raw := fields[name]
		value := string(raw)
		var text string
		if json.Unmarshal(raw, &text) == nil {
			value = text
		}
		if err := upsertSetting(ctx, tx, section, name, value, now); err != nil {
			return fmt.Errorf("store: unable to save site settings: %w", err)
		}
	}
	args := []any{section}
	marks := make([]string, len(names))
	for i, name := range names {
		args = append(args, name)
		marks[i] = fmt.Sprintf("$%d", i+2)
	}
	stale := `DELETE FROM site_settings WHERE section = $1`
	if len(names) > 0 {
		stale += ` AND name NOT IN (` + strings.Join(marks, ", ") + `)`
	}
	if _, err := tx.ExecContext(ctx, stale, args...); err != nil {
		return fmt.Errorf("store: unable to save site settings: %w", err)
	}
	if err := s.recordSection(ctx, tx, section, "changed", old); err != nil {
		return err
	}
	return tx.Commit()
}

// upsertSetting stores one setting, replacing its value if it is there.
func upsertSetting(ctx context.Context, tx *sql.Tx, section, name, value string, now time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO site_settings (section, name, value, updated_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (section, name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
		section, name, value, now)
	return err
}

// ResetSiteSection puts one section back to its defaults.
func (s *Store) ResetSiteSection(ctx context.Context, section string) error {
	// On PostgreSQL the rows are locked in the order of their names first,
	// the order a save takes them in, so a reset and a save at once cannot
	// deadlock.
	query := `DELETE FROM site_settings WHERE section = $1`
	if s.dialect == Postgres {
		query = `DELETE FROM site_settings WHERE (section, name) IN
			(SELECT section, name FROM site_settings WHERE section = $1 ORDER BY name FOR UPDATE)`
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := siteSection(ctx, tx, section)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, query, section); err != nil {
			return fmt.Errorf("store: unable to reset site settings: %w", err)
		}
		return s.recordSection(ctx, tx, section, "reset", old)
	})
}

// SiteSectionSaved says whether the owner has saved a section since the site
// began or since its last reset (a section never saved holds its defaults).
func (s *Store) SiteSectionSaved(ctx context.Context, section string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM site_settings WHERE section = $1`, section).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to read site settings: %w", err)
	}
	return n > 0, nil
}
