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

// An account's second step at sign-in (issue #29): its authenticator secret
// (sealed by the caller), its recovery codes (hashed by the caller), the
// tickets that carry a right password to the second step, and the site's
// choice to require one.

var (
	errCodesNotOn      = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesNotOn)
	errCodesNotStarted = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesNotStarted)
	errSignInExpired   = storyshelf.Fail(storyshelf.EUNAUTHORIZED, storyshelf.MsgSignInExpired)
)

// CodesState is whether userID has codes on and how many unused recovery
// codes it has left, and whether the site requires a second step.
func (s *Store) CodesState(ctx context.Context, userID string) (*storyshelf.CodesState, error) {
	st := &storyshelf.CodesState{}
	err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM second_step_codes WHERE user_id = $1 AND confirmed_at IS NOT NULL),
		(SELECT COUNT(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL)`, userID).
		Scan(&st.On, &st.RecoveryCodesLeft)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the sign-in codes: %w", err)
	}
	if !st.On {
		st.RecoveryCodesLeft = 0
	}
	if st.Required, err = s.SecondStepRequired(ctx); err != nil {
		return nil, err
	}
	return st, nil
}

// StartCodes keeps a new sealed secret for userID, waiting for its first
// code (ConfirmCodes); it replaces one still waiting. An account whose codes
// are on already is refused.
func (s *Store) StartCodes(ctx context.Context, userID, sealedSecret string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO second_step_codes (user_id, secret, created_at) VALUES ($1, $2, $3)
			ON CONFLICT (user_id) DO UPDATE SET secret = $2, created_at = $3, last_step = 0
			WHERE second_step_codes.confirmed_at IS NULL`, userID, sealedSecret, s.now())
		if err != nil {
			return fmt.Errorf("store: unable to start sign-in codes: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesAlreadyOn)
		}
		return s.recordAccount(ctx, tx, "started setting up sign-in codes", userID)
	})
}

// PendingCodesSecret is userID's sealed secret waiting for its first code.
func (s *Store) PendingCodesSecret(ctx context.Context, userID string) (string, error) {
	return s.codesSecret(ctx, userID, false)
}

// CodesSecret is userID's sealed secret once codes are on.
func (s *Store) CodesSecret(ctx context.Context, userID string) (string, error) {
	return s.codesSecret(ctx, userID, true)
}

func (s *Store) codesSecret(ctx context.Context, userID string, on bool) (string, error) {
	var sealed string
	var confirmed sql.NullTime
	err := s.db.QueryRowContext(ctx, `SELECT secret, confirmed_at FROM second_step_codes WHERE user_id = $1`, userID).
		Scan(&sealed, &confirmed)
	switch {
	case errors.Is(err, sql.ErrNoRows) || confirmed.Valid != on:
		if on {
			return "", errCodesNotOn
		}
		if confirmed.Valid {
			return "", storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesAlreadyOn)
		}
		return "", errCodesNotStarted
	case err != nil:
		return "", fmt.Errorf("store: unable to read the sign-in codes: %w", err)
	}
	return sealed, nil
}

// ConfirmCodes turns userID's waiting codes on, the first code having been
// for step (so it cannot be used again), with recoveryHashes as its only
// recovery codes. Refused when nothing waits (or the waiting secret was
// replaced by another start: sealedSecret is the one the code was checked
// against).
func (s *Store) ConfirmCodes(ctx context.Context, userID, sealedSecret string, step int64, recoveryHashes []string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	now := s.now()
	res, err := tx.ExecContext(ctx, `UPDATE second_step_codes SET confirmed_at = $1, last_step = $2
		WHERE user_id = $3 AND secret = $4 AND confirmed_at IS NULL`, now, step, userID, sealedSecret)
	if err != nil {
		return fmt.Errorf("store: unable to turn sign-in codes on: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errCodesNotStarted
	}
	if err := s.replaceRecoveryCodes(ctx, tx, userID, recoveryHashes, now); err != nil {
		return err
	}
	if err := s.recordAccount(ctx, tx, "turned on sign-in codes", userID); err != nil {
		return err
	}
	return tx.Commit()
}

// ReplaceRecoveryCodes makes recoveryHashes userID's only recovery codes;
// the old ones stop working. Refused when codes are not on.
func (s *Store) ReplaceRecoveryCodes(ctx context.Context, userID string, recoveryHashes []string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM second_step_codes WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
		userID).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to read the sign-in codes: %w", err)
	} else if n == 0 {
		return errCodesNotOn
	}
	if err := s.replaceRecoveryCodes(ctx, tx, userID, recoveryHashes, s.now()); err != nil {
		return err
	}
	if err := s.recordAccount(ctx, tx, "made new recovery codes", userID); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *Store) replaceRecoveryCodes(ctx context.Context, tx *sql.Tx, userID string, hashes []string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: unable to replace recovery codes: %w", err)
	}
	for _, h := range hashes {
		if _, err := tx.ExecContext(ctx, `INSERT INTO recovery_codes (id, user_id, code_hash, created_at) VALUES ($1, $2, $3, $4)`,
			uuid.NewString(), userID, h, now); err != nil {
			return fmt.Errorf("store: unable to save recovery codes: %w", err)
		}
	}
	return nil
}

// UseCodeStep accepts a code for step when no code of that step or a later
// one was accepted before, and remembers it: a code works once, even on two
// instances at the same moment.
func (s *Store) UseCodeStep(ctx context.Context, userID string, step int64) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE second_step_codes SET last_step = $1
		WHERE user_id = $2 AND confirmed_at IS NOT NULL AND last_step < $1`, step, userID)
	if err != nil {
		return false, fmt.Errorf("store: unable to use a sign-in code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// UseRecoveryCode spends userID's unused recovery code with hash codeHash,
// reporting whether there was one.
func (s *Store) UseRecoveryCode(ctx context.Context, userID, codeHash string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE recovery_codes SET used_at = $1
		WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL
		AND EXISTS (SELECT 1 FROM second_step_codes c WHERE c.user_id = $2 AND c.confirmed_at IS NOT NULL)`,
		s.now(), userID, codeHash)
	if err != nil {
		return false, fmt.Errorf("store: unable to use a recovery code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// TurnCodesOff removes userID's codes and recovery codes.
func (s *Store) TurnCodesOff(ctx context.Context, userID string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := s.removeCodes(ctx, tx, userID); err != nil {
		return err
	}
	if err := s.recordAccount(ctx, tx, "turned off sign-in codes", userID); err != nil {
		return err
	}
	return tx.Commit()
}

// removeCodes deletes userID's codes, recovery codes and open tickets, and
// says what there was.
func (s *Store) removeCodes(ctx context.Context, tx *sql.Tx, userID string) (storyshelf.SecondStepRemoval, error) {
	var r storyshelf.SecondStepRemoval
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
		userID).Scan(&r.RecoveryCodes); err != nil {
		return r, fmt.Errorf("store: unable to read recovery codes: %w", err)
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM second_step_codes WHERE user_id = $1`, userID)
	if err != nil {
		return r, fmt.Errorf("store: unable to remove sign-in codes: %w", err)
	}
	n, _ := res.RowsAffected()
	r.Codes = n > 0
	for _, q := range []string{`DELETE FROM recovery_codes WHERE user_id = $1`, `DELETE FROM sign_in_tickets WHERE user_id = $1`} {
		if _, err := tx.ExecContext(ctx, q, userID); err != nil {
			return r, fmt.Errorf("store: unable to remove sign-in codes: %w", err)
		}
	}
	return r, nil
}

// RemoveSecondStep takes every second step off userID's account and ends
// every sign-in of it, for the owner locked out of her own (the CLI's
// reset-second-step, which History names as the command line).
func (s *Store) RemoveSecondStep(ctx context.Context, userID string) (storyshelf.SecondStepRemoval, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return storyshelf.SecondStepRemoval{}, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	r, err := s.removeCodes(ctx, tx, userID)
	if err != nil {
		return r, err
	}
	if r.Passkeys, err = deletePasskeys(ctx, tx, userID); err != nil {
		return r, err
	}
	now := s.now()
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(DISTINCT family_id) FROM sessions WHERE user_id = $1 AND `+liveRow,
		userID, now).Scan(&r.SignIns); err != nil {
		return r, fmt.Errorf("store: unable to count sessions: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`,
		now, userID); err != nil {
		return r, fmt.Errorf("store: unable to end sessions: %w", err)
	}
	if err := s.recordAccount(ctx, tx, "removed the second step", userID); err != nil {
		return r, err
	}
	return r, tx.Commit()
}

// CreateSignInTicket keeps a ticket (its hash) that finishes userID's
// sign-in with a second step, and answers when it expires.
func (s *Store) CreateSignInTicket(ctx context.Context, userID, ticketHash string) (time.Time, error) {
	now := s.now()
	expires := now.Add(storyshelf.SignInTicketTTL)
	if _, err := s.db.ExecContext(ctx, `INSERT INTO sign_in_tickets (id, user_id, ticket_hash, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, uuid.NewString(), userID, ticketHash, now, expires); err != nil {
		return time.Time{}, fmt.Errorf("store: unable to start the second step: %w", err)
	}
	return expires, nil
}

// SignInTicket is the account a ticket still open is for, without using it.
func (s *Store) SignInTicket(ctx context.Context, ticketHash string) (string, error) {
	var userID string
	err := s.db.QueryRowContext(ctx, `SELECT user_id FROM sign_in_tickets
		WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND misses < $3`,
		ticketHash, s.now(), storyshelf.SignInTicketMisses).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errSignInExpired
	} else if err != nil {
		return "", fmt.Errorf("store: unable to read the second step: %w", err)
	}
	return userID, nil
}

// TrySignInTicket counts one code against an open ticket before the code is
// checked, and answers the ticket's account. Past
// storyshelf.SignInTicketMisses codes the ticket is refused: counted in the
// same statement that checks the count, parallel codes cannot get more
// checks than that. (The column is named misses; since #42 it counts every
// code tried, the right one too.)
func (s *Store) TrySignInTicket(ctx context.Context, ticketHash string) (string, error) {
	var userID string
	err := s.db.QueryRowContext(ctx, `UPDATE sign_in_tickets SET misses = misses + 1
		WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND misses < $3 RETURNING user_id`,
		ticketHash, s.now(), storyshelf.SignInTicketMisses).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errSignInExpired
	} else if err != nil {
		return "", fmt.Errorf("store: unable to count a code: %w", err)
	}
	return userID, nil
}

// UseSignInTicket spends an open ticket, once, after TrySignInTicket counted
// the right code: a second use or a late one is refused, and so is one that
// was never tried or is past its codes.
func (s *Store) UseSignInTicket(ctx context.Context, ticketHash string) (string, error) {
	var userID string
	err := s.db.QueryRowContext(ctx, `UPDATE sign_in_tickets SET used_at = $1
		WHERE ticket_hash = $2 AND used_at IS NULL AND expires_at > $1 AND misses BETWEEN 1 AND $3 RETURNING user_id`,
		s.now(), ticketHash, storyshelf.SignInTicketMisses).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errSignInExpired
	} else if err != nil {
		return "", fmt.Errorf("store: unable to finish the second step: %w", err)
	}
	return userID, nil
}

// SecondStepRequired reports whether the site requires a second step of
// every account.
func (s *Store) SecondStepRequired(ctx context.Context) (bool, error) {
	var on bool
	err := s.db.QueryRowContext(ctx, `SELECT require_second_step FROM sign_in_settings WHERE id = 1`).Scan(&on)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return false, fmt.Errorf("store: unable to read the sign-in settings: %w", err)
	}
	return on, nil
}

// SetSecondStepRequired sets whether the site requires a second step of
// every account, and queues mails (to every account: who changed it, and
// when) in the same transaction. Turning it on ends every sign-in, of any
// account, that did not pass a second step: the rule then holds for the
// sign-ins already open, not only for the next ones. The sign-in turning it
// on passed one, so it stays. History keeps the rule before and after.
func (s *Store) SetSecondStepRequired(ctx context.Context, on bool, mails []storyshelf.OutboxMail) error {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var was bool
	err = tx.QueryRowContext(ctx, `SELECT require_second_step FROM sign_in_settings WHERE id = 1`).Scan(&was)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("store: unable to read the sign-in settings: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO sign_in_settings (id, require_second_step, updated_at) VALUES (1, $1, $2)
		ON CONFLICT (id) DO UPDATE SET require_second_step = $1, updated_at = $2`, on, now); err != nil {
		return fmt.Errorf("store: unable to save the sign-in settings: %w", err)
	}
	if on {
		if _, err := tx.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE second_step_at IS NULL AND revoked_at IS NULL`,
			now); err != nil {
			return fmt.Errorf("store: unable to end sign-ins without a second step: %w", err)
		}
	}
	if err := s.enqueueMails(ctx, tx, mails); err != nil {
		return err
	}
	rec := &storyshelf.HistoryRecord{Kind: storyshelf.HistorySettings, Action: "changed whether a second step is required"}
	if was != on {
		rec.Fields = []storyshelf.HistoryField{{Name: "required", Old: was, New: on}}
	}
	if err := s.record(ctx, tx, rec); err != nil {
		return err
	}
	return tx.Commit()
}

// CodesOn reports whether userID has authenticator codes on.
func (s *Store) CodesOn(ctx context.Context, userID string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM second_step_codes WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
		userID).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to read the sign-in codes: %w", err)
	}
	return n > 0, nil
}
