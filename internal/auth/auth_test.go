package auth_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

func init() {
	auth.DefaultParams = auth.Params{Memory: 1024, Time: 1, Threads: 1} // fast for tests
}

func TestPassword(t *testing.T) {
	h, err := auth.HashPassword("Correct Horse 9")
	if err != nil || !strings.HasPrefix(h, "$argon2id$v=19$m=1024,t=1,p=1$") {
		t.Fatalf("hash %q %v", h, err)
	}
	if ok, err := auth.CheckPassword(h, "Correct Horse 9"); !ok || err != nil {
		t.Fatal("right password refused")
	}
	if ok, _ := auth.CheckPassword(h, "Correct Horse 8"); ok {
		t.Fatal("wrong password accepted")
	}
	if h2, _ := auth.HashPassword("Correct Horse 9"); h2 == h {
		t.Fatal("salt is not random")
	}
	if _, err := auth.CheckPassword("$2a$10$bcrypt", "x"); err == nil {
		t.Fatal("a foreign hash must be an error")
	}
}

func TestSigner(t *testing.T) {
	now := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	s := auth.Signer{Key: []byte("key-one-key-one-key-one-key-one!")}
	tok := s.Sign(auth.Claims{UserID: "u1", SessionID: "f1", Expires: now.Add(5 * time.Minute)})
	t.Run("OK", func(t *testing.T) {
		c, err := s.Verify(tok, now)
		if err != nil || c.UserID != "u1" || c.SessionID != "f1" {
			t.Fatalf("%+v %v", c, err)
		}
	})
	t.Run("ErrExpired", func(t *testing.T) {
		if _, err := s.Verify(tok, now.Add(5*time.Minute)); err != auth.ErrInvalidToken {
			t.Fatal(err)
		}
	})
	t.Run("ErrOtherKey", func(t *testing.T) {
		other := auth.Signer{Key: []byte("key-two-key-two-key-two-key-two!")}
		if _, err := other.Verify(tok, now); err != auth.ErrInvalidToken {
			t.Fatal(err)
		}
	})
	t.Run("ErrTampered", func(t *testing.T) {
		forged := auth.Signer{Key: []byte("x")}.Sign(auth.Claims{UserID: "admin", SessionID: "f1", Expires: now.Add(time.Hour)})
		payload, _, _ := strings.Cut(forged, ".")
		_, sig, _ := strings.Cut(tok, ".")
		for _, bad := range []string{payload + "." + sig, "", ".", tok + "x", "abc"} {
			if _, err := s.Verify(bad, now); err != auth.ErrInvalidToken {
				t.Fatalf("%q accepted", bad)
			}
		}
	})
}

func TestSecrets(t *testing.T) {
	a, b := auth.NewSecret(), auth.NewSecret()
	if a == b || len(a) < 40 || auth.HashSecret(a) == a || auth.HashSecret(a) != auth.HashSecret(a) {
		t.Fatal("secrets")
	}
}
