package worker

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// BackupFolder is where scheduled backups go in their storage.
const BackupFolder = "backups"

// Backups writes an archive of the site every Every to Target, keeping the
// newest Keep. One instance at a time takes each run. Every outcome is
// recorded, so the owner's dashboard shows a failure.
type Backups struct {
	Store  *store.Store
	Blobs  blob.Storage // the site's files
	Target blob.Storage // where archives go
	Every  time.Duration
	Keep   int
	Logger *slog.Logger
}

// RunOnce backs up when this instance claims the run; it answers 0 so the
// loop moves on either way.
func (b *Backups) RunOnce(ctx context.Context) (int, error) {
	ok, err := b.Store.ClaimSchedule(ctx, "backup", b.Every, 6*time.Hour)
	if err != nil || !ok {
		return 0, err
	}
	rec := &storyshelf.Backup{StartedAt: b.Store.Now().UTC()}
	rec.File, rec.Size, err = b.write(ctx, rec.StartedAt)
	rec.FinishedAt, rec.OK = b.Store.Now().UTC(), err == nil
	if err != nil {
		rec.Error = err.Error()
		b.Logger.Error("backup failed", "err", err)
	} else {
		b.Logger.Info("backup written", "file", rec.File, "bytes", rec.Size)
		if err := b.prune(ctx); err != nil {
			b.Logger.Warn("old backups not removed", "err", err)
		}
	}
	return 0, b.Store.RecordBackup(ctx, rec)
}

// write stores a backup named for its time.
func (b *Backups) write(ctx context.Context, at time.Time) (key string, size int64, err error) {
	key = fmt.Sprintf("%s/storyshelf-%s.tar.gz", BackupFolder, at.Format("20060102-150405"))
	size, err = WriteBackup(ctx, b.Store, b.Blobs, b.Target, key)
	return key, size, err
}

// WriteBackup exports the site into a temporary file, then stores it whole
// in target under key, so a failed export leaves no half archive there.
func WriteBackup(ctx context.Context, st *store.Store, blobs, target blob.Storage, key string) (size int64, err error) {
	tmp, err := os.CreateTemp("", "storyshelf-backup-*")
	if err != nil {
		return 0, err
	}
	defer func() { tmp.Close(); os.Remove(tmp.Name()) }()
	if _, err := archive.Export(ctx, st, blobs, tmp); err != nil {
		return 0, err
	}
	size, err = tmp.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return 0, err
	}
	return size, target.Put(ctx, key, tmp, size, "application/gzip")
}

// prune removes all but the newest Keep archives; their names sort by time.
func (b *Backups) prune(ctx context.Context) error {
	var keys []string
	err := b.Target.List(ctx, BackupFolder, func(i blob.Info) error {
		if strings.HasPrefix(i.Key, BackupFolder+"/storyshelf-") && strings.HasSuffix(i.Key, ".tar.gz") {
			keys = append(keys, i.Key)
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(keys)
	for len(keys) > max(b.Keep, 1) {
		if err := b.Target.Delete(ctx, keys[0]); err != nil {
			return err
		}
		keys = keys[1:]
	}
	return nil
}
