package main

import (
	"bytes"
	"context"
	"database/sql"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
)

// oldSite makes a data folder as the release before this one left it: every
// migration but the newest, a book and its cover. It answers the newest
// version, which the old site lacks, and the one before it.
func oldSite(t *testing.T, dir string) (newest, previous string) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(dir, "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	all, err := st.Pending(ctx)
	if err != nil || len(all) < 2 {
		t.Fatalf("pending on a new database: %v %v", all, err)
	}
	newest, previous = all[len(all)-1].Version, all[len(all)-2].Version
	if _, err := st.MigrateTo(ctx, previous); err != nil {
		t.Fatal(err)
	}
	files, err := blob.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	cover := []byte("a cover the old release stored")
	key := blob.ContentKey("covers", cover, ".png")
	if err := files.Put(ctx, key, bytes.NewReader(cover), int64(len(cover)), "image/png"); err != nil {
		t.Fatal(err)
	}
	// Plain SQL in the old schema's own columns, as the old release wrote it.
	if _, err := rawDB(t, dir).ExecContext(ctx, `INSERT INTO books (id, slug, title, author, coverimage)
		VALUES ('0b5e7a2c-1111-4222-8333-944445555666', 'the-brave-little-acorn', 'The Brave Little Acorn', 'Mira Bell', $1)`,
		"/files/"+key); err != nil {
		t.Fatal(err)
	}
	return newest, previous
}

func TestUpgradeBacksUpThenMigrates(t *testing.T) {
	dir := t.TempDir()
	newest, previous := oldSite(t, dir)
	env := map[string]string{"DATA_DIR": dir}

	out, err := runWith(t, env, "migrate", "--dry-run")
	if err != nil || !strings.Contains(out, "at version "+previous) || !strings.Contains(out, newest) ||
		!strings.Contains(out, "backup of the whole site would be written first") || !strings.Contains(out, "Nothing was changed") {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
	if backups, _ := filepath.Glob(filepath.Join(dir, "backups", "*")); len(backups) != 0 {
		t.Fatalf("the dry run wrote %v", backups)
	}

	if out, err := runWith(t, env, "migrate"); err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}
	// In DATA_DIR/backups, outside the files /files/ serves, under a name
	// with a random part.
	backups, _ := filepath.Glob(filepath.Join(dir, "backups", "before-upgrade-*-from-"+previous+"-*.tar.gz"))
	if len(backups) != 1 || !regexp.MustCompile(`-from-`+previous+`-[0-9a-f]{16}\.tar\.gz$`).MatchString(backups[0]) {
		t.Fatalf("backups after the upgrade: %v", backups)
	}
	if public, _ := filepath.Glob(filepath.Join(dir, "files", "backups", "*")); len(public) != 0 {
		t.Fatalf("a backup went to the public files: %v", public)
	}
	m, err := archive.Verify(backups[0])
	if err != nil {
		t.Fatal(err)
	}
	if m.SchemaVersion != previous || m.Tables["books"].Count != 1 || len(m.Files) != 1 || len(m.Missing) != 0 {
		t.Fatalf("the backup holds schema %s, %d books, files %v, missing %v", m.SchemaVersion, m.Tables["books"].Count, m.Files, m.Missing)
	}

	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(dir, "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if v, _ := st.SchemaVersion(ctx); v != newest {
		t.Fatalf("schema after the upgrade: %s, want %s", v, newest)
	}
	if last, err := st.LastBackup(ctx); err != nil || last == nil || !last.OK || last.File != strings.TrimPrefix(filepath.ToSlash(backups[0]), filepath.ToSlash(dir)+"/") {
		t.Fatalf("the dashboard's last backup is %+v (%v), not %s", last, err, backups[0])
	}
	var title string
	if err := rawDB(t, dir).QueryRowContext(ctx, `SELECT title FROM books`).Scan(&title); err != nil || title != "The Brave Little Acorn" {
		t.Fatalf("book after the upgrade: %q %v", title, err)
	}

	// Up to date: a restart takes no second backup.
	if out, err := runWith(t, env, "migrate", "--dry-run"); err != nil || !strings.Contains(out, "up to date (version "+newest+")") {
		t.Fatalf("dry run when current: %v\n%s", err, out)
	}
	if _, err := runWith(t, env, "migrate"); err != nil {
		t.Fatal(err)
	}
	if again, _ := filepath.Glob(filepath.Join(dir, "backups", "*")); len(again) != 1 {
		t.Fatalf("backups after a second start: %v", again)
	}
}

func TestOlderBinaryRefusesNewerDatabase(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir, "STORYSHELF_ADDR": "127.0.0.1:0"}
	if _, err := runWith(t, env, "migrate"); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(dir, "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	// What a newer release would record after adding a migration.
	if _, err := rawDB(t, dir).ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES ('9999_from_a_newer_release')`); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"serve"}, {"migrate"}, {"migrate", "--dry-run"}, {"demo"}} {
		out, err := runWith(t, env, args...)
		if err == nil || !strings.Contains(err.Error(), "last used by a newer Storyshelf") ||
			!strings.Contains(err.Error(), "9999_from_a_newer_release") || !strings.Contains(err.Error(), "Nothing was changed") {
			t.Fatalf("%v on a newer database: %v\n%s", args, err, out)
		}
	}
	var books int
	if err := rawDB(t, dir).QueryRowContext(ctx, `SELECT COUNT(*) FROM books`).Scan(&books); err != nil || books != 0 {
		t.Fatalf("books after the refusals: %d %v", books, err)
	}
	if backups, _ := filepath.Glob(filepath.Join(dir, "backups", "*")); len(backups) != 0 {
		t.Fatalf("a refused start wrote %v", backups)
	}
}

// rawDB opens the site's SQLite file directly, as another release would.
func rawDB(t *testing.T, dir string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(dir, "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
