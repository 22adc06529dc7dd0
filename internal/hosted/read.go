package hosted

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// oldRow is one row of the old database, as PostgreSQL's to_jsonb writes it:
// whatever the column types were (uuid, text[], jsonb, date, timestamptz),
// each value arrives as plain JSON.
type oldRow map[string]any

// The tables the spec names, and the names the newsletter and contact
// tables had on the sites we know of (the spec does not name them).
var (
	catalogueTables  = []string{"books", "book_genres", "materials", "multimedia", "testimonials", "upcoming_books", "author_info", "kindness_kits", "kit_files", "kit_subscribers"}
	newsletterTables = []string{"newsletter_subscribers", "newsletter_subscriptions", "newsletter", "subscribers"}
	contactTables    = []string{"contact_messages", "contact_submissions", "contact_form_submissions", "contacts"}
)

// oldSite is every row read, by table; newsletter and contact rows are under
// those two names whatever their tables were called.
type oldSite struct {
	rows    map[string][]oldRow
	missing []string // tables not found
}

// readOld reads every table in one snapshot, so a sign-up landing meanwhile
// is wholly in or wholly out.
func readOld(ctx context.Context, db *sql.DB) (*oldSite, error) {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead})
	if err != nil {
		return nil, fmt.Errorf("the old database: %w", err)
	}
	defer tx.Rollback()
	site := &oldSite{rows: map[string][]oldRow{}}
	read := func(as string, candidates []string) error {
		for _, table := range candidates {
			var exists bool
			if err := tx.QueryRowContext(ctx, `SELECT to_regclass($1) IS NOT NULL`, table).Scan(&exists); err != nil {
				return fmt.Errorf("the old database: %w", err)
			}
			if !exists {
				continue
			}
			rows, err := readTable(ctx, tx, table)
			site.rows[as] = rows
			return err
		}
		site.missing = append(site.missing, strings.Join(candidates, " or "))
		return nil
	}
	for _, table := range catalogueTables {
		if err := read(table, []string{table}); err != nil {
			return nil, err
		}
	}
	if err := read("newsletter", newsletterTables); err != nil {
		return nil, err
	}
	if err := read("contact", contactTables); err != nil {
		return nil, err
	}
	return site, nil
}

func readTable(ctx context.Context, tx *sql.Tx, table string) ([]oldRow, error) {
	// The table name comes from the lists above, never from input.
	rows, err := tx.QueryContext(ctx, `SELECT to_jsonb(t)::text FROM `+table+` t`)
	if err != nil {
		return nil, fmt.Errorf("the old database's %s: %w", table, err)
	}
	defer rows.Close()
	var out []oldRow
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
			return nil, err
		}
		row := oldRow{}
		dec := json.NewDecoder(strings.NewReader(text))
		dec.UseNumber()
		if err := dec.Decode(&row); err != nil {
			return nil, fmt.Errorf("the old database's %s: %w", table, err)
		}
		out = append(out, row)
	}
	// Oldest first, as they were made; the id breaks ties, so every run
	// reads the same order.
	sort.SliceStable(out, func(i, j int) bool {
		ti, tj := out[i].time("created_at"), out[j].time("created_at")
		if !ti.Equal(tj) {
			return ti.Before(tj)
		}
		return out[i].str("id") < out[j].str("id")
	})
	return out, rows.Err()
}

// str is a column as trimmed text; missing and null are "".
func (r oldRow) str(col string) string {
	switch v := r[col].(type) {
	case nil:
		return ""
	case string:
		return strings.TrimSpace(v)
	case json.Number:
		return v.String()
	case bool:
		return strconv.FormatBool(v)
	default:
		b, _ := json.Marshal(v)
		return string(b)
	}
}

// kind is a type column in lower case, or the spec's default when empty.
func (r oldRow) kind(col, fallback string) string {
	if k := strings.ToLower(r.str(col)); k != "" {
		return k
	}
	return fallback
}

// int is a whole-number column; ok is false when it holds something else.
func (r oldRow) int(col string) (n int, ok bool) {
	switch v := r[col].(type) {
	case nil:
		return 0, true
	case json.Number:
		i, err := v.Int64()
		return int(i), err == nil
	case string:
		if strings.TrimSpace(v) == "" {
			return 0, true
		}
		i, err := strconv.Atoi(strings.TrimSpace(v))
		return i, err == nil
	}
	return 0, false
}

func (r oldRow) bool(col string) bool {
	switch v := r[col].(type) {
	case bool:
		return v
	case string:
		b, _ := strconv.ParseBool(v)
		return b
	}
	return false
}

// time reads a timestamp column; zero when it has none.
func (r oldRow) time(col string) time.Time {
	s := r.str(col)
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999", "2006-01-02 15:04:05.999999-07", "2006-01-02 15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}

// paragraphs reads a list of paragraphs: a text[] or jsonb array, or text
// holding a JSON array, or plain text with blank lines between paragraphs.
func (r oldRow) paragraphs(col string) []string {
	var list []string
	switch v := r[col].(type) {
	case []any:
		for _, p := range v {
			if s, ok := p.(string); ok {
				list = append(list, s)
			}
		}
	case string:
		if err := json.Unmarshal([]byte(v), &list); err != nil {
			list = strings.Split(strings.ReplaceAll(v, "\r\n", "\n"), "\n\n")
		}
	}
	out := []string{}
	for _, p := range list {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
