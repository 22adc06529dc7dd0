package store

import (
	"context"
	"fmt"
)

// Secret returns the named server secret, storing make()'s value the first
// time. Every instance reads the same value, e.g. the access-token key.
func (s *Store) Secret(ctx context.Context, name string, make func() string) (string, error) {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
		name, make(), s.now()); err != nil {
		return "", fmt.Errorf("store: unable to save secret: %w", err)
	}
	var v string
	if err := s.db.QueryRowContext(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&v); err != nil {
		return "", fmt.Errorf("store: unable to read secret: %w", err)
	}
	return v, nil
}
