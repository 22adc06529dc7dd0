package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// AuthorInfo returns the newest author profile.
func (s *Store) AuthorInfo(ctx context.Context) (*storyshelf.AuthorInfo, error) {
	return authorInfo(ctx, s.db)
}

// authorInfo reads the newest profile on q: the database, or a transaction
// that is changing it (for History's before and after).
func authorInfo(ctx context.Context, q querier) (*storyshelf.AuthorInfo, error) {
	a := &storyshelf.AuthorInfo{}
	var bio, bioEs, process, processEs string
	err := q.QueryRowContext(ctx, `SELECT id, name, title, title_es, photo_url, bio, bio_es, quote, quote_es,
		creative_process, creative_process_es, created_at
		FROM author_info ORDER BY created_at DESC, id LIMIT 1`).Scan(
		&a.ID, &a.Name, &a.Title, &a.TitleEs, &a.PhotoURL, &bio, &bioEs, &a.Quote, &a.QuoteEs,
		&process, &processEs, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgNoAuthorProfile)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch author info: %w", err)
	}
	a.Bio, a.BioEs = paragraphs(bio), paragraphs(bioEs)
	a.CreativeProcess, a.CreativeProcessEs = paragraphs(process), paragraphs(processEs)
	return a, nil
}

// paragraphs reads a JSON array of strings; plain text from an import is one
// text. Either is split on its blank lines, as a save splits it: a profile
// stored before saves did (or brought in from the old site) shows its
// paragraphs apart too.
func paragraphs(raw string) []string {
	list := []string{}
	if raw == "" {
		return list
	}
	if err := json.Unmarshal([]byte(raw), &list); err != nil {
		list = []string{raw}
	}
	return storyshelf.Paragraphs(list)
}

// paragraphColumns are a profile's paragraph lists as their columns hold
// them: bio, bio_es, creative_process, creative_process_es.
func paragraphColumns(a *storyshelf.AuthorInfo) (bio, bioEs, process, processEs string) {
	text := func(list []string) string {
		b, _ := json.Marshal(nonNil(list))
		return string(b)
	}
	return text(a.Bio), text(a.BioEs), text(a.CreativeProcess), text(a.CreativeProcessEs)
}

// CreateAuthorInfo stores a new author profile; the newest one is shown.
func (s *Store) CreateAuthorInfo(ctx context.Context, a *storyshelf.AuthorInfo) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.insertAuthorInfo(ctx, tx, a) })
}

// insertAuthorInfo writes a new profile within tx, filling in its id and
// time if left empty.
func (s *Store) insertAuthorInfo(ctx context.Context, tx *sql.Tx, a *storyshelf.AuthorInfo) error {
	if a.ID == "" {
		a.ID = uuid.NewString()
	}
	if a.CreatedAt.IsZero() {
		a.CreatedAt = s.now()
	}
	bio, bioEs, process, processEs := paragraphColumns(a)
	if _, err := tx.ExecContext(ctx, `INSERT INTO author_info (id, name, title, title_es, photo_url, bio, bio_es,
		quote, quote_es, creative_process, creative_process_es, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		a.ID, a.Name, a.Title, a.TitleEs, a.PhotoURL, bio, bioEs, a.Quote, a.QuoteEs, process, processEs,
		a.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to insert author info: %w", err)
	}
	return nil
}

// nonNil is list, or an empty one for nil, so its column holds [] rather
// than null.
func nonNil[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

// SaveAuthorInfo saves the profile the site shows: it updates the newest
// profile, or stores the first one (admin spec §7: "update by id or
// insert"), with History's record of the fields that changed.
func (s *Store) SaveAuthorInfo(ctx context.Context, a *storyshelf.AuthorInfo) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		current, err := authorInfo(ctx, tx)
		switch {
		case storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND:
			a.ID, a.CreatedAt = "", time.Time{}
			if err := s.insertAuthorInfo(ctx, tx, a); err != nil {
				return err
			}
		case err != nil:
			return err
		default:
			a.ID, a.CreatedAt = current.ID, current.CreatedAt
			bio, bioEs, process, processEs := paragraphColumns(a)
			if _, err := tx.ExecContext(ctx, `UPDATE author_info SET name = $1, title = $2, title_es = $3, photo_url = $4,
				bio = $5, bio_es = $6, quote = $7, quote_es = $8, creative_process = $9, creative_process_es = $10
				WHERE id = $11`,
				a.Name, a.Title, a.TitleEs, a.PhotoURL, bio, bioEs, a.Quote, a.QuoteEs, process, processEs, a.ID); err != nil {
				return fmt.Errorf("store: unable to update author info: %w", err)
			}
		}
		saved, err := authorInfo(ctx, tx)
		if err != nil {
			return err
		}
		// Against no profile (a first save), every field it fills is a change.
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAuthor, Action: "changed the author profile",
			ItemID: a.ID, Fields: storyshelf.ChangedFields(current, saved)})
	})
}

// Author is a name on the books, with how many books carry it (authors are
// derived from books, admin spec §3).
type Author struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	BookCount int    `json:"bookCount"`
}

// Authors lists the author names on the books, alphabetically.
func (s *Store) Authors(ctx context.Context) ([]Author, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT author, COUNT(*) FROM books WHERE author <> ''
		GROUP BY author ORDER BY LOWER(author), author`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list authors: %w", err)
	}
	defer rows.Close()
	list := []Author{}
	for rows.Next() {
		var a Author
		if err := rows.Scan(&a.Name, &a.BookCount); err != nil {
			return nil, fmt.Errorf("store: unable to read author: %w", err)
		}
		a.ID = a.Name
		list = append(list, a)
	}
	return list, rows.Err()
}

// RenameAuthor puts newName on every book by oldName and answers how many
// changed; none is ENOTFOUND (admin spec §5). History records the new name
// and the old.
func (s *Store) RenameAuthor(ctx context.Context, oldName, newName string) (int, error) {
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE books SET author = $1, updated_at = $2 WHERE author = $3`, newName, s.now(), oldName)
		if err != nil {
			return fmt.Errorf("store: unable to rename author: %w", err)
		}
		if n, _ = res.RowsAffected(); n == 0 {
			return storyshelf.Failf(storyshelf.ENOTFOUND, storyshelf.MsgNoBooksForAuthor, oldName)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAuthor, Action: "renamed",
			ItemID: newName, ItemName: newName, Fields: []storyshelf.HistoryField{{Name: "name", Old: oldName, New: newName}}})
	})
	if err != nil {
		return 0, err
	}
	return int(n), nil
}
