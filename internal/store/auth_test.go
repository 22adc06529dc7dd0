package store_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func mustCreateUser(t *testing.T, s *store.Store, email string) *storyshelf.User {
	t.Helper()
	u, err := s.CreateUser(context.Background(), email, "hash-1")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestUsers(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := mustCreateUser(t, s, " Owner@Example.com")
		if u.Email != "owner@example.com" {
			t.Fatalf("email %q", u.Email)
		}
		_, err := s.CreateUser(ctx, "owner@example.com", "x")
		assertCode(t, err, storyshelf.ECONFLICT, "An account with this email address already exists.")
		got, hash, err := s.UserByEmail(ctx, "OWNER@example.com")
		if err != nil || got.ID != u.ID || hash != "hash-1" {
			t.Fatalf("%+v %q %v", got, hash, err)
		}
		_, _, err = s.UserByEmail(ctx, "nobody@example.com")
		if storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatal(err)
		}
		if n, _ := s.CountUsers(ctx); n != 1 {
			t.Fatalf("%d users", n)
		}
	})
}

func TestSessionRotation(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		u := mustCreateUser(t, s, "owner@example.com")
		first, err := s.CreateSession(ctx, u.ID, "t1", "Firefox", "")
		if err != nil {
			t.Fatal(err)
		}
		second, rotated, err := s.RotateSession(ctx, "t1", "t2")
		if err != nil || !rotated || second.FamilyID != first.FamilyID || second.ID == first.ID {
			t.Fatalf("rotate: %+v %v %v", second, rotated, err)
		}
		t.Run("SecondTabWithinGrace", func(t *testing.T) {
			clock.advance(5 * time.Second)
			same, rotated, err := s.RotateSession(ctx, "t1", "t2-other")
			if err != nil || rotated || same.FamilyID != first.FamilyID {
				t.Fatalf("grace: %+v %v %v", same, rotated, err)
			}
			if ok, _ := s.SessionActive(ctx, first.FamilyID); !ok {
				t.Fatal("a second tab refreshing at once must not end the session")
			}
		})
		t.Run("NextRotation", func(t *testing.T) {
			third, rotated, err := s.RotateSession(ctx, "t2", "t3")
			if err != nil || !rotated || third.FamilyID != first.FamilyID {
				t.Fatalf("%+v %v %v", third, rotated, err)
			}
		})
		t.Run("ReuseRevokesTheFamily", func(t *testing.T) {
			clock.advance(time.Minute) // long after t1 was spent
			_, _, err := s.RotateSession(ctx, "t1", "t-thief")
			if err != store.ErrSessionInvalid {
				t.Fatalf("reuse: %v", err)
			}
			if ok, _ := s.SessionActive(ctx, first.FamilyID); ok {
				t.Fatal("family still active after reuse")
			}
			if _, _, err := s.RotateSession(ctx, "t3", "t4"); err != store.ErrSessionInvalid {
				t.Fatalf("the newest token must die with its family: %v", err)
			}
		})
		t.Run("Expired", func(t *testing.T) {
			sess, err := s.CreateSession(ctx, u.ID, "e1", "", "")
			if err != nil {
				t.Fatalf("setup: %v", err)
			}
			clock.advance(storyshelf.RefreshTokenTTL + time.Second)
			if _, _, err := s.RotateSession(ctx, "e1", "e2"); err != store.ErrSessionInvalid {
				t.Fatal(err)
			}
			if ok, _ := s.SessionActive(ctx, sess.FamilyID); ok {
				t.Fatal("expired session active")
			}
		})
		t.Run("Unknown", func(t *testing.T) {
			if _, _, err := s.RotateSession(ctx, "nope", "x"); err != store.ErrSessionInvalid {
				t.Fatal(err)
			}
		})
	})
}

func TestLogoutAndPasswordChangeRevoke(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := mustCreateUser(t, s, "owner@example.com")
		a, err := s.CreateSession(ctx, u.ID, "a1", "", "")
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		b, err := s.CreateSession(ctx, u.ID, "b1", "", "")
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		c, err := s.CreateSession(ctx, u.ID, "c1", "", "")
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		if err := s.RevokeSessionByToken(ctx, "a1"); err != nil {
			t.Fatal(err)
		}
		if ok, _ := s.SessionActive(ctx, a.FamilyID); ok {
			t.Fatal("logout did not revoke")
		}
		if err := s.SetPassword(ctx, u.ID, "hash-2", b.FamilyID); err != nil {
			t.Fatal(err)
		}
		okB, _ := s.SessionActive(ctx, b.FamilyID)
		okC, _ := s.SessionActive(ctx, c.FamilyID)
		if !okB || okC {
			t.Fatalf("after password change: own %v, other %v", okB, okC)
		}
		if _, hash, _ := s.UserByID(ctx, u.ID); hash != "hash-2" {
			t.Fatal("password not changed")
		}
	})
}

func TestPasswordResets(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		u := mustCreateUser(t, s, "owner@example.com")
		sess, err := s.CreateSession(ctx, u.ID, "s1", "", "")
		if err != nil {
			t.Fatalf("setup: %v", err)
		}
		mail := &storyshelf.OutboxMail{Kind: "password.reset", To: u.Email, Subject: "Reset", Text: "link"}
		if err := s.CreatePasswordReset(ctx, u.ID, "r1", mail); err != nil {
			t.Fatal(err)
		}
		if out, _ := s.Outbox(ctx, 10); len(out) != 1 || out[0].Kind != "password.reset" {
			t.Fatalf("outbox %v", out)
		}
		if err := s.CreatePasswordReset(ctx, u.ID, "r2", &storyshelf.OutboxMail{Kind: "password.reset", To: u.Email, Subject: "Reset", Text: "link"}); err != nil {
			t.Fatalf("setup: %v", err)
		}
		if err := s.CheckPasswordReset(ctx, "r1"); err != nil {
			t.Fatal("checking must not use the link:", err)
		}
		got, err := s.UsePasswordReset(ctx, "r1", "new-hash")
		if err != nil || got.ID != u.ID {
			t.Fatalf("%+v %v", got, err)
		}
		if ok, _ := s.SessionActive(ctx, sess.FamilyID); ok {
			t.Fatal("sessions survive a reset")
		}
		_, err = s.UsePasswordReset(ctx, "r1", "again")
		assertCode(t, err, storyshelf.EINVALID, "Invalid or expired recovery link. Please request a new password reset.")
		_, err = s.UsePasswordReset(ctx, "r2", "again")
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvalidRecovery.Text) // older links die too
		if err := s.CreatePasswordReset(ctx, u.ID, "r3", &storyshelf.OutboxMail{Kind: "password.reset", To: u.Email, Subject: "Reset", Text: "link"}); err != nil {
			t.Fatalf("setup: %v", err)
		}
		clock.advance(storyshelf.ResetLinkTTL + time.Second)
		assertCode(t, s.CheckPasswordReset(ctx, "r3"), storyshelf.EINVALID, storyshelf.MsgInvalidRecovery.Text)
		_, err = s.UsePasswordReset(ctx, "r3", "late")
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvalidRecovery.Text)
	})
}

func TestSetupToken(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.CreateSetupToken(ctx, "setup1"); err != nil {
			t.Fatalf("setup: %v", err)
		}
		if err := s.CreateSetupToken(ctx, "setup2"); err != nil {
			t.Fatalf("setup: %v", err)
		}
		if err := s.CheckSetupToken(ctx, "setup1"); err != nil {
			t.Fatalf("a fresh setup link checks as good: %v", err)
		}
		if err := s.CheckSetupToken(ctx, "made-up"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal("a made-up setup link must not check as good")
		}
		u, err := s.UseSetupToken(ctx, "setup1", "Owner@example.com", "h")
		if err != nil || u.Email != "owner@example.com" {
			t.Fatalf("%+v %v", u, err)
		}
		if err := s.CheckSetupToken(ctx, "setup1"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal("a used setup link must not check as good")
		}
		if _, err := s.UseSetupToken(ctx, "setup1", "x@example.com", "h"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal("a setup link works once")
		}
		if err := s.CheckSetupToken(ctx, "setup2"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal("no setup link checks as good once an admin exists")
		}
		if _, err := s.UseSetupToken(ctx, "setup2", "x@example.com", "h"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal("no setup once an admin exists")
		}
	})
}

// yesAtOnce calls f n times at once and answers how many said yes.
func yesAtOnce(t *testing.T, n int, f func() (bool, error)) int {
	var yes atomic.Int32
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if ok, err := f(); err != nil {
				t.Error(err)
			} else if ok {
				yes.Add(1)
			}
		}()
	}
	wg.Wait()
	return int(yes.Load())
}

// Hit counts and checks in one statement: of many attempts at once, only
// the limit's worth are within it.
func TestHitAtOnce(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		manualClock(s)
		within := yesAtOnce(t, 30, func() (bool, error) {
			return s.Hit(ctx, "login:pair:a@example.com:2001:db8::/64", 15*time.Minute, 5)
		})
		if within != 5 {
			t.Fatalf("%d of 30 attempts at once within a limit of 5", within)
		}
	})
}

// A turn is held for its length: one claim of many at once gets it, and
// the next only once it has passed.
func TestTakeTurn(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		for round := range 3 {
			took := yesAtOnce(t, 10, func() (bool, error) {
				return s.TakeTurn(ctx, "login:turn:a@example.com", 2*time.Second)
			})
			if took != 1 {
				t.Fatalf("round %d: %d turns taken at once", round, took)
			}
			clock.advance(time.Second)
			if ok, _ := s.TakeTurn(ctx, "login:turn:a@example.com", 2*time.Second); ok {
				t.Fatalf("round %d: a turn taken before the last one ended", round)
			}
			clock.advance(time.Second)
		}
		if ok, _ := s.TakeTurn(ctx, "login:turn:b@example.com", 2*time.Second); !ok {
			t.Fatal("another key's turn")
		}
	})
}

func TestHitLimits(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		for i := 1; i <= 4; i++ {
			ok, err := s.Hit(ctx, "login:ip:1.2.3.4", 15*time.Minute, 3)
			if err != nil || ok != (i <= 3) {
				t.Fatalf("hit %d: %v %v", i, ok, err)
			}
		}
		if n, err := s.Hits(ctx, "login:ip:1.2.3.4", 15*time.Minute); err != nil || n != 4 {
			t.Fatalf("Hits = %d, %v; want 4", n, err)
		}
		if n, _ := s.Hits(ctx, "login:ip:9.9.9.9", 15*time.Minute); n != 0 {
			t.Fatalf("Hits of an unknown key = %d", n)
		}
		clock.advance(16 * time.Minute)
		if n, _ := s.Hits(ctx, "login:ip:1.2.3.4", 15*time.Minute); n != 0 {
			t.Fatalf("Hits after the window = %d, want 0", n)
		}
		if ok, _ := s.Hit(ctx, "login:ip:1.2.3.4", 15*time.Minute, 3); !ok {
			t.Fatal("a new window must start fresh")
		}
		// Taken back, an attempt no longer counts.
		mustOK(t, s.TakeBackHit(ctx, "login:ip:1.2.3.4"))
		if n, _ := s.Hits(ctx, "login:ip:1.2.3.4", 15*time.Minute); n != 0 {
			t.Fatalf("Hits after taking one back = %d, want 0", n)
		}
		mustOK(t, s.TakeBackHit(ctx, "login:ip:1.2.3.4"))
		if n, _ := s.Hits(ctx, "login:ip:1.2.3.4", 15*time.Minute); n != 0 {
			t.Fatalf("Hits below zero = %d", n)
		}
		s.Hit(ctx, "k", time.Minute, 1)
		s.ResetHits(ctx, "k")
		if ok, _ := s.Hit(ctx, "k", time.Minute, 1); !ok {
			t.Fatal("reset")
		}
		a, _ := s.Secret(ctx, "signing", func() string { return "first" })
		b, _ := s.Secret(ctx, "signing", func() string { return "second" })
		if a != "first" || b != "first" {
			t.Fatalf("secret %q %q", a, b)
		}
	})
}
