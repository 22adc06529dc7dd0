package server

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
)

// publicCacheControl lets browsers keep a public read but check it every time
// (a write shows up at once), while a CDN may serve it for 30 s and refresh in
// the background.
const publicCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=60"

// writeCached answers a public read with an ETag of its body, and 304 Not
// Modified when the client already holds that body.
func writeCached(w http.ResponseWriter, r *http.Request, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "encoding failed", http.StatusInternalServerError)
		return
	}
	etag := bodyETag(body)
	h := w.Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", publicCacheControl)
	h.Set("Vary", "Accept-Encoding")
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", "application/json; charset=utf-8")
	w.Write(body)
	w.Write([]byte("\n"))
}

func bodyETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
}

// etagMatches follows RFC 9110's weak comparison for If-None-Match: a
// compressing proxy may have added W/.
func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == "*" || candidate == etag {
			return true
		}
	}
	return false
}
