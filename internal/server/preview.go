package server

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A preview link opens the real public page of one draft or scheduled item
// (a book, upcoming book, video or song, or kit) as a reader will see it: the
// page's address with ?preview=<ids>.<expiry>.<signature>, where ids is the
// item's id, and for a video, song or kit also its book's joined by "~" (a
// draft book's video opens on the book's page). The signature is an
// HMAC with a server secret every instance shares, so the owner can send the
// link to an editor; it opens that one item until it expires. Without a valid
// signature the item is absent as for any visitor (404 for its page).
const (
	previewParam    = "preview"
	previewLinkLife = 7 * 24 * time.Hour
	previewKeyName  = "preview-link-key"
)

func (s *Server) previewKey(ctx context.Context) ([]byte, error) {
	key, err := s.Store.Secret(ctx, previewKeyName, auth.NewSecret)
	return []byte(key), err
}

// previewSignature signs an item's id with the time its link stops working.
func previewSignature(key []byte, id, expires string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte("preview\n" + id + "\n" + expires))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// signPreview is the value of a link's preview parameter for id until then.
func signPreview(key []byte, id string, until time.Time) string {
	expires := strconv.FormatInt(until.Unix(), 10)
	return id + "." + expires + "." + previewSignature(key, id, expires)
}

// previewIDs joins the ids one preview link opens.
const previewIDs = "~"

// checkPreview answers the ids a preview value opens, if it is signed with
// key and not expired at now.
func checkPreview(key []byte, value string, now time.Time) ([]string, bool) {
	parts := strings.Split(value, ".")
	if len(parts) != 3 || parts[0] == "" {
		return nil, false
	}
	ids, expires, sig := parts[0], parts[1], parts[2]
	unix, err := strconv.ParseInt(expires, 10, 64)
	if err != nil || !now.Before(time.Unix(unix, 0)) {
		return nil, false
	}
	if !hmac.Equal([]byte(sig), []byte(previewSignature(key, ids, expires))) {
		return nil, false
	}
	return strings.Split(ids, previewIDs), true
}

// previewContext is r's context letting it see the item its preview link
// opens, when r carries a valid one.
func (s *Server) previewContext(r *http.Request) (context.Context, bool) {
	value := r.URL.Query().Get(previewParam)
	if value == "" {
		return r.Context(), false
	}
	key, err := s.previewKey(r.Context())
	if err != nil {
		s.Logger.WarnContext(r.Context(), "preview key unreadable", "err", err)
		return r.Context(), false
	}
	ids, ok := checkPreview(key, value, s.Store.Now())
	if !ok {
		return r.Context(), false
	}
	return storyshelf.WithPreview(r.Context(), ids...), true
}

// noStore keeps an answer out of every cache on the way: a preview's answer
// is for the one holding the link.
type noStore struct{ http.ResponseWriter }

func (w noStore) WriteHeader(status int) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex")
	h.Del("ETag")
	w.ResponseWriter.WriteHeader(status)
}

func (w noStore) Write(b []byte) (int, error) {
	if w.Header().Get("Cache-Control") != "no-store" {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// previewLink is what the admin's Preview button opens and shares.
type previewLink struct {
	Path      string    `json:"path"`   // the English page with its preview parameter
	PathEs    string    `json:"pathEs"` // the Spanish one
	URL       string    `json:"url"`    // Path as a full address, to send to an editor
	URLEs     string    `json:"urlEs"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// GET /api/admin/preview/{kind}/{id}
//
// A signed preview link for a book, upcoming book, video or song, or kit
// (kind book, upcoming, multimedia or kit): the public page that shows it.
func (s *Server) handlePreviewLink(w http.ResponseWriter, r *http.Request) error {
	ctx, id := r.Context(), r.PathValue("id")
	page, bookID, err := s.previewPage(ctx, r.PathValue("kind"), id)
	if err != nil {
		return err
	}
	ids := id
	if bookID != id {
		ids += previewIDs + bookID
	}
	key, err := s.previewKey(ctx)
	if err != nil {
		return err
	}
	until := s.Store.Now().Add(previewLinkLife).Truncate(time.Second)
	query := "?" + previewParam + "=" + signPreview(key, ids, until)
	link := previewLink{Path: page + query, PathEs: i18n.Spanish.Path(page) + query, ExpiresAt: until.UTC()}
	link.URL, link.URLEs = s.SiteURL+link.Path, s.SiteURL+link.PathEs
	toolkit.WriteJSON(w, http.StatusOK, link)
	return nil
}

// previewPage is the public page that shows the item, and the book that page
// belongs to: a book's own page, the home page for an upcoming book (Coming
// Soon; its own id stands for the book), and the page of the book a video or
// song or a kit belongs to.
func (s *Server) previewPage(ctx context.Context, kind, id string) (page, bookID string, err error) {
	var prefix string
	switch kind {
	case "book":
		bookID, prefix = id, "/books/"
	case "upcoming":
		_, err := s.Store.UpcomingBookByID(ctx, id)
		return "/", id, err
	case "multimedia":
		m, err := s.Store.MultimediaByID(ctx, id)
		if err != nil {
			return "", "", err
		}
		bookID, prefix = m.BookID, "/multimedia/"
	case "kit":
		k, err := s.Store.KitByID(ctx, id)
		if err != nil {
			return "", "", err
		}
		bookID, prefix = k.BookID, "/books/"
	default:
		return "", "", storyshelf.Errorf(storyshelf.ENOTFOUND, "Nothing to preview.")
	}
	b, err := s.Store.BookByID(ctx, bookID)
	if err != nil {
		return "", "", err
	}
	return prefix + b.SlugWithID(), bookID, nil
}
