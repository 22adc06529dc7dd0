package store

import (
	"context"
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
