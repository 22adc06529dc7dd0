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
	"net/url"
	"os"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/storyshelf/storyshelf/internal/store"
)

// HavePostgres says whether TEST_DATABASE_URL names a PostgreSQL database
// for the tests (CI sets it).
func HavePostgres() bool { return os.Getenv("TEST_DATABASE_URL") != "" }

// Store opens the database dsn names (a SQLite path or a PostgreSQL URL) and
// migrates it to the newest schema; it is closed when t ends.
func Store(t testing.TB, dsn string) *store.Store {
	t.Helper()
	ctx := context.Background()
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
