package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The admin commands change accounts where the site runs, with nobody
// signed in: History names the command line as who made each change, and
// the account it was made to. A command that fails records nothing.
func TestAdminCommandsAreInHistory(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir}
	pw := filepath.Join(dir, "pw")
	os.WriteFile(pw, []byte("Sunshine1\n"), 0o600)
	for _, args := range [][]string{
		{"admin", "create", "--email", "Owner@Example.com", "--password-file", pw},
		{"admin", "reset-password", "--email", "owner@example.com", "--password-file", pw},
		{"admin", "reset-second-step", "--email", "owner@example.com"},
	} {
		if _, err := runWith(t, env, args...); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
	}
	if _, err := runWith(t, env, "admin", "create", "--email", "owner@example.com", "--password-file", pw); err == nil {
		t.Fatal("a second account with the same address")
	}

	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(dir, "storyshelf.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	u, _, err := st.UserByEmail(ctx, "owner@example.com")
	if err != nil {
		t.Fatal(err)
	}
	page, err := st.History(ctx, storyshelf.HistoryFilter{}, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ kind, action string }{ // newest first
		{storyshelf.HistoryAccount, "removed the second step"},
		{storyshelf.HistoryAccount, "changed the password"},
		{storyshelf.HistoryPeople, "created an account"},
	}
	if len(page.Records) != len(want) {
		t.Fatalf("History holds %d records, want %d: %+v", len(page.Records), len(want), page.Records)
	}
	for i, w := range want {
		rec := page.Records[i]
		if rec.Kind != w.kind || rec.Action != w.action || rec.ItemID != u.ID || rec.ItemName != "owner@example.com" ||
			rec.ActorID != storyshelf.ActorCommandLine.ID || rec.ActorEmail != storyshelf.ActorCommandLine.Email {
			t.Errorf("record %d: %+v; want %q %q of owner@example.com by the command line", i, rec, w.kind, w.action)
		}
	}
}
