package store

import (
	"context"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// PasskeyCredential is a stored passkey with what checking a sign-in with it
// needs. The store keeps the values as they are; internal/server turns them
// into the WebAuthn library's credential.
type PasskeyCredential struct {
	ID              string
	UserID          string
	Name            string
	CredentialID    []byte
	PublicKey       []byte
	SignCount       uint32
	Flags           byte     // the authenticator data's flags byte
	Transports      []string // "internal", "usb", "hybrid", …
	AAGUID          []byte
	AttestationType string
	Attestation     string // the raw attestation, as JSON
}

var (
	errPasskeyNotFound    = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgPasskeyNotFound)
	errPasskeyCeremony    = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgPasskeyTryAgain)
	errTooManyPasskeys    = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgTooManyPasskeys)
	errPasskeyAlreadyHere = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgPasskeyAlreadyHere)
)

var b64 = base64.RawURLEncoding

// AddPasskey stores a new passkey for c.UserID, up to
// storyshelf.MaxPasskeys of them.
func (s *Store) AddPasskey(ctx context.Context, c *PasskeyCredential) (*storyshelf.Passkey, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM passkeys WHERE user_id = $1`, c.UserID).Scan(&n); err != nil {
		return nil, fmt.Errorf("store: unable to count passkeys: %w", err)
	}
	if n >= storyshelf.MaxPasskeys {
		return nil, errTooManyPasskeys
	}
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM passkeys WHERE credential_id = $1`, b64.EncodeToString(c.CredentialID)).Scan(&n); err != nil {
		return nil, fmt.Errorf("store: unable to check passkey: %w", err)
	} else if n > 0 {
		return nil, errPasskeyAlreadyHere
	}
	c.ID = uuid.NewString()
	attestation := c.Attestation
	if attestation == "" {
		attestation = "{}"
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO passkeys (id, user_id, name, credential_id, public_key, sign_count, flags,
		transports, aaguid, attestation_type, attestation, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		c.ID, c.UserID, c.Name, b64.EncodeToString(c.CredentialID), b64.EncodeToString(c.PublicKey), int64(c.SignCount), int(c.Flags),
		strings.Join(c.Transports, ","), b64.EncodeToString(c.AAGUID), c.AttestationType, attestation, now); err != nil {
		return nil, fmt.Errorf("store: unable to save passkey: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: "added a passkey",
		ItemID: c.ID, ItemName: c.Name}); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to save passkey: %w", err)
	}
	return &storyshelf.Passkey{ID: c.ID, Name: c.Name, CreatedAt: now}, nil
}

// Passkeys lists userID's passkeys, the oldest first.
func (s *Store) Passkeys(ctx context.Context, userID string) ([]storyshelf.Passkey, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name, created_at, last_used_at FROM passkeys
		WHERE user_id = $1 ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list passkeys: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Passkey{}
	for rows.Next() {
		var p storyshelf.Passkey
		var used sql.NullTime
		if err := rows.Scan(&p.ID, &p.Name, &p.CreatedAt, &used); err != nil {
			return nil, fmt.Errorf("store: unable to list passkeys: %w", err)
		}
		if used.Valid {
			p.LastUsedAt = &used.Time
		}
		list = append(list, p)
	}
	return list, rows.Err()
}

const credentialColumns = `id, user_id, name, credential_id, public_key, sign_count, flags, transports, aaguid,
	attestation_type, attestation`

func scanCredential(row interface{ Scan(...any) error }) (*PasskeyCredential, error) {
	c := &PasskeyCredential{}
	var credID, key, transports, aaguid string
	var count int64
	var flags int
	if err := row.Scan(&c.ID, &c.UserID, &c.Name, &credID, &key, &count, &flags, &transports, &aaguid,
		&c.AttestationType, &c.Attestation); err != nil {
		return nil, err
	}
	var err error
	if c.CredentialID, err = b64.DecodeString(credID); err != nil {
		return nil, fmt.Errorf("store: passkey %s: %w", c.ID, err)
	}
	if c.PublicKey, err = b64.DecodeString(key); err != nil {
		return nil, fmt.Errorf("store: passkey %s: %w", c.ID, err)
	}
	if c.AAGUID, err = b64.DecodeString(aaguid); err != nil {
		return nil, fmt.Errorf("store: passkey %s: %w", c.ID, err)
	}
	c.SignCount, c.Flags = uint32(count), byte(flags)
	if transports != "" {
		c.Transports = strings.Split(transports, ",")
	}
	return c, nil
}

// PasskeyCredentials are userID's passkeys with their keys.
func (s *Store) PasskeyCredentials(ctx context.Context, userID string) ([]*PasskeyCredential, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+credentialColumns+` FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read passkeys: %w", err)
	}
	defer rows.Close()
	var list []*PasskeyCredential
	for rows.Next() {
		c, err := scanCredential(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read passkeys: %w", err)
		}
		list = append(list, c)
	}
	return list, rows.Err()
}

// PasskeyByCredentialID is the passkey an authenticator names by its
// credential ID (not found when there is none).
func (s *Store) PasskeyByCredentialID(ctx context.Context, credentialID []byte) (*PasskeyCredential, error) {
	c, err := scanCredential(s.db.QueryRowContext(ctx, `SELECT `+credentialColumns+` FROM passkeys WHERE credential_id = $1`,
		b64.EncodeToString(credentialID)))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errPasskeyNotFound
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read passkey: %w", err)
	}
	return c, nil
}

// UsePasskey notes a sign-in with passkey id: its new signature count and
// flags, and when.
func (s *Store) UsePasskey(ctx context.Context, id string, signCount uint32, flags byte) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE passkeys SET sign_count = $1, flags = $2, last_used_at = $3 WHERE id = $4`,
		int64(signCount), int(flags), s.now(), id); err != nil {
		return fmt.Errorf("store: unable to note passkey use: %w", err)
	}
	return nil
}

// RenamePasskey gives userID's passkey id a new name. History names it by
// the new one, and keeps the old.
func (s *Store) RenamePasskey(ctx context.Context, userID, id, name string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var old string
		err := tx.QueryRowContext(ctx, `SELECT name FROM passkeys WHERE id = $1 AND user_id = $2`, id, userID).Scan(&old)
		if errors.Is(err, sql.ErrNoRows) {
			return errPasskeyNotFound
		} else if err != nil {
			return fmt.Errorf("store: unable to read passkey: %w", err)
		}
		res, err := tx.ExecContext(ctx, `UPDATE passkeys SET name = $1 WHERE id = $2 AND user_id = $3`, name, id, userID)
		if err != nil {
			return fmt.Errorf("store: unable to rename passkey: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errPasskeyNotFound
		}
		rec := &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: "renamed a passkey", ItemID: id, ItemName: name}
		if old != name {
			rec.Fields = []storyshelf.HistoryField{{Name: "name", Old: old, New: name}}
		}
		return s.record(ctx, tx, rec)
	})
}

// DeletePasskey removes userID's passkey id; History names it as it was.
func (s *Store) DeletePasskey(ctx context.Context, userID, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var name string
		err := tx.QueryRowContext(ctx, `DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name`, id, userID).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return errPasskeyNotFound
		} else if err != nil {
			return fmt.Errorf("store: unable to remove passkey: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: "removed a passkey",
			ItemID: id, ItemName: name})
	})
}

// HasPasskeys reports whether userID has any passkey.
func (s *Store) HasPasskeys(ctx context.Context, userID string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM passkeys WHERE user_id = $1`, userID).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to count passkeys: %w", err)
	}
	return n > 0, nil
}

// DeletePasskeys removes every passkey of userID (the reset a locked-out
// owner runs at the server) and the ceremonies under way for it.
func (s *Store) DeletePasskeys(ctx context.Context, userID string) error {
	_, err := deletePasskeys(ctx, s.db, userID)
	return err
}

// deletePasskeys removes userID's passkeys and ceremonies under way, in db
// or a transaction, and answers how many passkeys went.
func deletePasskeys(ctx context.Context, db interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, userID string) (int, error) {
	res, err := db.ExecContext(ctx, `DELETE FROM passkeys WHERE user_id = $1`, userID)
	if err != nil {
		return 0, fmt.Errorf("store: unable to remove passkeys: %w", err)
	}
	if _, err := db.ExecContext(ctx, `DELETE FROM passkey_challenges WHERE user_id = $1`, userID); err != nil {
		return 0, fmt.Errorf("store: unable to remove passkey challenges: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// CreatePasskeyChallenge stores a ceremony's session data under the hash of
// its ticket, for purpose (storyshelf.PasskeyRegister, PasskeySignIn), for
// userID ("" for a sign-in, whose account is not known yet), good for
// storyshelf.PasskeyCeremonyTTL. name is what she calls the passkey she
// starts adding, for History ("" for a sign-in, which History records
// when it ends).
func (s *Store) CreatePasskeyChallenge(ctx context.Context, ticketHash, userID, purpose, name, session string) error {
	now := s.now()
	var user any
	if userID != "" {
		user = userID
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO passkey_challenges (id, user_id, purpose, session, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, ticketHash, user, purpose, session, now, now.Add(storyshelf.PasskeyCeremonyTTL)); err != nil {
			return fmt.Errorf("store: unable to save passkey challenge: %w", err)
		}
		if purpose != storyshelf.PasskeyRegister {
			return nil
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryAccount, Action: "started adding a passkey",
			ItemName: name})
	})
}

// UsePasskeyChallenge takes the ceremony stored under ticketHash for
// purpose, once: the row goes whether or not it is still good, and the
// answer is its user ("" for a sign-in) and session data. Unknown, used,
// expired or for another purpose are one refusal.
func (s *Store) UsePasskeyChallenge(ctx context.Context, ticketHash, purpose string) (userID, session string, err error) {
	var user sql.NullString
	var live int
	err = s.db.QueryRowContext(ctx, `DELETE FROM passkey_challenges WHERE id = $1 AND purpose = $2
		RETURNING user_id, session, CASE WHEN expires_at > $3 THEN 1 ELSE 0 END`, ticketHash, purpose, s.now()).
		Scan(&user, &session, &live)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", errPasskeyCeremony
	} else if err != nil {
		return "", "", fmt.Errorf("store: unable to use passkey challenge: %w", err)
	}
	if live == 0 {
		return "", "", errPasskeyCeremony
	}
	return user.String, session, nil
}
