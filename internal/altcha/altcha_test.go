package altcha

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"
)

var key = []byte("test key")

func solved(t *testing.T, c Challenge) int64 {
	t.Helper()
	n, ok := Solve(c)
	if !ok {
		t.Fatalf("no number up to %d solves %+v", c.MaxNumber, c)
	}
	return n
}

func TestVerify(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c, err := New(key, 5000, now.Add(10*time.Minute), url.Values{"form": {"contact"}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Algorithm != "SHA-256" || !strings.HasSuffix(c.Salt, "&") || !strings.Contains(c.Salt, "?") {
		t.Fatalf("challenge not in the documented shape: %+v", c)
	}
	n := solved(t, c)

	t.Run("Good", func(t *testing.T) {
		got, err := Verify(key, Payload(c, n), now)
		if err != nil || got.Challenge != c.Challenge || got.Params.Get("form") != "contact" || !got.Expires.Equal(now.Add(10*time.Minute)) {
			t.Fatalf("Verify = %+v, %v", got, err)
		}
	})
	t.Run("WrongNumber", func(t *testing.T) {
		if _, err := Verify(key, Payload(c, n+1), now); !errors.Is(err, ErrInvalid) {
			t.Fatalf("err = %v, want ErrInvalid", err)
		}
	})
	t.Run("ForgedSignature", func(t *testing.T) {
		// A challenge of the attacker's own making, with a number it knows,
		// signed with another key.
		forged, _ := New([]byte("not the server's"), 10, now.Add(time.Hour), nil)
		if _, err := Verify(key, Payload(forged, solved(t, forged)), now); !errors.Is(err, ErrInvalid) {
			t.Fatalf("err = %v, want ErrInvalid", err)
		}
	})
	t.Run("LaterExpiryInSalt", func(t *testing.T) {
		// Moving the expiry forward changes the salt, so the signed challenge
		// no longer matches.
		f := c
		f.Salt = strings.Replace(c.Salt, "expires=", "expires=9", 1)
		if _, err := Verify(key, Payload(f, n), now); !errors.Is(err, ErrInvalid) {
			t.Fatalf("err = %v, want ErrInvalid", err)
		}
	})
	t.Run("Expired", func(t *testing.T) {
		if _, err := Verify(key, Payload(c, n), now.Add(10*time.Minute)); !errors.Is(err, ErrExpired) {
			t.Fatalf("err = %v, want ErrExpired", err)
		}
	})
	t.Run("Malformed", func(t *testing.T) {
		other, _ := json.Marshal(map[string]any{"algorithm": "SHA-1", "challenge": c.Challenge, "number": n, "salt": c.Salt, "signature": c.Signature})
		for _, p := range []string{"", "not base64!", base64.StdEncoding.EncodeToString([]byte("[]")),
			base64.StdEncoding.EncodeToString(other), strings.Repeat("A", 4096)} {
			if _, err := Verify(key, p, now); !errors.Is(err, ErrMalformed) {
				t.Errorf("Verify(%.40q) = %v, want ErrMalformed", p, err)
			}
		}
	})
}
