// Package analytics holds the privacy rules of Storyshelf's first-party,
// cookie-less analytics: who is counted and how a visitor is recognised
// within one day without storing anything that identifies them.
package analytics

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"regexp"
	"strings"
)

// VisitorHash recognises one visitor within a day: the day's secret salt
// with their address, browser and the site's host. The salt is deleted the
// next day, so the hash cannot be traced back or linked across days.
func VisitorHash(salt, ip, userAgent, host string) string {
	sum := sha256.Sum256([]byte(salt + "\x00" + ip + "\x00" + userAgent + "\x00" + host))
	return hex.EncodeToString(sum[:12])
}

var botPattern = regexp.MustCompile(`(?i)bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|uptime|curl|wget|python-requests|go-http-client|lighthouse|pagespeed`)

// IsBot reports whether a request comes from a crawler, a link previewer or
// a monitoring tool rather than a person.
func IsBot(userAgent string) bool {
	return strings.TrimSpace(userAgent) == "" || botPattern.MatchString(userAgent)
}

// OptedOut reports whether the browser asks not to be tracked (Do Not Track
// or Global Privacy Control).
func OptedOut(r *http.Request) bool {
	return r.Header.Get("DNT") == "1" || r.Header.Get("Sec-GPC") == "1"
}

// Counted reports whether a page path belongs in the statistics: the owner's
// own admin visits do not.
func Counted(path string) bool {
	return path != "/admin" && !strings.HasPrefix(path, "/admin/")
}
