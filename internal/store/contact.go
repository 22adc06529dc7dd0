package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// CreateContactMessage stores a message and the mail that tells the owner
// about it, in one transaction.
func (s *Store) CreateContactMessage(ctx context.Context, m *storyshelf.ContactMessage, notify *storyshelf.OutboxMail) error {
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	m.CreatedAt = s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	notifyID := ""
	if notify != nil {
		if err := s.enqueueMail(ctx, tx, notify); err != nil {
			return err
		}
		notifyID = notify.ID
	}
	m.Lang = langOrEnglish(m.Lang)
	if _, err := tx.ExecContext(ctx, `INSERT INTO contact_messages (id, name, email, subject, message, created_at, notify_mail_id, lang)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, m.ID, m.Name, m.Email, m.Subject, m.Message, m.CreatedAt, notifyID, m.Lang); err != nil {
		return fmt.Errorf("store: unable to save message: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to save message: %w", err)
	}
	return nil
}

// inboxColumns are an inbox message with its notification mail's state; the
// outbox row is gone (or never was) when COALESCE gives ”.
const inboxColumns = `m.id, m.name, m.email, m.subject, m.message, m.lang, m.created_at, m.read_at,
	COALESCE(o.status, ''), COALESCE(o.attempts, 0), COALESCE(o.last_error, '')`

const inboxFrom = ` FROM contact_messages m LEFT JOIN outbox o ON o.id = m.notify_mail_id AND m.notify_mail_id <> ''`

func scanInboxMessage(row interface{ Scan(...any) error }) (*storyshelf.InboxMessage, error) {
	m := &storyshelf.InboxMessage{}
	var readAt sql.NullTime
	var status, lastError string
	var attempts int
	if err := row.Scan(&m.ID, &m.Name, &m.Email, &m.Subject, &m.Message, &m.Lang, &m.CreatedAt, &readAt,
		&status, &attempts, &lastError); err != nil {
		return nil, err
	}
	if readAt.Valid {
		m.ReadAt = &readAt.Time
	}
	m.Delivery, m.DeliveryNote = storyshelf.MessageDelivery(status, attempts, lastError)
	return m, nil
}

// InboxPage is one page of the owner's messages.
type InboxPage struct {
	Messages   []storyshelf.InboxMessage `json:"messages"`
	TotalCount int                       `json:"totalCount"`
	TotalPages int                       `json:"totalPages"`
	Page       int                       `json:"page"`
	Unread     int                       `json:"unread"` // of all messages, whatever the filter
}

var errMessageNotFound = notFound(storyshelf.MsgMessageNotFound)

// Inbox lists contact messages newest first, a page at a time, narrowed by f.
func (s *Store) Inbox(ctx context.Context, f storyshelf.InboxFilter, page, size int) (*InboxPage, error) {
	where, args := ` WHERE 1 = 1`, []any{}
	if f.Subject != "" {
		args = append(args, f.Subject)
		where += fmt.Sprintf(` AND m.subject = $%d`, len(args))
	}
	switch f.State {
	case "read":
		where += ` AND m.read_at IS NOT NULL`
	case "unread":
		where += ` AND m.read_at IS NULL`
	}
	if f.Lang != "" {
		args = append(args, f.Lang)
		where += fmt.Sprintf(` AND m.lang = $%d`, len(args))
	}
	if q := strings.TrimSpace(f.Query); q != "" {
		args = append(args, "%"+strings.ToLower(q)+"%")
		n := len(args)
		where += fmt.Sprintf(` AND (LOWER(m.name) LIKE $%d OR LOWER(m.email) LIKE $%d OR LOWER(m.subject) LIKE $%d OR LOWER(m.message) LIKE $%d)`, n, n, n, n)
	}
	p := &InboxPage{Messages: []storyshelf.InboxMessage{}, Page: max(page, 1)}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM contact_messages m`+where, args...).Scan(&p.TotalCount); err != nil {
		return nil, fmt.Errorf("store: unable to count messages: %w", err)
	}
	var err error
	if p.Unread, err = s.UnreadMessages(ctx); err != nil {
		return nil, err
	}
	p.TotalPages = (p.TotalCount + size - 1) / size
	rows, err := s.db.QueryContext(ctx, `SELECT `+inboxColumns+inboxFrom+where+fmt.Sprintf(`
		ORDER BY m.created_at DESC, m.id LIMIT %d OFFSET %d`, size, (p.Page-1)*size), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list messages: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanInboxMessage(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read message: %w", err)
		}
		p.Messages = append(p.Messages, *m)
	}
	return p, rows.Err()
}

// InboxMessage finds one message.
func (s *Store) InboxMessage(ctx context.Context, id string) (*storyshelf.InboxMessage, error) {
	m, err := scanInboxMessage(s.db.QueryRowContext(ctx, `SELECT `+inboxColumns+inboxFrom+` WHERE m.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errMessageNotFound
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch message: %w", err)
	}
	return m, nil
}

// UnreadMessages counts the messages the owner has not opened.
func (s *Store) UnreadMessages(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM contact_messages WHERE read_at IS NULL`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count unread messages: %w", err)
	}
	return n, nil
}

// MarkMessage marks a message read (now) or unread, recorded in History by
// its subject.
func (s *Store) MarkMessage(ctx context.Context, id string, read bool) error {
	var readAt any
	if read {
		readAt = s.now()
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var subject string
		var was sql.NullTime
		err := tx.QueryRowContext(ctx, `SELECT subject, read_at FROM contact_messages WHERE id = $1`, id).Scan(&subject, &was)
		if errors.Is(err, sql.ErrNoRows) {
			return errMessageNotFound
		} else if err != nil {
			return fmt.Errorf("store: unable to mark message: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE contact_messages SET read_at = $1 WHERE id = $2`, readAt, id); err != nil {
			return fmt.Errorf("store: unable to mark message: %w", err)
		}
		rec := &storyshelf.HistoryRecord{Kind: storyshelf.HistoryMessage, Action: "marked", ItemID: id, ItemName: subject}
		if was.Valid != read {
			rec.Fields = []storyshelf.HistoryField{{Name: "read", Old: was.Valid, New: read}}
		}
		return s.record(ctx, tx, rec)
	})
}

// DeleteMessage removes a message, and its notification mail if that was
// never sent, recorded in History by its subject.
func (s *Store) DeleteMessage(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var subject string
		err := tx.QueryRowContext(ctx, `SELECT subject FROM contact_messages WHERE id = $1`, id).Scan(&subject)
		if errors.Is(err, sql.ErrNoRows) {
			return errMessageNotFound
		} else if err != nil {
			return fmt.Errorf("store: unable to delete message: %w", err)
		}
		if _, err := deleteMessagesIn(ctx, tx, `id = $1`, id); err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryMessage, Action: "deleted",
			ItemID: id, ItemName: subject})
	})
}

// deleteMessages removes the messages matching where (its one argument is
// $1) with their unsent notification mails, in one transaction.
func (s *Store) deleteMessages(ctx context.Context, where string, arg any) (int, error) {
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) (err error) {
		n, err = deleteMessagesIn(ctx, tx, where, arg)
		return err
	})
	return n, err
}

// deleteMessagesIn is deleteMessages within tx.
func deleteMessagesIn(ctx context.Context, tx *sql.Tx, where string, arg any) (int, error) {
	if _, err := tx.ExecContext(ctx, `DELETE FROM outbox WHERE id IN
		(SELECT notify_mail_id FROM contact_messages WHERE `+where+`) AND status = $2`, arg, storyshelf.MailPending); err != nil {
		return 0, fmt.Errorf("store: unable to delete message mail: %w", err)
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM contact_messages WHERE `+where, arg)
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete messages: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
