package store

import (
	"context"
	"fmt"
)

// CatalogueCounts answers how many books are published and how many upcoming
// books are announced, for the About page's cards. A story's two editions,
// linked to each other, count as one book.
func (s *Store) CatalogueCounts(ctx context.Context) (books, upcoming int, err error) {
	if err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM books WHERE other_edition_id IS NULL OR id < other_edition_id),
		(SELECT COUNT(*) FROM upcoming_books)`).Scan(&books, &upcoming); err != nil {
		return 0, 0, fmt.Errorf("store: unable to count books: %w", err)
	}
	return books, upcoming, nil
}
