package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// TestHistoryCoversEveryAdminWrite walks the route table: every admin route
// that changes something, and the exports and backup download, must be one of
// the recorded steps (which TestEachStepLeavesItsRecord makes, reading each
// record back), and every step is a route of the table.
func TestHistoryCoversEveryAdminWrite(t *testing.T) {
	ts := newTestServer(t)
	patterns := ts.RoutePatterns()
	for _, pattern := range patterns {
		method, path, _ := strings.Cut(pattern, " ")
		if !strings.HasPrefix(path, "/api/admin/") {
			continue
		}
		write := method == "POST" || method == "PUT" || method == "DELETE" || method == "PATCH"
		leaves := method == "GET" && (strings.HasSuffix(path, "/export") || path == "/api/admin/backup")
		kind, ok := recordedByStep(pattern)
		switch {
		case (write || leaves) && !ok:
			t.Errorf("%s records nothing in History: record it in the store (or, if it is no change, in its handler) and add it to recordedSteps", pattern)
		case ok && !slices.Contains(server.HistoryKindsForTest(), kind):
			t.Errorf("%s records kind %q, which the filter does not offer", pattern, kind)
		case !write && !leaves && ok:
			t.Errorf("%s is a plain read but records History", pattern)
		}
	}
	for _, step := range slices.Concat(recordedSteps, refusedWrites) {
		if !slices.Contains(patterns, step.pattern) {
			t.Errorf("the route table lacks %s", step.pattern)
		}
	}
}

type historyAnswer struct {
	Records    []storyshelf.HistoryRecord
	TotalCount int
	TotalPages int
	Page       int
	People     []string
	Kinds      []string
}

func readHistory(t *testing.T, b *browser, token, query string) historyAnswer {
	t.Helper()
	res, body := b.do("GET", "/api/admin/history?"+query, "", "Authorization", "Bearer "+token)
	var a historyAnswer
	if res.StatusCode != 200 || json.Unmarshal([]byte(body), &a) != nil {
		t.Fatalf("history: %d %s", res.StatusCode, body)
	}
	return a
}

// latestRecord is the newest History record, as the owner's History shows it.
func latestRecord(t *testing.T, b *browser, token string) storyshelf.HistoryRecord {
	t.Helper()
	a := readHistory(t, b, token, "")
	if len(a.Records) == 0 {
		t.Fatal("no history")
	}
	return a.Records[0]
}

func fieldNames(rec storyshelf.HistoryRecord) []string {
	var names []string
	for _, f := range rec.Fields {
		names = append(names, f.Name)
	}
	return names
}

// TestHistoryRecords makes real changes through the admin and reads them
// back: the right kind, action, actor, item and fields, none for a failed
// write, and never a password.
func TestHistoryRecords(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	owner, _, err := ts.Store.UserByEmail(context.Background(), "owner@example.com")
	if err != nil {
		t.Fatal(err)
	}
	latest := func() storyshelf.HistoryRecord {
		t.Helper()
		a := readHistory(t, b, token, "")
		if len(a.Records) == 0 {
			t.Fatal("no history")
		}
		return a.Records[0]
	}
	count := func() int { t.Helper(); return readHistory(t, b, token, "").TotalCount }

	if rec := latest(); rec.Kind != "sign-in" || rec.Action != "signed in" || rec.ActorID != owner.ID ||
		rec.ActorEmail != "owner@example.com" {
		t.Fatalf("sign-in: %+v", rec)
	}

	res, body := b.do("POST", "/api/admin/books", validBook, authz...)
	if res.StatusCode != 201 {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	book := decode[storyshelf.Book](t, body)
	if rec := latest(); rec.Kind != "book" || rec.Action != "created" || rec.ItemID != book.ID ||
		rec.ItemName != "The Brave Little Seed" || rec.ActorEmail != "owner@example.com" || rec.ActorID != owner.ID {
		t.Fatalf("create: %+v", rec)
	}

	edited := strings.Replace(strings.Replace(validBook, "The Brave Little Seed", "The Kindness Cloud", 1),
		"A seed grows.", "A cloud is kind.", 1)
	if res, body := b.do("PUT", "/api/admin/books/"+book.ID, edited, authz...); res.StatusCode != 200 {
		t.Fatalf("update: %d %s", res.StatusCode, body)
	}
	rec := latest()
	if rec.Kind != "book" || rec.Action != "changed" || rec.ItemName != "The Kindness Cloud" || rec.ItemID != book.ID {
		t.Fatalf("update: %+v", rec)
	}
	names := fieldNames(rec)
	if !slices.Contains(names, "title") || !slices.Contains(names, "description") || slices.Contains(names, "isbn") ||
		slices.Contains(names, "updatedAt") {
		t.Fatalf("update's fields: %v", names)
	}
	for _, f := range rec.Fields {
		if f.Name == "title" && (f.Old != "The Brave Little Seed" || f.New != "The Kindness Cloud") {
			t.Fatalf("title's values: %+v", f)
		}
	}

	t.Run("AFailedWriteRecordsNothing", func(t *testing.T) {
		before := count()
		if res, _ := b.do("PUT", "/api/admin/books/"+book.ID, `{"title":""}`, authz...); res.StatusCode != 400 {
			t.Fatalf("a bad save answered %d", res.StatusCode)
		}
		if res, _ := b.do("DELETE", "/api/admin/books/no-such-book", "", authz...); res.StatusCode < 400 {
			t.Fatalf("a missing book's delete answered %d", res.StatusCode)
		}
		if after := count(); after != before {
			t.Fatalf("failed writes recorded %d records", after-before)
		}
	})

	if res, body := b.do("DELETE", "/api/admin/books/"+book.ID, "", authz...); res.StatusCode != 204 {
		t.Fatalf("delete: %d %s", res.StatusCode, body)
	}
	if rec := latest(); rec.Kind != "book" || rec.Action != "deleted" || rec.ItemID != book.ID || rec.ItemName != "The Kindness Cloud" {
		t.Fatalf("delete: %+v", rec)
	}

	identity := readSettings(t, b, token).Settings.Identity
	identity.Tagline = "Stories that grow kindness"
	if res, body := saveSection(t, b, token, "identity", identity); res.StatusCode != 200 {
		t.Fatalf("settings: %d %s", res.StatusCode, body)
	}
	if rec := latest(); rec.Kind != "settings" || rec.Action != "changed" || rec.ItemID != "identity" ||
		rec.ItemName != storyshelf.SectionLabel("identity") || strings.Join(fieldNames(rec), ",") != "tagline" ||
		rec.Fields[0].New != "Stories that grow kindness" {
		t.Fatalf("settings: %+v", rec)
	}

	sub, _, err := ts.Store.Subscribe(context.Background(), &storyshelf.Subscriber{ID: "sub1", Email: "parent@example.com",
		Source: "newsletter", Lang: "en", UnsubscribeToken: "token1"})
	if err != nil {
		t.Fatal(err)
	}
	if res, body := b.do("POST", "/api/admin/subscribers/"+sub.ID+"/unsubscribe", "", authz...); res.StatusCode != 200 {
		t.Fatalf("unsubscribe: %d %s", res.StatusCode, body)
	}
	if rec := latest(); rec.Kind != "subscriber" || rec.Action != "unsubscribed" || rec.ItemID != sub.ID ||
		rec.ItemName != "parent@example.com" {
		t.Fatalf("unsubscribe: %+v", rec)
	}
	if res, body := b.do("POST", "/api/admin/people/forget", `{"email":"Parent@example.com"}`, authz...); res.StatusCode != 200 {
		t.Fatalf("forget: %d %s", res.StatusCode, body)
	}
	if rec := latest(); rec.Kind != "subscriber" || rec.Action != "forgot a person's data" {
		t.Fatalf("forget: %+v", rec)
	}
	if all := readHistory(t, b, token, "kind=subscriber"); strings.Contains(fmt.Sprint(all.Records), "parent@example.com") {
		t.Fatalf("History still holds the forgotten address: %+v", all.Records)
	}

	if res, _ := b.do("GET", "/api/admin/subscribers/export", "", authz...); res.StatusCode != 200 {
		t.Fatalf("export: %d", res.StatusCode)
	}
	if rec := latest(); rec.Kind != "subscriber" || rec.Action != "exported the subscriber list" {
		t.Fatalf("export: %+v", rec)
	}
	kitBook := &storyshelf.Book{Title: "Kit Book", Author: "Lily Hart"}
	if err := ts.Store.CreateBook(context.Background(), kitBook); err != nil {
		t.Fatal(err)
	}
	kit := &storyshelf.KindnessKit{BookID: kitBook.ID, Title: "Kindness Kit", Active: true}
	if err := ts.Store.CreateKit(context.Background(), kit); err != nil {
		t.Fatal(err)
	}
	if res, _ := b.do("GET", "/api/admin/kits/"+kit.ID+"/signups/export", "", authz...); res.StatusCode != 200 {
		t.Fatalf("kit export: %d", res.StatusCode)
	}
	if rec := latest(); rec.Kind != "kit" || rec.Action != "exported the sign-ups of" || rec.ItemID != kit.ID ||
		rec.ItemName != "Kindness Kit" {
		t.Fatalf("kit export: %+v", rec)
	}
	if res, _ := b.do("GET", "/api/admin/backup", "", authz...); res.StatusCode != 200 {
		t.Fatalf("backup: %d", res.StatusCode)
	}
	if rec := latest(); rec.Kind != "backups" || rec.Action != "downloaded a backup" || rec.ActorEmail != "owner@example.com" {
		t.Fatalf("backup: %+v", rec)
	}

	t.Run("APasswordChangeKeepsNoPassword", func(t *testing.T) {
		res, body := b.do("POST", "/api/admin/password", `{"currentPassword":"`+ownerPassword+`","newPassword":"Rainbow2468"}`, authz...)
		if res.StatusCode != 200 {
			t.Fatalf("change: %d %s", res.StatusCode, body)
		}
		var rows []string
		r, err := ts.DB.Query(`SELECT kind || ' ' || action || ' ' || item_id || ' ' || item_name || ' ' || fields FROM history`)
		if err != nil {
			t.Fatal(err)
		}
		for r.Next() {
			var s string
			r.Scan(&s)
			rows = append(rows, s)
		}
		r.Close()
		all := strings.Join(rows, "\n")
		if !strings.Contains(all, "account changed the password") || strings.Contains(all, "Rainbow2468") ||
			strings.Contains(all, ownerPassword) || strings.Contains(strings.ToLower(all), "password\"") {
			t.Fatalf("history:\n%s", all)
		}
	})

	t.Run("SignInsAndFailures", func(t *testing.T) {
		other := newBrowser(t, ts)
		if res, _ := other.login("owner@example.com", "Wrong-guess-1"); res.StatusCode != 401 {
			t.Fatalf("a wrong password answered %d", res.StatusCode)
		}
		a := readHistory(t, b, token, "kind=sign-in")
		rec := a.Records[0]
		if rec.Action != "sign-in failed" || rec.ActorEmail != "owner@example.com" || rec.ActorID != "" {
			t.Fatalf("failed sign-in: %+v", rec)
		}
		raw, _ := json.Marshal(a)
		if strings.Contains(string(raw), "Wrong-guess-1") {
			t.Fatal("the password tried is in History")
		}
		if res, _ := other.login("owner@example.com", "Rainbow2468"); res.StatusCode != 200 {
			t.Fatalf("sign-in answered %d", res.StatusCode)
		}
		if rec := readHistory(t, b, token, "kind=sign-in").Records[0]; rec.Action != "signed in" || rec.ActorID != owner.ID {
			t.Fatalf("sign-in: %+v", rec)
		}
	})

	t.Run("AFloodOfFailuresIsBounded", func(t *testing.T) {
		before := readHistory(t, b, token, "kind=sign-in").TotalCount
		for i := 0; i < 100; i++ { // as if a hundred failures were recorded this hour
			ts.Store.Hit(context.Background(), "history:failed-sign-ins", time.Hour, 0)
		}
		if res, _ := newBrowser(t, ts).login("owner@example.com", "Wrong-guess-2"); res.StatusCode != 401 {
			t.Fatalf("a wrong password answered %d", res.StatusCode)
		}
		if after := readHistory(t, b, token, "kind=sign-in").TotalCount; after != before {
			t.Fatalf("past the hour's budget a failure was still recorded: %d → %d", before, after)
		}
	})

	t.Run("Filters", func(t *testing.T) {
		a := readHistory(t, b, token, "kind=book")
		if a.TotalCount != 3 || a.Page != 1 || a.TotalPages != 1 || !slices.Contains(a.Kinds, "video/song") ||
			!slices.Equal(a.People, []string{"owner@example.com"}) {
			t.Fatalf("kind=book: %+v", a)
		}
		for _, r := range a.Records {
			if r.Kind != "book" {
				t.Fatalf("kind=book lists %+v", r)
			}
		}
		if a := readHistory(t, b, token, "person="+url.QueryEscape("nobody@example.com")); a.TotalCount != 0 {
			t.Fatalf("person: %+v", a)
		}
		if a := readHistory(t, b, token, "person="+url.QueryEscape("owner@example.com")+"&kind=book"); a.TotalCount != 3 {
			t.Fatalf("person and kind: %+v", a)
		}
		if a := readHistory(t, b, token, "from=2000-01-01&to=2000-01-02"); a.TotalCount != 0 {
			t.Fatalf("old range: %+v", a)
		}
		if a := readHistory(t, b, token, "from=2000-01-01&to=9999-01-01&kind=book"); a.TotalCount != 3 {
			t.Fatalf("wide range: %+v", a)
		}
		if a := readHistory(t, b, token, "page=5"); len(a.Records) != 0 || a.Page != 5 {
			t.Fatalf("page past the end: %+v", a)
		}
	})

	t.Run("BadFilters", func(t *testing.T) {
		for _, q := range []string{"kind=spaceship", "from=yesterday", "to=2026-13-01", "page=0", "page=x",
			"from=2026-02-01&to=2026-01-01"} {
			if res, body := b.do("GET", "/api/admin/history?"+q, "", authz...); res.StatusCode != 400 ||
				!strings.Contains(body, `"error":{"code":"invalid"`) {
				t.Errorf("%s: %d %s", q, res.StatusCode, body)
			}
		}
		if res, _ := newBrowser(t, ts).do("GET", "/api/admin/history", ""); res.StatusCode != 401 {
			t.Errorf("history without a session answered %d", res.StatusCode)
		}
	})
}
