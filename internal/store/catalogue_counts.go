package store

import (
	"context"
	"fmt"
)

// CatalogueCounts answers how many books are published and how many upcoming
// books are announced, for the About page's cards. Each edition is a book,
// as the Books page lists and counts them: a story in English and Spanish
// is two books published.
func (s *Store) CatalogueCounts(ctx context.Context) (books, upcoming int, err error) {
	if err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM books b WHERE `+visible(ctx, "b")+`),
		(SELECT COUNT(*) FROM upcoming_books u WHERE `+visible(ctx, "u")+`)`).Scan(&books, &upcoming); err != nil {
		return 0, 0, fmt.Errorf("store: unable to count books: %w", err)
	}
	return books, upcoming, nil
}
