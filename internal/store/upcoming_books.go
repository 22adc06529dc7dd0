package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// UpcomingBooks lists announced books, soonest expected release first.
func (s *Store) UpcomingBooks(ctx context.Context) ([]storyshelf.UpcomingBook, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, title, author, description, cover_image_url,
		expected_release_date, preorder_url, created_at, updated_at
		FROM upcoming_books ORDER BY expected_release_date, title, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list upcoming books: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.UpcomingBook{}
	for rows.Next() {
		var u storyshelf.UpcomingBook
		if err := rows.Scan(&u.ID, &u.Title, &u.Author, &u.Description, &u.CoverImageURL,
			&u.ExpectedReleaseDate, &u.PreorderURL, &u.CreatedAt, &u.UpdatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read upcoming book: %w", err)
		}
		list = append(list, u)
	}
	return list, rows.Err()
}

// CreateUpcomingBook inserts an announced book.
func (s *Store) CreateUpcomingBook(ctx context.Context, u *storyshelf.UpcomingBook) error {
	if u.ID == "" {
		u.ID = uuid.NewString()
	}
	if u.CreatedAt.IsZero() {
		u.CreatedAt = s.now()
	}
	u.UpdatedAt = u.CreatedAt
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO upcoming_books (id, title, author, description,
		cover_image_url, expected_release_date, preorder_url, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		u.ID, u.Title, u.Author, u.Description, u.CoverImageURL, u.ExpectedReleaseDate,
		u.PreorderURL, u.CreatedAt, u.UpdatedAt); err != nil {
		return fmt.Errorf("store: unable to insert upcoming book: %w", err)
	}
	return tx.Commit()
}
