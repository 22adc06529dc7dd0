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
		(SELECT COUNT(*) FROM books b WHERE `+visible(ctx, "b")+` AND (b.other_edition_id IS NULL OR b.id < b.other_edition_id
			OR NOT EXISTS (SELECT 1 FROM books o WHERE o.id = b.other_edition_id AND `+visible(ctx, "o")+`))),
		(SELECT COUNT(*) FROM upcoming_books u WHERE `+visible(ctx, "u")+`)`).Scan(&books, &upcoming); err != nil {
		return 0, 0, fmt.Errorf("store: unable to count books: %w", err)
	}
	return books, upcoming, nil
}
