package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Redirect answers where an old path of the site now lives, or ENOTFOUND.
func (s *Store) Redirect(ctx context.Context, from string) (string, error) {
	var to string
	err := s.db.QueryRowContext(ctx, `SELECT to_path FROM redirects WHERE from_path = $1`, from).Scan(&to)
	if errors.Is(err, sql.ErrNoRows) {
		return "", notFound(storyshelf.MsgNoRedirect)
	} else if err != nil {
		return "", fmt.Errorf("store: unable to look up a redirect: %w", err)
	}
	return to, nil
}

// SetRedirect sends from to to, permanently, replacing what from pointed to.
func (s *Store) SetRedirect(ctx context.Context, from, to string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO redirects (from_path, to_path, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path`, from, to, s.now())
	if err != nil {
		return fmt.Errorf("store: unable to save a redirect: %w", err)
	}
	return nil
}
