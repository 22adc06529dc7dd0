package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"
)

// DeviceKey makes and checks device cookies. A device cookie says "this
// browser signed in to the account with this address before": a sign-in that
// shows one for the address it signs in to hashes in a reserved slot, not in
// the strangers' queue (see Reserved). It grants nothing else, so it is no
// credential: the password is still checked.
//
// The cookie is base64url(expiry "." nonce) "." base64url(HMAC-SHA256 of the
// address, the expiry and the nonce). The address is in the MAC, not the
// cookie, so the cookie does not show it; it only matches the address it was
// made for. The key lives in the database so every instance shares it.
type DeviceKey struct {
	Key []byte
}

// Sign returns a device cookie for the account with address email, good
// until expires.
func (k DeviceKey) Sign(email string, expires time.Time) string {
	payload := strconv.FormatInt(expires.Unix(), 10) + "." + NewSecret()
	return base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." +
		base64.RawURLEncoding.EncodeToString(k.mac(email, payload))
}

// Valid reports whether cookie was made by Sign for email and has not
// expired.
func (k DeviceKey) Valid(cookie, email string, now time.Time) bool {
	p, sig, ok := strings.Cut(cookie, ".")
	if !ok || len(k.Key) == 0 || len(cookie) > 200 {
		return false
	}
	payload, err := base64.RawURLEncoding.DecodeString(p)
	if err != nil {
		return false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, k.mac(email, string(payload))) {
		return false
	}
	exp, _, _ := strings.Cut(string(payload), ".")
	unix, err := strconv.ParseInt(exp, 10, 64)
	return err == nil && now.Before(time.Unix(unix, 0))
}

func (k DeviceKey) mac(email, payload string) []byte {
	m := hmac.New(sha256.New, k.Key)
	m.Write([]byte("storyshelf device\x00" + email + "\x00" + payload))
	return m.Sum(nil)
}
