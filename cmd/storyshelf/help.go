package main

import (
	"context"
	"fmt"
	"strings"
)

func helpCommand() command {
	return command{
		name:  "help", // the usage line offers it as --help, so the list leaves it out
		about: "Explain every command and every setting.",
		run: func(ctx context.Context, c *call) error {
			fmt.Fprint(c.stdout, usage(c.all))
			return nil
		},
	}
}

// usage is storyshelf help: every command's summary, then the settings.
func usage(all []command) string {
	var b strings.Builder
	b.WriteString("Storyshelf: the website of a children's book author.\n\nUsage:\n  storyshelf [command] [--help]\n\nCommands:\n")
	const indent = "            "
	for _, c := range all {
		if c.summary == "" {
			continue
		}
		label := c.name
		for _, s := range []string{c.arg, c.synopsis} {
			if s != "" {
				label += " " + s
			}
		}
		summary := strings.ReplaceAll(c.summary, "\n", "\n"+indent)
		// A short name beside its summary; a longer one too when the
		// summary is one line, in a wider column; else above it.
		switch {
		case len(label) <= 8:
			fmt.Fprintf(&b, "  %-10s%s\n", label, summary)
		case len(label) <= 15 && !strings.Contains(c.summary, "\n"):
			fmt.Fprintf(&b, "  %-17s%s\n", label, summary)
		default:
			fmt.Fprintf(&b, "  %s\n%s%s\n", label, indent, summary)
		}
	}
	b.WriteString("\n" + settingsHelp)
	return b.String()
}

// settingsHelp ends storyshelf help: every setting, read from the environment.
const settingsHelp = `Settings come from the environment:
  STORYSHELF_ADDR   address to listen on (default :8080)
  DATA_DIR          folder for the SQLite file and stored files (default ./data)
  DATABASE_URL      postgres://... for PostgreSQL (default: SQLite in DATA_DIR);
                    DATABASE_URL_FILE reads it from a file
  STORAGE_URL       s3://bucket?endpoint=https://host&region=... for S3-compatible
                    storage (default: the files folder in DATA_DIR); keys from
                    AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (_FILE too)
  PUBLIC_URL        the site's public address, e.g. https://books.example.com, used in
                    mails, canonical URLs and the sitemap (default: the listen address,
                    e.g. http://localhost:8080; never the address a request names)
  TRUSTED_PROXIES   addresses or CIDR ranges of your reverse proxies, e.g. 127.0.0.1,
                    10.0.0.0/8; only their X-Forwarded-For / X-Forwarded-Proto are
                    believed (default: none)
  SMTP_URL          smtp://user:password@host:587 (STARTTLS) or smtps://...:465;
                    wins over the mail server set in Admin → Settings → Email;
                    with neither, mail waits in the outbox (SMTP_URL_FILE too)
  MAIL_FROM         the From address (default: the one set in Admin → Settings →
                    Email, else no-reply@PUBLIC_URL's host); the name shown is the
                    one set in Admin → Settings → Emails
  OWNER_EMAIL       where contact-form messages are sent (default: the address set
                    in Admin → Settings → Email, else the site's contact email)
  SETTINGS_KEY      the key (32+ characters) that encrypts the mail password saved
                    in the admin; the same on every instance (SETTINGS_KEY_FILE too;
                    default: the file DATA_DIR/settings.key, made when first needed)
  MAILERLITE_API_KEY           sync subscribers to MailerLite (MAILERLITE_API_KEY_FILE too)
  MAILERLITE_NEWSLETTER_GROUP  the MailerLite group newsletter subscribers join
  BACKUP_EVERY      write a backup archive this often, e.g. 24h (default: as set in
                    Admin > Settings > Backups, off until turned on there)
  BACKUP_KEEP       how many backups to keep (default: as set there, 7)
  BACKUP_DIR        folder for backups, or s3://bucket/prefix?endpoint=… (same keys
                    as STORAGE_URL) (default: DATA_DIR/backups, never served on
                    the web; with STORAGE_URL, the bucket's private backups/)
  METRICS_TOKEN     turns on Prometheus metrics at /metrics for scrapers sending
                    "Authorization: Bearer <token>" (METRICS_TOKEN_FILE too)
  EVENT_RETENTION_DAYS    raw analytics older than this become daily totals
                          (default 90; 0 keeps them)
  MESSAGE_RETENTION_DAYS  contact messages older than this are deleted
                          (default 0: kept until you delete them)
  HISTORY_RETENTION_DAYS  Admin > History records older than this are deleted
                          (default 365; 0 keeps them)
`
