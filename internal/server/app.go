package server

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// GET /
//
// The React app. Hashed files under /assets/ never change, so they are cached
// for good and a missing one is a plain 404 (never index.html, which would
// confuse the browser). Other files at the build's root are served as they
// are; every other path gets index.html and the app's router decides.
func (s *Server) handleApp(w http.ResponseWriter, r *http.Request) {
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
	s.serveIndex(w, r)
}

// serveWebFile serves one file of the build if it exists.
func (s *Server) serveWebFile(w http.ResponseWriter, r *http.Request, name, cacheControl string) bool {
	body, err := fs.ReadFile(s.Web, name) // fails for folders and missing files alike
	if err != nil {
		return false
	}
	w.Header().Set("Cache-Control", cacheControl)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
	return true
}

// serveIndex answers an app route with index.html carrying that page's own
// head tags and data. Unknown paths go to the home page, and outdated book
// addresses to their canonical one.
func (s *Server) serveIndex(w http.ResponseWriter, r *http.Request) {
	if s.index == nil {
		http.Error(w, "The web app is not built yet: run `make build`.", http.StatusServiceUnavailable)
		return
	}
	p, redirect := s.buildPage(r.Context(), r)
	if redirect != "" {
		http.Redirect(w, r, redirect, http.StatusFound)
		return
	}
	body, err := s.index.render(p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	w.WriteHeader(p.Status)
	w.Write(body)
}
