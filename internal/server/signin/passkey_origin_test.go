package signin

import "testing"

// A passkey's relying party is the site's configured address, never the
// request's: the loopback addresses a local site listens on count as
// localhost (browsers take no numeric relying party), any other numeric
// address has no passkeys.
func TestPasskeyOrigin(t *testing.T) {
	for _, c := range []struct{ site, rpID, origin string }{
		{"https://books.example.com", "books.example.com", "https://books.example.com"},
		{"https://Books.Example.com:8443", "books.example.com", "https://books.example.com:8443"},
		{"http://localhost:8080", "localhost", "http://localhost:8080"},
		{"http://127.0.0.1:8080", "localhost", "http://localhost:8080"},
		{"http://[::1]:8080", "localhost", "http://localhost:8080"},
		{"http://192.168.1.5:8080", "", ""},
		{"ftp://books.example.com", "", ""},
		{"", "", ""},
	} {
		rpID, origin, ok := passkeyOrigin(c.site)
		if rpID != c.rpID || origin != c.origin || ok != (c.rpID != "") {
			t.Errorf("%q: %q %q %v, want %q %q", c.site, rpID, origin, ok, c.rpID, c.origin)
		}
	}
}
