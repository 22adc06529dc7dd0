package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// upgrade brings the database schema up to date. A database in use is backed
// up first, to target, the private place scheduled backups go, so an upgrade that goes wrong can
// be undone with the previous release and storyshelf import. A database a
// newer release has migrated is refused before anything is written.
func upgrade(ctx context.Context, st *store.Store, blobs, target blob.Storage, logger *slog.Logger) error {
	pending, err := st.Pending(ctx)
	if err != nil || len(pending) == 0 {
		return err
	}
	used, err := st.Used(ctx)
	if err != nil {
		return err
	}
	var backup *storyshelf.Backup
	if used {
		from, err := st.SchemaVersion(ctx)
		if err != nil {
			return err
		}
		backup = &storyshelf.Backup{StartedAt: st.Now().UTC(), OK: true}
		backup.File = worker.UpgradeBackupKey(backup.StartedAt, from)
		if backup.Size, err = worker.WriteBackup(ctx, st, blobs, target, backup.File); err != nil {
			return fmt.Errorf("the database needs upgrading, but the backup taken first failed, so nothing was changed: %w", err)
		}
		backup.FinishedAt = st.Now().UTC()
		logger.Info("backed up the site before upgrading its database", "file", backup.File, "where", target.Describe(), "bytes", backup.Size)
	}
	applied, err := st.Migrate(ctx)
	if backup != nil && err == nil {
		// The dashboard shows it as the last backup; the table may be newer
		// than the database it was taken of, so this waits for the migration.
		if err := st.RecordBackup(ctx, backup); err != nil {
			logger.Warn("the backup taken before the upgrade is not on the dashboard", "err", err)
		}
	}
	if !used && err == nil && len(applied) > 0 {
		logger.Info("created the database", "version", applied[len(applied)-1])
		return nil
	}
	for _, v := range applied {
		logger.Info("migrated database", "version", v)
	}
	return err
}

// printPending is migrate --dry-run: what upgrade would do, changing nothing.
func printPending(ctx context.Context, cfg config.Config, st *store.Store, w io.Writer) error {
	pending, err := st.Pending(ctx)
	if err != nil {
		return err
	}
	used, err := st.Used(ctx)
	if err != nil {
		return err
	}
	if len(pending) == 0 {
		v, err := st.SchemaVersion(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "The database is up to date (version %s). Nothing would change.\n", v)
		return nil
	}
	if used {
		v, err := st.SchemaVersion(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "The database is at version %s. Starting this Storyshelf would apply %d migration(s):\n", v, len(pending))
	} else {
		fmt.Fprintf(w, "The database is new. Starting this Storyshelf would create it with %d migration(s):\n", len(pending))
	}
	for _, m := range pending {
		fmt.Fprintf(w, "  %s  %s\n", m.Version, m.About)
	}
	if used {
		where := "DATA_DIR (" + cfg.DataDir + ")"
		switch {
		case cfg.BackupDir != "":
			where = cfg.BackupDir
		case cfg.StorageURL != "":
			where = "the site's bucket, never served on the web"
		}
		fmt.Fprintf(w, "A backup of the whole site would be written first, under %s/ in %s.\n", worker.BackupFolder, where)
	}
	fmt.Fprintln(w, "Nothing was changed.")
	return nil
}
