// Package toolkit is what every area of the HTTP layer works with: the
// handler type and the one error shape, decoding and checking bodies, rate
// limits, the client's address, cross-site checks, request ids and the
// request's language. The areas (the public site, signing in, the admin)
// build on it; it knows none of them.
package toolkit

import (
	"log/slog"
	"net/netip"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Deps are the site's parts and settings every area's handlers share. The
// server makes one; each area embeds it, so a handler reads d.Store or
// d.SiteURL whichever area it is in.
type Deps struct {
	Store  *store.Store
	Blobs  blob.Storage
	Logger *slog.Logger

	// SiteURL is the site's address for links in mails, canonical URLs and
	// the sitemap (config.SiteURL: PUBLIC_URL or one derived from the listen
	// address). It is never taken from a request, so nothing an outsider
	// sends can point a reset link or a cached page at another host.
	SiteURL string
	// PublicURLSet says PUBLIC_URL was given rather than derived: a
	// browser's Origin must then be its origin, whatever Host says.
	PublicURLSet bool

	// TrustedProxies are the proxies whose X-Forwarded-For and
	// X-Forwarded-Proto headers are believed; from anyone else they are
	// ignored.
	TrustedProxies []netip.Prefix

	// NewsletterGroup is the email-list provider's group for newsletter
	// subscribers.
	NewsletterGroup string
	// MailerLite is set when MailerLite is configured: the owner may then
	// send newsletters through it rather than from this site.
	MailerLite bool
	// HistoryDays is how long History records are kept (HISTORY_RETENTION_DAYS;
	// 0 keeps them), which the History screen says.
	HistoryDays int

	// Mail says, at each use, how the site sends mail: the server's settings
	// (SMTP_URL, MAIL_FROM, OWNER_EMAIL) where given, else the owner's from
	// Settings → Email. Whether mail can be sent decides what the pages say.
	Mail *mailsetup.Source

	// Wake, when set, is told that mail or jobs were queued, so the background
	// workers start on them at once instead of at their next poll.
	Wake func()

	// BackupEnv is what the server's own settings (BACKUP_EVERY, BACKUP_KEEP)
	// fix about scheduled backups; they win over the owner's from Settings →
	// Backups, which are read at each use.
	BackupEnv storyshelf.BackupEnv
	// BackupsWhere names where backups are written, in words, for the
	// dashboard and Settings → Backups: "the folder /srv/backups", "S3 bucket …".
	BackupsWhere string

	// PrivacyFacts are what the privacy policy says the site does with
	// readers' details (GET /api/site/privacy): which outside email-list
	// service it uses, how long it keeps what, its backups.
	PrivacyFacts storyshelf.PrivacyFacts

	// SitePage tells whether a path on the site is one of the app's public
	// pages (the server's route table decides): a newsletter's links to them
	// carry its campaign tags.
	SitePage func(path string) bool

	// Limits are the per-instance rate limits, per client.
	Limits Limits

	// BodyTimeout is how long a request has to send its whole body
	// (DefaultBodyTimeout; the owner's requests get OwnerBodyTimeout).
	BodyTimeout time.Duration
}

// WakeWorkers tells the background workers that mail or jobs were queued.
func (d *Deps) WakeWorkers() {
	if d.Wake != nil {
		d.Wake()
	}
}
