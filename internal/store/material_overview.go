package store

import (
	"context"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// MaterialOverview lists every book's learning materials (kit files are not
// materials) by book title, then in the book page's order, each with its
// all-time download count. Downloads are counted by file address and book
// (see storyshelf.EventMaterialDownload), so they survive edits of the book.
func (s *Store) MaterialOverview(ctx context.Context) ([]storyshelf.MaterialOverview, error) {
	sp, err := s.reportSpans(ctx, allDays, allDays, allDaysEnd)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT m.id, m.book_id, m.title, m.description, m.title_es, m.description_es, m.type, m.fileurl,
			m.filesize, m.created_at, b.title, b.slug,
			ROW_NUMBER() OVER (PARTITION BY m.book_id ORDER BY m.position, m.created_at, m.id) AS place,
			COALESCE(d.downloads, 0)
		FROM materials m
		JOIN books b ON b.id = m.book_id
		LEFT JOIN (SELECT ref_id, label, CAST(SUM(n) AS BIGINT) AS downloads FROM `+sp.allEvents()+` GROUP BY ref_id, label) d
			ON d.ref_id = m.fileurl AND d.label = m.book_id
		ORDER BY lower(b.title), b.title, b.id, place`, storyshelf.EventMaterialDownload, allDays, allDaysEnd)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list materials: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.MaterialOverview{}
	for rows.Next() {
		var o storyshelf.MaterialOverview
		var slug string
		if err := rows.Scan(&o.ID, &o.BookID, &o.Title, &o.Description, &o.TitleEs, &o.DescriptionEs, &o.Type, &o.FileURL, &o.FileSize,
			&o.CreatedAt, &o.BookTitle, &slug, &o.Position, &o.Downloads); err != nil {
			return nil, fmt.Errorf("store: unable to read material: %w", err)
		}
		o.BookPath = "/books/" + storyshelf.SlugWithID(slug, o.BookID)
		list = append(list, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list materials: %w", err)
	}
	return list, nil
}
