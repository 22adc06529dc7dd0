package worker_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestScheduledBackups(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st := testdb.Store(t, filepath.Join(dir, "site.db"))
	files, _ := blob.NewLocal(filepath.Join(dir, "files"))
	if _, err := demo.Load(ctx, st, files); err != nil {
		t.Fatal(err)
	}
	target, _ := blob.NewLocal(filepath.Join(dir, "elsewhere"))
	now := time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)
	st.Now = func() time.Time { return now }
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	// Two instances, each with its own worker.
	one := &worker.Backups{Store: st, Blobs: files, Target: target, Env: storyshelf.BackupEnv{Every: 24 * time.Hour, Keep: 2}, Logger: logger}
	two := *one
	archives := func() []blob.Info {
		var list []blob.Info
		target.List(ctx, worker.BackupFolder, func(i blob.Info) error { list = append(list, i); return nil })
		return list
	}

	for _, w := range []*worker.Backups{one, &two} {
		if _, err := w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if got := archives(); len(got) != 1 {
		t.Fatalf("two instances wrote %d backups in one run", len(got))
	}
	last, err := st.LastBackup(ctx)
	if err != nil || last == nil || !last.OK || last.Size == 0 || last.File != archives()[0].Key {
		t.Fatalf("recorded %+v, %v", last, err)
	}
	if _, err := archive.Verify(filepath.Join(dir, "elsewhere", filepath.FromSlash(last.File))); err != nil {
		t.Fatalf("the backup does not verify: %v", err)
	}

	for range 3 { // three more days: the oldest go, two stay
		now = now.Add(24 * time.Hour)
		two.RunOnce(ctx)
	}
	got := archives()
	if len(got) != 2 {
		t.Fatalf("kept %v", got)
	}
	for _, a := range got {
		if a.Key == last.File {
			t.Fatalf("the oldest backup was kept: %v", got)
		}
	}

	t.Run("AFailureIsRecordedForTheOwner", func(t *testing.T) {
		now = now.Add(24 * time.Hour)
		broken := *one
		broken.Target = brokenStorage{target}
		broken.RunOnce(ctx)
		last, _ := st.LastBackup(ctx)
		if last == nil || last.OK || last.Error == "" {
			t.Fatalf("recorded %+v", last)
		}
	})
}

// The owner's setting from Settings → Backups, read at each run: a new site
// writes nothing; turned on, the next run writes one; a shorter interval
// counts at once from the last backup; turned off, nothing more is written.
// On SQLite and PostgreSQL.
func TestBackupsFollowTheOwnersSetting(t *testing.T) {
	dsns := map[string]func(t *testing.T) string{"SQLite": func(t *testing.T) string { return filepath.Join(t.TempDir(), "site.db") }}
	if testdb.HavePostgres() {
		dsns["PostgreSQL"] = func(t *testing.T) string { return testdb.Postgres(t) }
	}
	for name, dsn := range dsns {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			st := testdb.Store(t, dsn(t))
			dir := t.TempDir()
			files, _ := blob.NewLocal(filepath.Join(dir, "files"))
			target, _ := blob.NewLocal(filepath.Join(dir, "backups"))
			now := time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)
			st.Now = func() time.Time { return now }
			w := &worker.Backups{Store: st, Blobs: files, Target: target, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
			written := func() int {
				t.Helper()
				if _, err := w.RunOnce(ctx); err != nil {
					t.Fatal(err)
				}
				n := 0
				target.List(ctx, worker.BackupFolder, func(blob.Info) error { n++; return nil })
				return n
			}
			save := func(b storyshelf.BackupSettings) {
				t.Helper()
				if err := b.Validate(); err != nil {
					t.Fatal(err)
				}
				if err := st.SaveBackupSettings(ctx, &b, w.Env); err != nil {
					t.Fatal(err)
				}
			}

			if n := written(); n != 0 {
				t.Fatalf("a new site wrote %d backups with backups off", n)
			}
			save(storyshelf.BackupSettings{On: true, EveryHours: 168, Keep: 3})
			if n := written(); n != 1 {
				t.Fatalf("turned on: %d backups after the next run", n)
			}
			now = now.Add(7 * time.Hour)
			if n := written(); n != 1 {
				t.Fatalf("weekly: %d backups seven hours later", n)
			}
			save(storyshelf.BackupSettings{On: true, EveryHours: 6, Keep: 3})
			if n := written(); n != 2 {
				t.Fatalf("changed to every 6 hours, seven hours after the last: %d backups", n)
			}
			save(storyshelf.BackupSettings{On: false, EveryHours: 6, Keep: 3})
			now = now.Add(48 * time.Hour)
			if n := written(); n != 2 {
				t.Fatalf("turned off: %d backups two days later", n)
			}
		})
	}
}

// brokenStorage refuses every write, as a full disk would.
type brokenStorage struct{ blob.Storage }

func (brokenStorage) Put(context.Context, string, io.Reader, int64, string) error {
	return io.ErrShortWrite
}
