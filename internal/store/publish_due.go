package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// publishableTables are the tables whose rows can be drafts or scheduled,
// with the History kind of each.
var publishableTables = []struct{ name, kind string }{
	{"books", storyshelf.HistoryBook},
	{"upcoming_books", storyshelf.HistoryUpcomingBook},
	{"multimedia", storyshelf.HistoryMultimedia},
	{"kindness_kits", storyshelf.HistoryKit},
}

// PublishDue publishes every scheduled item whose time has come, in one
// transaction that records each in History as the schedule's, and answers
// how many. The tables' triggers bump the content version, so every
// instance's read cache drops its answers and the items appear at the next
// request, without a restart.
func (s *Store) PublishDue(ctx context.Context) (int, error) {
	ctx = storyshelf.WithActor(ctx, storyshelf.ActorSchedule)
	total := 0
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		for _, table := range publishableTables {
			rows, err := tx.QueryContext(ctx, `UPDATE `+table.name+` SET status = $1, publish_at = NULL
				WHERE status = $2 AND publish_at <= $3 RETURNING id, title`,
				storyshelf.StatusPublished, storyshelf.StatusScheduled, now)
			if err != nil {
				return fmt.Errorf("store: unable to publish scheduled %s: %w", table.name, err)
			}
			var published []*storyshelf.HistoryRecord
			for rows.Next() {
				rec := &storyshelf.HistoryRecord{Kind: table.kind, Action: "published as scheduled"}
				if err := rows.Scan(&rec.ItemID, &rec.ItemName); err != nil {
					rows.Close()
					return fmt.Errorf("store: unable to publish scheduled %s: %w", table.name, err)
				}
				published = append(published, rec)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return fmt.Errorf("store: unable to publish scheduled %s: %w", table.name, err)
			}
			for _, rec := range published {
				if err := s.record(ctx, tx, rec); err != nil {
					return err
				}
			}
			total += len(published)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return total, nil
}
