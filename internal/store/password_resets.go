package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var errBadRecovery = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvalidRecovery)

// CreatePasswordReset stores a reset link's hash and the mail that carries
// the link, in one transaction.
func (s *Store) CreatePasswordReset(ctx context.Context, userID, tokenHash string, m *storyshelf.OutboxMail) error {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, uuid.NewString(), userID, tokenHash, now, now.Add(storyshelf.ResetLinkTTL)); err != nil {
		return fmt.Errorf("store: unable to save reset: %w", err)
	}
	if err := s.enqueueMail(ctx, tx, m); err != nil {
		return err
	}
	return tx.Commit()
}

// CheckPasswordReset reports whether a reset link is still usable, without
// using it.
func (s *Store) CheckPasswordReset(ctx context.Context, tokenHash string) error {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
		tokenHash, s.now()).Scan(&n)
	if err != nil {
		return fmt.Errorf("store: unable to check reset: %w", err)
	}
	if n == 0 {
		return errBadRecovery
	}
	return nil
}

// UsePasswordReset spends a reset link to set a new password. Every session
// of the account ends and every other open link dies with it.
func (s *Store) UsePasswordReset(ctx context.Context, tokenHash, passwordHash string) (*storyshelf.User, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var userID string
	err = tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $1
		WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`, now, tokenHash).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadRecovery
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to use reset: %w", err)
	}
	// setPassword ends the account's other reset links and any setup link.
	if err := s.setPassword(ctx, tx, userID, passwordHash, ""); err != nil {
		return nil, err
	}
	u, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, userID))
	if err != nil {
		return nil, fmt.Errorf("store: unable to fetch user: %w", err)
	}
	return u, tx.Commit()
}

// endResetLinks ends every reset link of userID still waiting: a new
// password (set, or reset) or a new address makes them links to a past
// account, whoever holds them.
func endResetLinks(ctx context.Context, tx *sql.Tx, userID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
		return fmt.Errorf("store: unable to end reset links: %w", err)
	}
	return nil
}

// CreateSetupToken stores the one-time link that creates the first admin.
func (s *Store) CreateSetupToken(ctx context.Context, tokenHash string) error {
	now := s.now()
	_, err := s.db.ExecContext(ctx, `INSERT INTO setup_tokens (token_hash, created_at, expires_at) VALUES ($1, $2, $3)`,
		tokenHash, now, now.Add(storyshelf.SetupLinkTTL))
	if err != nil {
		return fmt.Errorf("store: unable to save setup link: %w", err)
	}
	return nil
}

var errBadSetup = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgSetupLinkInvalid)

// CheckSetupToken reports whether a setup link is still usable, without
// using it, so the server checks the link before spending work on hashing.
func (s *Store) CheckSetupToken(ctx context.Context, tokenHash string) error {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM setup_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
		AND NOT EXISTS (SELECT 1 FROM users)`, tokenHash, s.now()).Scan(&n)
	if err != nil {
		return fmt.Errorf("store: unable to check setup link: %w", err)
	}
	if n == 0 {
		return errBadSetup
	}
	return nil
}

// UseSetupToken spends a setup link to create the first admin; it refuses
// once any admin exists.
func (s *Store) UseSetupToken(ctx context.Context, tokenHash, email, passwordHash string) (*storyshelf.User, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE setup_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1`, now, tokenHash)
	if err != nil {
		return nil, fmt.Errorf("store: unable to use setup link: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, errBadSetup
	}
	var users int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM users`).Scan(&users); err != nil {
		return nil, fmt.Errorf("store: unable to count users: %w", err)
	}
	if users > 0 {
		return nil, errBadSetup
	}
	u, err := s.createUser(ctx, tx, email, passwordHash, storyshelf.RoleOwner)
	if err != nil {
		return nil, err
	}
	return u, tx.Commit()
}
