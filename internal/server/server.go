// Package server is Storyshelf's HTTP layer: the route table, JSON handlers,
// stored files and the embedded React app.
package server

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync/atomic"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Server serves the API, stored files and the web app.
type Server struct {
	Store  *store.Store
	Blobs  blob.Storage
	Web    fs.FS // the built app (webui.FS())
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

	// MetricsToken turns on /metrics for scrapers that send it
	// (METRICS_TOKEN); empty: /metrics answers 404.
	MetricsToken string

	// ShutdownTimeout bounds how long in-flight requests may take to finish.
	ShutdownTimeout time.Duration

	// BodyTimeout is how long a request has to send its whole body
	// (defaultBodyTimeout; the owner's requests get ownerBodyTimeout).
	BodyTimeout time.Duration
	// MaxConns and MaxConnsPerClient cap the connections Serve keeps open, in
	// all and per client address; zero means defaultMaxConns() and
	// maxConnsPerClient.
	MaxConns, MaxConnsPerClient int

	mux      *http.ServeMux
	index    *indexPage // nil until the web app is built
	preloads preloads   // each page's route code and each language's words, to preload
	reads    *readCache
	conns    atomic.Pointer[connLimiter] // set by Serve
	metrics  *metrics
	// The app's pages from the read cache; the home page shows random
	// testimonials, so it keeps a few versions.
	homeHTML, pageHTML http.HandlerFunc
	salts              saltCache
	known              knownRefsCache
	signers            signerCache
	devices            deviceKeys
	logins             loginGate
	handedOff          handOff
	costs              costCache

	newsletterLimit, unsubscribeLimit, contactLimit, eventLimit, authLimit, passkeyLimit *limiter
	challengeLimit                                                                       *limiter
	loginSlowdown                                                                        time.Duration
}

func (s *Server) wake() {
	if s.Wake != nil {
		s.Wake()
	}
}

// New builds the server and its route table.
func New(st *store.Store, blobs blob.Storage, web fs.FS, logger *slog.Logger) *Server {
	s := &Server{Store: st, Blobs: blobs, Web: web, Logger: slog.New(withRequestID{logger.Handler()}),
		ShutdownTimeout: 30 * time.Second, BodyTimeout: defaultBodyTimeout, mux: http.NewServeMux(),
		PrivacyFacts:     defaultPrivacyFacts,
		HistoryDays:      storyshelf.HistoryKeptDays,
		newsletterLimit:  newLimiter(10*time.Second, 10),
		unsubscribeLimit: newLimiter(2*time.Second, 10),
		contactLimit:     newLimiter(2*time.Minute, 5),
		eventLimit:       newLimiter(time.Second, 60),
		authLimit:        newLimiter(time.Second, 30),
		// A passkey sign-in starts on its own each time the login page opens
		// (the email field's suggestion), so it has a bucket of its own and
		// never spends the one passwords and reset links draw on.
		passkeyLimit:   newLimiter(time.Second, 30),
		challengeLimit: newLimiter(100*time.Millisecond, 60),
		loginSlowdown:  loginSlowDelay,
		Mail:           &mailsetup.Source{Store: st, DefaultFrom: "no-reply@localhost"}}
	if ix, ok := loadIndex(web); ok {
		s.index = ix
	}
	s.preloads = loadPreloads(web)
	s.reads = newReadCache(st.ContentVersion)
	s.metrics = s.newMetrics()
	s.homeHTML, s.pageHTML = s.answer(s.cachedRead(randomVariants, s.serveIndex)), s.answer(s.cachedRead(1, s.serveIndex))
	s.routes()
	return s
}

// Handler is the whole site: the mux inside the middleware.
func (s *Server) Handler() http.Handler {
	return requestID(s.recoverPanics(s.logRequests(s.securityHeaders(compress(s.mux)))))
}

// maxHeaderBytes bounds a request's line and headers. The largest a browser
// sends here is a signed-in owner's: a bearer token and the refresh cookie,
// under 2 KiB; links with tokens are a few hundred bytes.
const maxHeaderBytes = 16 << 10

// Serve answers on ln until ctx ends, then stops taking connections and lets
// in-flight requests finish (up to ShutdownTimeout). Connections beyond the
// caps (MaxConns, MaxConnsPerClient) are closed as they arrive.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	total, perClient := s.MaxConns, s.MaxConnsPerClient
	if total <= 0 {
		total = defaultMaxConns()
	}
	if perClient <= 0 {
		perClient = maxConnsPerClient
	}
	conns := newConnLimiter(ln, total, perClient, s.trusted)
	s.conns.Store(conns)
	s.Logger.Info("connection limits", "total", total, "per client", perClient, "body deadline", s.BodyTimeout)
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		MaxHeaderBytes:    maxHeaderBytes,
		// No ReadTimeout: bodies get a deadline per request (bodyDeadline),
		// short for strangers and long for the owner's uploads.
		WriteTimeout: 5 * time.Minute,
		IdleTimeout:  time.Minute,
		ErrorLog:     slog.NewLogLogger(s.Logger.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(conns) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.Logger.Info("shutting down: finishing in-flight requests")
	sctx, cancel := context.WithTimeout(context.Background(), s.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return err
	}
	s.handedOff.wait() // reset mails asked for just before the end
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
