package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// NewSecret is a 256-bit random value, URL-safe: refresh tokens, reset and
// setup links.
func NewSecret() string {
	b := make([]byte, 32)
	rand.Read(b) // crypto/rand never fails
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashSecret is what the database keeps of a secret: a leaked table does not
// give working tokens.
func HashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// Claims is what an access token says.
type Claims struct {
	UserID    string    `json:"sub"`
	SessionID string    `json:"sid"` // the session family, so a revoked session's tokens stop working
	Expires   time.Time `json:"exp"`
}

// ErrInvalidToken covers every reason an access token is refused.
var ErrInvalidToken = errors.New("auth: invalid or expired access token")

// Signer makes and checks access tokens: base64url(JSON claims) "."
// base64url(HMAC-SHA256). The key lives in the database so every instance
// shares it.
type Signer struct {
	Key []byte
}

// Sign returns a token for c.
func (s Signer) Sign(c Claims) string {
	body, _ := json.Marshal(c)
	payload := base64.RawURLEncoding.EncodeToString(body)
	return payload + "." + base64.RawURLEncoding.EncodeToString(s.mac(payload))
}

// Verify checks the signature and expiry.
func (s Signer) Verify(token string, now time.Time) (Claims, error) {
	var c Claims
	payload, sig, ok := strings.Cut(token, ".")
	if !ok || len(s.Key) == 0 {
		return c, ErrInvalidToken
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(payload)) {
		return c, ErrInvalidToken
	}
	body, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil || json.Unmarshal(body, &c) != nil || c.UserID == "" || c.SessionID == "" {
		return c, ErrInvalidToken
	}
	if !now.Before(c.Expires) {
		return c, ErrInvalidToken
	}
	return c, nil
}

func (s Signer) mac(payload string) []byte {
	m := hmac.New(sha256.New, s.Key)
	m.Write([]byte(payload))
	return m.Sum(nil)
}
