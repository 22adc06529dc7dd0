package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The people behind the addresses: the owner's subscriber list, its export,
// and forgetting a person everywhere when they ask.

// listedColumns are a subscriber with their name from a kit sign-up and the
// state of their latest email-list job.
const listedColumns = `s.id, s.email, s.status, s.source, s.consent_at, s.consent_page, s.consent_text,
	s.unsubscribe_token, s.created_at, s.unsubscribed_at, s.lang, s.confirmed_at,
	COALESCE((SELECT k.name FROM kit_subscribers k WHERE k.email = s.email AND k.name <> ''
		ORDER BY k.created_at DESC LIMIT 1), ''),
	COALESCE((SELECT j.status FROM jobs j WHERE j.ref = s.email ORDER BY j.created_at DESC, j.id DESC LIMIT 1), ''),
	COALESCE((SELECT j.last_error FROM jobs j WHERE j.ref = s.email ORDER BY j.created_at DESC, j.id DESC LIMIT 1), '')`

// SubscriberPage is one page of the owner's subscriber list.
type SubscriberPage struct {
	Subscribers []storyshelf.ListedSubscriber `json:"subscribers"`
	TotalCount  int                           `json:"totalCount"`
	TotalPages  int                           `json:"totalPages"`
	Page        int                           `json:"page"`
}

func subscriberWhere(f storyshelf.SubscriberFilter) (string, []any) {
	where, args := ` WHERE 1 = 1`, []any{}
	if f.Status != "" {
		args = append(args, f.Status)
		where += fmt.Sprintf(` AND s.status = $%d`, len(args))
	}
	if f.Source != "" {
		args = append(args, f.Source)
		where += fmt.Sprintf(` AND s.source = $%d`, len(args))
	}
	if f.Lang != "" {
		args = append(args, f.Lang)
		where += fmt.Sprintf(` AND s.lang = $%d`, len(args))
	}
	if q := strings.TrimSpace(f.Query); q != "" {
		args = append(args, "%"+strings.ToLower(q)+"%")
		n := len(args)
		where += fmt.Sprintf(` AND (s.email LIKE $%d OR EXISTS (SELECT 1 FROM kit_subscribers k
			WHERE k.email = s.email AND LOWER(k.name) LIKE $%d))`, n, n)
	}
	return where, args
}

// Subscribers lists the built-in email list newest first, narrowed by f, a
// page at a time; size 0 means every match at once (the export).
func (s *Store) Subscribers(ctx context.Context, f storyshelf.SubscriberFilter, page, size int) (*SubscriberPage, error) {
	where, args := subscriberWhere(f)
	p := &SubscriberPage{Subscribers: []storyshelf.ListedSubscriber{}, Page: max(page, 1)}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_subscribers s`+where, args...).Scan(&p.TotalCount); err != nil {
		return nil, fmt.Errorf("store: unable to count subscribers: %w", err)
	}
	limit := ""
	if size > 0 {
		p.TotalPages = (p.TotalCount + size - 1) / size
		limit = fmt.Sprintf(` LIMIT %d OFFSET %d`, size, (p.Page-1)*size)
	} else {
		p.TotalPages = min(p.TotalCount, 1)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+listedColumns+` FROM newsletter_subscribers s`+where+
		` ORDER BY s.created_at DESC, s.id`+limit, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list subscribers: %w", err)
	}
	defer rows.Close()
	byEmail := map[string]int{}
	for rows.Next() {
		var l storyshelf.ListedSubscriber
		var unsub, confirmed sql.NullTime
		if err := rows.Scan(&l.ID, &l.Email, &l.Status, &l.Source, &l.ConsentAt, &l.ConsentPage, &l.ConsentText,
			&l.UnsubscribeToken, &l.CreatedAt, &unsub, &l.Lang, &confirmed, &l.Name, &l.SyncStatus, &l.SyncError); err != nil {
			return nil, fmt.Errorf("store: unable to read subscriber: %w", err)
		}
		if unsub.Valid {
			l.UnsubscribedAt = &unsub.Time
		}
		if confirmed.Valid {
			l.ConfirmedAt = &confirmed.Time
		}
		l.Kits = []string{}
		byEmail[l.Email] = len(p.Subscribers)
		p.Subscribers = append(p.Subscribers, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list subscribers: %w", err)
	}
	return p, s.addKitTitles(ctx, p.Subscribers, byEmail)
}

// addKitTitles fills in which kits each listed address signed up for.
func (s *Store) addKitTitles(ctx context.Context, list []storyshelf.ListedSubscriber, byEmail map[string]int) error {
	if len(list) == 0 {
		return nil
	}
	marks, args := make([]string, len(list)), make([]any, len(list))
	for i, l := range list {
		marks[i], args[i] = fmt.Sprintf("$%d", i+1), l.Email
	}
	rows, err := s.db.QueryContext(ctx, `SELECT ks.email, kk.title FROM kit_subscribers ks
		JOIN kindness_kits kk ON kk.id = ks.kit_id WHERE ks.email IN (`+strings.Join(marks, ", ")+`)
		ORDER BY ks.created_at, kk.title`, args...)
	if err != nil {
		return fmt.Errorf("store: unable to list subscribers' kits: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var email, title string
		if err := rows.Scan(&email, &title); err != nil {
			return fmt.Errorf("store: unable to read subscriber's kit: %w", err)
		}
		l := &list[byEmail[email]]
		l.Kits = append(l.Kits, title)
	}
	return rows.Err()
}

var errSubscriberNotFound = notFound(storyshelf.MsgSubscriberNotFound)

// UnsubscribeByID takes a subscriber off the list for the owner (someone
// asked by mail or phone), as Unsubscribe does.
func (s *Store) UnsubscribeByID(ctx context.Context, id string) (*storyshelf.Subscriber, error) {
	var token string
	err := s.db.QueryRowContext(ctx, `SELECT unsubscribe_token FROM newsletter_subscribers WHERE id = $1`, id).Scan(&token)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errSubscriberNotFound
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch subscriber: %w", err)
	}
	return s.Unsubscribe(ctx, token)
}

// Forget deletes a person's address from every table that holds it — the
// email list, kit sign-ups and their links, contact messages, mail to or
// from them (newsletter copies too: one not yet sent is then never sent), and
// their email-list jobs, the address left with a review, and their address in History (an unsubscribe's
// item, a failed sign-in's address tried) — in one transaction, then queues
// forget (the email-list provider's erasure). It reports what it removed.
func (s *Store) Forget(ctx context.Context, email string, forget storyshelf.Job) (*storyshelf.Removed, error) {
	email = storyshelf.NormalizeEmail(email)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	r := &storyshelf.Removed{}
	var copies, historyNames, historyTries, reviewAddresses int
	steps := []struct {
		count *int
		q     string
	}{
		// The messages' own notification mails go with the mail below: they
		// carry the sender's address as reply-to.
		{&r.Messages, `DELETE FROM contact_messages WHERE LOWER(email) = $1`},
		{&r.Mails, `DELETE FROM outbox WHERE LOWER(to_addr) = $1 OR LOWER(reply_to) = $1`},
		{&r.DownloadLinks, `DELETE FROM download_grants WHERE email = $1`},
		{&r.KitSignUps, `DELETE FROM kit_subscribers WHERE email = $1`},
		{&r.Subscribers, `DELETE FROM newsletter_subscribers WHERE email = $1`},
		{&r.SyncJobs, `DELETE FROM jobs WHERE ref = $1`},
		{&copies, `DELETE FROM newsletter_deliveries WHERE email = $1`},
		{&historyNames, `UPDATE history SET item_name = '' WHERE LOWER(item_name) = $1`},
		{&historyTries, `UPDATE history SET actor_email = '' WHERE actor_id = '' AND LOWER(actor_email) = $1`},
		// A review stays (the owner published its words); the address left
		// with it goes.
		{&reviewAddresses, `UPDATE testimonials SET email = '' WHERE LOWER(email) = $1`},
	}
	for _, step := range steps {
		res, err := tx.ExecContext(ctx, step.q, email)
		if err != nil {
			return nil, fmt.Errorf("store: unable to forget a person: %w", err)
		}
		n, _ := res.RowsAffected()
		*step.count = int(n)
	}
	r.Mails += copies
	forget.Ref = email
	if err := s.enqueueJob(ctx, tx, &forget); err != nil {
		return nil, err
	}
	// Written after History lost the address, and naming no item: the
	// record of forgetting someone must not be what remembers them.
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySubscriber,
		Action: "forgot a person's data"}); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to forget a person: %w", err)
	}
	return r, nil
}

// KitSignUps lists who signed up for a kit, newest first, narrowed by f,
// with how many downloads their links made.
func (s *Store) KitSignUps(ctx context.Context, kitID string, f storyshelf.KitSignUpFilter) ([]storyshelf.KitSignUp, error) {
	if _, err := s.KitByID(ctx, kitID); err != nil {
		return nil, err
	}
	where, args := ` WHERE k.kit_id = $1`, []any{kitID}
	if f.Lang != "" {
		args = append(args, f.Lang)
		where += fmt.Sprintf(` AND k.lang = $%d`, len(args))
	}
	rows, err := s.db.QueryContext(ctx, `SELECT k.id, k.kit_id, k.email, k.name, k.consent_text, k.consent_page, k.lang,
		k.consent_at, k.mailed_at, k.created_at,
		COALESCE((SELECT SUM(g.downloads) FROM download_grants g WHERE g.kit_id = k.kit_id AND g.email = k.email), 0),
		COALESCE(o.status, ''), o.sent_at
		FROM kit_subscribers k LEFT JOIN outbox o ON o.id = k.mail_id`+where+` ORDER BY k.created_at DESC, k.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list kit sign-ups: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.KitSignUp{}
	for rows.Next() {
		var k storyshelf.KitSignUp
		var sentAt sql.NullTime
		if err := rows.Scan(&k.ID, &k.KitID, &k.Email, &k.Name, &k.ConsentText, &k.ConsentPage, &k.Lang, &k.ConsentAt,
			&k.MailedAt, &k.CreatedAt, &k.Downloads, &k.MailStatus, &sentAt); err != nil {
			return nil, fmt.Errorf("store: unable to read kit sign-up: %w", err)
		}
		// Mailed is when the mail went out, not when it was queued.
		if k.MailStatus != "" {
			k.MailedAt = nil
			if k.MailStatus == storyshelf.MailSent && sentAt.Valid {
				k.MailedAt = &sentAt.Time
			}
		}
		list = append(list, k)
	}
	return list, rows.Err()
}

// CountKitDownload notes that a kit link downloaded a file.
func (s *Store) CountKitDownload(ctx context.Context, grantID string) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE download_grants SET downloads = downloads + 1 WHERE id = $1`, grantID); err != nil {
		return fmt.Errorf("store: unable to count kit download: %w", err)
	}
	return nil
}
