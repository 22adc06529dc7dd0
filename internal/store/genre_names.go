package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GenreNames lists every genre the English books have, A to Z, with its
// Spanish name ("" for none yet) and how many English books have it.
func (s *Store) GenreNames(ctx context.Context) ([]storyshelf.GenreName, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.genre, COALESCE(n.genre_es, ''), COUNT(DISTINCT g.book_id)
		FROM book_genres g JOIN books b ON b.id = g.book_id AND b.language = $1
		LEFT JOIN genre_names n ON n.genre = g.genre
		GROUP BY g.genre, n.genre_es ORDER BY g.genre`, storyshelf.BookEnglish)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the genres: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.GenreName{}
	for rows.Next() {
		var n storyshelf.GenreName
		if err := rows.Scan(&n.Genre, &n.GenreEs, &n.Books); err != nil {
			return nil, fmt.Errorf("store: unable to read a genre: %w", err)
		}
		list = append(list, n)
	}
	return list, rows.Err()
}

// SetGenreNames saves the Spanish names of the genres named in names (an
// empty one forgets it), leaving the other genres' as they are, with
// History's record of each name that changed.
func (s *Store) SetGenreNames(ctx context.Context, names []storyshelf.GenreName) error {
	names = storyshelf.NormalizeGenreNames(names)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		before, err := genreNames(ctx, tx, "")
		if err != nil {
			return err
		}
		rec := &storyshelf.HistoryRecord{Kind: storyshelf.HistoryBook, Action: "named the genres in Spanish"}
		for _, n := range names {
			if before[n.Genre] == n.GenreEs {
				continue
			}
			rec.Fields = append(rec.Fields, storyshelf.HistoryField{Name: n.Genre, Old: before[n.Genre], New: n.GenreEs})
			if _, err := tx.ExecContext(ctx, `DELETE FROM genre_names WHERE genre = $1`, n.Genre); err != nil {
				return fmt.Errorf("store: unable to name a genre: %w", err)
			}
			if n.GenreEs == "" {
				continue
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO genre_names (genre, genre_es) VALUES ($1, $2)`, n.Genre, n.GenreEs); err != nil {
				return fmt.Errorf("store: unable to name a genre: %w", err)
			}
		}
		if len(rec.Fields) == 0 {
			return nil
		}
		if err := bumpContentVersion(ctx, tx); err != nil {
			return err
		}
		return s.record(ctx, tx, rec)
	})
}

// genreNames reads the genres' Spanish names, by genre, on q: those of
// bookID's genres (one book's read), or every one when bookID is "".
func genreNames(ctx context.Context, q querier, bookID string) (map[string]string, error) {
	query, args := `SELECT genre, genre_es FROM genre_names`, []any{}
	if bookID != "" {
		query, args = `SELECT n.genre, n.genre_es FROM genre_names n JOIN book_genres g ON g.genre = n.genre
			WHERE g.book_id = $1`, []any{bookID}
	}
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the genres' names: %w", err)
	}
	defer rows.Close()
	names := map[string]string{}
	for rows.Next() {
		var genre, es string
		if err := rows.Scan(&genre, &es); err != nil {
			return nil, fmt.Errorf("store: unable to read a genre's name: %w", err)
		}
		names[genre] = es
	}
	return names, rows.Err()
}

// nameGenres fills an English book's GenresEs from names; a Spanish
// edition's genres are its own words.
func nameGenres(b *storyshelf.Book, names map[string]string) {
	b.GenresEs = nil
	if b.Language != storyshelf.BookEnglish || len(b.Genres) == 0 {
		return
	}
	es := make([]string, len(b.Genres))
	named := false
	for i, g := range b.Genres {
		es[i] = names[strings.TrimSpace(g)]
		named = named || es[i] != ""
	}
	if named {
		b.GenresEs = es
	}
}
