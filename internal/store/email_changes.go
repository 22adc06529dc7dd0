package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var (
	errEmailInUse      = storyshelf.FieldError("email", storyshelf.MsgEmailInUse)
	errBadEmailLink    = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgEmailLinkInvalid)
	errNoPendingChange = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgNoPendingChange)
)

// emailTaken reports whether an account other than userID has address email.
func emailTaken(ctx context.Context, q querier, userID, email string) (bool, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM users WHERE email = $1 AND id <> $2`, email, userID).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to check email: %w", err)
	}
	return n > 0, nil
}

// CreateEmailChange stores a change of userID's address to newEmail, waiting
// for the link (tokenHash) that m carries to the new address, in one
// transaction. It replaces any change still waiting. An address another
// account has is refused. History keeps the address asked for beside the
// one it would replace; the address changes only when the link is used.
func (s *Store) CreateEmailChange(ctx context.Context, userID, newEmail, tokenHash string, m *storyshelf.OutboxMail) (*storyshelf.EmailChange, error) {
	now := s.now()
	newEmail = storyshelf.NormalizeEmail(newEmail)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if taken, err := emailTaken(ctx, tx, userID, newEmail); err != nil {
		return nil, err
	} else if taken {
		return nil, errEmailInUse
	}
	// Only the newest link works: an older one may sit in a mailbox she
	// no longer wants.
	if _, err := tx.ExecContext(ctx, `UPDATE email_changes SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
		return nil, fmt.Errorf("store: unable to end earlier email changes: %w", err)
	}
	c := &storyshelf.EmailChange{UserID: userID, NewEmail: newEmail, ExpiresAt: now.Add(storyshelf.EmailChangeTTL)}
	if _, err := tx.ExecContext(ctx, `INSERT INTO email_changes (id, user_id, new_email, token_hash, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, uuid.NewString(), userID, newEmail, tokenHash, now, c.ExpiresAt); err != nil {
		return nil, fmt.Errorf("store: unable to save email change: %w", err)
	}
	if err := s.enqueueMail(ctx, tx, m); err != nil {
		return nil, err
	}
	if _, ok := storyshelf.ActorOf(ctx); ok {
		old, err := accountEmail(ctx, tx, userID)
		if err != nil {
			return nil, err
		}
		if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount,
			Action: "asked to change the email address", ItemID: userID, ItemName: old,
			Fields: []storyshelf.HistoryField{{Name: "email", Old: old, New: newEmail}}}); err != nil {
			return nil, err
		}
	}
	return c, tx.Commit()
}

// PendingEmailChange is the change of userID's address still waiting for
// its link, if any (not found otherwise).
func (s *Store) PendingEmailChange(ctx context.Context, userID string) (*storyshelf.EmailChange, error) {
	c := &storyshelf.EmailChange{UserID: userID}
	err := s.db.QueryRowContext(ctx, `SELECT new_email, expires_at FROM email_changes
		WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at DESC LIMIT 1`, userID, s.now()).
		Scan(&c.NewEmail, &c.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoPendingChange
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch email change: %w", err)
	}
	return c, nil
}

// CheckEmailChange is the change a link (its token's hash) would make,
// without making it: what the link's page asks to confirm.
func (s *Store) CheckEmailChange(ctx context.Context, tokenHash string) (*storyshelf.EmailChange, error) {
	c := &storyshelf.EmailChange{}
	err := s.db.QueryRowContext(ctx, `SELECT c.user_id, u.email, c.new_email, c.expires_at FROM email_changes c
		JOIN users u ON u.id = c.user_id
		WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2`, tokenHash, s.now()).
		Scan(&c.UserID, &c.OldEmail, &c.NewEmail, &c.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadEmailLink
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to check email change: %w", err)
	}
	return c, nil
}

// UseEmailChange spends a link to change the account's address, ends the
// account's reset links, queues the notice to the old address (as ms writes
// it) and records the change in History, in the same transaction. If another
// account took the new address meanwhile, nothing changes.
func (s *Store) UseEmailChange(ctx context.Context, ms mails.Site, tokenHash string) (*storyshelf.EmailChange, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	c := &storyshelf.EmailChange{}
	err = tx.QueryRowContext(ctx, `UPDATE email_changes SET used_at = $1
		WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id, new_email, expires_at`, now, tokenHash).
		Scan(&c.UserID, &c.NewEmail, &c.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadEmailLink
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to use email change: %w", err)
	}
	if err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, c.UserID).Scan(&c.OldEmail); err != nil {
		return nil, fmt.Errorf("store: unable to fetch user: %w", err)
	}
	if taken, err := emailTaken(ctx, tx, c.UserID, c.NewEmail); err != nil {
		return nil, err
	} else if taken {
		return nil, storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgEmailInUse)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET email = $1 WHERE id = $2`, c.NewEmail, c.UserID); err != nil {
		return nil, fmt.Errorf("store: unable to change email: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE email_changes SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, c.UserID); err != nil {
		return nil, fmt.Errorf("store: unable to end other email changes: %w", err)
	}
	// A reset link mailed to the old address would still open the account
	// from a mailbox she has just left (issue #42).
	if err := endResetLinks(ctx, tx, c.UserID, now); err != nil {
		return nil, err
	}
	m := mails.EmailChanged(ms, c)
	if err := s.enqueueMail(ctx, tx, &m); err != nil {
		return nil, err
	}
	// The link is followed from the new mailbox, without a session: the
	// account's holder did it.
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{ActorID: c.UserID, ActorEmail: c.NewEmail,
		Kind: storyshelf.HistoryAccount, Action: "changed the email address", ItemID: c.UserID, ItemName: c.NewEmail,
		Fields: []storyshelf.HistoryField{{Name: "email", Old: c.OldEmail, New: c.NewEmail}}}); err != nil {
		return nil, err
	}
	return c, tx.Commit()
}
