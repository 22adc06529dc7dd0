package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// bookOrder is the order of /books: the owner's (books.position) where she
// set one, newest first otherwise (the spec's). Books without a place come
// first, newest first, so a book added after she ordered the list shows at
// the top rather than lost at its end. The CASE is there because SQLite and
// PostgreSQL sort NULL at opposite ends.
const bookOrder = `CASE WHEN b.position IS NULL THEN 0 ELSE 1 END, b.position, b.created_at DESC, b.id`

// SetBookOrder places the books in the order of ids, first to last. ids must
// name every book once: a list that misses a book or names one that is gone
// was made from an out-of-date page, and saving it would scramble the rest.
func (s *Store) SetBookOrder(ctx context.Context, ids []string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM books`).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to count books: %w", err)
	}
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgOrderIncomplete)
		}
		seen[id] = true
	}
	if len(ids) != n {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgOrderIncomplete)
	}
	for i, id := range ids {
		res, err := tx.ExecContext(ctx, `UPDATE books SET position = $1 WHERE id = $2`, i+1, id)
		if err != nil {
			return fmt.Errorf("store: unable to order books: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgOrderIncomplete)
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook,
		Action: "set the order of the books"}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to order books: %w", err)
	}
	return nil
}

// ResetBookOrder forgets the owner's order: /books is newest first again.
func (s *Store) ResetBookOrder(ctx context.Context) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE books SET position = NULL WHERE position IS NOT NULL`); err != nil {
			return fmt.Errorf("store: unable to reset the order of books: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook,
			Action: "put the books back newest first"})
	})
}

// SetFeaturedBook pins the book id as the home page's featured book, or
// unpins it when id is "". Only that setting of the catalogue section
// changes; the book must exist.
func (s *Store) SetFeaturedBook(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	const section, name = storyshelf.SectionCatalogue, "featuredBookId"
	rec := &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook, Action: "pinned as the featured book", ItemID: id}
	if id == "" { // History names the book no longer pinned
		rec.Action = "unpinned the featured book"
		err := tx.QueryRowContext(ctx, `SELECT value FROM site_settings WHERE section = $1 AND name = $2`,
			section, name).Scan(&rec.ItemID)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to read the featured book: %w", err)
		}
	}
	if rec.ItemID != "" {
		err := tx.QueryRowContext(ctx, `SELECT title FROM books WHERE id = $1`, rec.ItemID).Scan(&rec.ItemName)
		if errors.Is(err, sql.ErrNoRows) && id != "" {
			return notFound(storyshelf.MsgBookNotFound)
		} else if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to read book: %w", err)
		}
	}
	if err := upsertSetting(ctx, tx, section, name, id, s.now()); err != nil {
		return fmt.Errorf("store: unable to pin the featured book: %w", err)
	}
	if err := s.record(ctx, tx, rec); err != nil {
		return err
	}
	return tx.Commit()
}
