package store

import (
	"context"
	"database/sql"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// visible is the one definition of what a request may see of the four
// publishable tables (books, upcoming_books, multimedia, kindness_kits), as a
// predicate on the row named alias: a visitor sees published rows only, a
// preview also its one item, the owner in the admin everything (see
// storyshelf.ViewOf). Every read of those tables puts it in its WHERE or JOIN,
// so a draft reaches no public answer, page, sitemap or count.
func visible(ctx context.Context, alias string) string {
	view := storyshelf.ViewOf(ctx)
	published := alias + ".status = '" + storyshelf.StatusPublished + "'"
	switch {
	case view.All:
		return "1 = 1"
	case len(view.Items) > 0:
		// Only checked uuids stand in the text of the query.
		var ids []string
		for _, item := range view.Items {
			if id, err := uuid.Parse(item); err == nil {
				ids = append(ids, "'"+id.String()+"'")
			}
		}
		if len(ids) > 0 {
			return "(" + published + " OR " + alias + ".id IN (" + strings.Join(ids, ", ") + "))"
		}
	}
	return published
}

// publishColumns are a publishable row's status and time, for its scan.
func publishColumns(alias string) string {
	return alias + ".status, " + alias + ".publish_at"
}

// publishAtScan reads a nullable publish_at into a Publishing.
type publishAtScan struct{ p *storyshelf.Publishing }

func (s publishAtScan) Scan(v any) error {
	var t sql.NullTime
	if err := t.Scan(v); err != nil {
		return err
	}
	s.p.PublishAt = nil
	if t.Valid {
		at := t.Time.UTC()
		s.p.PublishAt = &at
	}
	return nil
}

// publishAtValue is a Publishing's time as a column value.
func publishAtValue(p storyshelf.Publishing) any {
	if p.PublishAt == nil {
		return nil
	}
	return *p.PublishAt
}
