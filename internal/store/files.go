package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// fileColumns are the columns that may point at a stored file, by the
// address blob.URLForKey makes of its key.
var fileColumns = []struct{ table, column string }{
	{"books", "coverimage"}, {"materials", "fileurl"}, {"upcoming_books", "cover_image_url"},
	{"kindness_kits", "hero_image_url"}, {"kit_files", "file_url"}, {"author_info", "photo_url"},
	{"multimedia", "url"}, {"multimedia", "thumbnail"}, {"site_settings", "value"},
}

// BookFiles lists the file references of a book and of everything that
// belongs to it (materials, kits and their files, videos and songs).
func (s *Store) BookFiles(ctx context.Context, bookID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT coverimage FROM books WHERE id = $1
		UNION SELECT fileurl FROM materials WHERE book_id = $1
		UNION SELECT hero_image_url FROM kindness_kits WHERE book_id = $1
		UNION SELECT f.file_url FROM kit_files f JOIN kindness_kits k ON k.id = f.kit_id WHERE k.book_id = $1
		UNION SELECT url FROM multimedia WHERE book_id = $1
		UNION SELECT thumbnail FROM multimedia WHERE book_id = $1`, bookID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list book files: %w", err)
	}
	defer rows.Close()
	var refs []string
	for rows.Next() {
		var ref string
		if err := rows.Scan(&ref); err != nil {
			return nil, fmt.Errorf("store: unable to read book file: %w", err)
		}
		if ref != "" {
			refs = append(refs, ref)
		}
	}
	return refs, rows.Err()
}

// FileInUse reports whether any row still points at the stored file key,
// in either of its forms. Identical uploads share one key, so a file is
// only removed when nothing uses it.
func (s *Store) FileInUse(ctx context.Context, key string) (bool, error) {
	checks := make([]string, len(fileColumns))
	for i, c := range fileColumns {
		checks[i] = fmt.Sprintf("EXISTS (SELECT 1 FROM %s WHERE %s IN ($1, $2))", c.table, c.column)
	}
	var used bool
	if err := s.db.QueryRowContext(ctx, "SELECT "+strings.Join(checks, " OR "), blob.URLForKey(key), key).Scan(&used); err != nil {
		return false, fmt.Errorf("store: unable to check file use: %w", err)
	}
	return used, nil
}
