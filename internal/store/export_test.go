package store

import "context"

// ExecForTest runs a statement; tests use it to create and drop schemas.
func (s *Store) ExecForTest(ctx context.Context, q string) error {
	_, err := s.db.ExecContext(ctx, q)
	return err
}
