package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The link a new-device mail carries: it signs that one device out, and
// works, without signing in, while that sign-in is on.

var errBadDeviceLink = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgDeviceLinkInvalid)

// NoteNewDevice stores the link (tokenHash) that ends the sign-in familyID
// of userID, and m, the mail that carries it, in one transaction.
func (s *Store) NoteNewDevice(ctx context.Context, familyID, userID, tokenHash string, m *storyshelf.OutboxMail) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO device_sign_outs (token_hash, family_id, user_id, created_at) VALUES ($1, $2, $3, $4)`,
		tokenHash, familyID, userID, s.now()); err != nil {
		return fmt.Errorf("store: unable to save sign-out link: %w", err)
	}
	if err := s.enqueueMail(ctx, tx, m); err != nil {
		return err
	}
	return tx.Commit()
}

// CheckDeviceSignOut is the sign-in a link would end, while it is still on.
func (s *Store) CheckDeviceSignOut(ctx context.Context, tokenHash string) (*storyshelf.DeviceSignOut, error) {
	return s.checkDeviceSignOut(ctx, s.db, tokenHash)
}

func (s *Store) checkDeviceSignOut(ctx context.Context, q querier, tokenHash string) (*storyshelf.DeviceSignOut, error) {
	d := &storyshelf.DeviceSignOut{}
	var signedIn sql.NullTime
	err := q.QueryRowContext(ctx, `SELECT d.family_id, d.user_id, u.email, s.user_agent, s.network, s.signed_in_at, s.created_at
		FROM device_sign_outs d JOIN users u ON u.id = d.user_id
		JOIN sessions s ON s.family_id = d.family_id AND s.user_id = d.user_id AND `+liveRow+`
		WHERE d.token_hash = $1`, tokenHash, s.now()).
		Scan(&d.FamilyID, &d.UserID, &d.Email, &d.UserAgent, &d.Network, &signedIn, &d.SignedInAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadDeviceLink
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to check sign-out link: %w", err)
	}
	if signedIn.Valid {
		d.SignedInAt = signedIn.Time
	}
	return d, nil
}

// UseDeviceSignOut ends the sign-in a link names: its refresh and access
// tokens stop working at once, and the link with them.
func (s *Store) UseDeviceSignOut(ctx context.Context, tokenHash string) (*storyshelf.DeviceSignOut, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	d, err := s.checkDeviceSignOut(ctx, tx, tokenHash)
	if err != nil {
		return nil, err
	}
	if err := s.revokeFamily(ctx, tx, d.FamilyID, s.now()); err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM device_sign_outs WHERE family_id = $1`, d.FamilyID); err != nil {
		return nil, fmt.Errorf("store: unable to end sign-out link: %w", err)
	}
	return d, tx.Commit()
}
