package server

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var errCrossSite = storyshelf.Errorf(storyshelf.EFORBIDDEN,
	"This form can only be sent from this site. Please open the page on this site and try again.")

// fromThisSite refuses a write that a browser sent from another site: a
// hostile page can make each visitor's browser post a form-encoded or
// text/plain sign-up without any script, so the public forms need this as
// much as the signed-in routes do.
//
// Browsers say where a request comes from in Sec-Fetch-Site (every current
// one), and in Origin on every POST. Sec-Fetch-Site "same-origin" and "none"
// (the person's own action, such as a bookmark) pass; "cross-site" is
// refused; "same-site" (another host of the same domain) passes only with an
// Origin that is this site's. Without Sec-Fetch-Site, Origin must be this
// site's.
//
// A request with neither header passes. Browsers that send neither predate
// 2020 and the cross-site checks they would fail; everything else that sends
// neither is not a browser (curl, a mail provider's one-click unsubscribe
// POST, the owner's scripts), and cannot carry a visitor's cookies or
// address, so it is no forgery: it meets the rate limits and, on the public
// forms, the proof-of-work challenge instead. A mail app that opens
// /unsubscribe opens it in a browser, which sends these headers for the
// page's own form.
func (s *Server) fromThisSite(next handler) handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !s.sentFromThisSite(r) {
			return errCrossSite
		}
		return next(w, r)
	}
}

func (s *Server) sentFromThisSite(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return true
	case "cross-site":
		return false
	case "same-site":
		return origin != "" && s.ownOrigin(r, origin)
	}
	return origin == "" || s.ownOrigin(r, origin)
}

// ownOrigin reports whether origin is this site's. With PUBLIC_URL set, that
// is PUBLIC_URL's origin and nothing else: the request's Host is the
// sender's to choose, so it proves nothing. Without it the site has no
// address of its own but the one it was reached at (and the listen address
// it derived its links from).
func (s *Server) ownOrigin(r *http.Request, origin string) bool {
	if s.PublicURLSet {
		return origin == originOf(s.SiteURL)
	}
	scheme := "http"
	if s.https(r) {
		scheme = "https"
	}
	return origin == scheme+"://"+r.Host || origin == originOf(s.SiteURL)
}
