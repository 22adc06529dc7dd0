package server

import (
	"crypto/rand"
	"encoding/base64"
)

// newToken is a 256-bit random token, safe in a URL.
func newToken() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}
