// Package preview signs and checks the links that open a draft's public
// page before it is published.
package preview

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
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
	Param    = "preview"
	LinkLife = 7 * 24 * time.Hour
	keyName  = "preview-link-key"
)

// Key is the secret every instance signs preview links with.
func Key(ctx context.Context, st *store.Store) ([]byte, error) {
	key, err := st.Secret(ctx, keyName, auth.NewSecret)
	return []byte(key), err
}

// previewSignature signs an item's id with the time its link stops working.
func previewSignature(key []byte, id, expires string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte("preview\n" + id + "\n" + expires))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// Sign is the value of a link's preview parameter for id until then.
func Sign(key []byte, id string, until time.Time) string {
	expires := strconv.FormatInt(until.Unix(), 10)
	return id + "." + expires + "." + previewSignature(key, id, expires)
}

// Join joins the ids one preview link opens.
const Join = "~"

// check answers the ids a preview value opens, if it is signed with
// key and not expired at now.
func check(key []byte, value string, now time.Time) ([]string, bool) {
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
	return strings.Split(ids, Join), true
}

// Context is r's context letting it see the item its preview link
// opens, when r carries a valid one.
func Context(r *http.Request, st *store.Store, logger *slog.Logger) (context.Context, bool) {
	value := r.URL.Query().Get(Param)
	if value == "" {
		return r.Context(), false
	}
	key, err := Key(r.Context(), st)
	if err != nil {
		logger.WarnContext(r.Context(), "preview key unreadable", "err", err)
		return r.Context(), false
	}
	ids, ok := check(key, value, st.Now())
	if !ok {
		return r.Context(), false
	}
	return storyshelf.WithPreview(r.Context(), ids...), true
}

// NoStore keeps an answer out of every cache on the way: a preview's answer
// is for the one holding the link.
type NoStore struct{ http.ResponseWriter }

func (w NoStore) WriteHeader(status int) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex")
	h.Del("ETag")
	w.ResponseWriter.WriteHeader(status)
}

func (w NoStore) Write(b []byte) (int, error) {
	if w.Header().Get("Cache-Control") != "no-store" {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}
