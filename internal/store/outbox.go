package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const outboxColumns = `id, kind, to_addr, reply_to, from_name, subject, text_body, html_body, headers, status,
	attempts, last_error, next_attempt_at, created_at, sent_at, unconfirmed`

func scanMail(row interface{ Scan(...any) error }) (storyshelf.OutboxMail, error) {
	var m storyshelf.OutboxMail
	var headers string
	var sent sql.NullTime
	err := row.Scan(&m.ID, &m.Kind, &m.To, &m.ReplyTo, &m.FromName, &m.Subject, &m.Text, &m.HTML, &headers, &m.Status,
		&m.Attempts, &m.LastError, &m.NextAttemptAt, &m.CreatedAt, &sent, &m.Unconfirmed)
	if err != nil {
		return m, err
	}
	if sent.Valid {
		m.SentAt = &sent.Time
	}
	if err := json.Unmarshal([]byte(headers), &m.Headers); err != nil {
		return m, fmt.Errorf("store: bad outbox headers: %w", err)
	}
	return m, nil
}

// enqueueMail stores a message in tx, to be sent as soon as possible.
func (s *Store) enqueueMail(ctx context.Context, tx *sql.Tx, m *storyshelf.OutboxMail) error {
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	m.Status = storyshelf.MailPending
	m.CreatedAt = s.now()
	m.NextAttemptAt = m.CreatedAt
	headers, err := json.Marshal(m.Headers)
	if err != nil || m.Headers == nil {
		headers = []byte("{}")
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO outbox (id, kind, to_addr, reply_to, from_name, subject, text_body,
		html_body, headers, status, next_attempt_at, created_at, unconfirmed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		m.ID, m.Kind, m.To, m.ReplyTo, m.FromName, m.Subject, m.Text, m.HTML, string(headers), m.Status, m.NextAttemptAt, m.CreatedAt,
		m.Unconfirmed)
	if err != nil {
		return fmt.Errorf("store: unable to queue mail: %w", err)
	}
	return nil
}

// EnqueueMail stores one message for sending.
func (s *Store) EnqueueMail(ctx context.Context, m *storyshelf.OutboxMail) error {
	mails := []storyshelf.OutboxMail{*m}
	err := s.EnqueueMails(ctx, mails)
	*m = mails[0]
	return err
}

// EnqueueMails stores messages for sending, all or none.
func (s *Store) EnqueueMails(ctx context.Context, mails []storyshelf.OutboxMail) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := s.enqueueMails(ctx, tx, mails); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *Store) enqueueMails(ctx context.Context, tx *sql.Tx, mails []storyshelf.OutboxMail) error {
	for i := range mails {
		if err := s.enqueueMail(ctx, tx, &mails[i]); err != nil {
			return err
		}
	}
	return nil
}

// ClaimMail leases up to limit due messages for lease; if the sender dies,
// the lease runs out and another instance retries them. Mail to unconfirmed
// addresses is leased only while the last hour's, sent or leased, stays under
// storyshelf.UnconfirmedMailPerHour; the rest waits, due, for a later claim.
// (Two instances claiming at the same moment on PostgreSQL may each use what
// is left of the hour: the cap is then overrun by at most one batch each.)
func (s *Store) ClaimMail(ctx context.Context, limit int, lease time.Duration) ([]storyshelf.OutboxMail, error) {
	mails, err := claim(ctx, s, "outbox", outboxColumns, " AND NOT unconfirmed", scanMail, limit, lease)
	if err != nil || len(mails) == limit {
		return mails, err
	}
	left, err := s.unconfirmedMailLeft(ctx)
	if err != nil || left == 0 {
		return mails, err
	}
	more, err := claim(ctx, s, "outbox", outboxColumns, " AND unconfirmed", scanMail, min(left, limit-len(mails)), lease)
	return append(mails, more...), err
}

// unconfirmedMailLeft is how many more mails to unconfirmed addresses the
// hour allows: the cap less those sent in the last hour and those leased now.
func (s *Store) unconfirmedMailLeft(ctx context.Context) (int, error) {
	now := s.now()
	var used int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE unconfirmed
		AND (sent_at > $1 OR (status = 'pending' AND claimed_until > $2))`, now.Add(-time.Hour), now).Scan(&used)
	if err != nil {
		return 0, fmt.Errorf("store: unable to count mail to unconfirmed addresses: %w", err)
	}
	return max(storyshelf.UnconfirmedMailPerHour-used, 0), nil
}

// UnconfirmedMailWaiting counts the mails to unconfirmed addresses that are
// due but held back by the hour's cap (zero while the cap is not reached).
func (s *Store) UnconfirmedMailWaiting(ctx context.Context) (int, error) {
	if left, err := s.unconfirmedMailLeft(ctx); err != nil || left > 0 {
		return 0, err
	}
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE unconfirmed AND status = 'pending'
		AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)`, s.now()).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: unable to count waiting mail: %w", err)
	}
	return n, nil
}

// MarkMail records how a claimed message's attempt went: sent, logged (no
// mail server configured), or failed with sendErr, when it waits for the
// next attempt, or after maxAttempts stays failed for the owner to see.
func (s *Store) MarkMail(ctx context.Context, m storyshelf.OutboxMail, status string, sendErr error, maxAttempts int) error {
	now := s.now()
	var q string
	var args []any
	switch status {
	case storyshelf.MailSent, storyshelf.MailLogged:
		q, args = `UPDATE outbox SET status = $1, sent_at = $2, claimed_until = NULL, last_error = '' WHERE id = $3`,
			[]any{status, now, m.ID}
	default:
		next := storyshelf.MailPending
		if m.Attempts >= maxAttempts {
			next = storyshelf.MailFailed
		}
		q, args = `UPDATE outbox SET status = $1, last_error = $2, next_attempt_at = $3, claimed_until = NULL WHERE id = $4`,
			[]any{next, errText(sendErr), now.Add(storyshelf.Backoff(m.Attempts)), m.ID}
	}
	if _, err := s.db.ExecContext(ctx, q, args...); err != nil {
		return fmt.Errorf("store: unable to update mail: %w", err)
	}
	return nil
}

// Outbox lists recent messages, newest first, for the owner to see what was
// sent or failed.
func (s *Store) Outbox(ctx context.Context, limit int) ([]storyshelf.OutboxMail, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+outboxColumns+` FROM outbox ORDER BY created_at DESC, id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list outbox: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.OutboxMail{}
	for rows.Next() {
		m, err := scanMail(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read mail: %w", err)
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

func errText(err error) string {
	if err == nil {
		return "unknown error"
	}
	msg := err.Error()
	if len(msg) > 1000 {
		msg = msg[:1000]
	}
	return msg
}

// MsgNoMailServerInTime is why a mail waited for a mail server in vain.
var MsgNoMailServerInTime = storyshelf.Msg{Key: "server.noMailServerInTime", Text: "Not sent: no mail server was set up within a week of it."}

// GiveUpWaitingMail marks up to limit mails queued before before, and still
// waiting, as failed: while no mail server is set up mail waits, but not for
// ever, since a stranger's sign-ups fill the outbox (its bodies are then
// pruned like any finished mail's).
func (s *Store) GiveUpWaitingMail(ctx context.Context, before time.Time, limit int) (int, error) {
	now := s.now()
	res, err := s.db.ExecContext(ctx, `UPDATE outbox SET status = $1, last_error = $2 WHERE id IN
		(SELECT id FROM outbox WHERE status = $3 AND created_at < $4 AND (claimed_until IS NULL OR claimed_until < $5) LIMIT $6)
		AND status = $3`, storyshelf.MailFailed, MsgNoMailServerInTime.Text, storyshelf.MailPending, before.UTC(), now, limit)
	if err != nil {
		return 0, fmt.Errorf("store: unable to give up waiting mail: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
