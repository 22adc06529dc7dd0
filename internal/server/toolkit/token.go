package toolkit

import (
	"crypto/rand"
	"encoding/base64"
)

// NewToken is a 256-bit random token, safe in a URL.
func NewToken() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}
