package store_test

import (
	"bytes"
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Passkeys are kept with every value go-webauthn needs, listed for their
// owner only, renamed and removed by her only, bounded in number, and
// HasPasskeys / DeletePasskeys (the server-side reset) see all of them.
func TestPasskeys(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")
		other := mustCreateUser(t, s, "other@example.com")

		if has, err := s.HasPasskeys(ctx, owner.ID); err != nil || has {
			t.Fatalf("a new account has no passkeys: %v %v", has, err)
		}
		laptop := &store.PasskeyCredential{
			UserID: owner.ID, Name: "Laptop", CredentialID: []byte{0, 1, 2, 250, 251, 252}, PublicKey: []byte{0xa5, 1, 2, 3},
			SignCount: 7, Flags: 0x45, Transports: []string{"internal", "hybrid"}, AAGUID: bytes.Repeat([]byte{9}, 16),
			AttestationType: "none", Attestation: `{"clientDataJSON":"e30"}`,
		}
		added, err := s.AddPasskey(ctx, laptop)
		if err != nil || added.Name != "Laptop" || added.LastUsedAt != nil {
			t.Fatalf("%+v %v", added, err)
		}
		clock.advance(time.Minute)
		phone, err := s.AddPasskey(ctx, &store.PasskeyCredential{UserID: owner.ID, Name: "Phone", CredentialID: []byte("phone"), PublicKey: []byte("key")})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddPasskey(ctx, &store.PasskeyCredential{UserID: other.ID, Name: "Theirs", CredentialID: []byte("phone"), PublicKey: []byte("k")}); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("a credential ID is one passkey's: %v", err)
		}

		got, err := s.PasskeyByCredentialID(ctx, laptop.CredentialID)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, laptop) {
			t.Fatalf("stored %+v\nread   %+v", laptop, got)
		}
		if _, err := s.PasskeyByCredentialID(ctx, []byte("nobody")); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("unknown credential: %v", err)
		}
		creds, err := s.PasskeyCredentials(ctx, owner.ID)
		if err != nil || len(creds) != 2 || creds[0].Name != "Laptop" || creds[1].Name != "Phone" {
			t.Fatalf("%+v %v", creds, err)
		}

		clock.advance(time.Hour)
		if err := s.UsePasskey(ctx, laptop.ID, 8, 0x5d); err != nil {
			t.Fatal(err)
		}
		list, err := s.Passkeys(ctx, owner.ID)
		if err != nil || len(list) != 2 || list[0].ID != laptop.ID || list[0].LastUsedAt == nil || !list[0].LastUsedAt.Equal(s.Now()) ||
			list[1].ID != phone.ID || list[1].LastUsedAt != nil {
			t.Fatalf("%+v %v", list, err)
		}
		if got, _ := s.PasskeyByCredentialID(ctx, laptop.CredentialID); got.SignCount != 8 || got.Flags != 0x5d {
			t.Fatalf("use must keep the count and flags: %+v", got)
		}
		if theirs, _ := s.Passkeys(ctx, other.ID); len(theirs) != 0 {
			t.Fatalf("another account lists none of hers: %+v", theirs)
		}

		if err := s.RenamePasskey(ctx, other.ID, laptop.ID, "Mine now"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("another account cannot rename hers: %v", err)
		}
		if err := s.DeletePasskey(ctx, other.ID, laptop.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("another account cannot remove hers: %v", err)
		}
		if err := s.RenamePasskey(ctx, owner.ID, laptop.ID, "Work laptop"); err != nil {
			t.Fatal(err)
		}
		if err := s.DeletePasskey(ctx, owner.ID, phone.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.DeletePasskey(ctx, owner.ID, phone.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("removed twice: %v", err)
		}
		if list, _ := s.Passkeys(ctx, owner.ID); len(list) != 1 || list[0].Name != "Work laptop" {
			t.Fatalf("%+v", list)
		}

		t.Run("AtMostMaxPasskeys", func(t *testing.T) {
			for i := 1; i < storyshelf.MaxPasskeys; i++ {
				if _, err := s.AddPasskey(ctx, &store.PasskeyCredential{UserID: owner.ID, Name: "Key", CredentialID: []byte{byte(i), 'k'}, PublicKey: []byte("k")}); err != nil {
					t.Fatal(i, err)
				}
			}
			if _, err := s.AddPasskey(ctx, &store.PasskeyCredential{UserID: owner.ID, Name: "One more", CredentialID: []byte("more"), PublicKey: []byte("k")}); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
				t.Fatalf("past %d: %v", storyshelf.MaxPasskeys, err)
			}
		})

		t.Run("DeletePasskeys", func(t *testing.T) {
			s.AddPasskey(ctx, &store.PasskeyCredential{UserID: other.ID, Name: "Theirs", CredentialID: []byte("theirs"), PublicKey: []byte("k")})
			if err := s.CreatePasskeyChallenge(ctx, "owner-ticket", owner.ID, storyshelf.PasskeyRegister, "", "{}"); err != nil {
				t.Fatal(err)
			}
			if has, err := s.HasPasskeys(ctx, owner.ID); err != nil || !has {
				t.Fatalf("%v %v", has, err)
			}
			if err := s.DeletePasskeys(ctx, owner.ID); err != nil {
				t.Fatal(err)
			}
			if has, _ := s.HasPasskeys(ctx, owner.ID); has {
				t.Fatal("every passkey of hers must go")
			}
			if _, _, err := s.UsePasskeyChallenge(ctx, "owner-ticket", storyshelf.PasskeyRegister); err == nil {
				t.Fatal("and the ceremony she had under way")
			}
			if has, _ := s.HasPasskeys(ctx, other.ID); !has {
				t.Fatal("another account's passkeys stay")
			}
		})
	})
}

// A ceremony's challenge is taken once, for what it was started for, within
// storyshelf.PasskeyCeremonyTTL; the prune removes expired ones.
func TestPasskeyChallenges(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		owner := mustCreateUser(t, s, "owner@example.com")

		if err := s.CreatePasskeyChallenge(ctx, "add", owner.ID, storyshelf.PasskeyRegister, "Laptop", `{"name":"Laptop"}`); err != nil {
			t.Fatal(err)
		}
		if err := s.CreatePasskeyChallenge(ctx, "sign-in", "", storyshelf.PasskeySignIn, "", `{"s":1}`); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.UsePasskeyChallenge(ctx, "add", storyshelf.PasskeySignIn); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("a ceremony is for what it was started for: %v", err)
		}
		user, session, err := s.UsePasskeyChallenge(ctx, "add", storyshelf.PasskeyRegister)
		if err != nil || user != owner.ID || session != `{"name":"Laptop"}` {
			t.Fatalf("%q %q %v", user, session, err)
		}
		if _, _, err := s.UsePasskeyChallenge(ctx, "add", storyshelf.PasskeyRegister); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("used twice: %v", err)
		}
		if _, _, err := s.UsePasskeyChallenge(ctx, "unknown", storyshelf.PasskeySignIn); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("unknown: %v", err)
		}
		user, session, err = s.UsePasskeyChallenge(ctx, "sign-in", storyshelf.PasskeySignIn)
		if err != nil || user != "" || session != `{"s":1}` {
			t.Fatalf("a sign-in's ceremony has no account yet: %q %q %v", user, session, err)
		}

		s.CreatePasskeyChallenge(ctx, "late", "", storyshelf.PasskeySignIn, "", "{}")
		s.CreatePasskeyChallenge(ctx, "pruned", "", storyshelf.PasskeySignIn, "", "{}")
		clock.advance(storyshelf.PasskeyCeremonyTTL + time.Second)
		if _, _, err := s.UsePasskeyChallenge(ctx, "late", storyshelf.PasskeySignIn); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("expired: %v", err)
		}
		if n, err := s.PruneExpiredLinks(ctx, s.Now(), 100); err != nil || n != 1 {
			t.Fatalf("the expired challenge left must be pruned: %d %v", n, err)
		}
	})
}
