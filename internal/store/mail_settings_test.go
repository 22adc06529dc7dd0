package store_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const mailPassword = "Correct-Horse-Battery-9"

func saveMailSettings(t *testing.T, s *store.Store, box storyshelf.SecretSealer) {
	t.Helper()
	m := &storyshelf.MailSettings{Host: "smtp.example.com", Port: 587, Security: storyshelf.MailSecurityStartTLS,
		Username: "books@example.com", Password: mailPassword, FromAddress: "books@example.com", ContactTo: "me@example.com"}
	if err := m.Validate(false); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveMailSettings(context.Background(), m, box); err != nil {
		t.Fatal(err)
	}
}

// The mail server's password is stored sealed, opens again with the site's
// key and no other, and never leaves in an archive.
func TestMailSettingsPassword(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		dir := t.TempDir()
		box := auth.NewSecretBox("", filepath.Join(dir, "settings.key"))
		if m, err := s.MailSettings(ctx, box); err != nil || m.Host != "" || m.PasswordSaved || m.Usable() {
			t.Fatalf("a new site: %+v %v", m, err)
		}
		saveMailSettings(t, s, box)

		t.Run("RoundTrip", func(t *testing.T) {
			m, err := s.MailSettings(ctx, box)
			if err != nil || m.Password != mailPassword || !m.PasswordSaved || m.PasswordUnreadable || !m.Usable() ||
				m.Host != "smtp.example.com" || m.Username != "books@example.com" || m.ContactTo != "me@example.com" {
				t.Fatalf("%+v %v", m, err)
			}
			// Saved again without a password: the stored one stays.
			m.Password = ""
			if err := s.SaveMailSettings(ctx, m, box); err != nil {
				t.Fatal(err)
			}
			if again, _ := s.MailSettings(ctx, box); again.Password != mailPassword {
				t.Fatalf("after a save without a password: %+v", again)
			}
		})

		t.Run("NotInClear", func(t *testing.T) {
			stored, err := s.QueryTextForTest(ctx, `SELECT password FROM mail_settings`)
			if err != nil || stored == "" || strings.Contains(stored, mailPassword) || strings.Contains(stored, "Q29ycmVjd") {
				t.Fatalf("stored %q %v", stored, err)
			}
		})

		t.Run("OtherKey", func(t *testing.T) {
			other := auth.NewSecretBox(strings.Repeat("k", 40), "")
			m, err := s.MailSettings(ctx, other)
			if err != nil || m.Password != "" || !m.PasswordUnreadable || m.Usable() {
				t.Fatalf("with another key: %+v %v", m, err)
			}
		})

		t.Run("NotInArchive", func(t *testing.T) {
			stored, _ := s.QueryTextForTest(ctx, `SELECT password FROM mail_settings`)
			e, lines := export(t, s)
			if strings.Contains(lines, mailPassword) || strings.Contains(lines, stored) {
				t.Fatalf("the archive holds the password:\n%s", lines)
			}
			found := false
			for _, r := range e.rows {
				if r.table == "mail_settings" {
					found = true
					if r.row["host"] != "smtp.example.com" || r.row["password"] != "" {
						t.Fatalf("archived row %v", r.row)
					}
				}
			}
			if !found {
				t.Fatal("the mail server's other settings are not archived")
			}
			// Restored elsewhere: the server and user come back, the password
			// is asked for again, and no mail is sent meanwhile.
			restored := mustOpenSQLite(t)
			if _, err := restored.ImportTables(ctx, e.schema, e.reader()); err != nil {
				t.Fatal(err)
			}
			m, err := restored.MailSettings(ctx, box)
			if err != nil || m.Host != "smtp.example.com" || m.Username != "books@example.com" || m.PasswordSaved || m.Usable() {
				t.Fatalf("restored: %+v %v", m, err)
			}
		})
	})
}
