package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// wantRecord checks the newest record's action and the item it names.
func wantRecord(t *testing.T, b *browser, token, action, item string) storyshelf.HistoryRecord {
	t.Helper()
	rec := latestRecord(t, b, token)
	if rec.Action != action || rec.ItemName != item {
		t.Fatalf("recorded %q %q, want %q %q", rec.Action, rec.ItemName, action, item)
	}
	return rec
}

// TestHistoryNamesTheItem: a kit's file records name the kit and the file
// (through an upload, as the owner adds one), and a download link's record
// never keeps the address it was made for.
func TestHistoryNamesTheItem(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	ctx := context.Background()
	do := func(method, path, body string, want int) string {
		t.Helper()
		res, got := b.do(method, path, body, authz...)
		if res.StatusCode != want {
			t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, got)
		}
		return got
	}
	book := seedBook(t, ts, "The Brave Little Seed", 0)

	t.Run("KitFilesAndLinks", func(t *testing.T) {
		kit := &storyshelf.KindnessKit{BookID: book.ID, Title: "Kindness Kit", Active: true}
		must(t, ts.Store.CreateKit(ctx, kit))
		_, body := uploadWith(t, ts, token, "kind=kit&for=kit-file", "guide.pdf", []byte("%PDF-1.4 guide"))
		key := decode[struct{ URL string }](t, body).URL

		file := decode[struct{ ID string }](t, do("POST", "/api/admin/kits/"+kit.ID+"/files",
			`{"fileName": "Parent Guide", "fileUrl": "`+key+`"}`, 201))
		rec := wantRecord(t, b, token, "added a file to", "Kindness Kit")
		if rec.ItemID != kit.ID || len(rec.Fields) != 1 || rec.Fields[0].Name != "file" || rec.Fields[0].Old != nil ||
			rec.Fields[0].New != "Parent Guide" {
			t.Fatalf("the file added: %+v", rec)
		}

		do("POST", "/api/admin/kits/"+kit.ID+"/download-link", `{"email": "friend@example.com"}`, 201)
		wantRecord(t, b, token, "made a download link for", "Kindness Kit")
		if all := readHistory(t, b, token, ""); strings.Contains(fmt.Sprint(all.Records), "friend@example.com") {
			t.Fatalf("History keeps the address a link was made for: %+v", all.Records)
		}

		do("DELETE", "/api/admin/kits/"+kit.ID+"/files/"+file.ID, "", 204)
		rec = wantRecord(t, b, token, "removed a file from", "Kindness Kit")
		if len(rec.Fields) != 1 || rec.Fields[0].Name != "file" || rec.Fields[0].Old != "Parent Guide" || rec.Fields[0].New != nil {
			t.Fatalf("the file removed: %+v", rec)
		}
	})
}
