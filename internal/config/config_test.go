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
	if c.MailFrom != "no-reply@books.example.com" || c.MailFromSet || c.PublicURL != "https://books.example.com" {
		t.Fatalf("MailFrom %q (set %v) PublicURL %q", c.MailFrom, c.MailFromSet, c.PublicURL)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	// Given, it wins over the admin's sender address.
	c, _ = config.Load(env(map[string]string{"MAIL_FROM": "books@example.com", "SETTINGS_KEY": strings.Repeat("k", 32)}))
	if c.MailFrom != "books@example.com" || !c.MailFromSet || c.SettingsKey != strings.Repeat("k", 32) || c.Validate() != nil {
		t.Fatalf("MailFrom %q (set %v), key %q", c.MailFrom, c.MailFromSet, c.SettingsKey)
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
		{"ErrSettingsKey", map[string]string{"SETTINGS_KEY": "too-short"}, "SETTINGS_KEY"},
		{"ErrStorageURL", map[string]string{"STORAGE_URL": "https://s3.example.com/bucket"}, "STORAGE_URL"},
		{"ErrStorageKeys", map[string]string{"STORAGE_URL": "s3://bucket"}, "AWS_ACCESS_KEY_ID"},
		{"ErrBackupDir", map[string]string{"BACKUP_DIR": "ftp://backups.example.com/site"}, "BACKUP_DIR"},
		{"ErrBackupKeys", map[string]string{"BACKUP_DIR": "s3://backups/site"}, "AWS_ACCESS_KEY_ID"},
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

func TestSiteURL(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{nil, "http://localhost:8080"},
		{map[string]string{"STORYSHELF_ADDR": "0.0.0.0:9000"}, "http://localhost:9000"},
		{map[string]string{"STORYSHELF_ADDR": "[::]:80"}, "http://localhost"},
		{map[string]string{"STORYSHELF_ADDR": "127.0.0.1:3000"}, "http://127.0.0.1:3000"},
		{map[string]string{"STORYSHELF_ADDR": "[::1]:3000"}, "http://[::1]:3000"},
		{map[string]string{"PUBLIC_URL": "https://books.example.com/", "STORYSHELF_ADDR": ":9000"}, "https://books.example.com"},
	} {
		c, err := config.Load(env(tc.env))
		if err != nil {
			t.Fatal(err)
		}
		if got := c.SiteURL(); got != tc.want {
			t.Errorf("%v: SiteURL = %q, want %q", tc.env, got, tc.want)
		}
	}
}

// LocalAddr is what the serve log, the first-run message and a taken port's
// message tell a person to open, and what SiteURL derives from.
func TestLocalAddr(t *testing.T) {
	for addr, want := range map[string]string{
		":8080": "localhost:8080", "0.0.0.0:80": "localhost:80", "[::]:9000": "localhost:9000",
		"127.0.0.1:3000": "127.0.0.1:3000", "[::1]:3000": "[::1]:3000", "books.lan:8080": "books.lan:8080",
	} {
		if got := config.LocalAddr(addr); got != want {
			t.Errorf("LocalAddr(%q) = %q, want %q", addr, got, want)
		}
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := config.Load(env(map[string]string{"TRUSTED_PROXIES": "127.0.0.1, 10.0.0.0/8 ::1"}))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range c.TrustedProxies {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "127.0.0.1/32 10.0.0.0/8 ::1/128" {
		t.Fatalf("TrustedProxies = %v", got)
	}
	if c, _ := config.Load(env(nil)); len(c.TrustedProxies) != 0 {
		t.Fatalf("default TrustedProxies = %v, want none", c.TrustedProxies)
	}
	if _, err := config.Load(env(map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"})); err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
		t.Fatalf("bad TRUSTED_PROXIES: err = %v", err)
	}
}

func TestRetention(t *testing.T) {
	c, _ := config.Load(env(nil))
	if c.EventRetentionDays != 90 || c.MessageRetentionDays != 0 || c.HistoryRetentionDays != 365 {
		t.Fatalf("defaults: events %d, messages %d, history %d", c.EventRetentionDays, c.MessageRetentionDays, c.HistoryRetentionDays)
	}
	if c, _ := config.Load(env(map[string]string{"HISTORY_RETENTION_DAYS": "0"})); c.HistoryRetentionDays != 0 {
		t.Fatalf("history kept for good: %d", c.HistoryRetentionDays)
	}
	c, _ = config.Load(env(map[string]string{"EVENT_RETENTION_DAYS": "0", "MESSAGE_RETENTION_DAYS": "730"}))
	if c.EventRetentionDays != 0 || c.MessageRetentionDays != 730 {
		t.Fatalf("set: events %d, messages %d", c.EventRetentionDays, c.MessageRetentionDays)
	}
	for _, bad := range []string{"-1", "ninety", "1e3"} {
		if _, err := config.Load(env(map[string]string{"EVENT_RETENTION_DAYS": bad})); err == nil || !strings.Contains(err.Error(), "EVENT_RETENTION_DAYS") {
			t.Errorf("%q: err = %v", bad, err)
		}
	}
}
