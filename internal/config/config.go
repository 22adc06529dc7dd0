// Package config reads Storyshelf's settings from the environment, with
// defaults, and checks them once at start-up.
package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Config holds every setting. See the README's configuration table.
type Config struct {
	Addr        string // STORYSHELF_ADDR
	DataDir     string // DATA_DIR
	DatabaseURL string // DATABASE_URL (secret: DATABASE_URL_FILE works too)
	PublicURL   string // PUBLIC_URL as given; SiteURL is the address to use

	// StorageURL selects S3-compatible storage (STORAGE_URL,
	// s3://bucket?endpoint=…&region=…); empty: the files folder in DATA_DIR.
	StorageURL string
	// The storage's keys (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY; _FILE
	// works too).
	StorageAccessKey, StorageSecretKey string

	// TrustedProxies are the proxies whose X-Forwarded-For and
	// X-Forwarded-Proto are believed (TRUSTED_PROXIES). Empty: none.
	TrustedProxies []netip.Prefix

	// The mail settings the server fixes; each left empty is the owner's to
	// set in Admin → Settings → Email.
	SMTPURL          string // SMTP_URL (secret)
	MailFrom         string // MAIL_FROM, or no-reply@ PUBLIC_URL's host
	MailFromSet      bool   // MAIL_FROM was given (MailFrom is not the default)
	OwnerEmail       string // OWNER_EMAIL: receives contact messages
	MailerLiteAPIKey string // MAILERLITE_API_KEY (secret); empty: the built-in list only
	MailerLiteGroup  string // MAILERLITE_NEWSLETTER_GROUP: the group newsletter subscribers join

	// BackupEvery writes an archive of the site this often (BACKUP_EVERY,
	// e.g. 24h; 0: as the owner sets it in Admin > Settings > Backups, off
	// until she turns them on), keeping the newest BackupKeep (BACKUP_KEEP;
	// 0: as she sets it, default 7), in BackupDir/backups (BACKUP_DIR: a folder,
	// or s3://bucket/prefix?endpoint=… for a bucket of their own, with the
	// same keys as STORAGE_URL; default: DATA_DIR/backups, outside the files
	// folder, or the S3 bucket's backups/ prefix; /files/ serves neither).
	BackupEvery time.Duration
	BackupKeep  int
	BackupDir   string

	// SettingsKey encrypts the secrets the owner saves in the admin (the mail
	// server's password): SETTINGS_KEY (secret). Empty: a key file in
	// DATA_DIR, made when first needed. Instances that share a database must
	// share it.
	SettingsKey string

	// MetricsToken turns on /metrics for Prometheus scrapers that send it
	// as a bearer token (METRICS_TOKEN, secret). Empty: no metrics.
	MetricsToken string

	// EventRetentionDays: raw analytics events older than this are rolled up
	// into daily totals (EVENT_RETENTION_DAYS, default 90; 0 keeps them).
	EventRetentionDays int
	// MessageRetentionDays: contact messages older than this are deleted
	// (MESSAGE_RETENTION_DAYS, default 0: kept until the owner deletes them).
	MessageRetentionDays int
	// HistoryRetentionDays: History records older than this are deleted
	// (HISTORY_RETENTION_DAYS, default 365; 0 keeps them).
	HistoryRetentionDays int
}

// Load reads the settings through getenv (os.Getenv in production). A secret
// may come from NAME_FILE, the path of a file holding it.
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:      or(getenv("STORYSHELF_ADDR"), ":8080"),
		DataDir:   or(getenv("DATA_DIR"), "./data"),
		PublicURL: strings.TrimRight(getenv("PUBLIC_URL"), "/"),
	}
	proxies, err := parseProxies(getenv("TRUSTED_PROXIES"))
	if err != nil {
		return c, err
	}
	c.TrustedProxies = proxies
	dbURL, err := secret(getenv, "DATABASE_URL")
	if err != nil {
		return c, err
	}
	c.DatabaseURL = or(dbURL, filepath.Join(c.DataDir, "storyshelf.db"))
	c.StorageURL = strings.TrimSpace(getenv("STORAGE_URL"))
	if c.StorageAccessKey, err = secret(getenv, "AWS_ACCESS_KEY_ID"); err != nil {
		return c, err
	}
	if c.StorageSecretKey, err = secret(getenv, "AWS_SECRET_ACCESS_KEY"); err != nil {
		return c, err
	}
	if c.SMTPURL, err = secret(getenv, "SMTP_URL"); err != nil {
		return c, err
	}
	if c.MailerLiteAPIKey, err = secret(getenv, "MAILERLITE_API_KEY"); err != nil {
		return c, err
	}
	if c.MetricsToken, err = secret(getenv, "METRICS_TOKEN"); err != nil {
		return c, err
	}
	if c.SettingsKey, err = secret(getenv, "SETTINGS_KEY"); err != nil {
		return c, err
	}
	c.MailFromSet = strings.TrimSpace(getenv("MAIL_FROM")) != ""
	c.MailFrom = or(strings.TrimSpace(getenv("MAIL_FROM")), "no-reply@"+or(hostOf(c.PublicURL), "localhost"))
	c.OwnerEmail = strings.TrimSpace(getenv("OWNER_EMAIL"))
	c.MailerLiteGroup = strings.TrimSpace(getenv("MAILERLITE_NEWSLETTER_GROUP"))
	if v := strings.TrimSpace(getenv("BACKUP_EVERY")); v != "" {
		if c.BackupEvery, err = time.ParseDuration(v); err != nil || c.BackupEvery < time.Minute {
			return c, fmt.Errorf("BACKUP_EVERY %q must be a duration of a minute or more, such as 24h or 6h", v)
		}
	}
	if v := strings.TrimSpace(getenv("BACKUP_KEEP")); v != "" {
		if c.BackupKeep, err = strconv.Atoi(v); err != nil || c.BackupKeep < 1 {
			return c, fmt.Errorf("BACKUP_KEEP %q must be how many backups to keep, such as 7", v)
		}
	}
	c.BackupDir = strings.TrimSpace(getenv("BACKUP_DIR"))
	if c.EventRetentionDays, err = days(getenv, "EVENT_RETENTION_DAYS", 90); err != nil {
		return c, err
	}
	if c.MessageRetentionDays, err = days(getenv, "MESSAGE_RETENTION_DAYS", 0); err != nil {
		return c, err
	}
	if c.HistoryRetentionDays, err = days(getenv, "HISTORY_RETENTION_DAYS", storyshelf.HistoryKeptDays); err != nil {
		return c, err
	}
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
	if c.StorageURL != "" {
		if u, err := url.Parse(c.StorageURL); err != nil || u.Scheme != "s3" || u.Host == "" {
			return fmt.Errorf("STORAGE_URL must look like s3://bucket?endpoint=https://s3.example.com&region=eu-west-1")
		}
		if c.StorageAccessKey == "" || c.StorageSecretKey == "" {
			return fmt.Errorf("STORAGE_URL needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
		}
	}
	if strings.Contains(c.BackupDir, "://") {
		if u, err := url.Parse(c.BackupDir); err != nil || u.Scheme != "s3" || u.Host == "" {
			return fmt.Errorf("BACKUP_DIR must be a folder or look like s3://bucket/backups?endpoint=https://s3.example.com&region=eu-west-1")
		}
		if c.StorageAccessKey == "" || c.StorageSecretKey == "" {
			return fmt.Errorf("BACKUP_DIR on S3 needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
		}
	}
	if c.SMTPURL != "" {
		u, err := url.Parse(c.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			return fmt.Errorf("SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465")
		}
	}
	if c.SettingsKey != "" && len(c.SettingsKey) < 32 {
		return fmt.Errorf("SETTINGS_KEY must be at least 32 characters long, such as `openssl rand -base64 32` prints")
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		return fmt.Errorf("MAIL_FROM %q is not an email address such as books@example.com", c.MailFrom)
	}
	if c.OwnerEmail != "" {
		if _, err := mail.ParseAddress(c.OwnerEmail); err != nil {
			return fmt.Errorf("OWNER_EMAIL %q is not an email address", c.OwnerEmail)
		}
	}
	return nil
}

// SiteURL is the site's address, written into mails, canonical links and the
// sitemap: PUBLIC_URL, or else the listen address as a person on this
// machine would open it (LocalAddr). It never comes from a request.
func (c Config) SiteURL() string {
	if c.PublicURL != "" {
		return c.PublicURL
	}
	return "http://" + strings.TrimSuffix(LocalAddr(c.Addr), ":80")
}

// LocalAddr is the host:port a person on this machine opens to reach a
// listen address: ":8080", "0.0.0.0:8080" and "[::]:8080" listen everywhere,
// so they become "localhost:8080".
func LocalAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "localhost"
	}
	if ip, err := netip.ParseAddr(host); host == "" || (err == nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// parseProxies reads TRUSTED_PROXIES: addresses or CIDR ranges separated by
// commas or spaces, e.g. "127.0.0.1, 10.0.0.0/8".
func parseProxies(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		p, err := netip.ParsePrefix(f)
		if err != nil {
			ip, ipErr := netip.ParseAddr(f)
			if ipErr != nil {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is not an address or CIDR range such as 10.0.0.0/8", f)
			}
			p = netip.PrefixFrom(ip.Unmap(), ip.Unmap().BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
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

// days reads a number of days; 0 means keep forever.
func days(getenv func(string) string, name string, def int) (int, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 36500 {
		return 0, fmt.Errorf("%s %q must be a number of days, such as 90 (0 keeps everything)", name, v)
	}
	return n, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
