package store

import (
	"context"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// publishableTables are the tables whose rows can be drafts or scheduled.
var publishableTables = []string{"books", "upcoming_books", "multimedia", "kindness_kits"}

// PublishDue publishes every scheduled item whose time has come, in one
// transaction, and answers how many. The tables' triggers bump the content
// version, so every instance's read cache drops its answers and the items
// appear at the next request, without a restart.
func (s *Store) PublishDue(ctx context.Context) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	total := 0
	for _, table := range publishableTables {
		res, err := tx.ExecContext(ctx, `UPDATE `+table+` SET status = $1, publish_at = NULL
			WHERE status = $2 AND publish_at <= $3`, storyshelf.StatusPublished, storyshelf.StatusScheduled, s.now())
		if err != nil {
			return 0, fmt.Errorf("store: unable to publish scheduled %s: %w", table, err)
		}
		n, _ := res.RowsAffected()
		total += int(n)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: unable to publish scheduled items: %w", err)
	}
	return total, nil
}
