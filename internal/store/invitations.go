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

// The team (Admin → People): its accounts, each an owner or an editor, the
// invitations that add one, changing a role, and removing one. The site
// always keeps an owner.

var (
	errAccountExists  = storyshelf.FieldError("email", storyshelf.MsgAccountExists)
	errInvitationGone = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgInvitationGone)
	errAccountGone    = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgAccountGone)
	errLastAccount    = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgLastAccount)
	errLastOwner      = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgLastOwner)
)

// waiting picks invitations still waiting for their link, now being the
// placeholder of the time.
func waiting(now string) string {
	return `used_at IS NULL AND cancelled_at IS NULL AND expires_at > ` + now
}

// People lists every admin account, the oldest first, with its latest
// sign-in still on record (sessions are pruned some time after they end).
func (s *Store) People(ctx context.Context) ([]storyshelf.Person, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT u.id, u.email, u.role, u.created_at, s.signed_in_at, s.created_at FROM users u
		LEFT JOIN sessions s ON s.id = (SELECT s2.id FROM sessions s2 WHERE s2.user_id = u.id
			ORDER BY COALESCE(s2.signed_in_at, s2.created_at) DESC, s2.id LIMIT 1)
		ORDER BY u.created_at, u.email`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list accounts: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Person{}
	for rows.Next() {
		var p storyshelf.Person
		var signedIn, created sql.NullTime
		if err := rows.Scan(&p.ID, &p.Email, &p.Role, &p.CreatedAt, &signedIn, &created); err != nil {
			return nil, fmt.Errorf("store: unable to list accounts: %w", err)
		}
		switch {
		case signedIn.Valid:
			p.LastSignInAt = &signedIn.Time
		case created.Valid: // a sign-in from before their start was kept
			p.LastSignInAt = &created.Time
		}
		list = append(list, p)
	}
	return list, rows.Err()
}

// Invite is an invitation as the account that sends it makes it.
type Invite struct {
	Email string
	// Role is the role of the account it makes: storyshelf.RoleOwner or
	// storyshelf.RoleEditor.
	Role string
	// ByID and ByEmail are the inviting account: its address is named on
	// the invitation, and its invitations are counted by the hour.
	ByID, ByEmail string
	TokenHash     string
	// Mail carries the link; nil when no mail can be sent.
	Mail *storyshelf.OutboxMail
}

var errTooManyInvitations = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, storyshelf.MsgTooManyInvitations)

// CreateInvitation stores an invitation, its mail and its History record in
// one transaction, which also counts it against the inviting account's
// storyshelf.InvitesPerHour (over it, nothing is stored). An address that
// has an account is refused. One with an invitation still waiting gets a
// new link instead, and the old link stops working: again is then true.
func (s *Store) CreateInvitation(ctx context.Context, in Invite) (inv *storyshelf.Invitation, again bool, err error) {
	now := s.now()
	email := storyshelf.NormalizeEmail(in.Email)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, false, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if ok, err := s.hit(ctx, tx, "invite:"+in.ByID, time.Hour, storyshelf.InvitesPerHour); err != nil {
		return nil, false, err
	} else if !ok {
		return nil, false, errTooManyInvitations
	}
	if taken, err := emailTaken(ctx, tx, "", email); err != nil {
		return nil, false, err
	} else if taken {
		return nil, false, errAccountExists
	}
	res, err := tx.ExecContext(ctx, `UPDATE invitations SET cancelled_at = $2 WHERE email = $1 AND `+waiting("$2"), email, now)
	if err != nil {
		return nil, false, fmt.Errorf("store: unable to end the earlier invitation: %w", err)
	}
	n, _ := res.RowsAffected()
	if !storyshelf.ValidRole(in.Role) {
		return nil, false, storyshelf.FieldError("role", storyshelf.MsgChooseRole)
	}
	inv = &storyshelf.Invitation{ID: uuid.NewString(), Email: email, InvitedBy: in.ByEmail, CreatedAt: now,
		ExpiresAt: now.Add(storyshelf.InvitationTTL), Role: in.Role}
	if _, err := tx.ExecContext(ctx, `INSERT INTO invitations (id, email, token_hash, invited_by, created_at, expires_at, role)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, inv.ID, inv.Email, in.TokenHash, inv.InvitedBy, inv.CreatedAt, inv.ExpiresAt, inv.Role); err != nil {
		return nil, false, fmt.Errorf("store: unable to save invitation: %w", err)
	}
	if in.Mail != nil {
		if err := s.enqueueMail(ctx, tx, in.Mail); err != nil {
			return nil, false, err
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryPeople, Action: "invited a person",
		ItemID: inv.ID, ItemName: inv.Email, Fields: []storyshelf.HistoryField{{Name: "role", New: inv.Role}}}); err != nil {
		return nil, false, err
	}
	return inv, n > 0, tx.Commit()
}

// Invitations lists the invitations still waiting, the newest first.
func (s *Store) Invitations(ctx context.Context) ([]storyshelf.Invitation, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, email, invited_by, created_at, expires_at, role FROM invitations
		WHERE `+waiting("$1")+` ORDER BY created_at DESC, id`, s.now())
	if err != nil {
		return nil, fmt.Errorf("store: unable to list invitations: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Invitation{}
	for rows.Next() {
		var inv storyshelf.Invitation
		if err := rows.Scan(&inv.ID, &inv.Email, &inv.InvitedBy, &inv.CreatedAt, &inv.ExpiresAt, &inv.Role); err != nil {
			return nil, fmt.Errorf("store: unable to list invitations: %w", err)
		}
		list = append(list, inv)
	}
	return list, rows.Err()
}

// CancelInvitation ends a waiting invitation: its link stops working.
// History names it by the address it was for.
func (s *Store) CancelInvitation(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var email string
		err := tx.QueryRowContext(ctx, `UPDATE invitations SET cancelled_at = $2 WHERE id = $1 AND `+waiting("$2")+
			` RETURNING email`, id, s.now()).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return errInvitationGone
		} else if err != nil {
			return fmt.Errorf("store: unable to cancel invitation: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryPeople, Action: "cancelled an invitation",
			ItemID: id, ItemName: email})
	})
}

// CheckInvitation is the waiting invitation a link (its token's hash) opens,
// without using it. A link that opens none says why: unknown, used,
// cancelled or expired.
func (s *Store) CheckInvitation(ctx context.Context, tokenHash string) (*storyshelf.Invitation, error) {
	return s.checkInvitation(ctx, s.db, tokenHash, s.now())
}

func (s *Store) checkInvitation(ctx context.Context, q querier, tokenHash string, now time.Time) (*storyshelf.Invitation, error) {
	var inv storyshelf.Invitation
	var used, cancelled sql.NullTime
	err := q.QueryRowContext(ctx, `SELECT id, email, invited_by, created_at, expires_at, used_at, cancelled_at, role
		FROM invitations WHERE token_hash = $1`, tokenHash).
		Scan(&inv.ID, &inv.Email, &inv.InvitedBy, &inv.CreatedAt, &inv.ExpiresAt, &used, &cancelled, &inv.Role)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationUnknown)
	case err != nil:
		return nil, fmt.Errorf("store: unable to check invitation: %w", err)
	case used.Valid:
		return nil, storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationUsed)
	case cancelled.Valid:
		return nil, storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationCancel)
	case !now.Before(inv.ExpiresAt):
		return nil, storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationExpired)
	}
	return &inv, nil
}

// AcceptInvitation spends an invitation's link to create its account with
// passwordHash. The link works once; any other invitation of the address
// ends with it.
func (s *Store) AcceptInvitation(ctx context.Context, tokenHash, passwordHash string) (*storyshelf.User, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var email, role string
	err = tx.QueryRowContext(ctx, `UPDATE invitations SET used_at = $2 WHERE token_hash = $1 AND `+waiting("$2")+` RETURNING email, role`,
		tokenHash, now).Scan(&email, &role)
	if errors.Is(err, sql.ErrNoRows) {
		_, err := s.checkInvitation(ctx, tx, tokenHash, now)
		if err == nil {
			err = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationUsed)
		}
		return nil, err
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to use invitation: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE invitations SET cancelled_at = $2 WHERE email = $1 AND `+waiting("$2"), email, now); err != nil {
		return nil, fmt.Errorf("store: unable to end other invitations: %w", err)
	}
	u, err := s.createUser(ctx, tx, email, passwordHash, role)
	if storyshelf.ErrorCode(err) == storyshelf.ECONFLICT {
		return nil, storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgAccountExistsSignIn)
	} else if err != nil {
		return nil, err
	}
	return u, tx.Commit()
}

// lockedAccounts reads every account in tx, locking them on PostgreSQL, so
// two people changing each other at once cannot leave the site without an
// owner. It answers the one with id (errAccountGone when there is none) and
// how many owners there are.
func (s *Store) lockedAccounts(ctx context.Context, tx *sql.Tx, id string) (u *storyshelf.User, accounts, owners int, err error) {
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE"
	}
	rows, err := tx.QueryContext(ctx, `SELECT `+userColumns+` FROM users`+lock)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("store: unable to list accounts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		one, err := scanUser(rows)
		if err != nil {
			return nil, 0, 0, fmt.Errorf("store: unable to list accounts: %w", err)
		}
		accounts++
		if one.Role == storyshelf.RoleOwner {
			owners++
		}
		if one.ID == id {
			u = one
		}
	}
	if err := rows.Err(); err != nil {
		return nil, 0, 0, fmt.Errorf("store: unable to list accounts: %w", err)
	}
	if u == nil {
		return nil, 0, 0, errAccountGone
	}
	return u, accounts, owners, nil
}

// RemoveUser deletes an account; its sessions, links and waiting changes go
// with it, so its signed-in devices are refused at their next request. The
// last account, and the last owner, are never removed.
func (s *Store) RemoveUser(ctx context.Context, id string) (*storyshelf.User, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	gone, accounts, owners, err := s.lockedAccounts(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if accounts < 2 {
		return nil, errLastAccount
	}
	if gone.Role == storyshelf.RoleOwner && owners < 2 {
		return nil, errLastOwner
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM users WHERE id = $1`, id); err != nil {
		return nil, fmt.Errorf("store: unable to remove account: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryPeople, Action: "removed an account",
		ItemID: gone.ID, ItemName: gone.Email}); err != nil {
		return nil, err
	}
	return gone, tx.Commit()
}

// SetRole gives an account role, recorded in History. The last owner never
// becomes an editor. Its sessions carry on: each request reads the role.
func (s *Store) SetRole(ctx context.Context, id, role string) (*storyshelf.User, error) {
	if !storyshelf.ValidRole(role) {
		return nil, storyshelf.FieldError("role", storyshelf.MsgChooseRole)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	u, _, owners, err := s.lockedAccounts(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if u.Role == role {
		return u, nil
	}
	if u.Role == storyshelf.RoleOwner && owners < 2 {
		return nil, errLastOwner
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET role = $2 WHERE id = $1`, id, role); err != nil {
		return nil, fmt.Errorf("store: unable to change the role: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryPeople, Action: "changed the role of",
		ItemID: u.ID, ItemName: u.Email, Fields: []storyshelf.HistoryField{{Name: "role", Old: u.Role, New: role}}}); err != nil {
		return nil, err
	}
	u.Role = role
	return u, tx.Commit()
}
