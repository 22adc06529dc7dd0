package auth_test

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// A device cookie holds only for the address and key it was made with, and
// only until it expires; no one without the key can make or change one.
func TestDeviceCookie(t *testing.T) {
	now := time.Now()
	key := auth.DeviceKey{Key: []byte(auth.NewSecret())}
	c := key.Sign("owner@example.com", now.Add(time.Hour))
	if strings.Contains(c, "owner") {
		t.Fatalf("the cookie shows the address: %q", c)
	}
	if !key.Valid(c, "owner@example.com", now) {
		t.Fatal("a fresh cookie for its own address is refused")
	}
	payload, sig, _ := strings.Cut(c, ".")
	raw, _ := base64.RawURLEncoding.DecodeString(payload)
	_, nonce, _ := strings.Cut(string(raw), ".")
	longer := base64.RawURLEncoding.EncodeToString([]byte("99999999999." + nonce)) // the same cookie, made to last
	other := auth.DeviceKey{Key: []byte(auth.NewSecret())}
	for name, bad := range map[string]struct {
		cookie, email string
		at            time.Time
	}{
		"AnotherAccount": {c, "someone@example.com", now},
		"Expired":        {c, "owner@example.com", now.Add(2 * time.Hour)},
		"AnotherKey":     {other.Sign("owner@example.com", now.Add(time.Hour)), "owner@example.com", now},
		"LongerLife":     {longer + "." + sig, "owner@example.com", now},
		"NoSignature":    {payload, "owner@example.com", now},
		"Empty":          {"", "owner@example.com", now},
		"Garbage":        {"%%%.%%%", "owner@example.com", now},
		"Huge":           {strings.Repeat("a", 5000) + "." + sig, "owner@example.com", now},
	} {
		if key.Valid(bad.cookie, bad.email, bad.at) {
			t.Errorf("%s: accepted", name)
		}
	}
	if (auth.DeviceKey{}).Valid(c, "owner@example.com", now) {
		t.Error("a key-less checker accepts cookies")
	}
}
