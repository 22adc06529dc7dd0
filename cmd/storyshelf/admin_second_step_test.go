package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
)

// An owner locked out of her second step runs reset-second-step where the
// site runs: her codes and recovery codes go, and every sign-in of hers
// ends; it says what it did.
func TestAdminResetSecondStep(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir}
	pw := filepath.Join(dir, "pw")
	os.WriteFile(pw, []byte("Sunshine1\n"), 0o600)
	if _, err := runWith(t, env, "admin", "create", "--email", "owner@example.com", "--password-file", pw); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	withStore := func(fn func(st *store.Store)) {
		st, err := store.Open(ctx, filepath.Join(dir, "storyshelf.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		fn(st)
	}
	var userID string
	withStore(func(st *store.Store) {
		u, _, err := st.UserByEmail(ctx, "owner@example.com")
		if err != nil {
			t.Fatal(err)
		}
		userID = u.ID
		if err := st.StartCodes(ctx, u.ID, "sealed"); err != nil {
			t.Fatal(err)
		}
		if err := st.ConfirmCodes(ctx, u.ID, "sealed", 1, []string{"a", "b", "c"}); err != nil {
			t.Fatal(err)
		}
		st.UseRecoveryCode(ctx, u.ID, "a")
		for _, name := range []string{"Phone", "Laptop"} {
			if _, err := st.AddPasskey(ctx, &store.PasskeyCredential{UserID: u.ID, Name: name, CredentialID: []byte(name),
				PublicKey: []byte("key"), AAGUID: make([]byte, 16), AttestationType: "none", Attestation: "{}"}); err != nil {
				t.Fatal(err)
			}
		}
		// The rule first: turning it on ends the sign-ins without a second step.
		st.SetSecondStepRequired(ctx, true, nil)
		st.CreateSession(ctx, u.ID, "s1", "Firefox", "203.0.113.7")
		st.CreateSession(ctx, u.ID, "s2", "Safari", "203.0.113.8")
	})

	out, err := runWith(t, env, "admin", "reset-second-step", "--email", "Owner@Example.com")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Sign-in codes of owner@example.com removed, with 2 unused recovery codes.",
		"2 passkeys of owner@example.com removed.", "2 sessions of the account ended.", "set one up on the Account page"} {
		if !strings.Contains(out, want) {
			t.Fatalf("output lacks %q:\n%s", want, out)
		}
	}
	withStore(func(st *store.Store) {
		if on, _ := st.CodesOn(ctx, userID); on {
			t.Fatal("codes still on")
		}
		if has, _ := st.HasPasskeys(ctx, userID); has {
			t.Fatal("passkeys left")
		}
		if list, _ := st.SignIns(ctx, userID); len(list) != 0 {
			t.Fatalf("sign-ins left: %+v", list)
		}
	})
	if out, err := runWith(t, env, "admin", "reset-second-step", "--email", "owner@example.com"); err != nil ||
		!strings.Contains(out, "owner@example.com had no sign-in codes.") {
		t.Fatalf("again: %v %q", err, out)
	}
	if _, err := runWith(t, env, "admin", "reset-second-step", "--email", "nobody@example.com"); err == nil {
		t.Fatal("reset of an unknown account")
	}
	if _, err := runWith(t, env, "admin", "reset-second-step"); err == nil || !strings.Contains(err.Error(), "--email") {
		t.Fatalf("no --email: %v", err)
	}
}
