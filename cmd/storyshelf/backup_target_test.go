package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// BACKUP_DIR=s3://bucket/folder?… sends scheduled backups to a folder of a
// bucket while the site's files stay in DATA_DIR, and the archive there
// verifies.
func TestBackupsToAFolderOfABucket(t *testing.T) {
	raw := os.Getenv("TEST_S3_URL")
	if raw == "" {
		t.Skip("TEST_S3_URL not set")
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	folder := fmt.Sprintf("backup-target-test/%d", time.Now().UnixNano())
	u.Path = "/" + folder
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir, "BACKUP_EVERY": "24h", "BACKUP_DIR": u.String(),
		"AWS_ACCESS_KEY_ID": os.Getenv("AWS_ACCESS_KEY_ID"), "AWS_SECRET_ACCESS_KEY": os.Getenv("AWS_SECRET_ACCESS_KEY")}
	if _, err := runWith(t, env, "demo"); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	m, err := open(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if where := m.Server.BackupsWhere; !strings.Contains(where, "S3 bucket") || !strings.Contains(where, folder) {
		t.Fatalf("the dashboard would say backups go to %q", where)
	}
	if _, err := m.Backups.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if last, err := m.Store.LastBackup(ctx); err != nil || last == nil || !last.OK {
		t.Fatalf("the backup was recorded as %+v, %v", last, err)
	}

	bucket, err := blob.NewS3(raw, env["AWS_ACCESS_KEY_ID"], env["AWS_SECRET_ACCESS_KEY"])
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	bucket.List(ctx, folder+"/"+worker.BackupFolder, func(i blob.Info) error { keys = append(keys, i.Key); return nil })
	if len(keys) != 1 || !strings.HasSuffix(keys[0], ".tar.gz") {
		t.Fatalf("in the bucket's folder: %v", keys)
	}
	t.Cleanup(func() { bucket.Delete(context.Background(), keys[0]) })
	if local, _ := filepath.Glob(filepath.Join(dir, "files", worker.BackupFolder, "*")); len(local) != 0 {
		t.Fatalf("a backup was written to the site's own files too: %v", local)
	}
	f, err := bucket.Open(ctx, keys[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	copy := filepath.Join(t.TempDir(), "backup.tar.gz")
	out, _ := os.Create(copy)
	if _, err := io.Copy(out, f); err != nil {
		t.Fatal(err)
	}
	out.Close()
	if _, err := archive.Verify(copy); err != nil {
		t.Fatalf("the backup does not verify: %v", err)
	}
}

// The dashboard and Settings → Backups name where backups go: BACKUP_DIR's
// folder, or DATA_DIR, whose backups/ folder is outside the files folder
// /files/ serves; also while backups are off, for when she turns them on.
func TestBackupPlaceIsNamed(t *testing.T) {
	dir, backups := t.TempDir(), t.TempDir()
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"DATA_DIR": dir, "BACKUP_EVERY": "24h", "BACKUP_DIR": backups}, "the “backups” folder in the folder " + backups + " on this server"},
		{map[string]string{"DATA_DIR": dir, "BACKUP_EVERY": "24h"}, "the “backups” folder in the folder " + dir + " on this server"},
		{map[string]string{"DATA_DIR": dir}, "the “backups” folder in the folder " + dir + " on this server"},
	} {
		cfg, err := config.Load(func(k string) string { return tt.env[k] })
		if err != nil {
			t.Fatal(err)
		}
		m, err := open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		m.Close()
		if m.Server.BackupsWhere != tt.want {
			t.Errorf("with %v: %q, want %q", tt.env, m.Server.BackupsWhere, tt.want)
		}
	}
}

// With BACKUP_EVERY set and nothing else, the backup worker writes to
// DATA_DIR/backups, outside the files folder, under a name with a random
// part, and /files/ does not serve it under any name.
func TestScheduledBackupsArePrivate(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir, "BACKUP_EVERY": "1m"}
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	m, err := open(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.Backups.Env.Every != time.Minute {
		t.Fatalf("the worker runs every %v", m.Backups.Env.Every)
	}
	if _, err := m.Backups.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	last, err := m.Store.LastBackup(ctx)
	if err != nil || last == nil || !last.OK {
		t.Fatalf("recorded %+v, %v", last, err)
	}
	if !regexp.MustCompile(`^backups/storyshelf-[0-9]{8}-[0-9]{6}-[0-9a-f]{16}\.tar\.gz$`).MatchString(last.File) {
		t.Fatalf("the backup is named %q", last.File)
	}
	if _, err := archive.Verify(filepath.Join(dir, filepath.FromSlash(last.File))); err != nil {
		t.Fatalf("the backup in DATA_DIR/backups: %v", err)
	}
	// Readable by the site's own user only, on a server other accounts share.
	if fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(last.File))); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the backup's mode: %v, %v", fi.Mode(), err)
	}
	if fi, err := os.Stat(filepath.Join(dir, "backups")); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("the backups folder's mode: %v, %v", fi.Mode(), err)
	}
	if public, _ := filepath.Glob(filepath.Join(dir, "files", "backups", "*")); len(public) != 0 {
		t.Fatalf("a backup is in the public files: %v", public)
	}
	hs := httptest.NewServer(m.Server.Handler())
	defer hs.Close()
	for _, u := range []string{"/files/" + last.File, "/files/" + path.Base(last.File)} {
		res, err := http.Get(hs.URL + u)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", u, res.StatusCode)
		}
	}
}
