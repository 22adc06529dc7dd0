// Package config reads Storyshelf's settings from the environment, with
// defaults, and checks them once at start-up.
package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/storyshelf/storyshelf/internal/store"
)

// Config holds every setting. See the README's configuration table.
type Config struct {
	Addr        string // STORYSHELF_ADDR
	DataDir     string // DATA_DIR
	DatabaseURL string // DATABASE_URL (secret: DATABASE_URL_FILE works too)
	PublicURL   string // PUBLIC_URL

	SMTPURL          string // SMTP_URL (secret); empty: mail is logged and kept in the outbox
	MailFrom         string // MAIL_FROM
	OwnerEmail       string // OWNER_EMAIL: receives contact messages
	MailerLiteAPIKey string // MAILERLITE_API_KEY (secret); empty: the built-in list only
	MailerLiteGroup  string // MAILERLITE_NEWSLETTER_GROUP: the group newsletter subscribers join
}

// Load reads the settings through getenv (os.Getenv in production). A secret
// may come from NAME_FILE, the path of a file holding it.
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:      or(getenv("STORYSHELF_ADDR"), ":8080"),
		DataDir:   or(getenv("DATA_DIR"), "./data"),
		PublicURL: strings.TrimRight(getenv("PUBLIC_URL"), "/"),
	}
	dbURL, err := secret(getenv, "DATABASE_URL")
	if err != nil {
		return c, err
	}
	c.DatabaseURL = or(dbURL, filepath.Join(c.DataDir, "storyshelf.db"))
	if c.SMTPURL, err = secret(getenv, "SMTP_URL"); err != nil {
		return c, err
	}
	if c.MailerLiteAPIKey, err = secret(getenv, "MAILERLITE_API_KEY"); err != nil {
		return c, err
	}
	c.MailFrom = or(getenv("MAIL_FROM"), "Storyshelf <no-reply@"+or(hostOf(c.PublicURL), "localhost")+">")
	c.OwnerEmail = strings.TrimSpace(getenv("OWNER_EMAIL"))
	c.MailerLiteGroup = strings.TrimSpace(getenv("MAILERLITE_NEWSLETTER_GROUP"))
	return c, nil
}

// Validate names the first bad setting.
func (c Config) Validate() error {
	_, port, err := net.SplitHostPort(c.Addr)
	if err != nil || port == "" {
		return fmt.Errorf("STORYSHELF_ADDR %q is not a host:port address such as :8080", c.Addr)
	}
	if strings.TrimSpace(c.DataDir) == "" {
		return fmt.Errorf("DATA_DIR must not be empty")
	}
	if strings.Contains(c.DatabaseURL, "://") && !store.IsPostgresURL(c.DatabaseURL) && !strings.HasPrefix(c.DatabaseURL, "sqlite://") {
		return fmt.Errorf("DATABASE_URL must be a postgres:// URL or a SQLite file path")
	}
	if c.PublicURL != "" {
		u, err := url.Parse(c.PublicURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("PUBLIC_URL %q must be an http:// or https:// address such as https://books.example.com", c.PublicURL)
		}
	}
	if c.SMTPURL != "" {
		u, err := url.Parse(c.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			return fmt.Errorf("SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465")
		}
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		return fmt.Errorf("MAIL_FROM %q is not an email address such as Storyshelf <books@example.com>", c.MailFrom)
	}
	if c.OwnerEmail != "" {
		if _, err := mail.ParseAddress(c.OwnerEmail); err != nil {
			return fmt.Errorf("OWNER_EMAIL %q is not an email address", c.OwnerEmail)
		}
	}
	return nil
}

func hostOf(publicURL string) string {
	u, err := url.Parse(publicURL)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

// secret reads NAME, or the file named by NAME_FILE; setting both is an error.
func secret(getenv func(string) string, name string) (string, error) {
	v, file := getenv(name), getenv(name+"_FILE")
	if file == "" {
		return v, nil
	}
	if v != "" {
		return "", fmt.Errorf("set %s or %s_FILE, not both", name, name)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s_FILE: %w", name, err)
	}
	return strings.TrimSpace(string(b)), nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
