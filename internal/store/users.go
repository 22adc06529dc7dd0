package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const userColumns = `id, email, created_at, password_changed_at, role`

func scanUser(row interface{ Scan(...any) error }, extra ...any) (*storyshelf.User, error) {
	u := &storyshelf.User{}
	err := row.Scan(append([]any{&u.ID, &u.Email, &u.CreatedAt, &u.PasswordChangedAt, &u.Role}, extra...)...)
	return u, err
}

var errNoUser = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgNoUser)

// CountUsers counts admin accounts.
func (s *Store) CountUsers(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM users`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count users: %w", err)
	}
	return n, nil
}

// CreateUser adds an owner's account. Made by someone (the command line's
// admin create), it is in History; made by nobody (a test, the demo), not.
func (s *Store) CreateUser(ctx context.Context, email, passwordHash string) (*storyshelf.User, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	u, err := s.createUser(ctx, tx, email, passwordHash, storyshelf.RoleOwner)
	if err != nil {
		return nil, err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryPeople, Action: "created an account",
		ItemID: u.ID, ItemName: u.Email}); err != nil {
		return nil, err
	}
	return u, tx.Commit()
}

func (s *Store) createUser(ctx context.Context, tx *sql.Tx, email, passwordHash, role string) (*storyshelf.User, error) {
	u := &storyshelf.User{ID: uuid.NewString(), Email: storyshelf.NormalizeEmail(email), CreatedAt: s.now(), Role: role}
	u.PasswordChangedAt = u.CreatedAt
	res, err := tx.ExecContext(ctx, `INSERT INTO users (id, email, password_hash, created_at, password_changed_at, role)
		VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (email) DO NOTHING`, u.ID, u.Email, passwordHash, u.CreatedAt, role)
	if err != nil {
		return nil, fmt.Errorf("store: unable to create user: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgUserExists)
	}
	return u, nil
}

// UserByEmail finds an account and its password hash.
func (s *Store) UserByEmail(ctx context.Context, email string) (*storyshelf.User, string, error) {
	var hash string
	u, err := scanUser(s.db.QueryRowContext(ctx, `SELECT `+userColumns+`, password_hash FROM users WHERE email = $1`,
		storyshelf.NormalizeEmail(email)), &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", errNoUser
	} else if err != nil {
		return nil, "", fmt.Errorf("store: unable to fetch user: %w", err)
	}
	return u, hash, nil
}

// UserByID finds an account and its password hash.
func (s *Store) UserByID(ctx context.Context, id string) (*storyshelf.User, string, error) {
	var hash string
	u, err := scanUser(s.db.QueryRowContext(ctx, `SELECT `+userColumns+`, password_hash FROM users WHERE id = $1`, id), &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", errNoUser
	} else if err != nil {
		return nil, "", fmt.Errorf("store: unable to fetch user: %w", err)
	}
	return u, hash, nil
}

// SetPassword changes a password and revokes every session of the user but
// keepFamily (the one that made the change; "" revokes all), every open
// reset or setup link, and any change of address waiting for its link.
// History keeps that it changed, never the password nor its hash.
func (s *Store) SetPassword(ctx context.Context, userID, passwordHash, keepFamily string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := s.setPassword(ctx, tx, userID, passwordHash, keepFamily); err != nil {
		return err
	}
	if err := s.recordAccount(ctx, tx, "changed the password", userID); err != nil {
		return err
	}
	return tx.Commit()
}

// recordAccount records, within tx, what ctx's actor did to the account
// userID (History's kind account), naming the account by its address as tx
// sees it: on the Account page that is her own, from the command line the
// one it was run for. Changes made by nobody (a reset link) are not
// History's, and the address is then not read. fields must name no secret
// value: a code or a key is never one of them.
func (s *Store) recordAccount(ctx context.Context, tx *sql.Tx, action, userID string, fields ...storyshelf.HistoryField) error {
	if _, ok := storyshelf.ActorOf(ctx); !ok {
		return nil
	}
	email, err := accountEmail(ctx, tx, userID)
	if err != nil {
		return err
	}
	return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: action,
		ItemID: userID, ItemName: email, Fields: fields})
}

// accountEmail is userID's address as tx sees it, "" for an account that
// is not there (History then names none).
func accountEmail(ctx context.Context, tx *sql.Tx, userID string) (string, error) {
	var email string
	err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, userID).Scan(&email)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("store: unable to fetch user: %w", err)
	}
	return email, nil
}

func (s *Store) setPassword(ctx context.Context, tx *sql.Tx, userID, passwordHash, keepFamily string) error {
	now := s.now()
	res, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1, password_changed_at = $2 WHERE id = $3`, passwordHash, now, userID)
	if err != nil {
		return fmt.Errorf("store: unable to set password: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errNoUser
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1
		WHERE user_id = $2 AND family_id <> $3 AND revoked_at IS NULL`, now, userID, keepFamily); err != nil {
		return fmt.Errorf("store: unable to revoke sessions: %w", err)
	}
	// A new password ends every way in that skips the old one: the reset
	// links still waiting in a mailbox (or read by a stranger) and any setup
	// link, which an account's existence already refuses.
	if err := endResetLinks(ctx, tx, userID, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE setup_tokens SET used_at = $1 WHERE used_at IS NULL`, now); err != nil {
		return fmt.Errorf("store: unable to end setup links: %w", err)
	}
	// A change of address asked for under the old password waits no more:
	// whoever asked may be who the new password shuts out.
	if _, err := tx.ExecContext(ctx, `UPDATE email_changes SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
		return fmt.Errorf("store: unable to end email changes: %w", err)
	}
	return nil
}
