package site

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/preview"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// GET /
//
// The React app. Hashed files under /assets/ never change, so they are cached
// for good and a missing one is a plain 404 (never index.html, which would
// confuse the browser). Other files at the build's root are served as they
// are; every other path gets index.html and the app's router decides.
func (s *Site) handleApp(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if strings.HasPrefix(name, "assets/") {
		if !s.serveWebFile(w, r, name, "public, max-age=31536000, immutable") {
			http.NotFound(w, r)
		}
		return
	}
	if name != "" && name != "index.html" && !isBuildMetadata(name) && s.serveWebFile(w, r, name, "public, max-age=3600") {
		return
	}
	if r.URL.Path == "/" {
		s.homeHTML(w, r)
		return
	}
	s.pageHTML(w, r)
}

// serveWebFile serves one file of the build if it exists, in the best
// encoding the client accepts among those the build wrote beside it.
func (s *Site) serveWebFile(w http.ResponseWriter, r *http.Request, name, cacheControl string) bool {
	body, err := fs.ReadFile(s.Web, name) // fails for folders and missing files alike
	if err != nil {
		return false
	}
	h := w.Header()
	h.Set("Cache-Control", cacheControl)
	for _, e := range precompressedEncodings {
		encoded, err := fs.ReadFile(s.Web, name+e.suffix)
		if err != nil {
			continue
		}
		if !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
			// The answer depends on Accept-Encoding; caches must know.
			// (The compression middleware may have said so already.)
			h.Add("Vary", "Accept-Encoding")
		}
		if toolkit.AcceptsEncoding(r.Header.Get("Accept-Encoding"), e.coding) {
			h.Set("Content-Encoding", e.coding)
			body = encoded
			break
		}
	}
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
	return true
}

// precompressedEncodings are the variants the web build writes beside its
// scripts and styles (web/vite-plugins/precompress.ts), best first.
var precompressedEncodings = []struct{ coding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveIndex answers an app route with index.html carrying that page's own
// head tags and data. Unknown paths go to the home page, and outdated book
// addresses to their canonical one.
func (s *Site) serveIndex(w http.ResponseWriter, r *http.Request) error {
	if s.index == nil {
		http.Error(w, "The web app is not built yet: run `make build`.", http.StatusServiceUnavailable)
		return nil
	}
	// A valid preview link shows its draft on the real page, for its holder
	// alone (package preview); the page is never kept by any cache.
	ctx, previewing := preview.Context(r, s.Store, s.Logger)
	if previewing {
		w = preview.NoStore{ResponseWriter: w}
	}
	p, redirect := s.buildPage(ctx, r)
	if redirect != "" || p.Status != http.StatusOK {
		// Only an address that is not a page pays for this lookup.
		if to := s.movedTo(r.Context(), r.URL.Path); to != "" {
			http.Redirect(w, r, to, http.StatusMovedPermanently)
			return nil
		}
	}
	if redirect != "" {
		http.Redirect(w, r, redirect, http.StatusFound)
		return nil
	}
	body, err := s.index.render(p)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	w.WriteHeader(p.Status)
	w.Write(body)
	return nil
}
