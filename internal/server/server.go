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
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
)

// Server serves the API, stored files and the web app.
type Server struct {
	Store  *store.Store
	Blobs  blob.Storage
	Web    fs.FS // the built app (webui.FS())
	Logger *slog.Logger

	// PublicURL is the site's address for links in mails, canonical URLs and
	// the sitemap (config.SiteURL: PUBLIC_URL or one derived from the listen
	// address). It is never taken from a request.
	PublicURL string
	// PublicURLSet says PUBLIC_URL was given rather than derived: a
	// browser's Origin must then be its origin, whatever Host says.
	PublicURLSet bool

	// TrustedProxies are the proxies whose X-Forwarded-For and
	// X-Forwarded-Proto headers are believed; from anyone else they are
	// ignored.
	TrustedProxies []netip.Prefix

	// OwnerEmail receives contact messages; NewsletterGroup is the email-list
	// provider's group for newsletter subscribers.
	OwnerEmail      string
	NewsletterGroup string

	// Wake, when set, is told that mail or jobs were queued, so the background
	// workers start on them at once instead of at their next poll.
	Wake func()

	// BackupsScheduled says whether BACKUP_EVERY is set, for the dashboard.
	BackupsScheduled bool
	// BackupsWhere names where backups are written, in words, for the
	// dashboard: "the folder /srv/backups", "S3 bucket …".
	BackupsWhere string

	// MetricsToken turns on /metrics for scrapers that send it
	// (METRICS_TOKEN); empty: /metrics answers 404.
	MetricsToken string

	// ShutdownTimeout bounds how long in-flight requests may take to finish.
	ShutdownTimeout time.Duration

	mux      *http.ServeMux
	index    *indexPage          // nil until the web app is built
	preloads map[string][]string // page → route code to preload
	reads    *readCache
	metrics  *metrics
	// The app's pages from the read cache; the home page shows random
	// testimonials, so it keeps a few versions.
	homeHTML, pageHTML http.HandlerFunc
	salts              saltCache
	signers            signerCache
	costs              costCache

	newsletterLimit, unsubscribeLimit, contactLimit, eventLimit, authLimit *limiter
	challengeLimit                                                         *limiter
	loginSlowdown                                                          time.Duration
}

func (s *Server) wake() {
	if s.Wake != nil {
		s.Wake()
	}
}

// New builds the server and its route table.
func New(st *store.Store, blobs blob.Storage, web fs.FS, logger *slog.Logger) *Server {
	s := &Server{Store: st, Blobs: blobs, Web: web, Logger: slog.New(withRequestID{logger.Handler()}),
		ShutdownTimeout: 30 * time.Second, mux: http.NewServeMux(),
		newsletterLimit:  newLimiter(10*time.Second, 10),
		unsubscribeLimit: newLimiter(2*time.Second, 10),
		contactLimit:     newLimiter(2*time.Minute, 5),
		eventLimit:       newLimiter(time.Second, 60),
		authLimit:        newLimiter(time.Second, 30),
		challengeLimit:   newLimiter(100*time.Millisecond, 60),
		loginSlowdown:    loginSlowDelay}
	if ix, ok := loadIndex(web); ok {
		s.index = ix
	}
	s.preloads = loadPreloads(web)
	s.reads = newReadCache(st.ContentVersion)
	s.metrics = s.newMetrics()
	s.homeHTML, s.pageHTML = s.cachedRead(randomVariants, s.serveIndex), s.cachedRead(1, s.serveIndex)
	s.routes()
	return s
}

// Handler is the whole site: the mux inside the middleware.
func (s *Server) Handler() http.Handler {
	return requestID(s.recoverPanics(s.logRequests(s.securityHeaders(compress(s.mux)))))
}

// Serve answers on ln until ctx ends, then stops taking connections and lets
// in-flight requests finish (up to ShutdownTimeout).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       5 * time.Minute, // long uploads
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.Logger.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
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
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
