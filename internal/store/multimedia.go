package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Multimedia lists a book's videos and songs, newest first.
func (s *Store) Multimedia(ctx context.Context, bookID string) ([]storyshelf.Multimedia, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, book_id, type, title, description, url, thumbnail, lyrics, created_at
		FROM multimedia WHERE book_id = $1 ORDER BY created_at DESC, id`, bookID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list multimedia: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Multimedia{}
	for rows.Next() {
		var m storyshelf.Multimedia
		if err := rows.Scan(&m.ID, &m.BookID, &m.Type, &m.Title, &m.Description, &m.URL, &m.Thumbnail, &m.Lyrics, &m.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read multimedia: %w", err)
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

// CreateMultimedia inserts a video or song.
func (s *Store) CreateMultimedia(ctx context.Context, m *storyshelf.Multimedia) error {
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = s.now()
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO multimedia (id, book_id, type, title, description, url, thumbnail, lyrics, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		m.ID, m.BookID, m.Type, m.Title, m.Description, m.URL, m.Thumbnail, m.Lyrics, m.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to insert multimedia: %w", err)
	}
	return tx.Commit()
}
