package store

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// KnownRefs reads what the statistics count by: every book (its page, its
// title), upcoming book, kit, material and archived newsletter issue. It
// reads the whole catalogue, so callers keep it for a content version
// (every write to these tables bumps it) rather than read it per event.
func (s *Store) KnownRefs(ctx context.Context) (*storyshelf.KnownRefs, error) {
	k := &storyshelf.KnownRefs{Books: map[string]string{}, BookPaths: map[string]string{}, Upcoming: map[string]bool{},
		Kits: map[string]string{}, Materials: map[string]bool{}, Issues: map[string]bool{}}
	for _, q := range []struct {
		query string
		fn    func([]string)
	}{
		{`SELECT id, title, slug FROM books`, func(v []string) {
			k.Books[v[0]] = v[1]
			k.BookPaths[storyshelf.ShortID(v[0])] = storyshelf.SlugWithID(v[2], v[0])
		}},
		{`SELECT id FROM upcoming_books`, func(v []string) { k.Upcoming[v[0]] = true }},
		{`SELECT id, title FROM kindness_kits`, func(v []string) { k.Kits[v[0]] = v[1] }},
		{`SELECT fileurl, book_id FROM materials`, func(v []string) { k.Materials[storyshelf.MaterialKey(v[0], v[1])] = true }},
		{`SELECT id FROM newsletter_issues WHERE ` + archiveWhere, func(v []string) { k.Issues[v[0]] = true }},
	} {
		if err := s.eachRow(ctx, q.query, nil, q.fn); err != nil {
			return nil, err
		}
	}
	return k, nil
}
