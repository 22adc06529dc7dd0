package site

import (
	"context"
	"regexp"
	"strings"
)

// fullID matches a whole book id, as the old system's admin lists linked
// /multimedia/{book_id}.
var fullID = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// movedTo answers where an old address of the site lives now, for a
// permanent redirect, or "". Two kinds: a book or multimedia address by the
// book's whole id, and the paths an import recorded in the redirects table
// (a material's /downloads/{filename} on a site moved in from the hosted
// system). A renamed book's old slug is not here: its short id still finds
// it, with a temporary redirect, since the owner may rename it back.
func (s *Site) movedTo(ctx context.Context, path string) string {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	if len(seg) == 2 && (seg[0] == "books" || seg[0] == "multimedia") && fullID.MatchString(seg[1]) {
		if b, err := s.Store.BookByID(ctx, strings.ToLower(seg[1])); err == nil {
			return "/" + seg[0] + "/" + b.SlugWithID()
		}
		return ""
	}
	if to, err := s.Store.Redirect(ctx, path); err == nil {
		return to
	}
	return ""
}
