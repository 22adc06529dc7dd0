package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// RecordBackup keeps a backup's outcome.
func (s *Store) RecordBackup(ctx context.Context, b *storyshelf.Backup) error {
	if b.ID == "" {
		b.ID = uuid.NewString()
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO backups (id, started_at, finished_at, file, size, ok, error)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, b.ID, b.StartedAt, b.FinishedAt, b.File, b.Size, b.OK, b.Error); err != nil {
		return fmt.Errorf("store: unable to record the backup: %w", err)
	}
	return nil
}

// LastBackup is the newest backup's outcome, or nil when none ran yet.
func (s *Store) LastBackup(ctx context.Context) (*storyshelf.Backup, error) {
	b := &storyshelf.Backup{}
	err := s.db.QueryRowContext(ctx, `SELECT id, started_at, finished_at, file, size, ok, error FROM backups
		ORDER BY started_at DESC, id LIMIT 1`).Scan(&b.ID, &b.StartedAt, &b.FinishedAt, &b.File, &b.Size, &b.OK, &b.Error)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read the last backup: %w", err)
	}
	return b, nil
}
