package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// multimediaColumns are a video's or song's columns in the order
// scanMultimedia reads them, for a table aliased m.
const multimediaColumns = `m.id, m.book_id, m.type, m.title, m.title_es, m.description, m.description_es, m.url,
	m.thumbnail, m.lyrics, m.created_at, m.status, m.publish_at`

// multimediaFields are the places scanMultimedia reads a row's
// multimediaColumns into, then any more columns into more.
func multimediaFields(m *storyshelf.Multimedia, more ...any) []any {
	return append([]any{&m.ID, &m.BookID, &m.Type, &m.Title, &m.TitleEs, &m.Description, &m.DescriptionEs, &m.URL,
		&m.Thumbnail, &m.Lyrics, &m.CreatedAt, &m.Status, publishAtScan{&m.Publishing}}, more...)
}

// Multimedia lists a book's videos and songs, newest first: its own, or,
// when it has none, its other edition's, so an edition made without them
// offers the story's (each shown in the reader's language where the owner
// wrote it). An edition with videos of its own (a Spanish reading) shows
// just those, never both languages' side by side.
func (s *Store) Multimedia(ctx context.Context, bookID string) ([]storyshelf.Multimedia, error) {
	list, err := s.bookMultimedia(ctx, `m.book_id = $1`, bookID)
	if err != nil || len(list) > 0 {
		return list, err
	}
	return s.bookMultimedia(ctx, `m.book_id = (SELECT other_edition_id FROM books WHERE id = $1)`, bookID)
}

// bookMultimedia lists the videos and songs that where picks, newest first.
func (s *Store) bookMultimedia(ctx context.Context, where string, args ...any) ([]storyshelf.Multimedia, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+multimediaColumns+` FROM multimedia m WHERE `+visible(ctx, "m")+`
		AND `+where+` ORDER BY m.created_at DESC, m.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list multimedia: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Multimedia{}
	for rows.Next() {
		var m storyshelf.Multimedia
		if err := rows.Scan(multimediaFields(&m)...); err != nil {
			return nil, fmt.Errorf("store: unable to read multimedia: %w", err)
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

// CreateMultimedia inserts a video or song, recorded in History by its
// title.
func (s *Store) CreateMultimedia(ctx context.Context, m *storyshelf.Multimedia) error {
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = s.now()
	}
	if err := m.Publishing.Check(s.now()); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO multimedia (id, book_id, type, title, title_es, description, description_es,
		url, thumbnail, lyrics, created_at, status, publish_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		m.ID, m.BookID, m.Type, m.Title, m.TitleEs, m.Description, m.DescriptionEs, m.URL, m.Thumbnail, m.Lyrics, m.CreatedAt,
		m.Status, publishAtValue(m.Publishing)); err != nil {
		return fmt.Errorf("store: unable to insert multimedia: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryMultimedia, Action: "created",
		ItemID: m.ID, ItemName: m.Title}); err != nil {
		return err
	}
	return tx.Commit()
}

// MultimediaItem is a video or song as the admin lists it, with its book.
type MultimediaItem struct {
	storyshelf.Multimedia
	BookTitle string `json:"bookTitle"`
	BookSlug  string `json:"bookSlug"`
}

// AllMultimedia lists every video and song, newest first, with the book's
// title and public address.
func (s *Store) AllMultimedia(ctx context.Context) ([]MultimediaItem, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+multimediaColumns+`, b.title, b.slug
		FROM multimedia m JOIN books b ON b.id = m.book_id WHERE `+visible(ctx, "m")+` ORDER BY m.created_at DESC, m.id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list multimedia: %w", err)
	}
	defer rows.Close()
	list := []MultimediaItem{}
	for rows.Next() {
		var m MultimediaItem
		var slug string
		if err := rows.Scan(multimediaFields(&m.Multimedia, &m.BookTitle, &slug)...); err != nil {
			return nil, fmt.Errorf("store: unable to read multimedia: %w", err)
		}
		m.BookSlug = storyshelf.SlugWithID(slug, m.BookID)
		list = append(list, m)
	}
	return list, rows.Err()
}

// MultimediaByID finds one video or song.
func (s *Store) MultimediaByID(ctx context.Context, id string) (*storyshelf.Multimedia, error) {
	return multimediaByID(ctx, s.db, id)
}

// multimediaByID reads one video or song on q: the database, or a
// transaction that is changing it (for History's before and after).
func multimediaByID(ctx context.Context, q querier, id string) (*storyshelf.Multimedia, error) {
	m := &storyshelf.Multimedia{}
	err := q.QueryRowContext(ctx, `SELECT `+multimediaColumns+` FROM multimedia m WHERE `+visible(ctx, "m")+`
		AND m.id = $1`, id).Scan(multimediaFields(m)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgMultimediaNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch multimedia: %w", err)
	}
	return m, nil
}

// UpdateMultimedia saves an edited video or song, with History's record of
// the fields that changed.
func (s *Store) UpdateMultimedia(ctx context.Context, m *storyshelf.Multimedia) error {
	if err := m.Publishing.Check(s.now()); err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		owner := storyshelf.WithOwnerView(ctx) // History's before and after, whatever their status
		old, err := multimediaByID(owner, tx, m.ID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE multimedia SET book_id = $1, type = $2, title = $3, title_es = $4,
			description = $5, description_es = $6, url = $7, thumbnail = $8, lyrics = $9, status = $10, publish_at = $11
			WHERE id = $12`, m.BookID, m.Type, m.Title, m.TitleEs, m.Description, m.DescriptionEs, m.URL, m.Thumbnail,
			m.Lyrics, m.Status, publishAtValue(m.Publishing), m.ID); err != nil {
			return fmt.Errorf("store: unable to update multimedia: %w", err)
		}
		saved, err := multimediaByID(owner, tx, m.ID)
		if err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryMultimedia, Action: "changed",
			ItemID: m.ID, ItemName: saved.Title, Fields: storyshelf.ChangedFields(old, saved)})
	})
}

// DeleteMultimedia removes a video or song. Deleting a song also deletes
// the book's material with the same file (admin spec §4), in the same
// transaction, recorded in History by its title. It answers the removed
// item so its files can go too.
func (s *Store) DeleteMultimedia(ctx context.Context, id string) (*storyshelf.Multimedia, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	m := &storyshelf.Multimedia{}
	err = tx.QueryRowContext(ctx, `DELETE FROM multimedia WHERE id = $1
		RETURNING id, book_id, type, title, description, url, thumbnail, lyrics, created_at`, id).Scan(
		&m.ID, &m.BookID, &m.Type, &m.Title, &m.Description, &m.URL, &m.Thumbnail, &m.Lyrics, &m.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgMultimediaNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to delete multimedia: %w", err)
	}
	if m.Type == storyshelf.MultimediaAudio && m.URL != "" {
		if _, err := tx.ExecContext(ctx, `DELETE FROM materials WHERE book_id = $1 AND fileurl = $2`, m.BookID, m.URL); err != nil {
			return nil, fmt.Errorf("store: unable to delete the song's material: %w", err)
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryMultimedia, Action: "deleted",
		ItemID: m.ID, ItemName: m.Title}); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to delete multimedia: %w", err)
	}
	return m, nil
}
