// Package server assembles Storyshelf's HTTP layer: the one route table,
// made of the areas' routes (site, signin, admin), with the middleware
// around it, health and metrics, and serving until shutdown.
package server

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/server/admin"
	"github.com/storyshelf/storyshelf/internal/server/signin"
	"github.com/storyshelf/storyshelf/internal/server/site"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Server serves the API, stored files and the web app.
type Server struct {
	*toolkit.Deps

	site     *site.Site
	signIn   *signin.SignIn
	adminAPI *admin.Admin

	// MetricsToken turns on /metrics for scrapers that send it
	// (METRICS_TOKEN); empty: /metrics answers 404.
	MetricsToken string

	// ShutdownTimeout bounds how long in-flight requests may take to finish.
	ShutdownTimeout time.Duration

	// MaxConns and MaxConnsPerClient cap the connections Serve keeps open, in
	// all and per client address; zero means defaultMaxConns() and
	// maxConnsPerClient.
	MaxConns, MaxConnsPerClient int

	mux     *http.ServeMux
	conns   atomic.Pointer[connLimiter] // set by Serve
	metrics *metrics
}

// defaultPrivacyFacts are those of a site run with the settings' defaults
// (config: EVENT_RETENTION_DAYS 90, MESSAGE_RETENTION_DAYS 0, no MailerLite,
// no scheduled backups; a mail's text kept a week, worker.MailBodiesKept).
var defaultPrivacyFacts = storyshelf.PrivacyFacts{AnalyticsDays: 90, MailTextDays: 7}

// New builds the server and its route table.
func New(st *store.Store, blobs blob.Storage, web fs.FS, logger *slog.Logger) *Server {
	s := &Server{Deps: &toolkit.Deps{Store: st, Blobs: blobs, Logger: slog.New(toolkit.WithRequestID{Handler: logger.Handler()}),
		BodyTimeout: toolkit.DefaultBodyTimeout, PrivacyFacts: defaultPrivacyFacts, HistoryDays: storyshelf.HistoryKeptDays,
		Mail: &mailsetup.Source{Store: st, DefaultFrom: "no-reply@localhost"}, Limits: toolkit.NewLimits()},
		ShutdownTimeout: 30 * time.Second, mux: http.NewServeMux()}
	s.site = site.New(s.Deps, web)
	s.metrics = s.newMetrics()
	s.SitePage = s.sitePage
	s.signIn = signin.New(s.Deps)
	s.adminAPI = &admin.Admin{Deps: s.Deps, FloodNotices: s.site.FloodNotices, EndThisSignIn: s.signIn.ClearRefreshCookie,
		CheckOwnPassword: s.signIn.CheckOwnPassword}
	s.routes()
	return s
}

// Handler is the whole site: the mux inside the middleware.
func (s *Server) Handler() http.Handler {
	return toolkit.RequestID(s.recoverPanics(s.logRequests(s.securityHeaders(compress(s.mux)))))
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
	conns := newConnLimiter(ln, total, perClient, s.Trusted)
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
	s.signIn.Wait() // reset mails asked for just before the end
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
