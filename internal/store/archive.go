package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ArchiveTables are the tables an archive carries, in an order that keeps
// foreign keys satisfied on import. Left out: sessions, reset and setup
// links, invitations and new-device sign-out links (people sign in, or are
// invited, again), signing keys and analytics salts (a new site
// makes its own, so no archived copy can sign a session), rate-limit
// counters, schedules and the content version. Kit download grants keep
// only a hash of their link's token, which opens nothing; the mails that
// carried the links lose their bodies (archiveMail).
//
// Subscribers keep their unsubscribe tokens: the links in newsletters
// already sent must keep working on a restored site (the law asks that an
// unsubscribe link works), and each only changes its own subscriber's
// subscription. Archives are private for that reason too.
//
// The mail settings travel without their password (archiveMailSettings).
// Whether a second step is required travels; the second steps themselves
// (authenticator secrets, recovery codes) do not, like the mail password:
// after a restore each account sets one up again.
var ArchiveTables = []string{
	"books", "book_genres", "genre_names", "materials", "multimedia", "testimonials", "upcoming_books",
	"book_store_links", "upcoming_book_store_links",
	"kindness_kits", "kit_files", "author_info", "site_settings", "mail_settings", "backup_settings", "redirects",
	"users", "sign_in_settings", "passkeys", "newsletter_subscribers", "kit_subscribers", "contact_messages", "download_grants",
	"newsletter_settings", "newsletter_issues", "newsletter_deliveries",
	"outbox", "jobs", "events", "event_days", "event_dimension_days", "visitor_days",
	"summary_months", "event_months", "event_dimension_months", "history",
	"weekly_letter_settings", "weekly_letters",
}

// Column kinds, from the types the migrations declare.
const (
	kindText = "text"
	kindInt  = "int"
	kindBool = "bool"
	kindTime = "time"
)

type column struct{ name, kind string }

// columns reads a table's columns in order, on either database.
func (s *Store) columns(ctx context.Context, q querier, table string) ([]column, error) {
	query := `SELECT name, type FROM pragma_table_info($1) ORDER BY cid`
	if s.dialect == Postgres {
		query = `SELECT column_name, data_type FROM information_schema.columns
			WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position`
	}
	rows, err := q.QueryContext(ctx, query, table)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the columns of %s: %w", table, err)
	}
	defer rows.Close()
	var cols []column
	for rows.Next() {
		var name, typ string
		if err := rows.Scan(&name, &typ); err != nil {
			return nil, err
		}
		typ = strings.ToUpper(typ)
		kind := kindText
		switch {
		case strings.Contains(typ, "BOOL"):
			kind = kindBool
		case strings.Contains(typ, "TIMESTAMP"):
			kind = kindTime
		case strings.Contains(typ, "INT"):
			kind = kindInt
		}
		cols = append(cols, column{name, kind})
	}
	if len(cols) == 0 {
		return nil, fmt.Errorf("store: table %s has no columns", table)
	}
	return cols, rows.Err()
}

// SchemaVersion is the newest migration applied.
func (s *Store) SchemaVersion(ctx context.Context) (string, error) {
	var v string
	if err := s.db.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&v); err != nil {
		return "", fmt.Errorf("store: unable to read the schema version: %w", err)
	}
	return v, nil
}

// ExportTables calls fn for every row of every archive table, in order, all
// read from one snapshot: a write that lands meanwhile is wholly in or
// wholly out. Values are JSON-ready: text, int64, bool, time as RFC 3339 or
// nil.
func (s *Store) ExportTables(ctx context.Context, fn func(table string, row map[string]any) error) (schema string, err error) {
	opts := &sql.TxOptions{ReadOnly: true}
	if s.dialect == Postgres {
		opts.Isolation = sql.LevelRepeatableRead
	}
	// On SQLite (WAL) a read transaction sees the database as of its first
	// read, which is the schema version below.
	tx, err := s.db.BeginTx(ctx, opts)
	if err != nil {
		return "", fmt.Errorf("store: unable to begin the export: %w", err)
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&schema); err != nil {
		return "", fmt.Errorf("store: unable to read the schema version: %w", err)
	}
	for _, table := range ArchiveTables {
		// A database an older release left (backed up before it is
		// upgraded) lacks the tables later migrations add.
		if exists, err := s.tableExists(ctx, tx, table); err != nil {
			return "", err
		} else if !exists {
			continue
		}
		if err := s.exportTable(ctx, tx, table, fn); err != nil {
			return "", err
		}
	}
	return schema, nil
}

func (s *Store) exportTable(ctx context.Context, tx *sql.Tx, table string, fn func(string, map[string]any) error) error {
	cols, err := s.columns(ctx, tx, table)
	if err != nil {
		return err
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.name
	}
	// Ordered by every column, so two exports of the same site are byte for
	// byte the same.
	rows, err := tx.QueryContext(ctx, fmt.Sprintf(`SELECT %s FROM %s ORDER BY %s`,
		strings.Join(names, ", "), table, strings.Join(names, ", ")))
	if err != nil {
		return fmt.Errorf("store: unable to export %s: %w", table, err)
	}
	defer rows.Close()
	values := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range values {
		ptrs[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("store: unable to export %s: %w", table, err)
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			v, err := exportValue(c.kind, values[i])
			if err != nil {
				return fmt.Errorf("store: %s.%s: %w", table, c.name, err)
			}
			row[c.name] = v
		}
		switch table {
		case "outbox":
			archiveMail(row)
		case "mail_settings":
			archiveMailSettings(row)
		}
		if err := fn(table, row); err != nil {
			return err
		}
	}
	return rows.Err()
}

// msgNotSentBeforeBackup explains, on a restored site, a mail that was
// waiting when the archive was written.
var msgNotSentBeforeBackup = storyshelf.Msg{Key: "server.notSentBeforeBackup", Text: "Not sent before the backup it was restored from was taken; backups keep no mail text."}

// archiveMail keeps a mail's bodies and headers out of the archive: a reset,
// kit, welcome or rejoin mail carries a link that works for whoever reads it,
// and the headers carry the unsubscribe link. The owner never sees a body
// (only who, what and how it went), so nothing is lost to her. Dropping
// every body, rather than picking out the kinds with links, holds for kinds
// added later too. A mail not yet sent is archived as failed, so a restored
// site never sends it empty.
func archiveMail(row map[string]any) {
	set := func(col string, v any) {
		if _, ok := row[col]; ok { // an older schema may lack the column
			row[col] = v
		}
	}
	set("text_body", "")
	set("html_body", "")
	set("headers", "{}")
	if row["status"] == storyshelf.MailPending {
		set("status", storyshelf.MailFailed)
		set("last_error", msgNotSentBeforeBackup.Text)
		set("claimed_until", nil)
	}
}

// archiveMailSettings leaves the mail server's password out: sealed or not,
// no archive holds a working credential (DESIGN.md, security model). A
// restored site keeps the server's name and user, and asks for the password
// again (Settings → Email).
func archiveMailSettings(row map[string]any) {
	if _, ok := row["password"]; ok {
		row["password"] = ""
	}
}

// exportValue turns what a driver returned into one plain JSON value.
func exportValue(kind string, v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	if b, ok := v.([]byte); ok {
		v = string(b)
	}
	switch kind {
	case kindBool:
		switch b := v.(type) {
		case bool:
			return b, nil
		case int64:
			return b != 0, nil
		}
	case kindInt:
		switch n := v.(type) {
		case int64:
			return n, nil
		case int32:
			return int64(n), nil
		}
	case kindTime:
		switch t := v.(type) {
		case time.Time:
			return t.UTC().Format(time.RFC3339Nano), nil
		case string:
			return t, nil
		}
	default:
		if s, ok := v.(string); ok {
			return s, nil
		}
		return fmt.Sprint(v), nil
	}
	return nil, fmt.Errorf("unexpected %T for a %s column", v, kind)
}

// importValue turns an archive's JSON value back into what the column holds.
func importValue(kind string, v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch kind {
	case kindBool:
		if b, ok := v.(bool); ok {
			return b, nil
		}
	case kindInt:
		if n, ok := v.(json.Number); ok {
			return n.Int64()
		}
	case kindTime:
		if s, ok := v.(string); ok {
			for _, layout := range []string{time.RFC3339Nano, "2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05"} {
				if t, err := time.Parse(layout, s); err == nil {
					return t.UTC(), nil
				}
			}
		}
	default:
		if s, ok := v.(string); ok {
			return s, nil
		}
	}
	return nil, fmt.Errorf("%v is not a %s value", v, kind)
}

// CheckEmpty answers ErrNotEmpty when any archive table has a row.
func (s *Store) CheckEmpty(ctx context.Context) error {
	for _, table := range ArchiveTables {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
			return fmt.Errorf("store: unable to count %s: %w", table, err)
		}
		if n > 0 {
			return ErrNotEmpty
		}
	}
	return nil
}

// CountIDs counts how many of ids an archive table holds, to tell whether
// an import already ran.
func (s *Store) CountIDs(ctx context.Context, table string, ids []string) (int, error) {
	if !slices.Contains(ArchiveTables, table) {
		return 0, fmt.Errorf("store: %s is not a table an import writes", table)
	}
	total := 0
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), 500)]
		ids = ids[len(chunk):]
		marks, args := make([]string, len(chunk)), make([]any, len(chunk))
		for i, id := range chunk {
			marks[i], args[i] = fmt.Sprintf("$%d", i+1), id
		}
		var n int
		// table is one of ArchiveTables, never input.
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table+` WHERE id IN (`+strings.Join(marks, ", ")+`)`, args...).Scan(&n); err != nil {
			return 0, fmt.Errorf("store: unable to count %s: %w", table, err)
		}
		total += n
	}
	return total, nil
}

// OldestArchiveSchema is the oldest database version whose archives this
// Storyshelf imports. Every migration after it only adds tables, or columns
// with a default (the two languages' fields: no Spanish text, everything in
// English), so an older archive's rows load as they are and take those
// defaults; TestMigrationsSinceOldestArchiveOnlyAdd holds later migrations to
// that. A migration that changes what stored rows mean moves it forward.
const OldestArchiveSchema = "0016_flood_checks"

// CheckSchema refuses an archive this version cannot load as it is: one
// written by a newer Storyshelf, or one older than OldestArchiveSchema.
func (s *Store) CheckSchema(ctx context.Context, schema string) error {
	current, err := s.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	switch {
	case schema > current:
		return storyshelf.Failf(storyshelf.EINVALID, msgArchiveNewer, schema, current)
	case schema < OldestArchiveSchema:
		return storyshelf.Failf(storyshelf.EINVALID, msgArchiveOlder, schema, OldestArchiveSchema)
	}
	return nil
}

// Refusals of an archive, told to whoever imports it.
var (
	msgArchiveNewer = storyshelf.Msg{Key: "server.archiveNewer",
		Text: "The archive was written by a newer Storyshelf (database version %s; this one has %s). Upgrade this site first, then import it."}
	msgArchiveOlder = storyshelf.Msg{Key: "server.archiveOlder",
		Text: "The archive was written by a Storyshelf with database version %s, older than this one imports (%s and later). Import it with that version, then upgrade."}
	msgSiteNotEmpty        = storyshelf.Msg{Key: "server.siteNotEmpty", Text: "This site is not empty: an archive can only be imported into a new, empty site."}
	msgArchiveTableUnknown = storyshelf.Msg{Key: "server.archiveTableUnknown", Text: "The archive holds a table this site does not know: %s."}
	msgArchiveDamaged      = storyshelf.Msg{Key: "server.archiveDamaged", Text: "The archive's %s.%s is damaged: %v"}
)

// ErrNotEmpty refuses an import into a site that has content.
var ErrNotEmpty = storyshelf.Fail(storyshelf.ECONFLICT, msgSiteNotEmpty)

// ImportTables loads rows into an empty site of the same schema version, in
// one transaction with its History record: every row or none. next yields the rows in the archive's
// order; it returns io.EOF's stand-in, done, when there are no more.
func (s *Store) ImportTables(ctx context.Context, schema string, next func() (table string, row map[string]any, done bool, err error)) (int, error) {
	if err := s.CheckSchema(ctx, schema); err != nil {
		return 0, err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin the import: %w", err)
	}
	defer tx.Rollback()
	known := map[string][]column{}
	for _, table := range ArchiveTables {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
			return 0, fmt.Errorf("store: unable to count %s: %w", table, err)
		}
		if n > 0 {
			return 0, ErrNotEmpty
		}
		if known[table], err = s.columns(ctx, tx, table); err != nil {
			return 0, err
		}
	}
	count := 0
	for {
		table, row, done, err := next()
		if err != nil {
			return 0, err
		}
		if done {
			break
		}
		cols, ok := known[table]
		if !ok {
			return 0, storyshelf.Failf(storyshelf.EINVALID, msgArchiveTableUnknown, table)
		}
		names, marks, args := make([]string, 0, len(cols)), make([]string, 0, len(cols)), make([]any, 0, len(cols))
		for _, c := range cols {
			v, present := row[c.name]
			if !present {
				continue // a column with a default the archive predates
			}
			value, err := importValue(c.kind, v)
			if err != nil {
				return 0, storyshelf.Failf(storyshelf.EINVALID, msgArchiveDamaged, table, c.name, err)
			}
			names, args = append(names, c.name), append(args, value)
			marks = append(marks, fmt.Sprintf("$%d", len(args)))
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf(`INSERT INTO %s (%s) VALUES (%s)`, table,
			strings.Join(names, ", "), strings.Join(marks, ", ")), args...); err != nil {
			return 0, fmt.Errorf("store: unable to import a row of %s: %w", table, err)
		}
		count++
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBackups,
		Action: "imported the site's content"}); err != nil {
		return 0, err
	}
	return count, tx.Commit()
}
