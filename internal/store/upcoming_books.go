package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const upcomingColumns = `id, title, title_es, author, description, description_es, cover_image_url,
	expected_release_date, preorder_url, created_at, updated_at, status, publish_at,
	release_at, release_age_range, release_isbn, release_pages, release_genres, release_newsletter_draft`

func scanUpcomingBook(row interface{ Scan(...any) error }) (*storyshelf.UpcomingBook, error) {
	u := &storyshelf.UpcomingBook{}
	var at sql.NullTime
	var genres string
	r := &u.Release
	err := row.Scan(&u.ID, &u.Title, &u.TitleEs, &u.Author, &u.Description, &u.DescriptionEs, &u.CoverImageURL,
		&u.ExpectedReleaseDate, &u.PreorderURL, &u.CreatedAt, &u.UpdatedAt, &u.Status, publishAtScan{&u.Publishing},
		&at, &r.AgeRange, &r.ISBN, &r.Pages, &genres, &r.NewsletterDraft)
	if at.Valid {
		t := at.Time.UTC()
		r.At, r.Enabled = &t, true
	}
	r.Genres = nonNil(jsonList[string](genres))
	return u, err
}

// releaseValues are an upcoming book's release columns as written, in the
// order upcomingColumns ends with.
func releaseValues(r storyshelf.Release) []any {
	var at any
	if r.At != nil {
		at = *r.At
	}
	genres, _ := json.Marshal(nonNil(r.Genres))
	return []any{at, r.AgeRange, r.ISBN, r.Pages, string(genres), r.NewsletterDraft}
}

// UpcomingBooks lists announced books, soonest expected release first.
func (s *Store) UpcomingBooks(ctx context.Context) ([]storyshelf.UpcomingBook, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+upcomingColumns+`
		FROM upcoming_books u WHERE `+visible(ctx, "u")+` ORDER BY expected_release_date, title, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list upcoming books: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.UpcomingBook{}
	for rows.Next() {
		u, err := scanUpcomingBook(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read upcoming book: %w", err)
		}
		list = append(list, *u)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list upcoming books: %w", err)
	}
	links, err := upcomingStoreLinks.links(ctx, s.db, "")
	if err != nil {
		return nil, err
	}
	for i := range list {
		list[i].StoreLinks = nonNil(links[list[i].ID])
	}
	return list, nil
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
	if err := u.Publishing.Check(s.now()); err != nil {
		return err
	}
	if err := u.Release.CheckReleaseAt(s.now()); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO upcoming_books (id, title, title_es, author, description,
		description_es, cover_image_url, expected_release_date, preorder_url, created_at, updated_at, status, publish_at,
		release_at, release_age_range, release_isbn, release_pages, release_genres, release_newsletter_draft)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
		append([]any{u.ID, u.Title, u.TitleEs, u.Author, u.Description, u.DescriptionEs, u.CoverImageURL, u.ExpectedReleaseDate,
			u.PreorderURL, u.CreatedAt, u.UpdatedAt, u.Status, publishAtValue(u.Publishing)}, releaseValues(u.Release)...)...); err != nil {
		return fmt.Errorf("store: unable to insert upcoming book: %w", err)
	}
	u.StoreLinks = nonNil(u.StoreLinks)
	if err := upcomingStoreLinks.replace(ctx, tx, u.ID, u.StoreLinks); err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryUpcomingBook, Action: "created",
		ItemID: u.ID, ItemName: u.Title}); err != nil {
		return err
	}
	return tx.Commit()
}

// UpcomingBookByID finds one announced book.
func (s *Store) UpcomingBookByID(ctx context.Context, id string) (*storyshelf.UpcomingBook, error) {
	return upcomingByID(ctx, s.db, id)
}

// upcomingByID reads one announced book on q: the database, or a
// transaction that is changing it (for History's before and after).
func upcomingByID(ctx context.Context, q querier, id string) (*storyshelf.UpcomingBook, error) {
	u, err := scanUpcomingBook(q.QueryRowContext(ctx, `SELECT `+upcomingColumns+` FROM upcoming_books u
		WHERE `+visible(ctx, "u")+` AND id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgUpcomingNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch upcoming book: %w", err)
	}
	links, err := upcomingStoreLinks.links(ctx, q, u.ID)
	if err != nil {
		return nil, err
	}
	u.StoreLinks = nonNil(links[u.ID])
	return u, nil
}

// UpdateUpcomingBook saves an edited announcement with its pre-order links,
// in one transaction.
func (s *Store) UpdateUpcomingBook(ctx context.Context, u *storyshelf.UpcomingBook) error {
	u.UpdatedAt = s.now()
	if err := u.Publishing.Check(u.UpdatedAt); err != nil {
		return err
	}
	if err := u.Release.CheckReleaseAt(u.UpdatedAt); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	owner := storyshelf.WithOwnerView(ctx) // History's before and after, whatever their status
	old, err := upcomingByID(owner, tx, u.ID)
	if err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `UPDATE upcoming_books SET title = $1, title_es = $2, author = $3,
		description = $4, description_es = $5, cover_image_url = $6, expected_release_date = $7, preorder_url = $8,
		updated_at = $9, status = $10, publish_at = $11, release_at = $13, release_age_range = $14,
		release_isbn = $15, release_pages = $16, release_genres = $17, release_newsletter_draft = $18 WHERE id = $12`,
		append([]any{u.Title, u.TitleEs, u.Author, u.Description, u.DescriptionEs, u.CoverImageURL, u.ExpectedReleaseDate,
			u.PreorderURL, u.UpdatedAt, u.Status, publishAtValue(u.Publishing), u.ID}, releaseValues(u.Release)...)...)
	if err != nil {
		return fmt.Errorf("store: unable to update upcoming book: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(storyshelf.MsgUpcomingNotFound)
	}
	u.StoreLinks = nonNil(u.StoreLinks)
	if err := upcomingStoreLinks.replace(ctx, tx, u.ID, u.StoreLinks); err != nil {
		return err
	}
	saved, err := upcomingByID(owner, tx, u.ID)
	if err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryUpcomingBook, Action: "changed",
		ItemID: u.ID, ItemName: u.Title, Fields: storyshelf.ChangedFields(old, saved)}); err != nil {
		return err
	}
	return tx.Commit()
}

// DeleteUpcomingBook removes an announcement and answers its cover, so the
// stored file can go too when nothing else uses it.
func (s *Store) DeleteUpcomingBook(ctx context.Context, id string) (cover string, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var title string
		err := tx.QueryRowContext(ctx, `DELETE FROM upcoming_books WHERE id = $1 RETURNING cover_image_url, title`,
			id).Scan(&cover, &title)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(storyshelf.MsgUpcomingNotFound)
		} else if err != nil {
			return fmt.Errorf("store: unable to delete upcoming book: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryUpcomingBook, Action: "deleted",
			ItemID: id, ItemName: title})
	})
	return cover, err
}
