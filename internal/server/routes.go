package server

import (
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/analytics"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// routeTable is every path Storyshelf answers. Everything under /api/admin/
// is behind the session check (signedIn), which a test proves for each
// entry. A handler's
// error becomes its answer in one place, s.Answer; writes marks a handler
// that answers its errors itself (pages, files, the read cache). The areas
// that live in packages of their own give their routes, and the table puts
// them in their place.
func (s *Server) routeTable() []toolkit.Route {
	return slices.Concat([]toolkit.Route{
		{Pattern: "GET /healthz", Handler: toolkit.Writes(s.handleHealth)},
		{Pattern: "GET /readyz", Handler: toolkit.Writes(s.handleReady)},
		{Pattern: "GET /metrics", Handler: toolkit.Writes(s.handleMetrics)},
		// Anything else under /api/ is a JSON 404, never the app's index.html.
		{Pattern: "/api/", Handler: s.handleAPINotFound},
	},
		// The public site (package site): its reads, forms and pages, and the
		// app.
		s.site.Routes(),
		// Signing in and out (package signin), and the pages of the links in
		// its mails.
		s.signIn.Routes(),
		// The admin API: a session is required for every route. A person's
		// own account (package signin), then the admin's screens (package
		// admin), each giving its routes.
		s.signedIn(s.signIn.AccountRoutes()), s.signedIn(s.adminAPI.Routes()),
	)
}

// signedIn puts an area's routes behind the session check.
func (s *Server) signedIn(routes []toolkit.Route) []toolkit.Route {
	out := make([]toolkit.Route, len(routes))
	for i, r := range routes {
		r.Handler = s.signIn.Session(r)
		out[i] = r
	}
	return out
}

// routes puts the route table on the mux, each route's body capped as its
// line says.
func (s *Server) routes() {
	for _, r := range s.routeTable() {
		limit := r.MaxBody
		switch limit {
		case 0:
			limit = toolkit.DefaultMaxBody
		case toolkit.NoBody:
			limit = 0
		}
		s.mux.HandleFunc(r.Pattern, s.BodyDeadline(capBody(limit, s.Answer(s.readableURL(r.Handler)))))
	}
}

// What an address that leads nowhere is told.
var (
	msgNotFound         = storyshelf.Msg{Key: "server.notFound", Text: "Not found."}
	msgNoSuchAPIAddress = storyshelf.Msg{Key: "server.noSuchAPIAddress", Text: "No such API endpoint."}
)

// readableURL refuses an address with a NUL or bytes that are not UTF-8 in
// its path or query before any handler sees it: no id, name or search like
// that exists, and PostgreSQL rejects such text outright.
func (s *Server) readableURL(next toolkit.Handler) toolkit.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !readable(r.URL.Path) {
			return storyshelf.Fail(storyshelf.ENOTFOUND, msgNotFound)
		}
		for _, values := range r.URL.Query() {
			for _, v := range values {
				if !readable(v) {
					return toolkit.ErrNotUTF8
				}
			}
		}
		return next(w, r)
	}
}

func readable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// capBody stops reading a request body past limit bytes.
func capBody(limit int64, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next(w, r)
	}
}

// GET /api/... (no such endpoint)
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) error {
	return storyshelf.Fail(storyshelf.ENOTFOUND, msgNoSuchAPIAddress)
}

// sitePage tells whether a path on this site is one of the app's public
// pages: the route table sends it to the app, and it is no file of the build
// and no admin page.
func (s *Server) sitePage(p string) bool {
	if p == "" {
		p = "/"
	}
	_, pattern := s.mux.Handler(&http.Request{Method: http.MethodGet, URL: &url.URL{Path: p}})
	return pattern == "/" && path.Ext(p) == "" && analytics.Counted(p)
}
