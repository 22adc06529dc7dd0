package auth_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

var ctx = context.Background()

func init() {
	auth.DefaultParams = auth.Params{Memory: 1024, Time: 1, Threads: 1} // fast for tests
}

func TestPassword(t *testing.T) {
	h, err := auth.HashPassword(ctx, "Correct Horse 9")
	if err != nil || !strings.HasPrefix(h, "$argon2id$v=19$m=1024,t=1,p=1$") {
		t.Fatalf("hash %q %v", h, err)
	}
	if ok, err := auth.CheckPassword(ctx, h, "Correct Horse 9"); !ok || err != nil {
		t.Fatal("right password refused")
	}
	if ok, _ := auth.CheckPassword(ctx, h, "Correct Horse 8"); ok {
		t.Fatal("wrong password accepted")
	}
	if h2, _ := auth.HashPassword(ctx, "Correct Horse 9"); h2 == h {
		t.Fatal("salt is not random")
	}
	if _, err := auth.CheckPassword(ctx, "$2a$10$bcrypt", "x"); err == nil {
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

// A burst of checks never runs more than MaxConcurrentHashes at once, and a
// check that finds no free slot in time fails with ErrBusy.
func TestHashingIsBounded(t *testing.T) {
	h, _ := auth.HashPassword(ctx, "Correct Horse 9")
	auth.PeakHashes()
	var wg sync.WaitGroup
	for range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if ok, err := auth.CheckPassword(ctx, h, "Correct Horse 9"); !ok || err != nil {
				t.Errorf("check: %v %v", ok, err)
			}
		}()
	}
	wg.Wait()
	if peak := auth.PeakHashes(); peak < 1 || peak > auth.MaxConcurrentHashes {
		t.Fatalf("peak concurrent hashes = %d, want 1..%d", peak, auth.MaxConcurrentHashes)
	}

	old := auth.DefaultParams
	auth.DefaultParams = auth.Params{Memory: 64 * 1024, Time: 3, Threads: 1} // slow enough to hold the slots
	defer func() { auth.DefaultParams = old }()
	wait := auth.HashWait
	auth.HashWait = 20 * time.Millisecond
	defer func() { auth.HashWait = wait }()
	errs := make(chan error, 6)
	for range 6 {
		go func() { _, err := auth.HashPassword(ctx, "Correct Horse 9"); errs <- err }()
	}
	busy := 0
	for range 6 {
		if err := <-errs; errors.Is(err, auth.ErrBusy) {
			busy++
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if busy == 0 {
		t.Fatal("six slow hashes at once with a 20 ms wait: some must give up with ErrBusy")
	}
}
