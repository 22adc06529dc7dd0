package store_test

import (
	"context"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// olderSite is a database as the release of OldestArchiveSchema left it,
// with a book, a kit and its sign-up, a subscriber, a message and an author
// profile written as that release wrote them.
func olderSite(t *testing.T) *store.Store {
	t.Helper()
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "older.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.MigrateTo(ctx, store.OldestArchiveSchema); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`INSERT INTO books (id, slug, title, author, isbn) VALUES ('b1', 'seeds', 'Seeds', 'Lily Hart', '9780000000001')`,
		`INSERT INTO kindness_kits (id, book_id, active, title, headline) VALUES ('k1', 'b1', TRUE, 'Kindness Kit', 'Free kit')`,
		`INSERT INTO kit_subscribers (id, kit_id, email, name, consent_text) VALUES ('ks1', 'k1', 'ann@example.com', 'Ann', 'Yes')`,
		`INSERT INTO newsletter_subscribers (id, email, consent_at, consent_text, unsubscribe_token) VALUES ('s1', 'ann@example.com', CURRENT_TIMESTAMP, 'Yes', 'tok')`,
		`INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('m1', 'Ann', 'ann@example.com', 'Feedback', 'Lovely book')`,
		`INSERT INTO author_info (id, name, title, bio) VALUES ('a1', 'Lily Hart', 'Author', '["Once."]')`,
		`INSERT INTO upcoming_books (id, title, author, description, cover_image_url, expected_release_date) VALUES ('u1', 'Rain', 'Lily Hart', 'Soon', '/files/covers/cccccccccccccccccccccccc.png', 'Spring')`,
	} {
		if err := s.ExecForTest(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return s
}

// An archive from before the two languages imports into this version, on
// either database, with everything in English.
func TestOlderArchiveImportsInEnglish(t *testing.T) {
	old, _ := export(t, olderSite(t))
	if old.schema != store.OldestArchiveSchema {
		t.Fatalf("the older site is at %s", old.schema)
	}
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		n, err := s.ImportTables(ctx, old.schema, old.reader())
		if err != nil || n != len(old.rows) {
			t.Fatalf("imported %d of %d rows: %v", n, len(old.rows), err)
		}
		books, err := s.Books(ctx)
		if err != nil || len(books) != 1 || books[0].Title != "Seeds" || books[0].ISBN != "9780000000001" {
			t.Fatalf("books after the import: %+v %v", books, err)
		}
		if p, err := s.History(ctx, storyshelf.HistoryFilter{}, 1, 50); err != nil || p.TotalCount != 0 {
			t.Fatalf("history after the import: %+v %v", p, err) // older archives have none
		}
		if schema, _ := s.SchemaVersion(ctx); schema <= store.OldestArchiveSchema && schema != old.schema {
			t.Fatalf("the site's schema went back to %s", schema)
		}
	})
}

func TestNewerOrTooOldArchiveIsRefused(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		for _, schema := range []string{"9999_newer", "0001_catalogue"} {
			err := s.CheckSchema(ctx, schema)
			if storyshelf.ErrorCode(err) != storyshelf.EINVALID || !strings.Contains(err.Error(), schema) {
				t.Fatalf("an archive at %s: %v", schema, err)
			}
		}
	})
}

// Every migration after OldestArchiveSchema only adds tables, indexes, or
// columns with a default, so that an older archive's rows still mean the
// same and the rest take defaults. A migration that rewrites rows has to
// move OldestArchiveSchema forward instead. Dropping a check only loosens
// what a row may hold, and dropping an index changes no row; on SQLite,
// which cannot drop a check, a table is rebuilt as table_rebuilt with every
// row copied across as it is.
func TestMigrationsSinceOldestArchiveOnlyAdd(t *testing.T) {
	creates := regexp.MustCompile(`(?is)^CREATE (UNIQUE )?(INDEX|TABLE) `)
	addsColumn := regexp.MustCompile(`(?is)^ALTER TABLE \w+ ADD COLUMN `)
	dropsCheck := regexp.MustCompile(`(?is)^ALTER TABLE \w+ DROP CONSTRAINT (IF EXISTS )?\w+_check$`)
	dropsIndex := regexp.MustCompile(`(?is)^DROP INDEX \w+$`)
	copies := regexp.MustCompile(`(?is)^INSERT INTO (\w+)_rebuilt \(([\w,\s]+)\)\s+SELECT ([\w,\s]+) FROM (\w+)$`)
	swaps := regexp.MustCompile(`(?is)^(DROP TABLE (\w+)|ALTER TABLE (\w+)_rebuilt RENAME TO (\w+))$`)
	// copied are the tables a file copies whole into table_rebuilt: only
	// those may be dropped and replaced.
	copied := map[string]bool{}
	rebuilt := func(stmt string) bool {
		if m := copies.FindStringSubmatch(stmt); m != nil && m[1] == m[4] &&
			strings.Join(strings.Fields(m[2]), "") == strings.Join(strings.Fields(m[3]), "") {
			copied[m[1]] = true
			return true
		}
		m := swaps.FindStringSubmatch(stmt)
		return m != nil && (copied[m[2]] || m[3] != "" && m[3] == m[4] && copied[m[3]])
	}
	onlyAdds := func(stmt string) bool {
		upper := strings.ToUpper(stmt)
		return creates.MatchString(stmt) || dropsCheck.MatchString(stmt) || dropsIndex.MatchString(stmt) || rebuilt(stmt) ||
			addsColumn.MatchString(stmt) && (!strings.Contains(upper, "NOT NULL") || strings.Contains(upper, "DEFAULT"))
	}
	files, err := fs.Glob(store.Migrations(), "migrations/*.sql")
	if err != nil || len(files) == 0 {
		t.Fatalf("migrations: %v %v", files, err)
	}
	for _, f := range files {
		version := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(filepath.Base(f), ".sql"), "-sqlite"), "-postgres")
		if version <= store.OldestArchiveSchema {
			continue
		}
		body, _ := fs.ReadFile(store.Migrations(), f)
		clear(copied)
		for _, stmt := range strings.Split(stripComments(string(body)), ";") {
			if stmt = strings.TrimSpace(stmt); stmt != "" && !onlyAdds(stmt) {
				t.Errorf("%s changes existing rows, so older archives would not import as they are: %q", f, stmt)
			}
		}
	}
}

func stripComments(sql string) string {
	var kept []string
	for _, line := range strings.Split(sql, "\n") {
		if i := strings.Index(line, "--"); i >= 0 {
			line = line[:i]
		}
		kept = append(kept, line)
	}
	return strings.Join(kept, "\n")
}
