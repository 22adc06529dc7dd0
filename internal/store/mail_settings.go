package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mailPasswordPurpose binds the sealed password to what it is, so no other
// sealed secret can stand in for it.
const mailPasswordPurpose = "mail_settings.password"

// MailSettings returns what the owner saved in Settings → Email, with the
// password opened by box; a site that never saved them has no mail server.
// A password box cannot open (sealed with another key) is left empty and
// marked PasswordUnreadable.
func (s *Store) MailSettings(ctx context.Context, box storyshelf.SecretSealer) (*storyshelf.MailSettings, error) {
	m, sealed, err := mailSettings(ctx, s.db)
	if err != nil || sealed == "" {
		return m, err
	}
	if box == nil {
		m.PasswordUnreadable = true
		return m, nil
	}
	if m.Password, err = box.Open(mailPasswordPurpose, sealed); err != nil {
		m.Password, m.PasswordUnreadable = "", true
	}
	return m, nil
}

// mailSettings reads the saved settings on q (a transaction saving them,
// for History's before and after), with the password still sealed.
func mailSettings(ctx context.Context, q querier) (m *storyshelf.MailSettings, sealed string, err error) {
	m = &storyshelf.MailSettings{Security: storyshelf.MailSecurityStartTLS, Port: storyshelf.DefaultMailPort(storyshelf.MailSecurityStartTLS)}
	err = q.QueryRowContext(ctx, `SELECT host, port, security, username, password, from_address, contact_to
		FROM mail_settings WHERE id = 1`).Scan(&m.Host, &m.Port, &m.Security, &m.Username, &sealed, &m.FromAddress, &m.ContactTo)
	if errors.Is(err, sql.ErrNoRows) {
		return m, "", nil
	} else if err != nil {
		return nil, "", fmt.Errorf("store: unable to read the mail settings: %w", err)
	}
	m.PasswordSaved = sealed != ""
	return m, sealed, nil
}

// SaveMailSettings stores m, validated, sealing its password with box. An
// empty Password keeps the one stored, unless there is no user any more.
func (s *Store) SaveMailSettings(ctx context.Context, m *storyshelf.MailSettings, box storyshelf.SecretSealer) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	old, sealed, err := mailSettings(ctx, tx)
	if err != nil {
		return err
	}
	switch {
	case m.Username == "" || m.Host == "":
		sealed = ""
	case m.Password != "":
		if box == nil {
			return errors.New("store: no key to seal the mail password with")
		}
		if sealed, err = box.Seal(mailPasswordPurpose, m.Password); err != nil {
			return fmt.Errorf("store: unable to seal the mail password: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO mail_settings (id, host, port, security, username, password, from_address,
		contact_to, updated_at) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (id) DO UPDATE SET host = $1, port = $2, security = $3, username = $4, password = $5,
		from_address = $6, contact_to = $7, updated_at = $8`,
		m.Host, m.Port, m.Security, m.Username, sealed, m.FromAddress, m.ContactTo, s.now()); err != nil {
		return fmt.Errorf("store: unable to save the mail settings: %w", err)
	}
	// Compared as saved: the password is never compared or kept, so a new
	// one alone changes no field.
	saved, _, err := mailSettings(ctx, tx)
	if err != nil {
		return err
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryEmailSettings,
		Action: "changed the email settings", Fields: storyshelf.ChangedFields(old, saved)}); err != nil {
		return err
	}
	return tx.Commit()
}

// WaitingMail counts the mails waiting to be sent.
func (s *Store) WaitingMail(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE status = $1`, storyshelf.MailPending).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count waiting mail: %w", err)
	}
	return n, nil
}
