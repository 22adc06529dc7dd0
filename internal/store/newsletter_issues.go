package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const issueColumns = `id, subject, preview_text, html_body, text_body,
	subject_es, preview_text_es, html_body_es, text_body_es, status, audience, audience_kit,
	send_at, in_archive, started_at, finished_at, created_at, updated_at`

func scanIssue(row interface{ Scan(...any) error }) (*storyshelf.Issue, error) {
	i := &storyshelf.Issue{}
	var sendAt, started, finished sql.NullTime
	err := row.Scan(&i.ID, &i.Subject, &i.PreviewText, &i.HTML, &i.Text,
		&i.SubjectEs, &i.PreviewTextEs, &i.HTMLEs, &i.TextEs, &i.Status, &i.Audience, &i.AudienceKit,
		&sendAt, &i.InArchive, &started, &finished, &i.CreatedAt, &i.UpdatedAt)
	i.SendAt, i.StartedAt, i.FinishedAt = nullTime(sendAt), nullTime(started), nullTime(finished)
	return i, err
}

func nullTime(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	return &t.Time
}

var errIssueNotFound = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgIssueNotFound)

// CreateIssue stores a new draft; i must be normalized (Issue.NormalizeDraft).
func (s *Store) CreateIssue(ctx context.Context, i *storyshelf.Issue) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.insertIssue(ctx, tx, i, ""); err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter, Action: "created",
			ItemID: i.ID, ItemName: i.Name()})
	})
}

// issueIn reads one issue, without its counts, on q: the database, or a
// transaction that is changing it (for History's before and after).
func issueIn(ctx context.Context, q querier, id string) (*storyshelf.Issue, error) {
	i, err := scanIssue(q.QueryRowContext(ctx, `SELECT `+issueColumns+` FROM newsletter_issues WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errIssueNotFound
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read the newsletter: %w", err)
	}
	return i, nil
}

// changeIssue runs change on issue id in one transaction with its History
// record: action, naming the issue as it is after the change, with the
// fields that changed. Autosaves pass how long their records fold together
// (HistoryRecord.Coalesce), others 0.
func (s *Store) changeIssue(ctx context.Context, id, action string, coalesce time.Duration, change func(tx *sql.Tx) error) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := issueIn(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := change(tx); err != nil {
			return err
		}
		now, err := issueIn(ctx, tx, id)
		if err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter, Action: action,
			ItemID: id, ItemName: now.Name(), Fields: storyshelf.ChangedFields(old, now), Coalesce: coalesce})
	})
}

// autosaveCoalesce is how long the editor's autosaves of one issue by one
// person make one History record: she saves as she types, and History keeps
// one record of it, not one a pause.
const autosaveCoalesce = 15 * time.Minute

// insertIssue writes a new draft on db or within a transaction;
// releasedBookID names the book it announces when a release made it.
func (s *Store) insertIssue(ctx context.Context, db execer, i *storyshelf.Issue, releasedBookID string) error {
	i.ID = uuid.NewString()
	i.Status = storyshelf.IssueDraft
	i.CreatedAt = s.now()
	i.UpdatedAt = i.CreatedAt
	_, err := db.ExecContext(ctx, `INSERT INTO newsletter_issues (id, subject, preview_text, html_body, text_body,
		subject_es, preview_text_es, html_body_es, text_body_es,
		status, audience, audience_kit, in_archive, created_at, updated_at, released_book_id)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)`,
		i.ID, i.Subject, i.PreviewText, i.HTML, i.Text, i.SubjectEs, i.PreviewTextEs, i.HTMLEs, i.TextEs,
		i.Status, i.Audience, i.AudienceKit, i.InArchive, i.CreatedAt, releasedBookID)
	if err != nil {
		return fmt.Errorf("store: unable to save the newsletter: %w", err)
	}
	return nil
}

// UpdateIssue saves a draft's fields (the editor's autosave). A cancelled
// issue becomes a draft again; a scheduled, sending or sent one is refused.
func (s *Store) UpdateIssue(ctx context.Context, i *storyshelf.Issue) error {
	return s.changeIssue(ctx, i.ID, "changed", autosaveCoalesce, func(tx *sql.Tx) error {
		// in_archive is left alone: the archive switch has its own route, and an
		// autosave that left before it was pressed must not undo it.
		res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET subject = $1, preview_text = $2, html_body = $3,
			text_body = $4, subject_es = $5, preview_text_es = $6, html_body_es = $7, text_body_es = $8,
			audience = $9, audience_kit = $10, status = $11, send_at = NULL, updated_at = $12
			WHERE id = $13 AND status IN ($11, $14)`,
			i.Subject, i.PreviewText, i.HTML, i.Text, i.SubjectEs, i.PreviewTextEs, i.HTMLEs, i.TextEs,
			i.Audience, i.AudienceKit, storyshelf.IssueDraft, s.now(), i.ID, storyshelf.IssueCancelled)
		if err != nil {
			return fmt.Errorf("store: unable to save the newsletter: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return issueConflict(ctx, tx, i.ID, storyshelf.MsgIssueNotDraft)
		}
		return nil
	})
}

// SetIssueInArchive shows an issue in the public archive, or hides it, in
// any status.
// The public archive changes with it, so the content version is bumped.
func (s *Store) SetIssueInArchive(ctx context.Context, id string, in bool) error {
	return s.changeIssue(ctx, id, "changed the archive of", 0, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET in_archive = $1, updated_at = $2 WHERE id = $3`, in, s.now(), id)
		if err != nil {
			return fmt.Errorf("store: unable to save the newsletter: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errIssueNotFound
		}
		return bumpContentVersion(ctx, tx)
	})
}

// issueConflict explains, on q, why a change to issue id found no row: it
// does not exist, or its status forbids the change (msg).
func issueConflict(ctx context.Context, q querier, id string, msg storyshelf.Msg) error {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_issues WHERE id = $1`, id).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to read the newsletter: %w", err)
	}
	if n == 0 {
		return errIssueNotFound
	}
	return storyshelf.Fail(storyshelf.ECONFLICT, msg)
}

// DeleteIssue deletes a draft or a cancelled issue; one that was scheduled
// or sent stays, as the record of what went out.
func (s *Store) DeleteIssue(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := issueIn(ctx, tx, id)
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM newsletter_issues WHERE id = $1 AND status IN ($2, $3)`,
			id, storyshelf.IssueDraft, storyshelf.IssueCancelled)
		if err != nil {
			return fmt.Errorf("store: unable to delete the newsletter: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return issueConflict(ctx, tx, id, storyshelf.MsgIssueNotDraft)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter, Action: "deleted",
			ItemID: id, ItemName: old.Name()})
	})
}

// Issue reads one issue with its counts.
func (s *Store) Issue(ctx context.Context, id string) (*storyshelf.Issue, error) {
	i, err := issueIn(ctx, s.db, id)
	if err != nil {
		return nil, err
	}
	counts, err := s.issueCounts(ctx, id)
	if err != nil {
		return nil, err
	}
	i.Counts = counts[id]
	return i, nil
}

// Issues lists every issue, newest first, with counts.
func (s *Store) Issues(ctx context.Context) ([]storyshelf.Issue, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+issueColumns+` FROM newsletter_issues ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the newsletters: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Issue{}
	for rows.Next() {
		i, err := scanIssue(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read a newsletter: %w", err)
		}
		list = append(list, *i)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list the newsletters: %w", err)
	}
	counts, err := s.issueCounts(ctx, "")
	if err != nil {
		return nil, err
	}
	for k := range list {
		list[k].Counts = counts[list[k].ID]
	}
	return list, nil
}

// unknownCopy is the condition that a copy's fate is unknown: it was handed
// over ($status is storyshelf.CopyHandedOver) and no instance can still be
// finishing it, because its claim ran out before $now or its instance let it
// go with no answer (FinishDelivery clears the claim). The worker ends each
// SMTP session, and records how it went, before its claim runs out
// (worker.Newsletters.send): after claimed_until nobody is still writing the
// final dot, waiting for its reply, or about to record it, so sending the
// copy again can only race a mail server that already has it, never an
// instance. One still within its claim is simply being sent. Whether the
// issue has finished adds nothing: FinishIssues waits for the copies still
// within their claim, so every handed-over copy of a finished issue is
// unknown already.
func unknownCopy(status, now int) string {
	return fmt.Sprintf(`status = $%d AND %s`, status, claimRanOut(now))
}

// claimRanOut is the condition that no instance holds a copy's claim at $now:
// it ran out, or was let go.
func claimRanOut(now int) string {
	return fmt.Sprintf(`(claimed_until IS NULL OR claimed_until < $%d)`, now)
}

// issueCounts counts the deliveries of issue id, or of every issue for "".
func (s *Store) issueCounts(ctx context.Context, id string) (map[string]storyshelf.IssueCounts, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT issue_id, status,
		CASE WHEN `+claimRanOut(2)+` THEN 1 ELSE 0 END, COUNT(*) FROM newsletter_deliveries
		WHERE $1 = '' OR issue_id = $1 GROUP BY 1, 2, 3`, id, s.now())
	if err != nil {
		return nil, fmt.Errorf("store: unable to count deliveries: %w", err)
	}
	defer rows.Close()
	out := map[string]storyshelf.IssueCounts{}
	for rows.Next() {
		var issue, status string
		var unclaimed, n int
		if err := rows.Scan(&issue, &status, &unclaimed, &n); err != nil {
			return nil, fmt.Errorf("store: unable to count deliveries: %w", err)
		}
		c := out[issue]
		c.Recipients += n
		switch status {
		case storyshelf.CopySent:
			c.Sent += n
		case storyshelf.CopyHandedOver: // as unknownCopy decides
			if unclaimed == 1 {
				c.Unknown += n
			} else {
				c.Waiting += n
			}
		case storyshelf.CopyWaiting, storyshelf.CopySending:
			c.Waiting += n
		case storyshelf.CopyFailed:
			c.Failed += n
		case storyshelf.CopySkipped:
			c.Skipped += n
		}
		out[issue] = c
	}
	return out, rows.Err()
}

// audienceFilter is the condition on subscribers s that picks audience,
// with its value as $n when it needs one. Only active subscribers are ever
// picked: the caller adds s.status.
func audienceFilter(audience, kit string, n int) (string, []any, error) {
	p := fmt.Sprintf("$%d", n)
	switch audience {
	case storyshelf.AudienceAll:
		return `1 = 1`, nil, nil
	case storyshelf.AudienceEnglish, storyshelf.AudienceSpanish:
		return `s.lang = ` + p, []any{audience}, nil
	case storyshelf.AudienceNewsletter, storyshelf.AudienceImported:
		return `s.source = ` + p, []any{audience}, nil
	case storyshelf.AudienceKit:
		return `s.email IN (SELECT k.email FROM kit_subscribers k WHERE k.kit_id = ` + p + `)`, []any{kit}, nil
	}
	return "", nil, storyshelf.FieldError("audience", storyshelf.MsgIssueAudienceUnknown)
}

// CountAudience counts who an issue to audience would go to now.
func (s *Store) CountAudience(ctx context.Context, audience, kit string) (int, error) {
	cond, args, err := audienceFilter(audience, kit, 2)
	if err != nil {
		return 0, err
	}
	var n int
	err = s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_subscribers s WHERE s.status = $1 AND `+cond,
		append([]any{storyshelf.SubscriberActive}, args...)...).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: unable to count the audience: %w", err)
	}
	return n, nil
}

// ScheduleIssue has a draft sent at at. History words it as the send it
// is ("sent"), with the time it goes at among the fields.
func (s *Store) ScheduleIssue(ctx context.Context, id string, at time.Time) error {
	return s.changeIssue(ctx, id, "sent", 0, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $1, send_at = $2, updated_at = $3
			WHERE id = $4 AND status = $5`, storyshelf.IssueScheduled, at.UTC(), s.now(), id, storyshelf.IssueDraft)
		if err != nil {
			return fmt.Errorf("store: unable to schedule the newsletter: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return issueConflict(ctx, tx, id, storyshelf.MsgIssueNotDraft)
		}
		return nil
	})
}

// CancelIssue stops a scheduled issue before it starts.
func (s *Store) CancelIssue(ctx context.Context, id string) error {
	return s.changeIssue(ctx, id, "cancelled", 0, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $1, updated_at = $2
			WHERE id = $3 AND status = $4`, storyshelf.IssueCancelled, s.now(), id, storyshelf.IssueScheduled)
		if err != nil {
			return fmt.Errorf("store: unable to cancel the newsletter: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return issueConflict(ctx, tx, id, storyshelf.MsgIssueNotScheduled)
		}
		return nil
	})
}

// StartIssue starts sending a draft (send now) or a scheduled issue: in
// one transaction its status becomes sending and one delivery is made for
// each active subscriber of its audience (the snapshot). Two instances
// starting it at once make it once: the status change decides. An issue
// nobody would get is refused when it is a draft (the owner is told), and
// finished at once when it was scheduled.
func (s *Store) StartIssue(ctx context.Context, id string) (recipients int, err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	i, err := issueIn(ctx, tx, id)
	if err != nil {
		return 0, err
	}
	was := i.Status
	if err := i.ValidateForSending(); err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $1, started_at = $2, send_at = COALESCE(send_at, $2),
		updated_at = $2 WHERE id = $3 AND status IN ($4, $5)`,
		storyshelf.IssueSending, now, id, storyshelf.IssueDraft, storyshelf.IssueScheduled)
	if err != nil {
		return 0, fmt.Errorf("store: unable to start the newsletter: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return 0, storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueNotDraft)
	}
	cond, args, err := audienceFilter(i.Audience, i.AudienceKit, 5)
	if err != nil {
		return 0, err
	}
	res, err = tx.ExecContext(ctx, `INSERT INTO newsletter_deliveries (issue_id, subscriber_id, email, status, next_attempt_at)
		SELECT $1, s.id, s.email, $2, $3 FROM newsletter_subscribers s WHERE s.status = $4 AND `+cond+`
		ON CONFLICT (issue_id, subscriber_id) DO NOTHING`,
		append([]any{id, storyshelf.CopyWaiting, now, storyshelf.SubscriberActive}, args...)...)
	if err != nil {
		return 0, fmt.Errorf("store: unable to list the newsletter's recipients: %w", err)
	}
	n, _ := res.RowsAffected()
	if n == 0 {
		if was == storyshelf.IssueDraft {
			return 0, storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgIssueNoRecipients)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $1, finished_at = $2 WHERE id = $3`,
			storyshelf.IssueSent, now, id); err != nil {
			return 0, fmt.Errorf("store: unable to finish the newsletter: %w", err)
		}
	}
	// The owner's "send now" is History's; the worker starting a scheduled
	// issue names no actor, and is not.
	started, err := issueIn(ctx, tx, id)
	if err != nil {
		return 0, err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter, Action: "sent",
		ItemID: id, ItemName: started.Name(), Fields: storyshelf.ChangedFields(i, started)}); err != nil {
		return 0, err
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: unable to start the newsletter: %w", err)
	}
	return int(n), nil
}

// DueIssues lists the scheduled issues whose time has come.
func (s *Store) DueIssues(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM newsletter_issues WHERE status = $1 AND send_at <= $2
		ORDER BY send_at, id`, storyshelf.IssueScheduled, s.now())
	if err != nil {
		return nil, fmt.Errorf("store: unable to list due newsletters: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: unable to list due newsletters: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// FinishIssues marks sent every sending issue with no copy left to send or
// being sent (a copy handed over is being sent while its claim holds), and
// says how many it finished. An issue sent before keeps its finished_at:
// copies sent again (ResendUnknownCopies) do not change when it went out.
// An issue in the archive appears there once sent, so then the content
// version is bumped.
func (s *Store) FinishIssues(ctx context.Context) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	const nothingLeft = `NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.issue_id = newsletter_issues.id
		AND (d.status IN ($3, $4) OR (d.status = $5 AND d.claimed_until >= $2)))`
	args := []any{storyshelf.IssueSending, now, storyshelf.CopyWaiting, storyshelf.CopySending, storyshelf.CopyHandedOver}
	var archived int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_issues WHERE status = $1 AND in_archive
		AND `+nothingLeft, args...).Scan(&archived); err != nil {
		return 0, fmt.Errorf("store: unable to finish newsletters: %w", err)
	}
	res, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $6, finished_at = COALESCE(finished_at, $2)
		WHERE status = $1 AND `+nothingLeft, append(args, storyshelf.IssueSent)...)
	if err != nil {
		return 0, fmt.Errorf("store: unable to finish newsletters: %w", err)
	}
	if archived > 0 {
		if err := bumpContentVersion(ctx, tx); err != nil {
			return 0, err
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: unable to finish newsletters: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// NewsletterSettings reads the pace newsletters are sent at.
func (s *Store) NewsletterSettings(ctx context.Context) (*storyshelf.NewsletterSettings, error) {
	return newsletterSettings(ctx, s.db)
}

// newsletterSettings reads the settings on q (a transaction saving them, for
// History's before).
func newsletterSettings(ctx context.Context, q querier) (*storyshelf.NewsletterSettings, error) {
	n := &storyshelf.NewsletterSettings{PerMinute: storyshelf.DefaultNewsletterPerMinute, SendFrom: storyshelf.SendFromSite}
	err := q.QueryRowContext(ctx, `SELECT per_minute, send_from FROM newsletter_settings WHERE id = 1`).
		Scan(&n.PerMinute, &n.SendFrom)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("store: unable to read the newsletter settings: %w", err)
	}
	return n, nil
}

// SaveNewsletterSettings stores the pace and where newsletters are sent
// from; the pace applies from the next copy on. The privacy policy names the
// second, so the content version is bumped. No SendFrom is this site.
func (s *Store) SaveNewsletterSettings(ctx context.Context, n *storyshelf.NewsletterSettings) error {
	if n.SendFrom == "" {
		n.SendFrom = storyshelf.SendFromSite
	}
	if err := n.Validate(); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	old, err := newsletterSettings(ctx, tx)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO newsletter_settings (id, per_minute, send_from, updated_at)
		VALUES (1, $1, $2, $3) ON CONFLICT (id) DO UPDATE SET per_minute = $1, send_from = $2, updated_at = $3`,
		n.PerMinute, n.SendFrom, s.now())
	if err != nil {
		return fmt.Errorf("store: unable to save the newsletter settings: %w", err)
	}
	// The privacy policy says where newsletters are sent from.
	if err := bumpContentVersion(ctx, tx); err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter,
		Action: "changed the newsletter settings", Fields: storyshelf.ChangedFields(old, n)}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to save the newsletter settings: %w", err)
	}
	return nil
}

// ClaimDelivery claims the next copy due for instance, for lease past its
// turn: a waiting one, or one whose claim ran out (its instance died
// before handing it over, so the mail server never got the final dot and
// discarded it). Its turn (Delivery.NotBefore) is the next free slot of the
// pace every instance shares: the settings row, locked in the same
// transaction, orders the claims. Two claimers never get one copy: on
// PostgreSQL the row is locked (SKIP LOCKED) and its status checked again,
// and SQLite has one writer. It answers nil when nothing is due.
func (s *Store) ClaimDelivery(ctx context.Context, instance string, lease time.Duration) (*storyshelf.Delivery, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	if _, err := tx.ExecContext(ctx, `INSERT INTO newsletter_settings (id, per_minute, updated_at) VALUES (1, $1, $2)
		ON CONFLICT (id) DO NOTHING`, storyshelf.DefaultNewsletterPerMinute, now); err != nil {
		return nil, fmt.Errorf("store: unable to read the pace: %w", err)
	}
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE"
	}
	var set storyshelf.NewsletterSettings
	var next sql.NullTime
	if err := tx.QueryRowContext(ctx, `SELECT per_minute, next_slot_at FROM newsletter_settings WHERE id = 1`+lock).
		Scan(&set.PerMinute, &next); err != nil {
		return nil, fmt.Errorf("store: unable to read the pace: %w", err)
	}
	slot := now
	if next.Valid && next.Time.After(now) {
		slot = next.Time.UTC()
	}
	d := &storyshelf.Delivery{NotBefore: slot}
	// First a copy whose claim ran out, then the next waiting one: each
	// lookup walks the index on (status, next_attempt_at) and stops at the
	// first row, so a claim costs the same at the 10,000th copy as at the first.
	claimed := false
	for _, due := range []struct{ status, when string }{
		{storyshelf.CopySending, `claimed_until < $4`}, {storyshelf.CopyWaiting, `next_attempt_at <= $4`},
	} {
		err = tx.QueryRowContext(ctx, `UPDATE newsletter_deliveries SET status = $1, claimed_by = $2, claimed_until = $3,
			attempts = attempts + 1
			WHERE (issue_id, subscriber_id) IN (SELECT issue_id, subscriber_id FROM newsletter_deliveries
				WHERE status = $5 AND `+due.when+` ORDER BY next_attempt_at LIMIT 1`+skipLocked(s.dialect)+`)
			RETURNING issue_id, subscriber_id, email, attempts`,
			storyshelf.CopySending, instance, slot.Add(lease), now, due.status).
			Scan(&d.IssueID, &d.SubscriberID, &d.Email, &d.Attempts)
		if err == nil {
			claimed = true
			break
		} else if !errors.Is(err, sql.ErrNoRows) {
			return nil, fmt.Errorf("store: unable to claim a newsletter copy: %w", err)
		}
	}
	if !claimed {
		return nil, nil
	}
	d.Until = slot.Add(lease)
	if _, err := tx.ExecContext(ctx, `UPDATE newsletter_settings SET next_slot_at = $1 WHERE id = 1`,
		slot.Add(set.Interval())); err != nil {
		return nil, fmt.Errorf("store: unable to pace the newsletter: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to claim a newsletter copy: %w", err)
	}
	return d, nil
}

func skipLocked(dialect string) string {
	if dialect == Postgres {
		return " FOR UPDATE SKIP LOCKED"
	}
	return ""
}

// ErrClaimLost means another instance took the copy over (this one's claim
// ran out): this instance must not send it.
var ErrClaimLost = errors.New("store: the newsletter copy was claimed by another instance")

// ours is the condition that a copy is still as instance claimed it.
const ours = `issue_id = $1 AND subscriber_id = $2 AND claimed_by = $3 AND attempts = $4`

func deliveryArgs(d *storyshelf.Delivery, instance string, more ...any) []any {
	return append([]any{d.IssueID, d.SubscriberID, instance, d.Attempts}, more...)
}

// HandOverDelivery records, before the final dot is written, that the copy
// is being handed to the mail server: from now on it is never claimed again,
// even if this instance dies; once the claim runs out its fate is unknown
// (unknownCopy), and only the owner sends it again (ResendUnknownCopies).
// ErrClaimLost when the claim is no longer ours.
func (s *Store) HandOverDelivery(ctx context.Context, d *storyshelf.Delivery, instance string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE newsletter_deliveries SET status = $5, sent_at = $6
		WHERE `+ours+` AND status = $7`,
		deliveryArgs(d, instance, storyshelf.CopyHandedOver, s.now(), storyshelf.CopySending)...)
	if err != nil {
		return fmt.Errorf("store: unable to record the newsletter copy: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrClaimLost
	}
	return nil
}

// DeliveryOutcome is how one attempt at a copy ended.
type DeliveryOutcome struct {
	Status string // CopySent, CopyHandedOver (no answer after the dot: unknown), CopyWaiting (retry), CopyFailed or CopySkipped
	Reason string // why, when not sent
	Bounce bool   // the address was refused for good: mark the subscriber bounced
}

// FinishDelivery records how the attempt at a claimed copy ended. A retry
// waits storyshelf.Backoff, and after storyshelf.MaxDeliveryAttempts the
// copy fails. A bounce marks the subscriber bounced in the same transaction.
func (s *Store) FinishDelivery(ctx context.Context, d *storyshelf.Delivery, instance string, o DeliveryOutcome) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	status := o.Status
	if status == storyshelf.CopyWaiting && d.Attempts >= storyshelf.MaxDeliveryAttempts {
		status = storyshelf.CopyFailed
	}
	reason := o.Reason
	if len(reason) > 1000 {
		reason = reason[:1000]
	}
	var sentAt sql.NullTime
	if status == storyshelf.CopySent {
		sentAt = sql.NullTime{Time: now, Valid: true}
	}
	_, err = tx.ExecContext(ctx, `UPDATE newsletter_deliveries SET status = $5, last_error = $6,
		next_attempt_at = $7, claimed_until = NULL, sent_at = COALESCE($8, sent_at)
		WHERE `+ours+` AND status IN ($9, $10)`,
		deliveryArgs(d, instance, status, reason, now.Add(storyshelf.Backoff(d.Attempts)), sentAt,
			storyshelf.CopySending, storyshelf.CopyHandedOver)...)
	if err != nil {
		return fmt.Errorf("store: unable to record the newsletter copy: %w", err)
	}
	if o.Bounce {
		res, err := tx.ExecContext(ctx, `UPDATE newsletter_subscribers SET status = $1 WHERE id = $2 AND status = $3`,
			storyshelf.SubscriberBounced, d.SubscriberID, storyshelf.SubscriberActive)
		if err != nil {
			return fmt.Errorf("store: unable to mark the address bounced: %w", err)
		}
		// The email-list provider (MailerLite) hears of it, so it stops
		// mailing the address too; with the built-in list the job does nothing.
		if n, _ := res.RowsAffected(); n == 1 {
			payload, _ := json.Marshal(map[string]any{"email": d.Email, "bounced": true})
			if err := s.enqueueJob(ctx, tx, &storyshelf.Job{Kind: storyshelf.JobEmailListSync, Payload: string(payload),
				Ref: storyshelf.NormalizeEmail(d.Email)}); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

// SubscriberByID reads one subscriber; nil when there is none (forgotten).
func (s *Store) SubscriberByID(ctx context.Context, id string) (*storyshelf.Subscriber, error) {
	sub, err := scanSubscriber(s.db.QueryRowContext(ctx, `SELECT `+subscriberColumns+` FROM newsletter_subscribers WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read subscriber: %w", err)
	}
	return sub, nil
}

// IssueProgress is how an issue's sending stands, with the failures and the
// copies that may not have arrived.
func (s *Store) IssueProgress(ctx context.Context, id string) (*storyshelf.IssueProgress, error) {
	i, err := s.Issue(ctx, id)
	if err != nil {
		return nil, err
	}
	p := &storyshelf.IssueProgress{Status: i.Status, Counts: i.Counts, Failures: []storyshelf.IssueFailure{}}
	if p.UnknownEmails, err = s.unknownEmails(ctx, id); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT email, last_error FROM newsletter_deliveries WHERE issue_id = $1 AND status = $2
		ORDER BY email LIMIT $3`, id, storyshelf.CopyFailed, storyshelf.MaxIssueFailuresShown)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list failures: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var f storyshelf.IssueFailure
		if err := rows.Scan(&f.Email, &f.Reason); err != nil {
			return nil, fmt.Errorf("store: unable to list failures: %w", err)
		}
		p.Failures = append(p.Failures, f)
	}
	return p, rows.Err()
}

// unknownEmails lists the addresses of issue id's copies whose fate is
// unknown (unknownCopy), at most storyshelf.MaxIssueFailuresShown.
func (s *Store) unknownEmails(ctx context.Context, id string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT email FROM newsletter_deliveries WHERE issue_id = $1 AND `+unknownCopy(2, 3)+`
		ORDER BY email LIMIT $4`, id, storyshelf.CopyHandedOver, s.now(), storyshelf.MaxIssueFailuresShown)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the copies that may not have arrived: %w", err)
	}
	defer rows.Close()
	emails := []string{}
	for rows.Next() {
		var email string
		if err := rows.Scan(&email); err != nil {
			return nil, fmt.Errorf("store: unable to list the copies that may not have arrived: %w", err)
		}
		emails = append(emails, email)
	}
	return emails, rows.Err()
}

// ResendUnknownCopies puts every copy of issue id whose fate is unknown
// (unknownCopy) back in the queue, in one transaction, and says how many.
// A copy still within its claim is left alone: it is being sent. A sent
// issue is sending again until those copies are done (FinishIssues), and
// keeps its finished_at, so the archive still shows it. Attempts are kept,
// not reset: they tell one claim of a copy from the next (a copy that used
// up its tries on temporary refusals gets one more). The issue must exist
// (not found), and have such a copy (conflict).
func (s *Store) ResendUnknownCopies(ctx context.Context, id string) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	i, err := issueIn(ctx, tx, id)
	if err != nil {
		return 0, err
	}
	// Two resends at once on PostgreSQL: the second waits for the first's
	// row locks, then finds the copies waiting and leaves them. Each is
	// queued once.
	res, err := tx.ExecContext(ctx, `UPDATE newsletter_deliveries SET status = $4, next_attempt_at = $3,
		claimed_by = '', claimed_until = NULL, sent_at = NULL, last_error = ''
		WHERE issue_id = $1 AND `+unknownCopy(2, 3), id, storyshelf.CopyHandedOver, now, storyshelf.CopyWaiting)
	if err != nil {
		return 0, fmt.Errorf("store: unable to queue the copies again: %w", err)
	}
	n, _ := res.RowsAffected()
	if n == 0 {
		return 0, storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueNothingToResend)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE newsletter_issues SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4`,
		storyshelf.IssueSending, now, id, storyshelf.IssueSent); err != nil {
		return 0, fmt.Errorf("store: unable to queue the copies again: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryNewsletter,
		Action: "sent again to those who may not have got", ItemID: id, ItemName: i.Name()}); err != nil {
		return 0, err
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: unable to queue the copies again: %w", err)
	}
	return int(n), nil
}

// IssueReport is the report on an issue: delivered, failed, and the
// subscribers who left after it reached them and before a later issue did.
func (s *Store) IssueReport(ctx context.Context, id string) (*storyshelf.IssueReport, error) {
	p, err := s.IssueProgress(ctx, id)
	if err != nil {
		return nil, err
	}
	r := &storyshelf.IssueReport{IssueProgress: *p, Delivered: p.Counts.Sent}
	err = s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_deliveries d
		JOIN newsletter_subscribers s ON s.id = d.subscriber_id
		WHERE d.issue_id = $1 AND d.status IN ($2, $3) AND s.status = $4 AND s.unsubscribed_at >= d.sent_at
		AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries l WHERE l.subscriber_id = d.subscriber_id
			AND l.status IN ($2, $3) AND l.sent_at > d.sent_at AND l.sent_at <= s.unsubscribed_at)`,
		id, storyshelf.CopySent, storyshelf.CopyHandedOver, storyshelf.SubscriberCancelled).Scan(&r.Unsubscribes)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count unsubscribes: %w", err)
	}
	return r, nil
}
