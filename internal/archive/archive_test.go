package archive_test

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

type site struct {
	st    *store.Store
	blobs blob.Storage
}

func sqliteSite(t *testing.T) site {
	t.Helper()
	dir := t.TempDir()
	st := testdb.Store(t, filepath.Join(dir, "site.db"))
	blobs, err := blob.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	return site{st, blobs}
}

// postgresS3Site is a site on its own PostgreSQL schema and S3 folder, when
// TEST_DATABASE_URL and TEST_S3_URL say where; CI sets both.
func postgresS3Site(t *testing.T) (site, bool) {
	t.Helper()
	s3 := os.Getenv("TEST_S3_URL")
	if !testdb.HavePostgres() || s3 == "" {
		return site{}, false
	}
	st := testdb.Store(t, testdb.Postgres(t))
	blobs, err := blob.NewS3(s3, os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"))
	if err != nil {
		t.Fatal(err)
	}
	return site{st, blobs}, true
}

func exportTo(t *testing.T, s site) (string, *archive.Manifest) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "site.tar.gz")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := archive.Export(context.Background(), s.st, s.blobs, f)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return file, m
}

// contents reads an archive's tables (rows sorted) and files, the manifest
// aside.
func contents(t *testing.T, file string) map[string]string {
	t.Helper()
	f, _ := os.Open(file)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	out := map[string]string{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		} else if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		if h.Name == "manifest.json" {
			continue
		}
		if strings.HasPrefix(h.Name, "tables/") {
			lines := strings.Split(strings.TrimSpace(string(b)), "\n")
			sort.Strings(lines)
			b = []byte(strings.Join(lines, "\n"))
		}
		out[h.Name] = string(b)
	}
}

func TestRoundTripAcrossDatabasesAndStorage(t *testing.T) {
	ctx := context.Background()
	first := sqliteSite(t)
	if _, err := demo.Load(ctx, first.st, first.blobs); err != nil {
		t.Fatal(err)
	}
	file, m := exportTo(t, first)
	if m.Tables["books"].Count < 6 || len(m.Files) < 10 || len(m.Missing) != 0 {
		t.Fatalf("manifest: %d books, %d files, missing %v", m.Tables["books"].Count, len(m.Files), m.Missing)
	}
	if !hasPrivateFile(m) {
		t.Fatal("the kit's private files are not in the archive")
	}
	want := contents(t, file)

	middle, ok := postgresS3Site(t)
	if !ok {
		middle = sqliteSite(t)
		t.Log("TEST_DATABASE_URL or TEST_S3_URL not set: the round trip stays on SQLite and a folder")
	}
	if _, err := archive.Import(ctx, file, middle.st, middle.blobs); err != nil {
		t.Fatal(err)
	}
	file2, _ := exportTo(t, middle)
	last := sqliteSite(t)
	if _, err := archive.Import(ctx, file2, last.st, last.blobs); err != nil {
		t.Fatal(err)
	}
	file3, _ := exportTo(t, last)
	for _, f := range []string{file2, file3} {
		got := contents(t, f)
		if len(got) != len(want) {
			t.Fatalf("%d entries, want %d", len(got), len(want))
		}
		for name, body := range want {
			if got[name] != body {
				t.Fatalf("%s differs after the round trip:\n%.500s\nwant\n%.500s", name, got[name], body)
			}
		}
	}
	if books, _ := last.st.Books(ctx); len(books) != m.Tables["books"].Count {
		t.Fatalf("%d books after the round trip", len(books))
	}
}

func hasPrivateFile(m *archive.Manifest) bool {
	for key := range m.Files {
		if blob.IsPrivate(key) {
			return true
		}
	}
	return false
}

// rewrite copies an archive, changing it on the way.
func rewrite(t *testing.T, file string, change func(name string, body []byte) []byte) string {
	t.Helper()
	f, _ := os.Open(file)
	defer f.Close()
	zr, _ := gzip.NewReader(f)
	tr := tar.NewReader(zr)
	out := filepath.Join(t.TempDir(), "changed.tar.gz")
	o, _ := os.Create(out)
	zw := gzip.NewWriter(o)
	tw := tar.NewWriter(zw)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		b, _ := io.ReadAll(tr)
		if b = change(h.Name, b); b == nil {
			continue
		}
		h.Size = int64(len(b))
		tw.WriteHeader(h)
		tw.Write(b)
	}
	tw.Close()
	zw.Close()
	o.Close()
	return out
}

func TestDamagedArchivesAreRefusedAndChangeNothing(t *testing.T) {
	ctx := context.Background()
	src := sqliteSite(t)
	if _, err := demo.Load(ctx, src.st, src.blobs); err != nil {
		t.Fatal(err)
	}
	file, _ := exportTo(t, src)
	raw, _ := os.ReadFile(file)

	flipped := rewrite(t, file, func(name string, b []byte) []byte {
		if strings.HasPrefix(name, "files/covers/") && len(b) > 100 {
			b[100] ^= 0x01
		}
		return b
	})
	truncated := filepath.Join(t.TempDir(), "cut.tar.gz")
	os.WriteFile(truncated, raw[:len(raw)*2/3], 0o644)
	oldSchema := rewrite(t, file, func(name string, b []byte) []byte {
		if name == "manifest.json" {
			var m map[string]any
			json.Unmarshal(b, &m)
			m["schemaVersion"] = "0003_auth"
			b, _ = json.Marshal(m)
		}
		return b
	})
	extraRow := rewrite(t, file, func(name string, b []byte) []byte {
		if name == "tables/books.jsonl" {
			return append(b, []byte(`{"id":"x"}`+"\n")...)
		}
		return b
	})
	notAnArchive := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(notAnArchive, []byte("my books"), 0o644)

	for name, tc := range map[string]struct {
		file, says string
	}{
		"OneFlippedByte": {flipped, "does not match its checksum"},
		"CutShort":       {truncated, ""},
		"WrongSchema":    {oldSchema, "database version 0003_auth"},
		"AnAddedRow":     {extraRow, "tables/books.jsonl does not match its checksum"},
		"NotAnArchive":   {notAnArchive, "not a Storyshelf archive"},
	} {
		t.Run(name, func(t *testing.T) {
			to := sqliteSite(t)
			_, err := archive.Import(ctx, tc.file, to.st, to.blobs)
			if err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("import: %v", err)
			}
			if name != "WrongSchema" && !errors.Is(err, archive.ErrDamaged) {
				t.Fatalf("not reported as damaged: %v", err)
			}
			if err := to.st.CheckEmpty(ctx); err != nil {
				t.Fatalf("the site changed: %v", err)
			}
			{
				var stored []blob.Info
				for _, folder := range blob.SiteFolders {
					to.blobs.List(ctx, folder, func(i blob.Info) error { stored = append(stored, i); return nil })
				}
				if len(stored) != 0 {
					t.Fatalf("%d files were stored from a damaged archive", len(stored))
				}
			}
		})
	}

	t.Run("VerifyReportsWhatAGoodArchiveHolds", func(t *testing.T) {
		m, err := archive.Verify(file)
		if err != nil || m.Tables["books"].Count == 0 || len(m.Files) == 0 {
			t.Fatalf("%v %+v", err, m)
		}
	})
	t.Run("NotIntoASiteWithContent", func(t *testing.T) {
		_, err := archive.Import(ctx, file, src.st, src.blobs)
		if !errors.Is(err, store.ErrNotEmpty) {
			t.Fatalf("import into the demo site: %v", err)
		}
	})
}
