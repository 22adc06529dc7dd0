package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// An invitation works once, within 48 hours by the store's clock, until it
// is cancelled; inviting the address again replaces its link.
func TestInvitations(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		invite := func(email, hash string) (*storyshelf.Invitation, bool) {
			t.Helper()
			m := storyshelf.OutboxMail{Kind: "people.invite", To: email, Subject: "Join", Text: "link"}
			inv, again, err := s.CreateInvitation(ctx, store.Invite{Email: email, Role: storyshelf.RoleEditor, ByID: owner.ID, ByEmail: owner.Email,
				TokenHash: hash, Mail: &m})
			if err != nil {
				t.Fatal(err)
			}
			return inv, again
		}

		t.Run("ErrAccountExists", func(t *testing.T) {
			_, _, err := s.CreateInvitation(ctx, store.Invite{Email: " Owner@Example.com", Role: storyshelf.RoleEditor, ByID: owner.ID, ByEmail: owner.Email, TokenHash: "h0"})
			if storyshelf.ErrorFields(err)["email"] != storyshelf.MsgAccountExists {
				t.Fatalf("%v", err)
			}
		})

		t.Run("OKSingleUse", func(t *testing.T) {
			inv, again := invite("Helper@Example.com", "h1")
			if again || inv.Email != "helper@example.com" || !inv.ExpiresAt.Equal(inv.CreatedAt.Add(48*time.Hour)) {
				t.Fatalf("%+v %v", inv, again)
			}
			list, err := s.Invitations(ctx)
			if err != nil || len(list) != 1 || list[0].Email != "helper@example.com" || list[0].InvitedBy != "owner@example.com" {
				t.Fatalf("%+v %v", list, err)
			}
			if got, err := s.CheckInvitation(ctx, "h1"); err != nil || got.Email != "helper@example.com" {
				t.Fatalf("%+v %v", got, err)
			}
			u, err := s.AcceptInvitation(ctx, "h1", "hash-helper")
			if err != nil || u.Email != "helper@example.com" {
				t.Fatalf("%+v %v", u, err)
			}
			if _, hash, err := s.UserByEmail(ctx, "helper@example.com"); err != nil || hash != "hash-helper" {
				t.Fatalf("%q %v", hash, err)
			}
			_, err = s.AcceptInvitation(ctx, "h1", "hash-again")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationUsed.Text)
			_, err = s.CheckInvitation(ctx, "h1")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationUsed.Text)
			if list, _ := s.Invitations(ctx); len(list) != 0 {
				t.Fatalf("a used invitation still waits: %+v", list)
			}
		})

		t.Run("ErrUnknown", func(t *testing.T) {
			_, err := s.CheckInvitation(ctx, "nope")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationUnknown.Text)
			_, err = s.AcceptInvitation(ctx, "nope", "x")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationUnknown.Text)
		})

		t.Run("ErrExpiredAt48Hours", func(t *testing.T) {
			invite("late@example.com", "h2")
			clock.advance(48*time.Hour - time.Second)
			if _, err := s.CheckInvitation(ctx, "h2"); err != nil {
				t.Fatalf("a second before 48 hours: %v", err)
			}
			clock.advance(time.Second)
			_, err := s.CheckInvitation(ctx, "h2")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationExpired.Text)
			_, err = s.AcceptInvitation(ctx, "h2", "x")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationExpired.Text)
			if list, _ := s.Invitations(ctx); len(list) != 0 {
				t.Fatalf("an expired invitation still waits: %+v", list)
			}
			// An expired one is no obstacle to a new one.
			if _, again := invite("late@example.com", "h2b"); again {
				t.Fatal("an expired invitation counted as waiting")
			}
		})

		t.Run("ErrCancelled", func(t *testing.T) {
			inv, _ := invite("maybe@example.com", "h3")
			if err := s.CancelInvitation(ctx, inv.ID); err != nil {
				t.Fatal(err)
			}
			assertCode(t, s.CancelInvitation(ctx, inv.ID), storyshelf.ENOTFOUND, storyshelf.MsgInvitationGone.Text)
			_, err := s.AcceptInvitation(ctx, "h3", "x")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationCancel.Text)
		})

		t.Run("OKAgainReplacesTheLink", func(t *testing.T) {
			invite("twice@example.com", "h4")
			if _, again := invite("twice@example.com", "h5"); !again {
				t.Fatal("a second invitation of a waiting address is not marked again")
			}
			_, err := s.CheckInvitation(ctx, "h4")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationCancel.Text)
			if _, err := s.AcceptInvitation(ctx, "h5", "x"); err != nil {
				t.Fatal(err)
			}
		})

		t.Run("OKPrunedOnceExpired", func(t *testing.T) {
			invite("old@example.com", "h6")
			clock.advance(72 * time.Hour)
			if _, err := s.PruneExpiredLinks(ctx, s.Now(), 100); err != nil {
				t.Fatal(err)
			}
			_, err := s.CheckInvitation(ctx, "h6")
			assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgInvitationUnknown.Text)
		})
	})
}

// Each invitation may mail a stranger: one account sends at most
// storyshelf.InvitesPerHour an hour, counted with the invitations
// themselves; one refused for another reason does not count, and another
// account has its own count.
func TestInvitationsPerHour(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		helper := mustCreateUser(t, s, "helper@example.com")
		invite := func(by *storyshelf.User, email string) error {
			m := storyshelf.OutboxMail{Kind: "people.invite", To: email, Subject: "Join", Text: "link"}
			_, _, err := s.CreateInvitation(ctx, store.Invite{Email: email, Role: storyshelf.RoleEditor, ByID: by.ID, ByEmail: by.Email,
				TokenHash: "hash-" + email, Mail: &m})
			return err
		}
		// Refused as an account's address: not counted.
		if err := invite(owner, "helper@example.com"); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatal(err)
		}
		for i := range storyshelf.InvitesPerHour {
			if err := invite(owner, fmt.Sprintf("p%d@example.com", i)); err != nil {
				t.Fatalf("invitation %d: %v", i+1, err)
			}
		}
		out, _ := s.Outbox(ctx, 100)
		err := invite(owner, "one-more@example.com")
		assertCode(t, err, storyshelf.ETOOMANYREQUESTS, storyshelf.MsgTooManyInvitations.Text)
		if after, _ := s.Outbox(ctx, 100); len(after) != len(out) {
			t.Fatal("a refused invitation was mailed")
		}
		if list, _ := s.Invitations(ctx); len(list) != storyshelf.InvitesPerHour {
			t.Fatalf("%d invitations waiting", len(list))
		}
		if err := invite(helper, "one-more@example.com"); err != nil {
			t.Fatalf("another account counts its own: %v", err)
		}
		clock.advance(time.Hour)
		if err := invite(owner, "an-hour-later@example.com"); err != nil {
			t.Fatalf("an hour later: %v", err)
		}
	})
}

// An account can be removed, its sessions with it; the last one never.
func TestRemoveUser(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		owner := mustCreateUser(t, s, "owner@example.com")
		helper := mustCreateUser(t, s, "helper@example.com")
		sess, err := s.CreateSession(ctx, helper.ID, "t-helper", "Firefox", "198.51.100.7")
		if err != nil {
			t.Fatal(err)
		}
		people, err := s.People(ctx)
		if err != nil || len(people) != 2 || people[0].Email != "owner@example.com" || people[0].LastSignInAt != nil ||
			people[1].LastSignInAt == nil {
			t.Fatalf("%+v %v", people, err)
		}
		gone, err := s.RemoveUser(ctx, helper.ID)
		if err != nil || gone.Email != "helper@example.com" {
			t.Fatalf("%+v %v", gone, err)
		}
		if on, _ := s.SessionActive(ctx, sess.FamilyID); on {
			t.Fatal("the removed account's session is still on")
		}
		_, err = s.RemoveUser(ctx, helper.ID)
		assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgAccountGone.Text)
		_, err = s.RemoveUser(ctx, owner.ID)
		assertCode(t, err, storyshelf.ECONFLICT, storyshelf.MsgLastAccount.Text)
		if n, _ := s.CountUsers(ctx); n != 1 {
			t.Fatalf("%d accounts", n)
		}
	})
}

// Two people removing each other at once leave one account.
func TestRemoveUserNeverLeavesNone(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		survivor := mustCreateUser(t, s, "a@example.com")
		for i := range 5 {
			other := mustCreateUser(t, s, fmt.Sprintf("b%d@example.com", i))
			errs := make(chan error, 2)
			for _, id := range []string{survivor.ID, other.ID} {
				go func() {
					_, err := s.RemoveUser(ctx, id)
					errs <- err
				}()
			}
			failed := 0
			for range 2 {
				if err := <-errs; err != nil {
					assertCode(t, err, storyshelf.ECONFLICT, storyshelf.MsgLastAccount.Text)
					failed++
				}
			}
			people, err := s.People(ctx)
			if err != nil || len(people) != 1 || failed != 1 {
				t.Fatalf("round %d: %d refused, left %+v %v", i, failed, people, err)
			}
			survivor = &storyshelf.User{ID: people[0].ID}
		}
	})
}

// A new-device mail's link ends that sign-in once, while it is on.
func TestDeviceSignOut(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := mustCreateUser(t, s, "owner@example.com")
		sess, err := s.CreateSession(ctx, u.ID, "t1", "Firefox", "198.51.100.7")
		if err != nil {
			t.Fatal(err)
		}
		m := storyshelf.OutboxMail{Kind: "account.new-device", To: u.Email, Subject: "New sign-in", Text: "link"}
		if err := s.NoteNewDevice(ctx, sess.FamilyID, u.ID, "d1", &m); err != nil {
			t.Fatal(err)
		}
		d, err := s.CheckDeviceSignOut(ctx, "d1")
		if err != nil || d.FamilyID != sess.FamilyID || d.Email != "owner@example.com" || d.Network != "198.51.100.7" || d.UserAgent != "Firefox" {
			t.Fatalf("%+v %v", d, err)
		}
		// The link follows the sign-in through its refreshes.
		if _, _, err := s.RotateSession(ctx, "t1", "t2"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UseDeviceSignOut(ctx, "d1"); err != nil {
			t.Fatal(err)
		}
		if on, _ := s.SessionActive(ctx, sess.FamilyID); on {
			t.Fatal("the sign-in is still on")
		}
		_, err = s.UseDeviceSignOut(ctx, "d1")
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgDeviceLinkInvalid.Text)
		_, err = s.CheckDeviceSignOut(ctx, "unknown")
		assertCode(t, err, storyshelf.EINVALID, storyshelf.MsgDeviceLinkInvalid.Text)
	})
}

// The site always keeps an owner: two owners making each other editors at
// once leave one, and the last owner is neither made an editor nor removed
// while an editor remains.
func TestTheLastOwnerStays(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a := mustCreateUser(t, s, "a@example.com")
		b := mustCreateUser(t, s, "b@example.com")
		if a.Role != storyshelf.RoleOwner || b.Role != storyshelf.RoleOwner {
			t.Fatalf("accounts made by the command line are owners: %q %q", a.Role, b.Role)
		}
		errs := make(chan error, 2)
		for _, id := range []string{a.ID, b.ID} {
			go func() {
				_, err := s.SetRole(ctx, id, storyshelf.RoleEditor)
				errs <- err
			}()
		}
		failed := 0
		for range 2 {
			if err := <-errs; err != nil {
				assertCode(t, err, storyshelf.ECONFLICT, storyshelf.MsgLastOwner.Text)
				failed++
			}
		}
		owners := []storyshelf.Person{}
		people, _ := s.People(ctx)
		for _, p := range people {
			if p.Role == storyshelf.RoleOwner {
				owners = append(owners, p)
			}
		}
		if failed != 1 || len(owners) != 1 {
			t.Fatalf("%d refused, owners %+v", failed, owners)
		}
		_, err := s.RemoveUser(ctx, owners[0].ID)
		assertCode(t, err, storyshelf.ECONFLICT, storyshelf.MsgLastOwner.Text)
		_, err = s.SetRole(ctx, owners[0].ID, "boss")
		if storyshelf.ErrorFields(err)["role"] != storyshelf.MsgChooseRole {
			t.Fatalf("an unknown role: %v", err)
		}
		u, _, _ := s.UserByID(ctx, owners[0].ID)
		if u.Role != storyshelf.RoleOwner {
			t.Fatalf("the last owner is %q", u.Role)
		}
	})
}
