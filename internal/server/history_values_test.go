package server_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// TestHistoryKeepsNumbersAndBooleans: a changed number and a changed
// on/off setting come back from History as a number and a boolean on both
// sides, never as text or left out, so the History screen can word them
// ("pages: 32 → 34", "on: no → yes").
func TestHistoryKeepsNumbersAndBooleans(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	changed := func(name string) storyshelf.HistoryField {
		t.Helper()
		for _, f := range latestRecord(t, b, token).Fields {
			if f.Name == name {
				return f
			}
		}
		t.Fatalf("%s is not among the changed fields", name)
		return storyshelf.HistoryField{}
	}

	res, body := b.do("POST", "/api/admin/books", validBook, authz...)
	if res.StatusCode != 201 {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	id := decode[storyshelf.Book](t, body).ID
	if res, body := b.do("PUT", "/api/admin/books/"+id, strings.Replace(validBook, `"pages": 32`, `"pages": 34`, 1), authz...); res.StatusCode != 200 {
		t.Fatalf("update: %d %s", res.StatusCode, body)
	}
	if f := changed("pages"); f.Old != 32.0 || f.New != 34.0 {
		t.Fatalf("pages: %#v → %#v", f.Old, f.New)
	}

	if res, body := b.do("PUT", "/api/admin/backups", `{"on": true, "everyHours": 24, "keep": 7}`, authz...); res.StatusCode != 200 {
		t.Fatalf("backups: %d %s", res.StatusCode, body)
	}
	if f := changed("on"); f.Old != false || f.New != true {
		t.Fatalf("on: %#v → %#v", f.Old, f.New)
	}
}
