package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// bookSelect reads books (b) with their edition in the other language (o),
// if they have one and ctx may see it. The caller adds the WHERE for b,
// starting with visible(ctx, "b").
func bookSelect(ctx context.Context) string {
	return `SELECT b.id, b.slug, b.title, b.author, b.description, b.coverimage, b.publishdate, b.isbn,
	b.pages, b.age_range, b.amazon_link, b.review_link, b.created_at, b.language,
	b.learning_benefits, b.reading_tips, b.position, b.status, b.publish_at,
	o.id, o.slug, o.title, o.language, o.coverimage
	FROM books b LEFT JOIN books o ON o.id = b.other_edition_id AND ` + visible(ctx, "o") + `
	WHERE ` + visible(ctx, "b")
}

func scanBook(row interface{ Scan(...any) error }) (*storyshelf.Book, error) {
	b := &storyshelf.Book{Genres: []string{}}
	var benefits, tips string
	var id, slug, title, lang, cover sql.NullString
	var position sql.NullInt64
	err := row.Scan(&b.ID, &b.Slug, &b.Title, &b.Author, &b.Description, &b.CoverImage,
		&b.PublishDate, &b.ISBN, &b.Pages, &b.AgeRange, &b.AmazonLink, &b.ReviewLink, &b.CreatedAt, &b.Language,
		&benefits, &tips, &position, &b.Status, publishAtScan{&b.Publishing}, &id, &slug, &title, &lang, &cover)
	if err == nil && position.Valid {
		p := int(position.Int64)
		b.Position = &p
	}
	if err == nil && id.Valid {
		b.OtherEditionID = id.String
		b.OtherEdition = &storyshelf.Edition{ID: id.String, Slug: slug.String, Title: title.String,
			Language: lang.String, CoverImage: cover.String}
	}
	if err == nil {
		b.LearningBenefits, b.ReadingTips = jsonList[storyshelf.LearningBenefit](benefits), jsonList[storyshelf.ReadingTip](tips)
	}
	return b, err
}

// jsonList reads a column holding a JSON list; an empty or unreadable one
// is nil (a book without its own texts).
func jsonList[T any](raw string) []T {
	var list []T
	if json.Unmarshal([]byte(raw), &list) != nil || len(list) == 0 {
		return nil
	}
	return list
}

// readingColumns are a book's own benefits and tips as their columns hold
// them: learning_benefits and reading_tips.
func readingColumns(b *storyshelf.Book) (benefits, tips string) {
	text := func(v any) string {
		raw, _ := json.Marshal(v)
		return string(raw)
	}
	return text(nonNil(b.LearningBenefits)), text(nonNil(b.ReadingTips))
}

// Books lists every book with its genres, in the order of /books
// (bookOrder).
func (s *Store) Books(ctx context.Context) ([]*storyshelf.Book, error) {
	rows, err := s.db.QueryContext(ctx, bookSelect(ctx)+` ORDER BY `+bookOrder)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list books: %w", err)
	}
	defer rows.Close()
	books := []*storyshelf.Book{}
	byID := map[string]*storyshelf.Book{}
	for rows.Next() {
		b, err := scanBook(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read book: %w", err)
		}
		books = append(books, b)
		byID[b.ID] = b
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list books: %w", err)
	}

	grows, err := s.db.QueryContext(ctx, `SELECT book_id, genre FROM book_genres ORDER BY book_id, position, genre`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list genres: %w", err)
	}
	defer grows.Close()
	for grows.Next() {
		var bookID, genre string
		if err := grows.Scan(&bookID, &genre); err != nil {
			return nil, fmt.Errorf("store: unable to read genre: %w", err)
		}
		if b := byID[bookID]; b != nil {
			b.Genres = append(b.Genres, genre)
		}
	}
	if err := grows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list genres: %w", err)
	}
	links, err := bookStoreLinks.links(ctx, s.db, "")
	if err != nil {
		return nil, err
	}
	names, err := genreNames(ctx, s.db, "")
	if err != nil {
		return nil, err
	}
	withMedia, err := booksWithMultimedia(ctx, s.db)
	if err != nil {
		return nil, err
	}
	for _, b := range books {
		b.StoreLinks = nonNil(links[b.ID])
		nameGenres(b, names)
		b.HasMultimedia = withMedia[b.ID] || (b.OtherEditionID != "" && withMedia[b.OtherEditionID])
	}
	return books, nil
}

// BookBySlug finds the book whose slug matches and whose id starts with
// shortID, with its genres and materials.
func (s *Store) BookBySlug(ctx context.Context, slug, shortID string) (*storyshelf.Book, error) {
	// substr rather than LIKE: a short id may hold '%' or '_'.
	row := s.db.QueryRowContext(ctx, bookSelect(ctx)+`
		AND b.slug = $1 AND substr(b.id, 1, $2) = $3`, slug, len(shortID), shortID)
	return completeBook(ctx, s.db, row)
}

// BookByShortID finds a book by the first characters of its id alone, so an
// outdated slug can be redirected to the canonical one.
func (s *Store) BookByShortID(ctx context.Context, shortID string) (*storyshelf.Book, error) {
	row := s.db.QueryRowContext(ctx, bookSelect(ctx)+`
		AND substr(b.id, 1, $1) = $2 ORDER BY b.created_at DESC LIMIT 1`, len(shortID), shortID)
	return completeBook(ctx, s.db, row)
}

// BookByID finds one book with its genres and materials.
func (s *Store) BookByID(ctx context.Context, id string) (*storyshelf.Book, error) {
	return bookByID(ctx, s.db, id)
}

// bookByID reads one book on q: the database, or a transaction that is
// changing it (for History's before and after).
func bookByID(ctx context.Context, q querier, id string) (*storyshelf.Book, error) {
	return completeBook(ctx, q, q.QueryRowContext(ctx, bookSelect(ctx)+` AND b.id = $1`, id))
}

func completeBook(ctx context.Context, q querier, row *sql.Row) (*storyshelf.Book, error) {
	b, err := scanBook(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgBookNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch book: %w", err)
	}
	if b.Genres, err = bookGenres(ctx, q, b.ID); err != nil {
		return nil, err
	}
	names, err := genreNames(ctx, q, b.ID)
	if err != nil {
		return nil, err
	}
	nameGenres(b, names)
	withMedia, err := booksWithMultimedia(ctx, q, b.ID, b.OtherEditionID)
	if err != nil {
		return nil, err
	}
	b.HasMultimedia = withMedia[b.ID] || (b.OtherEditionID != "" && withMedia[b.OtherEditionID])
	if b.DownloadMaterials, err = materials(ctx, q, b.ID); err != nil {
		return nil, err
	}
	links, err := bookStoreLinks.links(ctx, q, b.ID)
	if err != nil {
		return nil, err
	}
	b.StoreLinks = nonNil(links[b.ID])
	return b, nil
}

func bookGenres(ctx context.Context, q querier, bookID string) ([]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT genre FROM book_genres WHERE book_id = $1 ORDER BY position, genre`, bookID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to fetch genres: %w", err)
	}
	defer rows.Close()
	genres := []string{}
	for rows.Next() {
		var g string
		if err := rows.Scan(&g); err != nil {
			return nil, fmt.Errorf("store: unable to read genre: %w", err)
		}
		genres = append(genres, g)
	}
	return genres, rows.Err()
}

// Materials lists a book's learning materials in the order they were added.
func (s *Store) Materials(ctx context.Context, bookID string) ([]storyshelf.Material, error) {
	return materials(ctx, s.db, bookID)
}

func materials(ctx context.Context, q querier, bookID string) ([]storyshelf.Material, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, book_id, title, description, title_es, description_es, type, fileurl, filesize, created_at
		FROM materials WHERE book_id = $1 ORDER BY position, created_at, id`, bookID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to fetch materials: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Material{}
	for rows.Next() {
		var m storyshelf.Material
		if err := rows.Scan(&m.ID, &m.BookID, &m.Title, &m.Description, &m.TitleEs, &m.DescriptionEs, &m.Type, &m.FileURL, &m.FileSize, &m.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read material: %w", err)
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

// CreateBook inserts a book with its genres and materials, and links it to
// its edition in the other language (see setOtherEdition), in one
// transaction. It fills in the id, slug, times and language left empty.
func (s *Store) CreateBook(ctx context.Context, b *storyshelf.Book) error {
	if strings.TrimSpace(b.Title) == "" {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgTitleRequired)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := s.insertBook(ctx, tx, b); err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook, Action: "created",
		ItemID: b.ID, ItemName: b.Title}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to save book: %w", err)
	}
	return nil
}

// insertBook writes a new book's row, genres, materials, store links and
// its link to its other edition, within tx, filling in the id, slug, times
// and language left empty.
func (s *Store) insertBook(ctx context.Context, tx *sql.Tx, b *storyshelf.Book) error {
	if b.ID == "" {
		b.ID = uuid.NewString()
	}
	if b.Slug == "" {
		b.Slug = storyshelf.Slug(b.Title)
	}
	if b.CreatedAt.IsZero() {
		b.CreatedAt = s.now()
	}
	if b.Language == "" {
		b.Language = storyshelf.BookEnglish
	}
	if err := b.Publishing.Check(s.now()); err != nil {
		return err
	}
	benefits, tips := readingColumns(b)
	if _, err := tx.ExecContext(ctx, `INSERT INTO books (id, slug, title, author, description, coverimage,
		publishdate, isbn, pages, age_range, amazon_link, review_link, created_at, updated_at, language,
		learning_benefits, reading_tips, status, publish_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17, $18)`,
		b.ID, b.Slug, b.Title, b.Author, b.Description, b.CoverImage, b.PublishDate, b.ISBN,
		b.Pages, b.AgeRange, b.AmazonLink, b.ReviewLink, b.CreatedAt, b.Language, benefits, tips,
		b.Status, publishAtValue(b.Publishing)); err != nil {
		return fmt.Errorf("store: unable to insert book: %w", err)
	}
	if err := setOtherEdition(ctx, tx, b); err != nil {
		return err
	}
	if err := insertGenres(ctx, tx, b.ID, b.Genres); err != nil {
		return err
	}
	if err := insertMaterials(ctx, tx, b); err != nil {
		return err
	}
	b.StoreLinks = nonNil(b.StoreLinks)
	if err := bookStoreLinks.replace(ctx, tx, b.ID, b.StoreLinks); err != nil {
		return err
	}
	return nil
}

// UpdateBook saves an edited book: its fields, a slug derived from the new
// title (old addresses still redirect, by the short id), its genres and
// materials replaced as the form sent them, and its link to its edition in
// the other language (see setOtherEdition), in one transaction.
func (s *Store) UpdateBook(ctx context.Context, b *storyshelf.Book) error {
	b.Slug = storyshelf.Slug(b.Title)
	if b.Language == "" {
		b.Language = storyshelf.BookEnglish
	}
	now := s.now()
	if err := b.Publishing.Check(now); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	owner := storyshelf.WithOwnerView(ctx) // History's before and after, whatever their status
	old, err := bookByID(owner, tx, b.ID)
	if err != nil {
		return err
	}
	benefits, tips := readingColumns(b)
	res, err := tx.ExecContext(ctx, `UPDATE books SET slug = $1, title = $2, author = $3, description = $4,
		coverimage = $5, publishdate = $6, isbn = $7, pages = $8, age_range = $9, amazon_link = $10,
		review_link = $11, updated_at = $12, language = $13, learning_benefits = $14, reading_tips = $15,
		status = $16, publish_at = $17 WHERE id = $18`,
		b.Slug, b.Title, b.Author, b.Description, b.CoverImage, b.PublishDate, b.ISBN, b.Pages,
		b.AgeRange, b.AmazonLink, b.ReviewLink, now, b.Language, benefits, tips,
		b.Status, publishAtValue(b.Publishing), b.ID)
	if err != nil {
		return fmt.Errorf("store: unable to update book: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(storyshelf.MsgBookNotFound)
	}
	if err := tx.QueryRowContext(ctx, `SELECT created_at FROM books WHERE id = $1`, b.ID).Scan(&b.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to read book: %w", err)
	}
	if err := setOtherEdition(ctx, tx, b); err != nil {
		return err
	}
	added, err := materialTimes(ctx, tx, b.ID)
	if err != nil {
		return err
	}
	for _, q := range []string{`DELETE FROM book_genres WHERE book_id = $1`, `DELETE FROM materials WHERE book_id = $1`} {
		if _, err := tx.ExecContext(ctx, q, b.ID); err != nil {
			return fmt.Errorf("store: unable to replace genres and materials: %w", err)
		}
	}
	if err := insertGenres(ctx, tx, b.ID, b.Genres); err != nil {
		return err
	}
	for i := range b.DownloadMaterials {
		m := &b.DownloadMaterials[i]
		// Re-inserted rows get new ids: an id from the form could belong to another book.
		// A material the book already had keeps the time it was added; a new one is added now.
		at, ok := added[m.ID]
		if !ok {
			at, ok = added[m.FileURL]
		}
		if !ok {
			at = now
		}
		m.ID, m.CreatedAt = "", at
	}
	if err := insertMaterials(ctx, tx, b); err != nil {
		return err
	}
	b.StoreLinks = nonNil(b.StoreLinks)
	if err := bookStoreLinks.replace(ctx, tx, b.ID, b.StoreLinks); err != nil {
		return err
	}
	saved, err := bookByID(owner, tx, b.ID)
	if err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook, Action: "changed",
		ItemID: b.ID, ItemName: b.Title, Fields: storyshelf.ChangedFields(old, saved)}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to save book: %w", err)
	}
	return nil
}

// materialTimes is when each of a book's materials was added, by its id and
// by its file's address.
func materialTimes(ctx context.Context, tx *sql.Tx, bookID string) (map[string]time.Time, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, fileurl, created_at FROM materials WHERE book_id = $1`, bookID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to fetch materials: %w", err)
	}
	defer rows.Close()
	added := map[string]time.Time{}
	for rows.Next() {
		var id, fileURL string
		var at time.Time
		if err := rows.Scan(&id, &fileURL, &at); err != nil {
			return nil, fmt.Errorf("store: unable to read material: %w", err)
		}
		added[id] = at
		if fileURL != "" {
			added[fileURL] = at
		}
	}
	return added, rows.Err()
}

// setOtherEdition links b, already saved in tx, to b.OtherEditionID both
// ways, or unlinks it when that is "". The two books' previous partners are
// unlinked first: each book names at most one other, which names it back.
// The other book must exist and be in the other language, else a field
// error. b.OtherEdition is filled in as a read would.
func setOtherEdition(ctx context.Context, tx *sql.Tx, b *storyshelf.Book) error {
	b.OtherEdition = nil
	other := &storyshelf.Edition{ID: b.OtherEditionID}
	if other.ID != "" {
		err := tx.QueryRowContext(ctx, `SELECT slug, title, language, coverimage FROM books WHERE id = $1`, other.ID).
			Scan(&other.Slug, &other.Title, &other.Language, &other.CoverImage)
		if errors.Is(err, sql.ErrNoRows) {
			return storyshelf.FieldError("otherEditionId", storyshelf.MsgEditionGone)
		} else if err != nil {
			return fmt.Errorf("store: unable to read the other edition: %w", err)
		}
		if err := storyshelf.CheckOtherEdition(b, other.Language); err != nil {
			return err
		}
	}
	// Unlinking first keeps the unique index satisfied at every step.
	if _, err := tx.ExecContext(ctx, `UPDATE books SET other_edition_id = NULL
		WHERE id IN ($1, $2) OR other_edition_id IN ($1, $2)`, b.ID, other.ID); err != nil {
		return fmt.Errorf("store: unable to unlink editions: %w", err)
	}
	if other.ID == "" {
		return nil
	}
	for _, pair := range [][2]string{{b.ID, other.ID}, {other.ID, b.ID}} {
		if _, err := tx.ExecContext(ctx, `UPDATE books SET other_edition_id = $1 WHERE id = $2`, pair[1], pair[0]); err != nil {
			return fmt.Errorf("store: unable to link editions: %w", err)
		}
	}
	b.OtherEdition = other
	return nil
}

// insertMaterials stores a book's materials in the order given.
func insertMaterials(ctx context.Context, tx *sql.Tx, b *storyshelf.Book) error {
	for i := range b.DownloadMaterials {
		m := &b.DownloadMaterials[i]
		m.BookID = b.ID
		if m.ID == "" {
			m.ID = uuid.NewString()
		}
		if m.CreatedAt.IsZero() {
			m.CreatedAt = b.CreatedAt
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO materials (id, book_id, title, description, title_es, description_es,
			type, fileurl, filesize, position, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			m.ID, m.BookID, m.Title, m.Description, m.TitleEs, m.DescriptionEs, m.Type, m.FileURL, m.FileSize, i, m.CreatedAt); err != nil {
			return fmt.Errorf("store: unable to insert material: %w", err)
		}
	}
	return nil
}

// insertGenres stores each non-empty genre once.
func insertGenres(ctx context.Context, tx *sql.Tx, bookID string, genres []string) error {
	seen := map[string]bool{}
	for _, g := range genres {
		g = strings.TrimSpace(g)
		if g == "" || seen[g] {
			continue
		}
		seen[g] = true
		if _, err := tx.ExecContext(ctx, `INSERT INTO book_genres (book_id, genre, position) VALUES ($1, $2, $3)`, bookID, g, len(seen)); err != nil {
			return fmt.Errorf("store: unable to insert genre: %w", err)
		}
	}
	return nil
}

// DeleteBook removes a book; its genres, materials, multimedia, testimonials
// and kits go with it (ON DELETE CASCADE), and its edition in the other
// language is left without one (ON DELETE SET NULL).
func (s *Store) DeleteBook(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var title string
	err = tx.QueryRowContext(ctx, `SELECT title FROM books WHERE id = $1`, id).Scan(&title)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(storyshelf.MsgBookNotFound)
	} else if err != nil {
		return fmt.Errorf("store: unable to read book: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM books WHERE id = $1`, id); err != nil {
		return fmt.Errorf("store: unable to delete book: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook, Action: "deleted",
		ItemID: id, ItemName: title}); err != nil {
		return err
	}
	return tx.Commit()
}

// booksWithMultimedia are the books that have a video or song the reader
// may see (Multimedia offers an edition without any its other edition's):
// among ids when any are given (one book's read), else all of them.
func booksWithMultimedia(ctx context.Context, q querier, ids ...string) (map[string]bool, error) {
	query, args := `SELECT DISTINCT m.book_id FROM multimedia m WHERE `+visible(ctx, "m"), []any{}
	if len(ids) > 0 {
		marks := make([]string, len(ids))
		for i, id := range ids {
			marks[i], args = fmt.Sprintf("$%d", i+1), append(args, id)
		}
		query += ` AND m.book_id IN (` + strings.Join(marks, ", ") + `)`
	}
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the books with videos and songs: %w", err)
	}
	defer rows.Close()
	with := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: unable to list the books with videos and songs: %w", err)
		}
		with[id] = true
	}
	return with, rows.Err()
}
