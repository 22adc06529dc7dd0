package config_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/config"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoadDefaults(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DataDir != "./data" || c.DatabaseURL != filepath.Join("data", "storyshelf.db") {
		t.Fatalf("defaults = %+v", c)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestMailDefaults(t *testing.T) {
	c, _ := config.Load(env(map[string]string{"PUBLIC_URL": "https://books.example.com/"}))
	if c.MailFrom != "Storyshelf <no-reply@books.example.com>" || c.PublicURL != "https://books.example.com" {
		t.Fatalf("MailFrom %q PublicURL %q", c.MailFrom, c.PublicURL)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestLoadFileSecret(t *testing.T) {
	f := filepath.Join(t.TempDir(), "db")
	os.WriteFile(f, []byte("postgres://u:p@db/storyshelf\n"), 0o600)
	c, err := config.Load(env(map[string]string{"DATABASE_URL_FILE": f}))
	if err != nil {
		t.Fatal(err)
	}
	if c.DatabaseURL != "postgres://u:p@db/storyshelf" {
		t.Fatalf("DatabaseURL = %q", c.DatabaseURL)
	}
	_, err = config.Load(env(map[string]string{"DATABASE_URL_FILE": f, "DATABASE_URL": "x"}))
	if err == nil || !strings.Contains(err.Error(), "not both") {
		t.Fatalf("err = %v", err)
	}
	_, err = config.Load(env(map[string]string{"DATABASE_URL_FILE": f + ".missing"}))
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL_FILE") {
		t.Fatalf("err = %v", err)
	}
}

func TestValidateNamesTheBadSetting(t *testing.T) {
	for _, tt := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"ErrAddr", map[string]string{"STORYSHELF_ADDR": "8080"}, "STORYSHELF_ADDR"},
		{"ErrDatabaseURL", map[string]string{"DATABASE_URL": "mysql://x"}, "DATABASE_URL"},
		{"ErrPublicURL", map[string]string{"PUBLIC_URL": "books.example.com"}, "PUBLIC_URL"},
		{"ErrSMTPURL", map[string]string{"SMTP_URL": "mail.example.com:587"}, "SMTP_URL"},
		{"ErrMailFrom", map[string]string{"MAIL_FROM": "not an address"}, "MAIL_FROM"},
		{"ErrOwnerEmail", map[string]string{"OWNER_EMAIL": "owner"}, "OWNER_EMAIL"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := config.Load(env(tt.env))
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Validate() = %v, want it to name %s", err, tt.want)
			}
		})
	}
}
