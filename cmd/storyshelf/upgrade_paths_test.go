package main

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// The upgrade on each database: from the oldest schema with a row in every
// table, and one whose backup fails.

// eachDatabase runs fn on a data folder whose database is SQLite, and again
// on a PostgreSQL schema of its own when TEST_DATABASE_URL is set.
func eachDatabase(t *testing.T, fn func(t *testing.T, env map[string]string, db siteDB)) {
	t.Run("sqlite", func(t *testing.T) {
		dir := t.TempDir()
		dsn := filepath.Join(dir, "storyshelf.db")
		fn(t, map[string]string{"DATA_DIR": dir, "DATABASE_URL": dsn}, openRaw(t, dsn))
	})
	if testdb.HavePostgres() {
		t.Run("postgres", func(t *testing.T) {
			dsn := testdb.Postgres(t)
			fn(t, map[string]string{"DATA_DIR": t.TempDir(), "DATABASE_URL": dsn}, openRaw(t, dsn))
		})
	}
}

// siteDB reads and writes the site's database directly, as another release
// would.
type siteDB struct {
	*sql.DB
	postgres bool
}

func openRaw(t *testing.T, dsn string) siteDB {
	t.Helper()
	pg := store.IsPostgresURL(dsn)
	driver := "sqlite"
	if pg {
		driver = "pgx"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return siteDB{db, pg}
}

// migrateTo leaves the database as the release whose newest migration is
// version left it. It answers every version there is, oldest first.
func migrateTo(t *testing.T, dsn string, version func(all []string) string) []string {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	pending, err := st.Pending(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, m := range pending {
		all = append(all, m.Version)
	}
	if _, err := st.MigrateTo(ctx, version(all)); err != nil {
		t.Fatal(err)
	}
	return all
}

func oldest(all []string) string   { return all[0] }
func previous(all []string) string { return all[len(all)-2] }

// oldestRows is a row for every table of the oldest schema, in plain SQL as
// the first release wrote it, and a value each must keep.
var oldestRows = []struct{ table, insert, read, want string }{
	{"books", `INSERT INTO books (id, slug, title, author, pages) VALUES ('b1', 'the-brave-little-acorn', 'The Brave Little Acorn', 'Mira Bell', 32)`,
		`SELECT title || '/' || pages || '/' || language || '/' || COALESCE(other_edition_id, 'none') FROM books`, "The Brave Little Acorn/32/en/none"},
	{"book_genres", `INSERT INTO book_genres (book_id, genre, position) VALUES ('b1', 'Picture book', 0)`,
		`SELECT genre FROM book_genres`, "Picture book"},
	{"materials", `INSERT INTO materials (id, book_id, title, type, fileurl) VALUES ('m1', 'b1', 'Colouring page', 'pdf', '/files/materials/m1.pdf')`,
		`SELECT title || ' ' || fileurl FROM materials`, "Colouring page /files/materials/m1.pdf"},
	{"upcoming_books", `INSERT INTO upcoming_books (id, title, expected_release_date) VALUES ('u1', 'The Quiet Owl', '2027-03')`,
		`SELECT title || ' ' || expected_release_date FROM upcoming_books`, "The Quiet Owl 2027-03"},
	{"testimonials", `INSERT INTO testimonials (id, book_id, rating, content, reviewer_name, verified_purchase) VALUES ('t1', 'b1', 4, 'Loved it', 'Sam', TRUE)`,
		`SELECT content || ' ' || rating || ' ' || reviewer_name FROM testimonials WHERE verified_purchase`, "Loved it 4 Sam"},
	{"kindness_kits", `INSERT INTO kindness_kits (id, book_id, active, title) VALUES ('k1', 'b1', TRUE, 'Acorn kit')`,
		`SELECT title FROM kindness_kits WHERE active`, "Acorn kit"},
	{"kit_files", `INSERT INTO kit_files (id, kit_id, file_name, file_url) VALUES ('f1', 'k1', 'Poster', '/files/kits/f1.pdf')`,
		`SELECT file_name || ' ' || file_url FROM kit_files`, "Poster /files/kits/f1.pdf"},
	{"kit_subscribers", `INSERT INTO kit_subscribers (id, kit_id, email, name) VALUES ('s1', 'k1', 'reader@example.com', 'Reader')`,
		`SELECT email || ' ' || name FROM kit_subscribers`, "reader@example.com Reader"},
	{"author_info", `INSERT INTO author_info (id, name, bio) VALUES ('a1', 'Mira Bell', '["Writes about small brave things."]')`,
		`SELECT name || ' ' || bio FROM author_info`, `Mira Bell ["Writes about small brave things."]`},
	{"multimedia", `INSERT INTO multimedia (id, book_id, type, title, url) VALUES ('v1', 'b1', 'video', 'Read-along', 'https://example.com/v1')`,
		`SELECT title || ' ' || url FROM multimedia`, "Read-along https://example.com/v1"},
}

// TestUpgradeFromTheOldestSchemaKeepsEveryRow takes a site the first
// release left, a row in each of its tables, through every migration the way
// a start does (backup, then migrate), and finds every row as it was.
func TestUpgradeFromTheOldestSchemaKeepsEveryRow(t *testing.T) {
	eachDatabase(t, func(t *testing.T, env map[string]string, db siteDB) {
		ctx := context.Background()
		all := migrateTo(t, env["DATABASE_URL"], oldest)
		var want []string
		for _, r := range oldestRows {
			want = append(want, r.table)
			if _, err := db.ExecContext(ctx, r.insert); err != nil {
				t.Fatalf("%s: %v", r.table, err)
			}
		}
		if got := tables(t, db); !reflect.DeepEqual(got, sorted(append(want, "schema_migrations"))) {
			t.Fatalf("the oldest schema's tables are %v: give each a row here", got)
		}

		if out, err := runWith(t, env, "migrate"); err != nil {
			t.Fatalf("migrate: %v\n%s", err, out)
		}
		var version string
		if err := db.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&version); err != nil || version != all[len(all)-1] {
			t.Fatalf("schema after the upgrade: %s %v, want %s", version, err, all[len(all)-1])
		}
		for _, r := range oldestRows {
			var n int
			var got string
			if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+r.table).Scan(&n); err != nil || n != 1 {
				t.Fatalf("%s holds %d rows (%v) after the upgrade", r.table, n, err)
			}
			if err := db.QueryRowContext(ctx, r.read).Scan(&got); err != nil || got != r.want {
				t.Fatalf("%s after the upgrade: %q (%v), want %q", r.table, got, err, r.want)
			}
		}

		// The backup taken first holds the oldest schema's rows, and the
		// dashboard shows it.
		backups, _ := filepath.Glob(filepath.Join(env["DATA_DIR"], "backups", "before-upgrade-*-from-"+all[0]+"-*.tar.gz"))
		if len(backups) != 1 {
			t.Fatalf("backups: %v", backups)
		}
		var file string
		if err := db.QueryRowContext(ctx, `SELECT file FROM backups WHERE ok`).Scan(&file); err != nil || !strings.HasSuffix(backups[0], filepath.FromSlash(file)) {
			t.Fatalf("the dashboard's backup is %q (%v), not %s", file, err, backups[0])
		}
		m, err := archive.Verify(backups[0])
		if err != nil {
			t.Fatal(err)
		}
		if m.SchemaVersion != all[0] {
			t.Fatalf("the backup's schema is %s, want %s", m.SchemaVersion, all[0])
		}
		for _, r := range oldestRows {
			if m.Tables[r.table].Count != 1 {
				t.Fatalf("the backup holds %d rows of %s", m.Tables[r.table].Count, r.table)
			}
		}
	})
}

// TestUpgradeStopsWhenTheBackupFails: the backup before migrating cannot be
// written, so the start fails saying so, and the database is as it was: the
// same schema version, tables, columns and rows, no migration half applied.
func TestUpgradeStopsWhenTheBackupFails(t *testing.T) {
	eachDatabase(t, func(t *testing.T, env map[string]string, db siteDB) {
		ctx := context.Background()
		all := migrateTo(t, env["DATABASE_URL"], previous)
		if _, err := db.ExecContext(ctx, `INSERT INTO books (id, slug, title) VALUES ('b1', 'the-brave-little-acorn', 'The Brave Little Acorn')`); err != nil {
			t.Fatal(err)
		}
		// A file where the backups folder should be: nothing can be written
		// under it, not even by root.
		if err := os.WriteFile(filepath.Join(env["DATA_DIR"], "backups"), []byte("in the way"), 0o600); err != nil {
			t.Fatal(err)
		}
		before := describe(t, db)

		out, err := runWith(t, env, "migrate")
		if err == nil || !strings.Contains(err.Error(), "the backup taken first failed, so nothing was changed") {
			t.Fatalf("migrate with a failing backup: %v\n%s", err, out)
		}
		if after := describe(t, db); after != before {
			t.Fatalf("the database changed although the backup failed:\nbefore %s\nafter  %s", before, after)
		}
		if !strings.Contains(before, "version "+previous(all)+"\n") {
			t.Fatalf("the description lacks the version: %s", before)
		}
	})
}

// describe is a database's schema version, tables, columns and books, as
// text to compare.
func describe(t *testing.T, db siteDB) string {
	t.Helper()
	var b strings.Builder
	var version string
	if err := db.QueryRow(`SELECT MAX(version) FROM schema_migrations`).Scan(&version); err != nil {
		t.Fatal(err)
	}
	b.WriteString("version " + version + "\n")
	for _, table := range tables(t, db) {
		rows, err := db.Query(`SELECT * FROM ` + table + ` WHERE 1 = 0`)
		if err != nil {
			t.Fatal(err)
		}
		cols, err := rows.Columns()
		rows.Close()
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		b.WriteString(table + "(" + strings.Join(cols, ",") + ") " + strings.Repeat("*", n) + "\n")
	}
	return b.String()
}

// tables lists the database's tables by name.
func tables(t *testing.T, db siteDB) []string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	if db.postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`
	}
	rows, err := db.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		out = append(out, name)
	}
	return sorted(out)
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}
