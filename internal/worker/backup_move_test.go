package worker_test

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

var randomName = regexp.MustCompile(`^backups/(storyshelf|before-upgrade)-[0-9]{8}-[0-9]{6}(-from-[a-z0-9_]+)?-[0-9a-f]{16}\.tar\.gz$`)

func backupKeys(t *testing.T, s blob.Storage) []string {
	t.Helper()
	var keys []string
	if err := s.List(context.Background(), worker.BackupFolder, func(i blob.Info) error { keys = append(keys, i.Key); return nil }); err != nil {
		t.Fatal(err)
	}
	sort.Strings(keys)
	return keys
}

// Where backups stay in one storage (the bucket's backups/ prefix, when
// STORAGE_URL is set and BACKUP_DIR is not), old names that are only a
// time are given a random part in place, once; new names are left alone.
func TestOldBackupNamesGetARandomPartInPlace(t *testing.T) {
	ctx := context.Background()
	bucket, _ := blob.NewLocal(t.TempDir()) // stands in for the bucket: one storage for files and backups
	old := []string{"backups/storyshelf-20261120-030000.tar.gz", "backups/before-upgrade-20261101-120000-from-0012_schedules.tar.gz"}
	current := worker.ScheduledBackupKey(time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC))
	for _, key := range append(old, current) {
		if err := blob.PutBytes(ctx, bucket, key, []byte(key), "application/gzip"); err != nil {
			t.Fatal(err)
		}
	}
	var log bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&log, nil))
	if err := worker.MoveOldBackups(ctx, bucket, bucket, logger); err != nil {
		t.Fatal(err)
	}
	keys := backupKeys(t, bucket)
	if len(keys) != 3 {
		t.Fatalf("after renaming: %v", keys)
	}
	for _, key := range keys {
		if !randomName.MatchString(key) {
			t.Fatalf("%s has no random part (all: %v)", key, keys)
		}
	}
	if !strings.Contains(keys[0], "before-upgrade-20261101-120000-from-0012_schedules-") || !strings.Contains(keys[1], "storyshelf-20261120-030000-") || keys[2] != current {
		t.Fatalf("names after renaming: %v", keys)
	}
	if !strings.Contains(log.String(), "cannot be guessed") || !strings.Contains(log.String(), "count=2") {
		t.Fatalf("the log says %q", log.String())
	}
	log.Reset()
	if err := worker.MoveOldBackups(ctx, bucket, bucket, logger); err != nil {
		t.Fatal(err)
	}
	if again := backupKeys(t, bucket); strings.Join(again, " ") != strings.Join(keys, " ") || log.Len() != 0 {
		t.Fatalf("a second run changed %v to %v and logged %q", keys, again, log.String())
	}
}

// Pruning keeps the newest by the time in the name, whatever the random
// part, old names and new names alike; backups taken before an upgrade stay.
func TestPruneKeepsTheNewestByTime(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	files, _ := blob.NewLocal(filepath.Join(dir, "files"))
	target, _ := blob.NewLocal(filepath.Join(dir, "private"))
	upgrade := worker.UpgradeBackupKey(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), "0001_catalogue")
	keys := []string{
		"backups/storyshelf-20261120-030000.tar.gz", // an old name, the oldest
		worker.ScheduledBackupKey(time.Date(2026, 11, 21, 3, 0, 0, 0, time.UTC)),
		worker.ScheduledBackupKey(time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)),
		upgrade,
	}
	for _, key := range keys {
		blob.PutBytes(ctx, target, key, []byte("x"), "application/gzip")
	}
	st := openStore(t, dir)
	now := time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)
	st.Now = func() time.Time { return now }
	w := &worker.Backups{Store: st, Blobs: files, Target: target, Env: storyshelf.BackupEnv{Every: time.Hour, Keep: 2}, Logger: slog.New(slog.DiscardHandler)}
	if _, err := w.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	last, _ := st.LastBackup(ctx)
	got := backupKeys(t, target)
	want := []string{upgrade, last.File, keys[2]}
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("kept %v, want %v", got, want)
	}
}

func openStore(t *testing.T, dir string) *store.Store {
	t.Helper()
	return testdb.Store(t, filepath.Join(dir, "site.db"))
}
