package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// BackupSchedule is the schedule the backup worker claims each run from.
const BackupSchedule = "backup"

// BackupSettings returns what the owner saved in Settings → Backups; a site
// that never saved them has backups off.
func (s *Store) BackupSettings(ctx context.Context) (*storyshelf.BackupSettings, error) {
	return backupSettings(ctx, s.db)
}

// backupSettings reads the settings on q (a transaction saving them, for
// History's before).
func backupSettings(ctx context.Context, q querier) (*storyshelf.BackupSettings, error) {
	b := storyshelf.DefaultBackupSettings()
	err := q.QueryRowContext(ctx, `SELECT enabled, every_hours, keep FROM backup_settings WHERE id = 1`).
		Scan(&b.On, &b.EveryHours, &b.Keep)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("store: unable to read the backup settings: %w", err)
	}
	return b, nil
}

// BackupPlan is how backups are made now: env where it fixes them, else the
// owner's settings. Read at each run, so a change needs no restart.
func (s *Store) BackupPlan(ctx context.Context, env storyshelf.BackupEnv) (storyshelf.BackupPlan, error) {
	saved, err := s.BackupSettings(ctx)
	if err != nil {
		return storyshelf.BackupPlan{}, err
	}
	return storyshelf.PlanBackups(saved, env), nil
}

// SaveBackupSettings stores b, validated, and brings the next backup to the
// plan they make with env: due every plan.Every after the last one ran, at
// once when none ever did. The privacy policy names the backups, so its
// cached answers are renewed (the content version).
func (s *Store) SaveBackupSettings(ctx context.Context, b *storyshelf.BackupSettings, env storyshelf.BackupEnv) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	old, err := backupSettings(ctx, tx)
	if err != nil {
		return err
	}
	now := s.now()
	if _, err := tx.ExecContext(ctx, `INSERT INTO backup_settings (id, enabled, every_hours, keep, updated_at)
		VALUES (1, $1, $2, $3, $4)
		ON CONFLICT (id) DO UPDATE SET enabled = $1, every_hours = $2, keep = $3, updated_at = $4`,
		b.On, b.EveryHours, b.Keep, now); err != nil {
		return fmt.Errorf("store: unable to save the backup settings: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE content_version SET version = version + 1 WHERE id = 1`); err != nil {
		return fmt.Errorf("store: unable to save the backup settings: %w", err)
	}
	if plan := storyshelf.PlanBackups(b, env); plan.On {
		next := now
		var last time.Time
		err := tx.QueryRowContext(ctx, `SELECT started_at FROM backups ORDER BY started_at DESC LIMIT 1`).Scan(&last)
		switch {
		case err == nil:
			next = last.Add(plan.Every)
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("store: unable to read the last backup: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE schedules SET next_run_at = $1 WHERE name = $2`, next, BackupSchedule); err != nil {
			return fmt.Errorf("store: unable to schedule the next backup: %w", err)
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBackups,
		Action: "changed the backup settings", Fields: storyshelf.ChangedFields(old, b)}); err != nil {
		return err
	}
	return tx.Commit()
}

// backupLease bounds how long a backup run holds its claim: never past the
// next run.
func backupLease(every time.Duration) time.Duration {
	return min(every, 6*time.Hour)
}

// ClaimBackup claims the backup due under plan for this instance, as
// ClaimSchedule does; never when backups are off.
func (s *Store) ClaimBackup(ctx context.Context, plan storyshelf.BackupPlan) (bool, error) {
	if !plan.On || plan.Every <= 0 {
		return false, nil
	}
	return s.ClaimSchedule(ctx, BackupSchedule, plan.Every, backupLease(plan.Every))
}
