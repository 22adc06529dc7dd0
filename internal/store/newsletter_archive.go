package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// archiveWhere picks the issues the public archive shows: sent, and put in
// the archive by the owner. An issue has its finished_at once it was sent
// (when its last copy went), and keeps it while the owner sends a few of its
// copies again (status sending once more), so it stays in the archive then.
const archiveWhere = `finished_at IS NOT NULL AND in_archive`

// ArchivedIssues lists the public archive, newest first, without the
// issues' bodies.
func (s *Store) ArchivedIssues(ctx context.Context) ([]storyshelf.ArchivedIssue, error) {
	return s.archivedIssues(ctx, false)
}

// ArchivedIssuesWithBodies lists the public archive as ArchivedIssues does,
// each issue with its bodies (the feed's entries), in one query.
func (s *Store) ArchivedIssuesWithBodies(ctx context.Context) ([]storyshelf.ArchivedIssue, error) {
	return s.archivedIssues(ctx, true)
}

func (s *Store) archivedIssues(ctx context.Context, bodies bool) ([]storyshelf.ArchivedIssue, error) {
	columns := `id, subject, preview_text, subject_es, preview_text_es, finished_at`
	if bodies {
		columns += `, html_body, html_body_es`
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+`
		FROM newsletter_issues WHERE `+archiveWhere+` ORDER BY finished_at DESC, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the newsletter archive: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.ArchivedIssue{}
	for rows.Next() {
		var i storyshelf.ArchivedIssue
		into := []any{&i.ID, &i.Subject, &i.PreviewText, &i.SubjectEs, &i.PreviewTextEs, &i.SentAt}
		if bodies {
			into = append(into, &i.HTML, &i.HTMLEs)
		}
		if err := rows.Scan(into...); err != nil {
			return nil, fmt.Errorf("store: unable to read the newsletter archive: %w", err)
		}
		i.SentAt = i.SentAt.UTC()
		list = append(list, i)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list the newsletter archive: %w", err)
	}
	return list, nil
}

// ArchivedIssue reads one issue of the public archive with its body; any
// other issue (a draft, one not in the archive) is not found.
func (s *Store) ArchivedIssue(ctx context.Context, id string) (*storyshelf.ArchivedIssue, error) {
	var i storyshelf.ArchivedIssue
	err := s.db.QueryRowContext(ctx, `SELECT id, subject, preview_text, subject_es, preview_text_es,
		finished_at, html_body, html_body_es FROM newsletter_issues WHERE id = $1 AND `+archiveWhere, id).
		Scan(&i.ID, &i.Subject, &i.PreviewText, &i.SubjectEs, &i.PreviewTextEs, &i.SentAt, &i.HTML, &i.HTMLEs)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgArchiveIssueNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read the newsletter: %w", err)
	}
	i.SentAt = i.SentAt.UTC()
	return &i, nil
}

// SiteStarted is when this site's database was made (its first migration):
// the date an empty archive's feed gives as its last change.
func (s *Store) SiteStarted(ctx context.Context) (time.Time, error) {
	var t time.Time
	if err := s.db.QueryRowContext(ctx, `SELECT applied_at FROM schema_migrations ORDER BY version LIMIT 1`).Scan(&t); err != nil {
		return time.Time{}, fmt.Errorf("store: unable to read when the site started: %w", err)
	}
	return t.UTC(), nil
}
