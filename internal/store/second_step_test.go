package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Sign-in codes in the store: a secret waits for its first code, then each
// time step and each recovery code is accepted once; a ticket is spent once,
// within its minutes and its wrong codes; removing the second step takes it
// all and ends every sign-in.
func TestSecondStep(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")

		if _, err := s.CodesSecret(ctx, owner.ID); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("codes of an account without: %v", err)
		}
		mustOK(t, s.StartCodes(ctx, owner.ID, "sealed-1"))
		mustOK(t, s.StartCodes(ctx, owner.ID, "sealed-2")) // starting again replaces the waiting one
		if sealed, err := s.PendingCodesSecret(ctx, owner.ID); err != nil || sealed != "sealed-2" {
			t.Fatalf("pending: %q %v", sealed, err)
		}
		if on, _ := s.CodesOn(ctx, owner.ID); on {
			t.Fatal("on before the first code")
		}
		if err := s.ConfirmCodes(ctx, owner.ID, "sealed-1", 100, []string{"h1"}); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("confirming a replaced secret: %v", err)
		}
		mustOK(t, s.ConfirmCodes(ctx, owner.ID, "sealed-2", 100, []string{"h1", "h2", "h3"}))
		if err := s.StartCodes(ctx, owner.ID, "sealed-3"); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("start while on: %v", err)
		}
		if sealed, err := s.CodesSecret(ctx, owner.ID); err != nil || sealed != "sealed-2" {
			t.Fatalf("secret: %q %v", sealed, err)
		}
		st, err := s.CodesState(ctx, owner.ID)
		if err != nil || !st.On || st.RecoveryCodesLeft != 3 || st.Required {
			t.Fatalf("state: %+v %v", st, err)
		}

		// Steps: only newer than the last accepted (the first code's, 100).
		for _, tc := range []struct {
			step int64
			ok   bool
		}{{100, false}, {99, false}, {101, true}, {101, false}, {103, true}, {102, false}} {
			if ok, err := s.UseCodeStep(ctx, owner.ID, tc.step); err != nil || ok != tc.ok {
				t.Fatalf("step %d: %v %v", tc.step, ok, err)
			}
		}
		if ok, _ := s.UseCodeStep(ctx, other.ID, 500); ok {
			t.Fatal("a step accepted for an account without codes")
		}
		// Recovery codes: once each, for their own account only.
		for _, tc := range []struct {
			user, hash string
			ok         bool
		}{{other.ID, "h1", false}, {owner.ID, "h1", true}, {owner.ID, "h1", false}, {owner.ID, "nope", false}} {
			if ok, err := s.UseRecoveryCode(ctx, tc.user, tc.hash); err != nil || ok != tc.ok {
				t.Fatalf("recovery %s: %v %v", tc.hash, ok, err)
			}
		}
		mustOK(t, s.ReplaceRecoveryCodes(ctx, owner.ID, []string{"n1", "n2"}))
		if ok, _ := s.UseRecoveryCode(ctx, owner.ID, "h2"); ok {
			t.Fatal("an old recovery code works after new ones")
		}
		if err := s.ReplaceRecoveryCodes(ctx, other.ID, []string{"x"}); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("recovery codes without codes on: %v", err)
		}

		// Tickets.
		if _, err := s.CreateSignInTicket(ctx, owner.ID, "t1"); err != nil {
			t.Fatal(err)
		}
		if id, err := s.SignInTicket(ctx, "t1"); err != nil || id != owner.ID {
			t.Fatalf("ticket: %q %v", id, err)
		}
		if _, err := s.UseSignInTicket(ctx, "t1"); storyshelf.ErrorCode(err) != storyshelf.EUNAUTHORIZED {
			t.Fatalf("used before a code was counted: %v", err)
		}
		if id, err := s.TrySignInTicket(ctx, "t1"); err != nil || id != owner.ID {
			t.Fatalf("try: %q %v", id, err)
		}
		if id, err := s.UseSignInTicket(ctx, "t1"); err != nil || id != owner.ID {
			t.Fatalf("use: %q %v", id, err)
		}
		if _, err := s.UseSignInTicket(ctx, "t1"); storyshelf.ErrorCode(err) != storyshelf.EUNAUTHORIZED {
			t.Fatalf("used twice: %v", err)
		}
		s.CreateSignInTicket(ctx, owner.ID, "t2")
		clock.advance(storyshelf.SignInTicketTTL + time.Second)
		if _, err := s.SignInTicket(ctx, "t2"); storyshelf.ErrorCode(err) != storyshelf.EUNAUTHORIZED {
			t.Fatalf("expired: %v", err)
		}
		if _, err := s.UseSignInTicket(ctx, "t2"); storyshelf.ErrorCode(err) != storyshelf.EUNAUTHORIZED {
			t.Fatalf("expired use: %v", err)
		}
		// Codes are counted before they are checked, in one statement: of
		// many at once, only SignInTicketMisses get a check.
		s.CreateSignInTicket(ctx, owner.ID, "t3")
		tried := yesAtOnce(t, 4*storyshelf.SignInTicketMisses, func() (bool, error) {
			_, err := s.TrySignInTicket(ctx, "t3")
			if storyshelf.ErrorCode(err) == storyshelf.EUNAUTHORIZED {
				return false, nil
			}
			return err == nil, err
		})
		if tried != storyshelf.SignInTicketMisses {
			t.Fatalf("%d codes counted on one ticket", tried)
		}
		if _, err := s.SignInTicket(ctx, "t3"); storyshelf.ErrorCode(err) != storyshelf.EUNAUTHORIZED {
			t.Fatalf("past its codes: %v", err)
		}
		if _, err := s.UseSignInTicket(ctx, "t3"); err != nil {
			t.Fatalf("the last code counted may be the right one: %v", err)
		}
		// Expired tickets are pruned with the other links.
		clock.advance(storyshelf.SignInTicketTTL + time.Second)
		if _, err := s.PruneExpiredLinks(ctx, s.Now(), 100); err != nil {
			t.Fatal(err)
		}
		if n, _ := s.QueryIntForTest(ctx, `SELECT COUNT(*) FROM sign_in_tickets WHERE ticket_hash IN ('t2', 't3')`); n != 0 {
			t.Fatalf("%d expired tickets left", n)
		}

		// The site's rule.
		mustOK(t, s.SetSecondStepRequired(ctx, true, nil))
		if on, err := s.SecondStepRequired(ctx); err != nil || !on {
			t.Fatalf("required: %v %v", on, err)
		}
		mustOK(t, s.SetSecondStepRequired(ctx, false, nil))
		if on, _ := s.SecondStepRequired(ctx); on {
			t.Fatal("still required")
		}

		// Removing the second step (the CLI's reset).
		s.CreateSession(ctx, owner.ID, "r1", "Firefox", "203.0.113.7")
		s.CreateSession(ctx, owner.ID, "r2", "Safari", "203.0.113.8")
		theirs, _ := s.CreateSession(ctx, other.ID, "r3", "Chrome", "198.51.100.1")
		s.CreateSignInTicket(ctx, owner.ID, "t4")
		r, err := s.RemoveSecondStep(ctx, owner.ID)
		if err != nil || !r.Codes || r.RecoveryCodes != 2 || r.SignIns != 2 {
			t.Fatalf("removed: %+v %v", r, err)
		}
		if on, _ := s.CodesOn(ctx, owner.ID); on {
			t.Fatal("codes still on")
		}
		if _, err := s.SignInTicket(ctx, "t4"); err == nil {
			t.Fatal("an open ticket survived the reset")
		}
		if list, _ := s.SignIns(ctx, owner.ID); len(list) != 0 {
			t.Fatalf("sign-ins left: %+v", list)
		}
		if on, _ := s.SessionActive(ctx, theirs.FamilyID); !on {
			t.Fatal("another account's sign-in ended")
		}
		if r, _ := s.RemoveSecondStep(ctx, owner.ID); r.Codes || r.RecoveryCodes != 0 {
			t.Fatalf("removed twice: %+v", r)
		}
	})
}

func mustOK(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A sign-in remembers that it passed a second step, through every refresh.
// Turning the site's rule on ends every sign-in, of any account, that did
// not pass one, and queues its mails in the same write; turning it off ends
// none (issue #42).
func TestSecondStepRuleEndsSignInsWithoutIt(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")
		passed, err := s.CreateSession(ctx, owner.ID, "passed-1", "Firefox", "")
		mustOK(t, err)
		mustOK(t, s.PassSecondStep(ctx, passed.FamilyID))
		password, _ := s.CreateSession(ctx, owner.ID, "password-1", "Safari", "")
		theirs, _ := s.CreateSession(ctx, other.ID, "theirs-1", "Chrome", "")
		if ok, err := s.SecondStepPassed(ctx, password.FamilyID); err != nil || ok {
			t.Fatalf("a password sign-in passed: %v %v", ok, err)
		}
		clock.advance(storyshelf.RefreshGrace + time.Second)
		next, rotated, err := s.RotateSession(ctx, "passed-1", "passed-2")
		if err != nil || !rotated || next.FamilyID != passed.FamilyID {
			t.Fatalf("rotate: %+v %v %v", next, rotated, err)
		}
		if ok, err := s.SecondStepPassed(ctx, passed.FamilyID); err != nil || !ok {
			t.Fatalf("the refresh lost the second step: %v %v", ok, err)
		}

		mails := []storyshelf.OutboxMail{
			{Kind: "account.second-step-rule", To: owner.Email, Subject: "Rule", Text: "on"},
			{Kind: "account.second-step-rule", To: other.Email, Subject: "Rule", Text: "on"},
		}
		mustOK(t, s.SetSecondStepRequired(ctx, true, mails))
		if on, _ := s.SessionActive(ctx, passed.FamilyID); !on {
			t.Fatal("the sign-in that passed a second step ended")
		}
		for _, f := range []string{password.FamilyID, theirs.FamilyID} {
			if on, _ := s.SessionActive(ctx, f); on {
				t.Fatal("a sign-in without a second step survived the rule")
			}
		}
		if _, _, err := s.RotateSession(ctx, "password-1", "password-2"); err == nil {
			t.Fatal("an ended sign-in refreshed")
		}
		if out, _ := s.Outbox(ctx, 10); len(out) != 2 || out[0].Kind != "account.second-step-rule" {
			t.Fatalf("outbox: %+v", out)
		}

		later, _ := s.CreateSession(ctx, other.ID, "later-1", "Chrome", "")
		mustOK(t, s.SetSecondStepRequired(ctx, false, nil))
		if on, _ := s.SessionActive(ctx, later.FamilyID); !on {
			t.Fatal("turning the rule off ended a sign-in")
		}
	})
}

// While the rule is on, an account without a second step signs in on its
// password only to set one up; once one is set up (or passed) in one
// sign-in, its other password-only sign-ins end. With the rule off they stay.
func TestSettingUpASecondStepEndsTheAccountsPasswordOnlySignIns(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")
		mustOK(t, s.SetSecondStepRequired(ctx, true, nil))
		here, _ := s.CreateSession(ctx, owner.ID, "here-1", "Firefox", "")
		elsewhere, _ := s.CreateSession(ctx, owner.ID, "elsewhere-1", "Safari", "")
		theirs, _ := s.CreateSession(ctx, other.ID, "theirs-1", "Chrome", "")
		mustOK(t, s.PassSecondStep(ctx, here.FamilyID))
		for family, want := range map[string]bool{here.FamilyID: true, elsewhere.FamilyID: false, theirs.FamilyID: true} {
			if on, err := s.SessionActive(ctx, family); err != nil || on != want {
				t.Fatalf("sign-in %s on = %v (%v), want %v", family, on, err, want)
			}
		}

		mustOK(t, s.SetSecondStepRequired(ctx, false, nil))
		again, _ := s.CreateSession(ctx, other.ID, "again-1", "Chrome", "")
		theirsToo, _ := s.CreateSession(ctx, other.ID, "again-2", "Edge", "")
		mustOK(t, s.PassSecondStep(ctx, again.FamilyID))
		if on, _ := s.SessionActive(ctx, theirsToo.FamilyID); !on {
			t.Fatal("with the rule off, setting up a second step ended another sign-in")
		}
	})
}
