package worker

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"os"
	"regexp"
	"sort"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// BackupFolder is where backups go in their storage. It is never one of
// the folders /files/ serves (blob.PublicFolders), and by default it is not
// in the site's file storage at all (cmd/storyshelf openBackupTarget).
const BackupFolder = "backups"

// backupNamePattern reads a backup's name: its kind and the time it was
// taken (which orders backups), then the random part. Names written before
// the random part existed lack it; oldBackupPattern reads those.
var (
	backupNamePattern = regexp.MustCompile(`^` + BackupFolder + `/(storyshelf|before-upgrade)-([0-9]{8}-[0-9]{6})(-from-[A-Za-z0-9_.-]+?)?-([0-9a-f]{16})\.tar\.gz$`)
	oldBackupPattern  = regexp.MustCompile(`^` + BackupFolder + `/(storyshelf|before-upgrade)-([0-9]{8}-[0-9]{6})(-from-[A-Za-z0-9_.-]+)?\.tar\.gz$`)
)

// ScheduledBackupKey names a scheduled backup taken at at. The random part
// means nobody can find a backup by guessing its time, wherever it is kept.
func ScheduledBackupKey(at time.Time) string {
	return fmt.Sprintf("%s/storyshelf-%s-%s.tar.gz", BackupFolder, at.UTC().Format("20060102-150405"), randomPart())
}

// UpgradeBackupKey names the backup taken before a database at version from
// is upgraded.
func UpgradeBackupKey(at time.Time, from string) string {
	return fmt.Sprintf("%s/before-upgrade-%s-from-%s-%s.tar.gz", BackupFolder, at.UTC().Format("20060102-150405"), from, randomPart())
}

func randomPart() string {
	b := make([]byte, 8)
	rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// Backups writes an archive of the site to Target as often as the backup
// settings say, keeping the newest so many: the server's own (Env) where
// given, else the owner's from Settings → Backups, read at each run so a
// change needs no restart. Off, it writes nothing. One instance at a time
// takes each run. Every outcome is recorded, so the owner's dashboard shows
// a failure.
type Backups struct {
	Store  *store.Store
	Blobs  blob.Storage // the site's files
	Target blob.Storage // where archives go
	Env    storyshelf.BackupEnv
	Logger *slog.Logger
}

// RunOnce backs up when backups are on and this instance claims the run; it
// answers 0 so the loop moves on either way.
func (b *Backups) RunOnce(ctx context.Context) (int, error) {
	plan, err := b.Store.BackupPlan(ctx, b.Env)
	if err != nil {
		return 0, err
	}
	ok, err := b.Store.ClaimBackup(ctx, plan)
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
		if err := b.prune(ctx, plan.Keep); err != nil {
			b.Logger.Warn("old backups not removed", "err", err)
		}
	}
	return 0, b.Store.RecordBackup(ctx, rec)
}

// write stores a backup named for its time.
func (b *Backups) write(ctx context.Context, at time.Time) (key string, size int64, err error) {
	key = ScheduledBackupKey(at)
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

// prune removes all but the newest keep scheduled archives, by the time
// their names carry (the random part says nothing of order). Backups taken
// before an upgrade are left for the owner.
func (b *Backups) prune(ctx context.Context, keep int) error {
	type archive struct {
		key, at string
		mod     time.Time
	}
	var list []archive
	err := b.Target.List(ctx, BackupFolder, func(i blob.Info) error {
		m := backupNamePattern.FindStringSubmatch(i.Key)
		if m == nil {
			m = oldBackupPattern.FindStringSubmatch(i.Key)
		}
		if m != nil && m[1] == "storyshelf" {
			list = append(list, archive{i.Key, m[2], i.ModTime})
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].at != list[j].at {
			return list[i].at < list[j].at
		}
		return list[i].mod.Before(list[j].mod)
	})
	for len(list) > max(keep, 1) {
		if err := b.Target.Delete(ctx, list[0].key); err != nil {
			return err
		}
		list = list[1:]
	}
	return nil
}
