package worker

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// MoveOldBackups moves the backups an older release left in the site's own
// file storage (under backups/, which /files/ served to anyone) to target,
// the private place backups now go, and gives every backup whose name is
// only its time a random part, so none can be found by guessing. It runs on
// every start and finds nothing to do once it has run; the log says what
// moved, from where to where.
func MoveOldBackups(ctx context.Context, site, target blob.Storage, logger *slog.Logger) error {
	same := sameStorage(site, target)
	moved, err := moveBackups(ctx, site, target, !same)
	if moved > 0 {
		from, to := BackupFolder+"/ in "+site.Describe(), BackupFolder+"/ in "+target.Describe()
		if same {
			logger.Info("gave old backups names that cannot be guessed", "count", moved, "where", to)
		} else {
			logger.Info("moved old backups out of the site's public files to a private place", "count", moved, "from", from, "to", to)
		}
	}
	if err != nil || same {
		return err
	}
	renamed, err := moveBackups(ctx, target, target, false)
	if renamed > 0 {
		logger.Info("gave old backups names that cannot be guessed", "count", renamed, "where", BackupFolder+"/ in "+target.Describe())
	}
	return err
}

// moveBackups moves every archive under from's backups folder to the same
// folder of to: all of them when every is set, else only those whose name
// lacks a random part. A name without one gets one.
func moveBackups(ctx context.Context, from, to blob.Storage, every bool) (int, error) {
	var keys []string
	err := from.List(ctx, BackupFolder, func(i blob.Info) error {
		if strings.HasSuffix(i.Key, ".tar.gz") && (every || !backupNamePattern.MatchString(i.Key)) {
			keys = append(keys, i.Key)
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("unable to list the old backups: %w", err)
	}
	for n, key := range keys {
		newKey := key
		if !backupNamePattern.MatchString(key) {
			newKey = strings.TrimSuffix(key, ".tar.gz") + "-" + randomPart() + ".tar.gz"
		}
		if err := moveFile(ctx, from, to, key, newKey); err != nil {
			return n, fmt.Errorf("unable to move the backup %s: %w", key, err)
		}
	}
	return len(keys), nil
}

// moveFile renames within one disk, and otherwise copies then deletes, so a
// failure part way leaves the original where it was.
func moveFile(ctx context.Context, from, to blob.Storage, key, newKey string) error {
	fl, ok1 := from.(*blob.Local)
	tl, ok2 := to.(*blob.Local)
	if ok1 && ok2 {
		dst := filepath.Join(tl.Root, filepath.FromSlash(newKey))
		dirMode, fileMode := os.FileMode(0o755), os.FileMode(0o644)
		if tl.Private {
			dirMode, fileMode = 0o700, 0o600
		}
		if err := os.MkdirAll(filepath.Dir(dst), dirMode); err == nil {
			if os.Rename(filepath.Join(fl.Root, filepath.FromSlash(key)), dst) == nil {
				return os.Chmod(dst, fileMode)
			}
		}
	}
	f, err := from.Open(ctx, key)
	if err != nil {
		return err
	}
	err = to.Put(ctx, newKey, f, f.Size(), "application/gzip")
	f.Close()
	if err != nil {
		return err
	}
	return from.Delete(ctx, key)
}

// sameStorage tells whether a and b are one place: the same storage, or two
// folders on disk that are one folder.
func sameStorage(a, b blob.Storage) bool {
	if a == b {
		return true
	}
	al, ok1 := a.(*blob.Local)
	bl, ok2 := b.(*blob.Local)
	if !ok1 || !ok2 {
		return false
	}
	ap, err1 := filepath.Abs(al.Root)
	bp, err2 := filepath.Abs(bl.Root)
	return err1 == nil && err2 == nil && ap == bp
}
