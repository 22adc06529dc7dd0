package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// AuthorInfo returns the newest author profile.
func (s *Store) AuthorInfo(ctx context.Context) (*storyshelf.AuthorInfo, error) {
	a := &storyshelf.AuthorInfo{}
	var bio, process string
	err := s.db.QueryRowContext(ctx, `SELECT id, name, title, photo_url, bio, quote, creative_process, created_at
		FROM author_info ORDER BY created_at DESC, id LIMIT 1`).Scan(
		&a.ID, &a.Name, &a.Title, &a.PhotoURL, &bio, &a.Quote, &process, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("No author profile found.")
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch author info: %w", err)
	}
	if a.Bio, err = paragraphs(bio); err != nil {
		return nil, err
	}
	if a.CreativeProcess, err = paragraphs(process); err != nil {
		return nil, err
	}
	return a, nil
}

// paragraphs reads a JSON array of strings; plain text from an import is one
// paragraph.
func paragraphs(raw string) ([]string, error) {
	list := []string{}
	if raw == "" {
		return list, nil
	}
	if err := json.Unmarshal([]byte(raw), &list); err != nil {
		return []string{raw}, nil
	}
	return list, nil
}

// CreateAuthorInfo stores a new author profile; the newest one is shown.
func (s *Store) CreateAuthorInfo(ctx context.Context, a *storyshelf.AuthorInfo) error {
	if a.ID == "" {
		a.ID = uuid.NewString()
	}
	if a.CreatedAt.IsZero() {
		a.CreatedAt = s.now()
	}
	bio, _ := json.Marshal(nonNil(a.Bio))
	process, _ := json.Marshal(nonNil(a.CreativeProcess))
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO author_info (id, name, title, photo_url, bio, quote, creative_process, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		a.ID, a.Name, a.Title, a.PhotoURL, string(bio), a.Quote, string(process), a.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to insert author info: %w", err)
	}
	return tx.Commit()
}

func nonNil(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}
