package store

import (
	"context"
	"database/sql"
	"fmt"
)

// ContentVersion is the counter every write to public content bumps, in the
// same transaction (migration 0011's triggers).
func (s *Store) ContentVersion(ctx context.Context) (int64, error) {
	var v int64
	if err := s.db.QueryRowContext(ctx, `SELECT version FROM content_version WHERE id = 1`).Scan(&v); err != nil {
		return 0, fmt.Errorf("store: unable to read the content version: %w", err)
	}
	return v, nil
}

// bumpContentVersion bumps the counter inside tx, for a write to public
// content that no trigger sees (the newsletter archive: an issue's autosave
// must not empty the read cache, its archiving must).
func bumpContentVersion(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `UPDATE content_version SET version = version + 1 WHERE id = 1`); err != nil {
		return fmt.Errorf("store: unable to bump the content version: %w", err)
	}
	return nil
}
