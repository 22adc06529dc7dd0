package toolkit

import (
	"net/http"
	"net/url"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var ErrCrossSite = storyshelf.Fail(storyshelf.EFORBIDDEN, msgCrossSite)

var msgCrossSite = storyshelf.Msg{Key: "api.crossSite",
	Text: "This form can only be sent from this site. Please open the page on this site and try again."}

// FromThisSite refuses a write that a browser sent from another site: a
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
func (d *Deps) FromThisSite(next Handler) Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !d.sentFromThisSite(r) {
			return ErrCrossSite
		}
		return next(w, r)
	}
}

func (d *Deps) sentFromThisSite(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return true
	case "cross-site":
		return false
	case "same-site":
		return origin != "" && d.OwnOrigin(r, origin)
	}
	return origin == "" || d.OwnOrigin(r, origin)
}

// OwnOrigin reports whether origin is this site's. With PUBLIC_URL set, that
// is PUBLIC_URL's origin and nothing else: the request's Host is the
// sender's to choose, so it proves nothing. Without it the site has no
// address of its own but the one it was reached at (and the listen address
// it derived its links from).
func (d *Deps) OwnOrigin(r *http.Request, origin string) bool {
	if d.PublicURLSet {
		return origin == originOf(d.SiteURL)
	}
	scheme := "http"
	if d.HTTPS(r) {
		scheme = "https"
	}
	return origin == scheme+"://"+r.Host || origin == originOf(d.SiteURL)
}

// originOf is the scheme://host[:port] part of an address.
func originOf(address string) string {
	u, err := url.Parse(address)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
