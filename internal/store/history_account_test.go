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

// userAgentAsIs names a device by its user agent as it is, for tests whose
// user agents are already names.
func userAgentAsIs(userAgent string) string { return userAgent }

// TestAccountChangesAreInHistory makes, as the signed-in owner, each change
// of an account, its second step and the team, and reads History back: one
// record each, naming the account, device, passkey or address changed as
// she knows it, with no secret in it. Failed changes record nothing.
func TestAccountChangesAreInHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		helper := mustCreateUser(t, s, "helper@example.com")
		ctx := storyshelf.WithActor(context.Background(), storyshelf.Actor{ID: owner.ID, Email: owner.Email})
		// step makes one change and checks the one record it left.
		step := func(kind, action, itemID, itemName string, change func() error, fields ...storyshelf.HistoryField) {
			t.Helper()
			clock.advance(time.Second)
			before := len(historyRecords(t, s))
			if err := change(); err != nil {
				t.Fatalf("%s: %v", action, err)
			}
			recs := historyRecords(t, s)
			rec := recs[0]
			if len(recs) != before+1 || rec.Kind != kind || rec.Action != action || rec.ItemName != itemName ||
				(itemID != "" && rec.ItemID != itemID) || rec.ActorID != owner.ID || rec.ActorEmail != owner.Email ||
				fmt.Sprint(rec.Fields) != fmt.Sprint(fields) {
				t.Fatalf("%s: %d new records, the newest %+v; want %q %q %q with fields %v",
					action, len(recs)-before, rec, kind, itemName, itemID, fields)
			}
		}
		// nothing checks that a change refused or made by nobody records
		// nothing.
		nothing := func(what string, change func() error) {
			t.Helper()
			before := len(historyRecords(t, s))
			change()
			if after := len(historyRecords(t, s)); after != before {
				t.Fatalf("%s left %d records", what, after-before)
			}
		}
		account := storyshelf.HistoryAccount

		step(account, "changed the password", owner.ID, "owner@example.com", func() error {
			return s.SetPassword(ctx, owner.ID, "hash-of-the-new-one", "")
		})
		step(account, "asked to change the email address", owner.ID, "owner@example.com", func() error {
			_, err := s.CreateEmailChange(ctx, owner.ID, "New@Example.com", "link-hash",
				&storyshelf.OutboxMail{Kind: "account.email-confirm", To: "new@example.com", Subject: "Confirm", Text: "link"})
			return err
		}, storyshelf.HistoryField{Name: "email", Old: "owner@example.com", New: "new@example.com"})

		laptop, _ := s.CreateSession(ctx, owner.ID, "laptop-1", "Firefox on Windows", "203.0.113.7")
		phone, _ := s.CreateSession(ctx, owner.ID, "phone-1", "Safari on iPhone", "203.0.113.8")
		s.CreateSession(ctx, owner.ID, "tablet-1", "Chrome on Android", "203.0.113.9")
		step(account, "signed out a device", phone.FamilyID, "SAFARI ON IPHONE", func() error {
			return s.EndSignIn(ctx, owner.ID, phone.FamilyID, strings.ToUpper)
		})
		nothing("signing out a device already signed out", func() error {
			return s.EndSignIn(ctx, owner.ID, phone.FamilyID, strings.ToUpper)
		})
		step(account, "signed out every other device", owner.ID, "owner@example.com", func() error {
			_, err := s.EndOtherSignIns(ctx, owner.ID, laptop.FamilyID)
			return err
		})

		step(account, "started setting up sign-in codes", owner.ID, "owner@example.com", func() error {
			return s.StartCodes(ctx, owner.ID, "sealed-secret")
		})
		step(account, "turned on sign-in codes", owner.ID, "owner@example.com", func() error {
			return s.ConfirmCodes(ctx, owner.ID, "sealed-secret", 1, []string{"recovery-hash-1", "recovery-hash-2"})
		})
		nothing("starting codes that are on", func() error { return s.StartCodes(ctx, owner.ID, "sealed-again") })
		step(account, "made new recovery codes", owner.ID, "owner@example.com", func() error {
			return s.ReplaceRecoveryCodes(ctx, owner.ID, []string{"recovery-hash-3"})
		})
		step(storyshelf.HistorySettings, "changed whether a second step is required", "", "", func() error {
			return s.SetSecondStepRequired(ctx, true, nil)
		}, storyshelf.HistoryField{Name: "required", Old: false, New: true})
		step(storyshelf.HistorySettings, "changed whether a second step is required", "", "", func() error {
			return s.SetSecondStepRequired(ctx, false, nil)
		}, storyshelf.HistoryField{Name: "required", Old: true, New: false})
		step(account, "turned off sign-in codes", owner.ID, "owner@example.com", func() error {
			return s.TurnCodesOff(ctx, owner.ID)
		})

		step(account, "started adding a passkey", "", "Laptop", func() error {
			return s.CreatePasskeyChallenge(ctx, "add-ticket", owner.ID, storyshelf.PasskeyRegister, "Laptop", "{}")
		})
		nothing("a sign-in's ceremony", func() error {
			return s.CreatePasskeyChallenge(ctx, "sign-in-ticket", "", storyshelf.PasskeySignIn, "", "{}")
		})
		var key *storyshelf.Passkey
		step(account, "added a passkey", "", "Laptop", func() error {
			var err error
			key, err = s.AddPasskey(ctx, &store.PasskeyCredential{UserID: owner.ID, Name: "Laptop",
				CredentialID: []byte("credential"), PublicKey: []byte("public-key")})
			return err
		})
		step(account, "renamed a passkey", key.ID, "Work laptop", func() error {
			return s.RenamePasskey(ctx, owner.ID, key.ID, "Work laptop")
		}, storyshelf.HistoryField{Name: "name", Old: "Laptop", New: "Work laptop"})
		nothing("renaming another account's passkey", func() error {
			return s.RenamePasskey(ctx, helper.ID, key.ID, "Mine now")
		})
		step(account, "removed a passkey", key.ID, "Work laptop", func() error {
			return s.DeletePasskey(ctx, owner.ID, key.ID)
		})
		nothing("removing it again", func() error { return s.DeletePasskey(ctx, owner.ID, key.ID) })
		step(account, "removed the second step", owner.ID, "owner@example.com", func() error {
			_, err := s.RemoveSecondStep(ctx, owner.ID)
			return err
		})

		people := storyshelf.HistoryPeople
		var inv *storyshelf.Invitation
		step(people, "invited a person", "", "anna@example.com", func() error {
			var err error
			inv, _, err = s.CreateInvitation(ctx, store.Invite{Email: "Anna@Example.com", Role: storyshelf.RoleEditor, ByID: owner.ID, ByEmail: owner.Email,
				TokenHash: "invitation-hash"})
			return err
		}, storyshelf.HistoryField{Name: "role", New: storyshelf.RoleEditor})
		nothing("inviting an address with an account", func() error {
			_, _, err := s.CreateInvitation(ctx, store.Invite{Email: "helper@example.com", Role: storyshelf.RoleEditor, ByID: owner.ID, ByEmail: owner.Email,
				TokenHash: "invitation-hash-2"})
			return err
		})
		step(people, "cancelled an invitation", inv.ID, "anna@example.com", func() error {
			return s.CancelInvitation(ctx, inv.ID)
		})
		nothing("cancelling it again", func() error { return s.CancelInvitation(ctx, inv.ID) })
		var made *storyshelf.User
		step(people, "created an account", "", "carl@example.com", func() error {
			var err error
			made, err = s.CreateUser(ctx, "Carl@Example.com", "hash-1")
			return err
		})
		step(people, "removed an account", made.ID, "carl@example.com", func() error {
			_, err := s.RemoveUser(ctx, made.ID)
			return err
		})

		// Made by nobody (a reset link, a test's setting up), not History's.
		nobody := context.Background()
		nothing("a password set by nobody", func() error { return s.SetPassword(nobody, helper.ID, "hash-2", "") })
		nothing("an account removed by nobody", func() error { _, err := s.RemoveUser(nobody, helper.ID); return err })

		all := fmt.Sprintf("%+v", historyRecords(t, s))
		for _, secret := range []string{"hash", "sealed", "ticket", "public-key", "credential"} {
			if strings.Contains(all, secret) {
				t.Fatalf("History holds %q:\n%s", secret, all)
			}
		}
	})
}

// TestAnAccountChangeFailsWithItsHistory: the record is written in the
// change's own transaction, so one that cannot be written leaves the
// account as it was.
func TestAnAccountChangeFailsWithItsHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		owner := mustCreateUser(t, s, "owner@example.com")
		ctx := storyshelf.WithActor(context.Background(), storyshelf.Actor{ID: owner.ID, Email: owner.Email})
		key, err := s.AddPasskey(ctx, &store.PasskeyCredential{UserID: owner.ID, Name: "Laptop",
			CredentialID: []byte("credential"), PublicKey: []byte("public-key")})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.ExecForTest(ctx, `ALTER TABLE history RENAME TO history_away`); err != nil {
			t.Fatal(err)
		}
		if err := s.SetPassword(ctx, owner.ID, "hash-2", ""); err == nil {
			t.Fatal("the password was changed without its History record")
		}
		if err := s.DeletePasskey(ctx, owner.ID, key.ID); err == nil {
			t.Fatal("the passkey was removed without its History record")
		}
		if err := s.ExecForTest(ctx, `ALTER TABLE history_away RENAME TO history`); err != nil {
			t.Fatal(err)
		}
		if _, hash, _ := s.UserByID(ctx, owner.ID); hash != "hash-1" {
			t.Fatalf("after the failed change the password hash is %q", hash)
		}
		if list, _ := s.Passkeys(ctx, owner.ID); len(list) != 1 {
			t.Fatalf("after the failed removal: %+v", list)
		}
	})
}
