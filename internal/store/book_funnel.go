package store

import (
	"context"
	"fmt"
	"sort"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// BookFunnels follows each book from a view to a sign-up over from..to:
// views, store clicks (by store), material downloads, and kit and
// newsletter sign-ups sent from its pages. Every published book has a row,
// and so has any book (an upcoming or a removed one too) with one of those;
// most viewed first, at most maxFunnelRows. Titles are the books' own: a
// removed book's is the one its views were stored with, which the server
// took from the books table (storyshelf.KnownRefs), never a visitor's.
func (s *Store) BookFunnels(ctx context.Context, from, to string) ([]storyshelf.BookFunnel, error) {
	rows := map[string]*storyshelf.BookFunnel{}
	row := func(id string) *storyshelf.BookFunnel {
		if rows[id] == nil {
			rows[id] = &storyshelf.BookFunnel{BookID: id, StoreClicksByStore: []storyshelf.Count{}}
		}
		return rows[id]
	}
	published := map[string]bool{}
	titles, otherEditions := map[string]string{}, map[string]string{}
	if err := s.eachRow(ctx, `SELECT id, title, status, COALESCE(other_edition_id, '') FROM books
		UNION ALL SELECT id, title, '', '' FROM upcoming_books`, nil,
		func(v []string) {
			titles[v[0]], otherEditions[v[0]] = v[1], v[3]
			if v[2] == storyshelf.StatusPublished {
				published[v[0]] = true
				row(v[0])
			}
		}); err != nil {
		return nil, err
	}
	args := func(name string) []any { return []any{name, from, to, from} }
	sp, err := s.reportSpans(ctx, from, from, to)
	if err != nil {
		return nil, err
	}
	allEvents := sp.allEvents()
	// A removed book keeps the title its views carried. Views of its Spanish
	// page are known by its address (/es/…), which the daily and monthly
	// totals keep.
	if err := s.eachRow(ctx, `SELECT e.ref_id, MAX(e.label), `+thisPeriod+`,
		CAST(SUM(CASE WHEN e.day >= $4 AND e.path LIKE '/es/%' THEN e.n ELSE 0 END) AS BIGINT)
		FROM `+allEvents+` GROUP BY e.ref_id`,
		args(storyshelf.EventBookView), func(v []string) {
			r := row(v[0])
			r.Views, r.ViewsEs = atoi(v[2]), atoi(v[3])
			if titles[v[0]] == "" {
				titles[v[0]] = v[1]
			}
		}); err != nil {
		return nil, err
	}
	if err := s.eachRow(ctx, `SELECT e.ref_id, e.label, `+thisPeriod+` FROM `+allEvents+` GROUP BY e.ref_id, e.label ORDER BY 3 DESC, e.label`,
		args(storyshelf.EventStoreClick), func(v []string) {
			r, n := row(v[0]), atoi(v[2])
			r.StoreClicks += n
			r.StoreClicksByStore = append(r.StoreClicksByStore, storyshelf.Count{Key: v[1], Label: storeClickName(v[1]), Count: n})
		}); err != nil {
		return nil, err
	}
	if err := s.eachRow(ctx, `SELECT e.label, `+thisPeriod+` FROM `+allEvents+` GROUP BY e.label`,
		args(storyshelf.EventMaterialDownload), func(v []string) { row(v[0]).MaterialDownloads = atoi(v[1]) }); err != nil {
		return nil, err
	}
	// Sign-ups are known by the page they were sent from: the book's short id
	// in its address, so a renamed book's older address still counts.
	type signups struct{ path, form string }
	sent := map[signups]int{}
	if err := s.eachRow(ctx, `SELECT e.path, e.label, `+thisPeriod+` FROM `+allEvents+`
		WHERE e.outcome = 'ok' AND e.label IN ($5, $6) GROUP BY e.path, e.label`,
		append(args(storyshelf.EventFormSubmit), storyshelf.FormKit, storyshelf.FormNewsletter), func(v []string) {
			sent[signups{v[0], v[1]}] += atoi(v[2])
		}); err != nil {
		return nil, err
	}
	byShort := map[string]string{}
	for id := range titles {
		byShort[storyshelf.ShortID(id)] = id
	}
	for id := range rows {
		byShort[storyshelf.ShortID(id)] = id
	}
	for k, n := range sent {
		id := byShort[storyshelf.BookPageShortID(k.path)]
		if id == "" {
			continue
		}
		if k.form == storyshelf.FormKit {
			row(id).KitSignups += n
		} else {
			row(id).NewsletterSignups += n
		}
	}
	list := make([]storyshelf.BookFunnel, 0, len(rows))
	for id, r := range rows {
		if r.Views+r.StoreClicks+r.MaterialDownloads+r.KitSignups+r.NewsletterSignups == 0 && !published[id] {
			continue
		}
		if id == "" || id == storyshelf.Other { // events of no book the site knew: not a book's funnel
			continue
		}
		if r.Title = titles[id]; r.Title == "" {
			r.Title = "A removed book"
		}
		r.OtherEditionID = otherEditions[id]
		list = append(list, *r)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Views != list[j].Views {
			return list[i].Views > list[j].Views
		}
		if list[i].Title != list[j].Title {
			return list[i].Title < list[j].Title
		}
		return list[i].BookID < list[j].BookID
	})
	return list[:min(len(list), maxFunnelRows)], nil
}

// maxFunnelRows is the most books the funnel lists, most viewed first: a
// children's author's catalogue fits, and the funnel stays under about
// 450 KB (a row is at most about 2.2 KB: a 200-character title and every
// store) whatever the events hold.
const maxFunnelRows = 200

// eachRow runs q and hands each row's columns, as text, to fn.
func (s *Store) eachRow(ctx context.Context, q string, args []any, fn func([]string)) error {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("store: unable to read the statistics: %w", err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	vals := make([]string, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("store: unable to read the statistics: %w", err)
		}
		fn(vals)
	}
	return rows.Err()
}

func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}
