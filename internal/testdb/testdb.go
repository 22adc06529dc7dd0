// Package testdb gives tests a ready store: a SQLite file, or a PostgreSQL
// schema of their own in the database TEST_DATABASE_URL names, so tests
// never see each other's rows. TEST_DATABASE_URL is the one switch: set, the
// tests that can run on both databases run on both.
package testdb

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/storyshelf/storyshelf/internal/store"
)

// HavePostgres says whether TEST_DATABASE_URL names a PostgreSQL database
// for the tests (CI sets it).
func HavePostgres() bool { return os.Getenv("TEST_DATABASE_URL") != "" }

// Store opens the database dsn names (a SQLite path or a PostgreSQL URL) and
// migrates it to the newest schema; it is closed when t ends. A SQLite file
// that does not exist yet starts as a copy of a migrated template, which is
// what migrating it would make: applying every migration, each committed with
// a full sync, cost most of a short test's time (and far more under -race).
func Store(t testing.TB, dsn string) *store.Store {
	t.Helper()
	ctx := context.Background()
	if !store.IsPostgresURL(dsn) {
		if _, err := os.Stat(dsn); errors.Is(err, fs.ErrNotExist) {
			if err := copyTemplate(dsn); err != nil {
				t.Fatal(err)
			}
		}
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

// Postgres makes a schema for t and answers the database URL that uses it;
// the schema is dropped when t ends. It fails t when TEST_DATABASE_URL is
// not set: call it only where PostgreSQL is required or HavePostgres.
func Postgres(t testing.TB) string {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Fatal("TEST_DATABASE_URL is not set")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		t.Fatalf("creating the test's schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// template is a migrated SQLite database's bytes, which new test databases
// are written from. It is made once per process, in memory, so that what the
// migrations wrote (the times they were applied, which the site reads as
// when it began) is as new as the test.
var template = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "storyshelf-test-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "template.db")
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	if _, err := st.Migrate(ctx); err != nil {
		st.Close()
		return nil, err
	}
	// Closing the last connection folds the write-ahead log into the file.
	if err := st.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		return nil, fmt.Errorf("testdb: the template's write-ahead log was left beside it")
	}
	return os.ReadFile(path)
})

// copyTemplate writes a migrated database at path.
func copyTemplate(path string) error {
	b, err := template()
	if err != nil {
		return fmt.Errorf("testdb: unable to make the migrated template: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
