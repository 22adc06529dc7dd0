package main

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/testdb"
)

func TestImportHostedCommand(t *testing.T) {
	if _, err := runWith(t, nil, "import-hosted", "--database", "mysql://old", "--files", "."); err == nil ||
		!strings.Contains(err.Error(), "--database must be the hosted site's postgres://") {
		t.Fatalf("a bad --database: %v", err)
	}
	if !testdb.HavePostgres() {
		t.Skip("TEST_DATABASE_URL is not set: the hosted site's database is PostgreSQL (CI sets it)")
	}
	dsn := testdb.Postgres(t)
	old, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	fixture, err := os.ReadFile("../../internal/hosted/testdata/hosted.sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.Exec(string(fixture)); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir, "PUBLIC_URL": "https://books.example.com"}
	args := []string{"import-hosted", "--database", dsn, "--files", "../../internal/hosted/testdata/files"}

	out, err := runWith(t, env, append(args, "--dry-run")...)
	if err != nil || !strings.Contains(out, "Nothing was written") || !strings.Contains(out, "its rating is 7") {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "storyshelf.db")); err == nil {
		t.Fatal("the dry run made this site's database")
	}
	out, err = runWith(t, env, args...)
	if err != nil || !strings.Contains(out, "Imported.") ||
		!strings.Contains(out, "/downloads/brave-words.pdf -> https://books.example.com/files/materials/") {
		t.Fatalf("import: %v\n%s", err, out)
	}
	out, err = runWith(t, env, args...)
	if err != nil || !strings.Contains(out, "Nothing to change") {
		t.Fatalf("second import: %v\n%s", err, out)
	}
}
