package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The owner's devices: each sign-in is listed once with where and when it
// was last seen, that note is written at most every few minutes, and ending
// one (or all but this one) takes effect at once, for her own only.
func TestSignIns(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")
		start := s.Now()
		laptop, err := s.CreateSession(ctx, owner.ID, "laptop-1", "Firefox on Windows", "203.0.113.7")
		if err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)
		phone, _ := s.CreateSession(ctx, owner.ID, "phone-1", "Safari on iPhone", "2001:db8:1:2::/64")
		theirs, _ := s.CreateSession(ctx, other.ID, "theirs-1", "Chrome", "198.51.100.1")

		clock.advance(time.Hour)
		if _, _, err := s.RotateSession(ctx, "laptop-1", "laptop-2"); err != nil {
			t.Fatal(err)
		}
		list, err := s.SignIns(ctx, owner.ID)
		if err != nil || len(list) != 2 {
			t.Fatalf("%+v %v", list, err)
		}
		byID := map[string]storyshelf.SignIn{list[0].ID: list[0], list[1].ID: list[1]}
		l, p := byID[laptop.FamilyID], byID[phone.FamilyID]
		if !l.SignedInAt.Equal(start) || l.UserAgent != "Firefox on Windows" || l.Network != "203.0.113.7" {
			t.Fatalf("a refresh must keep when and where the sign-in began: %+v", l)
		}
		if p.Network != "2001:db8:1:2::/64" || !p.LastSeenAt.Equal(start.Add(time.Minute)) {
			t.Fatalf("phone %+v", p)
		}

		t.Run("SeenAtMostEveryFewMinutes", func(t *testing.T) {
			if on, err := s.SeeSession(ctx, phone.FamilyID, "192.0.2.9"); err != nil || !on {
				t.Fatalf("%v %v", on, err)
			}
			seenAt := s.Now()
			clock.advance(storyshelf.SessionSeenEvery - time.Second)
			s.SeeSession(ctx, phone.FamilyID, "192.0.2.10")
			list, _ := s.SignIns(ctx, owner.ID)
			if list[0].ID != phone.FamilyID || !list[0].LastSeenAt.Equal(seenAt) || list[0].Network != "192.0.2.9" {
				t.Fatalf("the note within %v must not be written again: %+v", storyshelf.SessionSeenEvery, list[0])
			}
			clock.advance(2 * time.Second)
			s.SeeSession(ctx, phone.FamilyID, "192.0.2.10")
			list, _ = s.SignIns(ctx, owner.ID)
			if !list[0].LastSeenAt.Equal(s.Now()) || list[0].Network != "192.0.2.10" {
				t.Fatalf("a stale note must be renewed: %+v", list[0])
			}
		})
		t.Run("ErrAnotherUsersSignIn", func(t *testing.T) {
			err := s.EndSignIn(ctx, owner.ID, theirs.FamilyID, userAgentAsIs)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgSignInEnded.Text)
			if on, _ := s.SeeSession(ctx, theirs.FamilyID, ""); !on {
				t.Fatal("another user's sign-in was ended")
			}
		})
		t.Run("EndOne", func(t *testing.T) {
			if err := s.EndSignIn(ctx, owner.ID, phone.FamilyID, userAgentAsIs); err != nil {
				t.Fatal(err)
			}
			if on, _ := s.SeeSession(ctx, phone.FamilyID, ""); on {
				t.Fatal("an ended sign-in is still on")
			}
			if _, _, err := s.RotateSession(ctx, "phone-1", "phone-2"); err != store.ErrSessionInvalid {
				t.Fatalf("its refresh token still works: %v", err)
			}
			assertCode(t, s.EndSignIn(ctx, owner.ID, phone.FamilyID, userAgentAsIs), storyshelf.ENOTFOUND, storyshelf.MsgSignInEnded.Text)
			if list, _ := s.SignIns(ctx, owner.ID); len(list) != 1 || list[0].ID != laptop.FamilyID {
				t.Fatalf("%+v", list)
			}
		})
		t.Run("EndAllOthers", func(t *testing.T) {
			tablet, _ := s.CreateSession(ctx, owner.ID, "tablet-1", "", "")
			desk, _ := s.CreateSession(ctx, owner.ID, "desk-1", "", "")
			n, err := s.EndOtherSignIns(ctx, owner.ID, laptop.FamilyID)
			if err != nil || n != 2 {
				t.Fatalf("%d %v", n, err)
			}
			for _, f := range []string{tablet.FamilyID, desk.FamilyID} {
				if on, _ := s.SeeSession(ctx, f, ""); on {
					t.Fatal("a sign-in survived")
				}
			}
			if on, _ := s.SeeSession(ctx, laptop.FamilyID, ""); !on {
				t.Fatal("the one kept was ended")
			}
			if on, _ := s.SeeSession(ctx, theirs.FamilyID, ""); !on {
				t.Fatal("another user's sign-in was ended")
			}
		})
		t.Run("ExpiredIsNotListed", func(t *testing.T) {
			clock.advance(storyshelf.RefreshTokenTTL)
			if list, _ := s.SignIns(ctx, owner.ID); len(list) != 0 {
				t.Fatalf("%+v", list)
			}
		})
	})
}

// A change of address waits for its link (only the token's hash is kept),
// happens once, with a notice to the old address, and never takes an
// address another account has.
func TestEmailChange(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		mustCreateUser(t, s, "taken@example.com")
		mail := func(to string) *storyshelf.OutboxMail {
			return &storyshelf.OutboxMail{Kind: "account.email-confirm", To: to, Subject: "Confirm", Text: "link"}
		}
		ms := readerMail(false).Site

		_, err := s.CreateEmailChange(ctx, owner.ID, "Taken@Example.com", "h0", mail("taken@example.com"))
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgEmailInUse.Text)
		if _, err := s.PendingEmailChange(ctx, owner.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("nothing waits: %v", err)
		}

		first, err := s.CreateEmailChange(ctx, owner.ID, "first@example.com", "h1", mail("first@example.com"))
		if err != nil || first.NewEmail != "first@example.com" || !first.ExpiresAt.Equal(s.Now().Add(24*time.Hour)) {
			t.Fatalf("%+v %v", first, err)
		}
		out, _ := s.Outbox(ctx, 5)
		if len(out) != 1 || out[0].To != "first@example.com" {
			t.Fatalf("the mail goes with the change: %+v", out)
		}
		clock.advance(time.Minute)
		if _, err := s.CreateEmailChange(ctx, owner.ID, "New@Example.com", "h2", mail("new@example.com")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CheckEmailChange(ctx, "h1"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("an earlier link must die when a newer one is asked for: %v", err)
		}
		pending, err := s.PendingEmailChange(ctx, owner.ID)
		if err != nil || pending.NewEmail != "new@example.com" {
			t.Fatalf("%+v %v", pending, err)
		}
		c, err := s.CheckEmailChange(ctx, "h2")
		if err != nil || c.OldEmail != "owner@example.com" || c.NewEmail != "new@example.com" {
			t.Fatalf("%+v %v", c, err)
		}
		if u, _, _ := s.UserByID(ctx, owner.ID); u.Email != "owner@example.com" {
			t.Fatal("checking a link must not change the address")
		}

		clock.advance(time.Minute)
		c, err = s.UseEmailChange(ctx, ms, "h2")
		if err != nil || c.OldEmail != "owner@example.com" || c.NewEmail != "new@example.com" {
			t.Fatalf("%+v %v", c, err)
		}
		if u, _, _ := s.UserByEmail(ctx, "new@example.com"); u == nil || u.ID != owner.ID {
			t.Fatal("the address did not change")
		}
		out, _ = s.Outbox(ctx, 5)
		var notice storyshelf.OutboxMail
		for _, m := range out {
			if m.Kind == "account.email-changed" {
				notice = m
			}
		}
		if notice.To != "owner@example.com" || !strings.Contains(notice.Text, "now signs in with new@example.com") {
			t.Fatalf("the old address must hear of it: %+v", out)
		}
		// History has it, by the account's holder (the link is followed
		// without a session), in the change's own transaction.
		if rec := historyRecords(t, s)[0]; rec.Action != "changed the email address" || rec.ActorID != owner.ID ||
			rec.ActorEmail != "new@example.com" || rec.ItemName != "new@example.com" ||
			fmt.Sprint(rec.Fields) != fmt.Sprint([]storyshelf.HistoryField{{Name: "email", Old: "owner@example.com", New: "new@example.com"}}) {
			t.Fatalf("History: %+v", rec)
		}
		before := len(historyRecords(t, s))
		_, err = s.UseEmailChange(ctx, ms, "h2")
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgEmailLinkInvalid.Text)
		if after := len(historyRecords(t, s)); after != before {
			t.Fatalf("a spent link left %d records", after-before)
		}

		t.Run("ErrExpired", func(t *testing.T) {
			s.CreateEmailChange(ctx, owner.ID, "later@example.com", "h3", mail("later@example.com"))
			clock.advance(storyshelf.EmailChangeTTL + time.Second)
			_, err := s.UseEmailChange(ctx, ms, "h3")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgEmailLinkInvalid.Text)
			if n, _ := s.PruneExpiredLinks(ctx, s.Now(), 10); n == 0 {
				t.Fatal("expired links are pruned")
			}
			if n, _ := s.QueryIntForTest(ctx, `SELECT COUNT(*) FROM email_changes`); n != 0 {
				t.Fatalf("%d email changes left", n)
			}
		})
		t.Run("ErrTakenMeanwhile", func(t *testing.T) {
			s.CreateEmailChange(ctx, owner.ID, "late@example.com", "h4", mail("late@example.com"))
			mustCreateUser(t, s, "late@example.com")
			_, err := s.UseEmailChange(ctx, ms, "h4")
			assertCode(t, err, storyshelf.ECONFLICT, storyshelf.MsgEmailInUse.Text)
			if u, _, _ := s.UserByID(ctx, owner.ID); u.Email != "new@example.com" {
				t.Fatalf("address %q", u.Email)
			}
		})
		t.Run("APasswordChangeEndsIt", func(t *testing.T) {
			s.CreateEmailChange(ctx, owner.ID, "again@example.com", "h5", mail("again@example.com"))
			if err := s.SetPassword(ctx, owner.ID, "hash-2", ""); err != nil {
				t.Fatal(err)
			}
			if _, err := s.CheckEmailChange(ctx, "h5"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
				t.Fatalf("%v", err)
			}
		})
	})
}

// A confirmed change of address ends every reset link of the account: one
// mailed to the old address would still open it from a mailbox she has
// left (issue #42). Another account's links go on.
func TestEmailChangeEndsResetLinks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")
		reset := func(userID, hash string) {
			t.Helper()
			mustOK(t, s.CreatePasswordReset(ctx, userID, hash, &storyshelf.OutboxMail{Kind: "password.reset", To: "x@example.com", Subject: "Reset", Text: "link"}))
		}
		reset(owner.ID, "old-1")
		reset(owner.ID, "old-2")
		reset(other.ID, "theirs")
		_, err := s.CreateEmailChange(ctx, owner.ID, "new@example.com", "change", &storyshelf.OutboxMail{Kind: "account.email-confirm", To: "new@example.com", Subject: "Confirm", Text: "link"})
		mustOK(t, err)
		if err := s.CheckPasswordReset(ctx, "old-1"); err != nil {
			t.Fatal("asking for a change must not end the links yet:", err)
		}
		_, err = s.UseEmailChange(ctx, readerMail(false).Site, "change")
		mustOK(t, err)
		for _, hash := range []string{"old-1", "old-2"} {
			assertCode(t, s.CheckPasswordReset(ctx, hash), storyshelf.EINVALID, storyshelf.MsgInvalidRecovery.Text)
			_, err := s.UsePasswordReset(ctx, hash, "stranger-hash")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvalidRecovery.Text)
		}
		mustOK(t, s.CheckPasswordReset(ctx, "theirs"))
	})
}
