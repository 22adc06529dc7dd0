//go:build release

package main

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// The linux/amd64 release, built twice (the second time from an empty build
// cache), gives the same bytes; its SHA256SUMS names them; and unpacked into
// an empty folder outside the source it runs there with no settings but a
// free port: it loads the demo, serves a book page and prints the setup link.
// Then, as an older binary would, it refuses the database once a newer
// release has recorded a schema version it does not know.
func TestRelease(t *testing.T) {
	if _, err := os.Stat("../../internal/webui/dist/index.html"); err != nil {
		t.Fatal("the web app is not built: run make test-release, which builds it first")
	}
	source, _ := filepath.Abs("../..")
	at := time.Date(2026, 11, 24, 1, 2, 3, 0, time.UTC)
	build := func(out string) string {
		t.Helper()
		b := Build{Version: "v0.0.0-test", Commit: "0123abcd", Date: at, Out: out, Source: source}
		if err := b.Run([]string{"linux/amd64"}); err != nil {
			t.Fatal(err)
		}
		sums, err := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
		if err != nil {
			t.Fatal(err)
		}
		return string(sums)
	}
	first := t.TempDir()
	sums := build(first)
	t.Setenv("GOCACHE", t.TempDir())
	if again := build(t.TempDir()); again != sums {
		t.Fatalf("two builds differ:\n%s\n%s", sums, again)
	}

	name := "storyshelf_v0.0.0-test_linux_amd64.tar.gz"
	sum, err := fileSum(filepath.Join(first, name))
	if err != nil {
		t.Fatal(err)
	}
	if sums != sum+"  "+name+"\n" {
		t.Fatalf("SHA256SUMS %q does not match the archive's %s", sums, sum)
	}

	dir := t.TempDir()
	unpack(t, filepath.Join(first, name), dir)
	home := filepath.Join(dir, "storyshelf_v0.0.0-test_linux_amd64")
	for _, f := range []string{"LICENSE", "README.md"} {
		if _, err := os.Stat(filepath.Join(home, f)); err != nil {
			t.Fatalf("the archive lacks %s", f)
		}
	}
	bin := filepath.Join(home, "storyshelf")
	out, err := exec.Command(bin, "version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "storyshelf v0.0.0-test") || !strings.Contains(string(out), "0123abcd") ||
		!strings.Contains(string(out), "2026-11-24T01:02:03Z") {
		t.Fatalf("storyshelf version: %v\n%s", err, out)
	}

	env := []string{"STORYSHELF_ADDR=127.0.0.1:0"} // the only setting: any free port, which the setup link names
	demo := exec.Command(bin, "demo")
	demo.Dir, demo.Env = home, env
	if out, err := demo.CombinedOutput(); err != nil || !strings.Contains(string(out), "Demo content loaded") {
		t.Fatalf("storyshelf demo: %v\n%s", err, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	serve := exec.CommandContext(ctx, bin)
	serve.Dir, serve.Env = home, env
	stderr, _ := serve.StderrPipe()
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cancel(); serve.Wait() }()
	link := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			if m := regexp.MustCompile(`http://\S+/admin/setup\?token=[\w-]+`).FindString(lines.Text()); m != "" {
				link <- m
			}
		}
	}()
	var setup string
	select {
	case setup = <-link:
	case <-time.After(2 * time.Minute): // a busy machine's start; it ends as soon as the link comes
		t.Fatal("serve printed no setup link")
	}
	if _, err := os.Stat(filepath.Join(home, "data", "storyshelf.db")); err != nil {
		t.Fatalf("the site's data is not in the folder it runs in: %v", err)
	}
	base := setup[:strings.Index(setup, "/admin/")]
	var books []struct{ ID, Slug, Title string }
	getJSON(t, base+"/api/books", &books)
	if len(books) == 0 {
		t.Fatal("no demo books")
	}
	page := get(t, fmt.Sprintf("%s/books/%s-%s", base, books[0].Slug, books[0].ID[:8]))
	if !strings.Contains(page, books[0].Title) {
		t.Fatalf("the book page does not name %q", books[0].Title)
	}
	get(t, setup)
	cancel()
	serve.Wait()

	// An older binary on a newer database: what this one finds when a later
	// release has migrated the folder and the owner goes back.
	db, err := sql.Open("sqlite", filepath.Join(home, "data", "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`INSERT INTO schema_migrations (version) VALUES ('9999_from_a_newer_release')`); err != nil {
		t.Fatal(err)
	}
	again := exec.Command(bin, "serve")
	again.Dir, again.Env = home, env
	out, err = again.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "last used by a newer Storyshelf") || !strings.Contains(string(out), "Nothing was changed") {
		t.Fatalf("serve on a newer database: %v\n%s", err, out)
	}
}

func unpack(t *testing.T, archive, dir string) {
	t.Helper()
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, filepath.FromSlash(hdr.Name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		out, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, os.FileMode(hdr.Mode))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(out, tr); err != nil {
			t.Fatal(err)
		}
		out.Close()
	}
}
