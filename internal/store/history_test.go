package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// History keeps what it is given, cut to its limits and without secret
// fields, lists it newest first with filters, and prunes what is older than
// the cutoff.
func TestHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		long := strings.Repeat("é", 500)
		rec := &storyshelf.HistoryRecord{ActorID: "u1", ActorEmail: "owner@example.com", Kind: "book", Action: "changed",
			ItemID: "b1", ItemName: long, Fields: []storyshelf.HistoryField{
				{Name: "title", Old: "Old", New: "New"},
				{Name: "description", Old: long, New: "short"},
				{Name: "newPassword", Old: "x", New: "Secret123"},
				{Name: "unsubscribeToken", New: "abc"},
			}}
		if err := s.RecordHistory(ctx, rec); err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Hour)
		if err := s.RecordHistory(ctx, &storyshelf.HistoryRecord{ActorEmail: "stranger@example.com", Kind: "sign-in",
			Action: "sign-in failed"}); err != nil {
			t.Fatal(err)
		}
		p, err := s.History(ctx, storyshelf.HistoryFilter{}, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		if p.TotalCount != 2 || p.TotalPages != 1 || p.Records[0].Kind != "sign-in" || len(p.People) != 1 ||
			p.People[0] != "owner@example.com" {
			t.Fatalf("history: %+v", p)
		}
		got := p.Records[1]
		if len([]rune(got.ItemName)) != storyshelf.HistoryNameMax || len(got.Fields) != 2 ||
			got.Fields[0].Name != "title" || got.Fields[0].New != "New" ||
			got.Fields[1].Name != "description" || got.Fields[1].Old != nil || got.Fields[1].New != "short" {
			t.Fatalf("record: %+v", got)
		}
		for _, f := range []storyshelf.HistoryFilter{{Kind: "book"}, {Person: "owner@example.com"},
			{To: time.Date(2026, 1, 1, 9, 30, 0, 0, time.UTC)}} {
			if p, err := s.History(ctx, f, 1, 50); err != nil || p.TotalCount != 1 || p.Records[0].Kind != "book" {
				t.Fatalf("%+v: %+v %v", f, p, err)
			}
		}
		if p, err := s.History(ctx, storyshelf.HistoryFilter{From: time.Date(2026, 1, 1, 9, 30, 0, 0, time.UTC)}, 1, 50); err != nil ||
			p.TotalCount != 1 || p.Records[0].Kind != "sign-in" {
			t.Fatalf("from: %+v %v", p, err)
		}
		n, err := s.PruneHistory(ctx, time.Date(2026, 1, 1, 9, 30, 0, 0, time.UTC), 10)
		if err != nil || n != 1 {
			t.Fatalf("prune: %d %v", n, err)
		}
		if p, _ := s.History(ctx, storyshelf.HistoryFilter{}, 1, 50); p.TotalCount != 1 || p.Records[0].Kind != "sign-in" {
			t.Fatalf("after the prune: %+v", p)
		}
	})
}

// An autosave's records fold into one per person and item while she keeps
// at it: the fields of both, each from its first old to its last new value.
func TestHistoryFoldsAutosaves(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		save := func(actor, item, subject string, fields ...storyshelf.HistoryField) {
			t.Helper()
			if err := s.RecordHistory(ctx, &storyshelf.HistoryRecord{ActorID: actor, ActorEmail: actor + "@example.com",
				Kind: "newsletter", Action: "changed", ItemID: item, ItemName: subject, Fields: fields,
				Coalesce: 15 * time.Minute}); err != nil {
				t.Fatal(err)
			}
		}
		save("u1", "i1", "Spring", storyshelf.HistoryField{Name: "subject", Old: "", New: "Spring"})
		clock.advance(time.Minute)
		save("u1", "i1", "Spring news", storyshelf.HistoryField{Name: "subject", Old: "Spring", New: "Spring news"},
			storyshelf.HistoryField{Name: "audience", Old: "all", New: "es"})
		save("u2", "i1", "Spring news") // another person: a record of her own
		save("u1", "i2", "Autumn")      // another issue: its own
		clock.advance(20 * time.Minute) // a pause: the next save starts anew
		save("u1", "i1", "Spring news!")
		p, err := s.History(ctx, storyshelf.HistoryFilter{}, 1, 50)
		if err != nil || p.TotalCount != 4 {
			t.Fatalf("%+v %v", p, err)
		}
		var folded storyshelf.HistoryRecord
		for _, r := range p.Records[1:] {
			if r.ActorID == "u1" && r.ItemID == "i1" {
				folded = r
			}
		}
		if folded.ActorID != "u1" || folded.ItemID != "i1" || folded.ItemName != "Spring news" || len(folded.Fields) != 2 ||
			folded.Fields[0].Old != "" || folded.Fields[0].New != "Spring news" || folded.Fields[1].New != "es" {
			t.Fatalf("folded: %+v", folded)
		}
		if p.Records[0].ItemName != "Spring news!" || p.Records[0].ItemID != "i1" {
			t.Fatalf("after the pause: %+v", p.Records[0])
		}
	})
}
