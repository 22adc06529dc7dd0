package main

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/storyshelf/storyshelf/internal/blob"
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
