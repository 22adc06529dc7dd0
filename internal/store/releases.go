package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Released is what releasing an upcoming book made: the book, its Spanish
// edition when the announcement had a Spanish title, and the newsletter
// draft announcing it ("" when none was asked for).
type Released struct {
	Book    *storyshelf.Book `json:"book"`
	Spanish *storyshelf.Book `json:"spanish,omitempty"`
	IssueID string           `json:"issueId"`
}

// errAlreadyReleased is another instance's release of the same upcoming
// book, found inside the transaction.
var errAlreadyReleased = errors.New("store: released by another instance")

// ReleaseUpcomingBook makes upcoming book id a published book now (the
// owner's "Release now"); siteURL is the site's address, for the link in
// the newsletter draft. A release without the book's details is refused
// with the form's field errors.
func (s *Store) ReleaseUpcomingBook(ctx context.Context, id, siteURL string) (*Released, error) {
	r, err := s.release(ctx, id, siteURL)
	if errors.Is(err, errAlreadyReleased) {
		return nil, notFound(storyshelf.MsgUpcomingNotFound)
	}
	return r, err
}

// ReleaseDue releases every upcoming book whose release time has come, each
// in its own transaction, which records it in History as the schedule's.
// Two instances running it at once release each book once.
func (s *Store) ReleaseDue(ctx context.Context, siteURL string) ([]Released, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM upcoming_books WHERE release_at <= $1 ORDER BY release_at, id`, s.now())
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due releases: %w", err)
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: unable to list due releases: %w", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list due releases: %w", err)
	}
	ctx = storyshelf.WithActor(ctx, storyshelf.ActorSchedule)
	done := []Released{}
	var errs []error
	for _, id := range ids {
		r, err := s.release(ctx, id, siteURL)
		switch {
		case errors.Is(err, errAlreadyReleased) || storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND:
		case err != nil:
			errs = append(errs, fmt.Errorf("upcoming book %s: %w", id, err))
		default:
			done = append(done, *r)
		}
	}
	return done, errors.Join(errs...)
}

// release does one release in one transaction: the book with its genres
// and links, its Spanish edition, the draft, its History record, and the
// upcoming book's deletion, which is conditional so that a second instance
// releasing it at once rolls back (errAlreadyReleased). The cover file is
// the book's now, so nothing deletes it.
func (s *Store) release(ctx context.Context, id, siteURL string) (*Released, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	u, err := scanUpcomingBook(tx.QueryRowContext(ctx, `SELECT `+upcomingColumns+` FROM upcoming_books WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgUpcomingNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read upcoming book: %w", err)
	}
	if err := storyshelf.ValidateReleaseNow(&u.Release); err != nil {
		return nil, err
	}
	links, err := upcomingStoreLinks.links(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	u.StoreLinks = links[id]
	res, err := tx.ExecContext(ctx, `DELETE FROM upcoming_books WHERE id = $1`, id)
	if err != nil {
		return nil, fmt.Errorf("store: unable to release upcoming book: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, errAlreadyReleased
	}
	b := storyshelf.ReleasedBook(u)
	if err := s.insertBook(ctx, tx, b); err != nil {
		return nil, err
	}
	out := &Released{Book: b}
	if es := storyshelf.ReleasedSpanishEdition(u, b); es != nil {
		names, err := genreNames(ctx, tx, "")
		if err != nil {
			return nil, err
		}
		es.Genres = storyshelf.SpanishGenres(es.Genres, names)
		if err := s.insertBook(ctx, tx, es); err != nil {
			return nil, err
		}
		b.OtherEditionID, out.Spanish = es.ID, es
	}
	if u.Release.NewsletterDraft {
		issue := mails.Announcement(siteURL, b, out.Spanish)
		if err := issue.NormalizeDraft(); err != nil {
			return nil, err
		}
		if err := s.insertIssue(ctx, tx, issue, b.ID); err != nil {
			return nil, err
		}
		out.IssueID = issue.ID
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryUpcomingBook, Action: "released",
		ItemID: b.ID, ItemName: b.Title}); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to release upcoming book: %w", err)
	}
	return out, nil
}

// ReleaseDraft is a newsletter draft a release made, still unsent, with the
// title of the book it announces.
type ReleaseDraft struct {
	IssueID string `json:"issueId"`
	Title   string `json:"title"`
}

// ReleaseDrafts lists the drafts announcing released books that are still
// drafts, newest first, for the dashboard; a draft whose book was deleted
// since is left out.
func (s *Store) ReleaseDrafts(ctx context.Context) ([]ReleaseDraft, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT i.id, b.title FROM newsletter_issues i
		JOIN books b ON b.id = i.released_book_id
		WHERE i.status = $1 ORDER BY i.created_at DESC, i.id`, storyshelf.IssueDraft)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list release drafts: %w", err)
	}
	defer rows.Close()
	list := []ReleaseDraft{}
	for rows.Next() {
		var d ReleaseDraft
		if err := rows.Scan(&d.IssueID, &d.Title); err != nil {
			return nil, fmt.Errorf("store: unable to read release draft: %w", err)
		}
		list = append(list, d)
	}
	return list, rows.Err()
}
