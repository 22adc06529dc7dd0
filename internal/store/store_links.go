package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// storeLinkTable is where one kind of item keeps its store links: a book's
// where-to-buy links or an upcoming book's pre-order links (migration 0033).
type storeLinkTable struct{ table, owner string }

var (
	bookStoreLinks     = storeLinkTable{"book_store_links", "book_id"}
	upcomingStoreLinks = storeLinkTable{"upcoming_book_store_links", "upcoming_book_id"}
)

// links reads the store links of one item (id), or of every item when id
// is "", each item's in its order. An item without any has none in the map.
func (t storeLinkTable) links(ctx context.Context, q querier, id string) (map[string][]storyshelf.StoreLink, error) {
	// The table and column names are the two above, never input.
	query := `SELECT ` + t.owner + `, store, label, url FROM ` + t.table
	var args []any
	if id != "" {
		query += ` WHERE ` + t.owner + ` = $1`
		args = append(args, id)
	}
	rows, err := q.QueryContext(ctx, query+` ORDER BY `+t.owner+`, position`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to fetch store links: %w", err)
	}
	defer rows.Close()
	out := map[string][]storyshelf.StoreLink{}
	for rows.Next() {
		var owner string
		var l storyshelf.StoreLink
		if err := rows.Scan(&owner, &l.Store, &l.Label, &l.URL); err != nil {
			return nil, fmt.Errorf("store: unable to read a store link: %w", err)
		}
		out[owner] = append(out[owner], l)
	}
	return out, rows.Err()
}

// replace makes the item's store links the given ones, in their order.
func (t storeLinkTable) replace(ctx context.Context, tx *sql.Tx, id string, links []storyshelf.StoreLink) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+t.table+` WHERE `+t.owner+` = $1`, id); err != nil {
		return fmt.Errorf("store: unable to replace store links: %w", err)
	}
	for i, l := range links {
		if _, err := tx.ExecContext(ctx, `INSERT INTO `+t.table+` (`+t.owner+`, position, store, label, url)
			VALUES ($1, $2, $3, $4, $5)`, id, i, l.Store, l.Label, l.URL); err != nil {
			return fmt.Errorf("store: unable to insert a store link: %w", err)
		}
	}
	return nil
}
