package store

import (
	"context"
	"encoding/json"
	"fmt"

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
	for name, value := range values {
		def, ok := fields[name]
		switch {
		case !ok:
		case len(def) > 0 && def[0] == '"':
			fields[name], _ = json.Marshal(value)
		case json.Valid([]byte(value)):
			fields[name] = json.RawMessage(value)
		}
	}
	raw, _ := json.Marshal(fields)
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("store: unable to read site settings: %w", err)
	}
	return nil
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
	if _, err := tx.ExecContext(ctx, `DELETE FROM site_settings WHERE section = $1`, section); err != nil {
		return fmt.Errorf("store: unable to save site settings: %w", err)
	}
	now := s.now()
	for name, raw := range fields {
		value := string(raw)
		var text string
		if json.Unmarshal(raw, &text) == nil {
			value = text
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO site_settings (section, name, value, updated_at) VALUES ($1, $2, $3, $4)`,
			section, name, value, now); err != nil {
			return fmt.Errorf("store: unable to save site settings: %w", err)
		}
	}
	return tx.Commit()
}

// ResetSiteSection puts one section back to its defaults.
func (s *Store) ResetSiteSection(ctx context.Context, section string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM site_settings WHERE section = $1`, section); err != nil {
		return fmt.Errorf("store: unable to reset site settings: %w", err)
	}
	return nil
}
