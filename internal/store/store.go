// Package store implements Storyshelf's data access on SQLite and PostgreSQL
// with plain SQL. One query text serves both: $1 placeholders work in each.
package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Dialects.
const (
	SQLite   = "sqlite"
	Postgres = "postgres"
)

// Store is the database. Now is replaced by tests that need a fixed clock.
type Store struct {
	db      *sql.DB
	dialect string
	Now     func() time.Time
}

// Open connects to databaseURL: a postgres:// or postgresql:// URL selects
// PostgreSQL, anything else is a SQLite file path. It does not migrate.
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	s := &Store{Now: func() time.Time { return time.Now().UTC() }}
	var err error
	if IsPostgresURL(databaseURL) {
		s.dialect = Postgres
		s.db, err = sql.Open("pgx", databaseURL)
		if err == nil {
			s.db.SetMaxOpenConns(20)
			s.db.SetMaxIdleConns(10)
			s.db.SetConnMaxIdleTime(5 * time.Minute)
		}
	} else {
		s.dialect = SQLite
		s.db, err = sql.Open("sqlite", sqliteDSN(databaseURL, sqliteSynchronous))
		if err == nil {
			// WAL lets readers run beside the one writer; immediate transactions
			// queue writers on busy_timeout instead of failing on lock upgrade.
			s.db.SetMaxOpenConns(8)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to open database: %w", err)
	}
	if err := s.db.PingContext(ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("store: unable to reach database: %w", err)
	}
	return s, nil
}

// IsPostgresURL reports whether a DATABASE_URL selects PostgreSQL.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

// sqliteSynchronous is FULL: a write the site acknowledged (a sign-up, the
// owner's edit) survives a power cut. NORMAL could lose the last ones; writes
// here are rare, so the extra fsync costs little (make bench measures it).
var sqliteSynchronous = "FULL"

func sqliteDSN(path, synchronous string) string {
	path = strings.TrimPrefix(path, "sqlite://")
	path = strings.TrimPrefix(path, "file:")
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous("+synchronous+")")
	q.Set("_txlock", "immediate")
	q.Set("_time_format", "sqlite")
	return "file:" + path + "?" + q.Encode()
}

// Dialect is SQLite or Postgres.
func (s *Store) Dialect() string { return s.dialect }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Ping checks that the database answers a query.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	if err := s.db.QueryRowContext(ctx, `SELECT 1`).Scan(&one); err != nil {
		return fmt.Errorf("store: database does not answer: %w", err)
	}
	return nil
}

// now is the store clock in UTC, cut to microseconds as PostgreSQL keeps it.
func (s *Store) now() time.Time {
	return s.Now().UTC().Truncate(time.Microsecond)
}

// tables that Exists may be asked about.
var existsTables = map[string]bool{
	"books": true, "upcoming_books": true, "testimonials": true, "kindness_kits": true,
	"kit_files": true, "author_info": true, "multimedia": true, "materials": true,
}

// Exists reports whether a row with this id is in table. Seeding uses it to
// stay idempotent.
func (s *Store) Exists(ctx context.Context, table, id string) (bool, error) {
	if !existsTables[table] {
		return false, fmt.Errorf("store: unknown table %q", table)
	}
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table+` WHERE id = $1`, id).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("store: unable to check %s: %w", table, err)
	}
	return n > 0, nil
}

// inTx runs fn in one transaction and commits what it did; an error from fn
// rolls all of it back.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to commit: %w", err)
	}
	return nil
}

// notFound builds the not-found error with the message a person reads.
func notFound(m storyshelf.Msg) error {
	return storyshelf.Fail(storyshelf.ENOTFOUND, m)
}

// execer is a database or a transaction, for a write that may be part of a
// larger one.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// querier is a database, a connection or a transaction, for reads that run
// in any of them.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}
