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
var ErrSessionInvalid = storyshelf.Fail(storyshelf.EUNAUTHORIZED, storyshelf.MsgSessionEnded)

// CreateSession starts a new family for a sign-in from a browser (its user
// agent) on a network (an address or /64, see SeeSession).
func (s *Store) CreateSession(ctx context.Context, userID, tokenHash, userAgent, network string) (*Session, error) {
	now := s.now()
	sess := &Session{ID: uuid.NewString(), UserID: userID, ExpiresAt: now.Add(storyshelf.RefreshTokenTTL)}
	sess.FamilyID = sess.ID
	_, err := s.db.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, user_agent, created_at, expires_at,
		signed_in_at, last_seen_at, network) VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $6, $8)`,
		sess.ID, sess.FamilyID, userID, tokenHash, clipText(userAgent, 300), now, sess.ExpiresAt, clipText(network, 100))
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
	var rotatedAt, revokedAt, signedInAt, lastSeenAt, secondStepAt sql.NullTime
	var createdAt time.Time
	var userAgent, network string
	err = tx.QueryRowContext(ctx, `SELECT id, family_id, user_id, expires_at, rotated_at, revoked_at, user_agent,
		created_at, signed_in_at, last_seen_at, network, second_step_at
		FROM sessions WHERE token_hash = $1`+lock, tokenHash).Scan(
		&cur.ID, &cur.FamilyID, &cur.UserID, &cur.ExpiresAt, &rotatedAt, &revokedAt, &userAgent,
		&createdAt, &signedInAt, &lastSeenAt, &network, &secondStepAt)
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
	// The sign-in's start, last sighting and second step go forward with
	// it. A family from before they were kept started no later than this row.
	if !signedInAt.Valid {
		signedInAt = sql.NullTime{Time: createdAt, Valid: true}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, user_agent, created_at, expires_at,
		signed_in_at, last_seen_at, network, second_step_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		next.ID, next.FamilyID, next.UserID, newHash, userAgent, now, next.ExpiresAt, signedInAt, lastSeenAt, network, secondStepAt); err != nil {
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

// liveRow picks the newest row of a family that is still on: every refresh
// marks the row it spends as rotated, so each live family has one row that is
// not, and ending a family revokes all of its rows.
const liveRow = `rotated_at IS NULL AND revoked_at IS NULL AND expires_at > $2`

// SeeSession reports whether a sign-in is still on, like SessionActive, and
// notes that it was seen now from network, in a write only when the last
// note is older than storyshelf.SessionSeenEvery: a request costs one read.
func (s *Store) SeeSession(ctx context.Context, familyID, network string) (bool, error) {
	now := s.now()
	var seen sql.NullTime
	err := s.db.QueryRowContext(ctx, `SELECT last_seen_at FROM sessions WHERE family_id = $1 AND `+liveRow,
		familyID, now).Scan(&seen)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("store: unable to check session: %w", err)
	}
	if seen.Valid && now.Sub(seen.Time) < storyshelf.SessionSeenEvery {
		return true, nil
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE sessions SET last_seen_at = $3, network = $4
		WHERE family_id = $1 AND `+liveRow+` AND (last_seen_at IS NULL OR last_seen_at < $5)`,
		familyID, now, now, clipText(network, 100), now.Add(-storyshelf.SessionSeenEvery)); err != nil {
		return false, fmt.Errorf("store: unable to note session: %w", err)
	}
	return true, nil
}

// PassSecondStep notes that the sign-in familyID passed a second step: it
// began with a code or a passkey, or set one up. Every row of the family is
// marked, so the mark goes forward whichever row the next refresh spends.
// While the site requires a second step, the account's other sign-ins that
// did not pass one end with it: the rule let them in on the password alone
// only so that the account could set one up, and now it has one.
func (s *Store) PassSecondStep(ctx context.Context, familyID string) error {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET second_step_at = $1 WHERE family_id = $2 AND second_step_at IS NULL`,
		now, familyID); err != nil {
		return fmt.Errorf("store: unable to note the second step: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1
		WHERE user_id = (SELECT user_id FROM sessions WHERE family_id = $2 LIMIT 1) AND family_id <> $2
			AND second_step_at IS NULL AND revoked_at IS NULL
			AND EXISTS (SELECT 1 FROM sign_in_settings WHERE id = 1 AND require_second_step)`, now, familyID); err != nil {
		return fmt.Errorf("store: unable to end sign-ins without a second step: %w", err)
	}
	return tx.Commit()
}

// SecondStepPassed reports whether the sign-in familyID passed a second step.
func (s *Store) SecondStepPassed(ctx context.Context, familyID string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE family_id = $1 AND second_step_at IS NOT NULL AND `+liveRow,
		familyID, s.now()).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to check the second step: %w", err)
	}
	return n > 0, nil
}

// SignIns lists the user's sign-ins that are still on, the most recently
// seen first.
func (s *Store) SignIns(ctx context.Context, userID string) ([]storyshelf.SignIn, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT family_id, user_agent, network, created_at, signed_in_at, last_seen_at
		FROM sessions WHERE user_id = $1 AND `+liveRow+` ORDER BY COALESCE(last_seen_at, created_at) DESC, family_id`,
		userID, s.now())
	if err != nil {
		return nil, fmt.Errorf("store: unable to list sessions: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.SignIn{}
	for rows.Next() {
		var in storyshelf.SignIn
		var signedInAt, lastSeenAt sql.NullTime
		var createdAt time.Time
		if err := rows.Scan(&in.ID, &in.UserAgent, &in.Network, &createdAt, &signedInAt, &lastSeenAt); err != nil {
			return nil, fmt.Errorf("store: unable to list sessions: %w", err)
		}
		// A sign-in from before these were kept: its newest row is the
		// latest sign of it.
		in.SignedInAt, in.LastSeenAt = createdAt, createdAt
		if signedInAt.Valid {
			in.SignedInAt = signedInAt.Time
		}
		if lastSeenAt.Valid {
			in.LastSeenAt = lastSeenAt.Time
		}
		list = append(list, in)
	}
	return list, rows.Err()
}

// EndSignIn signs one of the user's devices out: its refresh token and its
// access tokens stop working at once. Another user's sign-in, or one that
// already ended, is not found. History names the device as device names
// its user agent ("Firefox on Windows", as her Account page lists it).
func (s *Store) EndSignIn(ctx context.Context, userID, familyID string, device func(userAgent string) string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1
			WHERE user_id = $2 AND family_id = $3 AND revoked_at IS NULL AND expires_at > $1`, s.now(), userID, familyID)
		if err != nil {
			return fmt.Errorf("store: unable to end session: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgSignInEnded)
		}
		// Every row of a family carries the user agent it signed in with.
		var userAgent string
		if err := tx.QueryRowContext(ctx, `SELECT user_agent FROM sessions WHERE family_id = $1 AND user_id = $2
			ORDER BY created_at DESC LIMIT 1`, familyID, userID).Scan(&userAgent); err != nil {
			return fmt.Errorf("store: unable to fetch session: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: "signed out a device",
			ItemID: familyID, ItemName: device(userAgent)})
	})
}

// EndOtherSignIns signs every device of the user out but keepFamily's, and
// answers how many sign-ins ended.
func (s *Store) EndOtherSignIns(ctx context.Context, userID, keepFamily string) (int, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE user_id = $1 AND family_id <> $3 AND `+liveRow,
		userID, now, keepFamily).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count sessions: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1
		WHERE user_id = $2 AND family_id <> $3 AND revoked_at IS NULL`, now, userID, keepFamily); err != nil {
		return 0, fmt.Errorf("store: unable to end sessions: %w", err)
	}
	if err := s.recordAccount(ctx, tx, "signed out every other device", userID); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
