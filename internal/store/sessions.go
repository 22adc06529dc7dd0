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

// Session is one refresh token of a sign-in's family.
type Session struct {
	ID        string
	FamilyID  string
	UserID    string
	ExpiresAt time.Time
}

// ErrSessionInvalid covers every refused refresh: unknown, expired, revoked
// or reused.
var ErrSessionInvalid = storyshelf.Errorf(storyshelf.EUNAUTHORIZED, "Your session has ended. Please sign in again.")

// CreateSession starts a new family for a sign-in.
func (s *Store) CreateSession(ctx context.Context, userID, tokenHash, userAgent string) (*Session, error) {
	now := s.now()
	sess := &Session{ID: uuid.NewString(), UserID: userID, ExpiresAt: now.Add(storyshelf.RefreshTokenTTL)}
	sess.FamilyID = sess.ID
	_, err := s.db.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, user_agent, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, sess.ID, sess.FamilyID, userID, tokenHash, clipText(userAgent, 300), now, sess.ExpiresAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to create session: %w", err)
	}
	return sess, nil
}

// RotateSession spends the refresh token tokenHash and stores its successor
// newHash. rotated is false when the token was spent moments ago by another
// tab (within the grace window): the caller then issues an access token but
// no new refresh token. A token spent earlier than that is a sign of theft:
// the whole family is revoked.
func (s *Store) RotateSession(ctx context.Context, tokenHash, newHash string) (sess *Session, rotated bool, err error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, false, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE"
	}
	cur := &Session{}
	var rotatedAt, revokedAt sql.NullTime
	var userAgent string
	err = tx.QueryRowContext(ctx, `SELECT id, family_id, user_id, expires_at, rotated_at, revoked_at, user_agent
		FROM sessions WHERE token_hash = $1`+lock, tokenHash).Scan(
		&cur.ID, &cur.FamilyID, &cur.UserID, &cur.ExpiresAt, &rotatedAt, &revokedAt, &userAgent)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, ErrSessionInvalid
	} else if err != nil {
		return nil, false, fmt.Errorf("store: unable to fetch session: %w", err)
	}
	if revokedAt.Valid || !now.Before(cur.ExpiresAt) {
		return nil, false, ErrSessionInvalid
	}
	if rotatedAt.Valid {
		if now.Sub(rotatedAt.Time) <= storyshelf.RefreshGrace {
			return cur, false, nil
		}
		if err := s.revokeFamily(ctx, tx, cur.FamilyID, now); err != nil {
			return nil, false, err
		}
		if err := tx.Commit(); err != nil {
			return nil, false, fmt.Errorf("store: unable to revoke session: %w", err)
		}
		return nil, false, ErrSessionInvalid
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET rotated_at = $1 WHERE id = $2`, now, cur.ID); err != nil {
		return nil, false, fmt.Errorf("store: unable to rotate session: %w", err)
	}
	next := &Session{ID: uuid.NewString(), FamilyID: cur.FamilyID, UserID: cur.UserID, ExpiresAt: now.Add(storyshelf.RefreshTokenTTL)}
	if _, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, user_agent, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, next.ID, next.FamilyID, next.UserID, newHash, userAgent, now, next.ExpiresAt); err != nil {
		return nil, false, fmt.Errorf("store: unable to rotate session: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, false, fmt.Errorf("store: unable to rotate session: %w", err)
	}
	return next, true, nil
}

// RevokeSessionByToken ends the sign-in a refresh token belongs to (sign-out).
func (s *Store) RevokeSessionByToken(ctx context.Context, tokenHash string) error {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var family string
	err = tx.QueryRowContext(ctx, `SELECT family_id FROM sessions WHERE token_hash = $1`, tokenHash).Scan(&family)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // nothing to end
	} else if err != nil {
		return fmt.Errorf("store: unable to fetch session: %w", err)
	}
	if err := s.revokeFamily(ctx, tx, family, now); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *Store) revokeFamily(ctx context.Context, tx *sql.Tx, familyID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL`, now, familyID); err != nil {
		return fmt.Errorf("store: unable to revoke session: %w", err)
	}
	return nil
}

// SessionActive reports whether a sign-in is still on: not revoked, not
// expired. Access tokens of an ended session stop working at once.
func (s *Store) SessionActive(ctx context.Context, familyID string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
		familyID, s.now()).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("store: unable to check session: %w", err)
	}
	return n > 0, nil
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
