package store_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// forEachStore runs fn against a fresh SQLite database, and against a fresh
// PostgreSQL schema when TEST_DATABASE_URL is set. The two run side by side:
// each has its own database, and much of a test's time is spent waiting on
// a commit's sync, so the package takes the time of the slower one rather
// than of both. (It must be its test's last statement: the two run once the
// test's own function has returned.)
func forEachStore(t *testing.T, fn func(t *testing.T, s *store.Store)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { t.Parallel(); fn(t, mustOpenSQLite(t)) })
	if testdb.HavePostgres() {
		t.Run("postgres", func(t *testing.T) { t.Parallel(); fn(t, mustOpenPostgres(t)) })
	}
}

// forEachNewStore is forEachStore on a new database that no migration has
// touched yet: for tests of the migrations themselves and of what rows
// written before one of them become.
func forEachNewStore(t *testing.T, fn func(t *testing.T, s *store.Store)) {
	t.Helper()
	open := func(t *testing.T, dsn string) *store.Store {
		s, err := store.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	t.Run("sqlite", func(t *testing.T) { t.Parallel(); fn(t, open(t, filepath.Join(t.TempDir(), "new.db"))) })
	if testdb.HavePostgres() {
		t.Run("postgres", func(t *testing.T) { t.Parallel(); fn(t, open(t, testdb.Postgres(t))) })
	}
}

func mustOpenSQLite(t *testing.T) *store.Store {
	t.Helper()
	return withTestClock(testdb.Store(t, filepath.Join(t.TempDir(), "test.db")))
}

func mustOpenPostgres(t *testing.T) *store.Store {
	t.Helper()
	return withTestClock(testdb.Store(t, testdb.Postgres(t)))
}

func withTestClock(s *store.Store) *store.Store {
	s.Now = testClock()
	return s
}

// testClock starts on 2026-01-01 09:00 UTC and moves a minute each reading,
// so rows written one after another have distinct times. Safe for concurrent
// use.
func testClock() func() time.Time {
	var mu sync.Mutex
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		clock = clock.Add(time.Minute)
		return clock
	}
}

func TestMigrateTwiceIsANoop(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		applied, err := s.Migrate(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(applied) != 0 {
			t.Fatalf("second migrate applied %v", applied)
		}
		if err := s.Ping(context.Background()); err != nil {
			t.Fatal(err)
		}
	})
}
