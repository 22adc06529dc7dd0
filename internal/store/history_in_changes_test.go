package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var owner = storyshelf.Actor{ID: "owner-id", Email: "owner@example.com"}

func historyRecords(t *testing.T, s *store.Store) []storyshelf.HistoryRecord {
	t.Helper()
	page, err := s.History(context.Background(), storyshelf.HistoryFilter{}, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	return page.Records
}

// TestTheStoreRecordsItsChanges: a change made by someone (an actor in the
// context) is recorded with its item and the fields that changed, as the
// domain knows them; one made by nobody (a demo's seeding) is not.
func TestTheStoreRecordsItsChanges(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		seeded := &storyshelf.Book{Title: "Seeded", Author: "Lily Hart"}
		if err := s.CreateBook(context.Background(), seeded); err != nil {
			t.Fatal(err)
		}
		if recs := historyRecords(t, s); len(recs) != 0 {
			t.Fatalf("a change made by nobody was recorded: %+v", recs)
		}

		ctx := storyshelf.WithActor(context.Background(), owner)
		b := &storyshelf.Book{Title: "The Brave Little Seed", Author: "Lily Hart", Pages: 32,
			DownloadMaterials: []storyshelf.Material{{Title: "Colouring page", Type: "image", FileURL: "/files/m/page.png"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		recs := historyRecords(t, s)
		if len(recs) != 1 || recs[0].ActorID != owner.ID || recs[0].ActorEmail != owner.Email ||
			recs[0].Kind != storyshelf.HistoryBook || recs[0].Action != "created" || recs[0].ItemID != b.ID ||
			recs[0].ItemName != "The Brave Little Seed" {
			t.Fatalf("created: %+v", recs)
		}

		// Pages 32 → 34 and a new title; the material saved again as it was
		// (it gets a new id) is no change.
		b.Title, b.Pages = "The Kindness Cloud", 34
		if err := s.UpdateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		rec := historyRecords(t, s)[0]
		var names []string
		for _, f := range rec.Fields {
			names = append(names, f.Name)
			switch f.Name {
			case "pages":
				if f.Old != float64(32) || f.New != float64(34) {
					t.Errorf("pages: %v → %v, want 32 → 34", f.Old, f.New)
				}
			case "title":
				if f.Old != "The Brave Little Seed" || f.New != "The Kindness Cloud" {
					t.Errorf("title: %v → %v", f.Old, f.New)
				}
			}
		}
		if rec.Action != "changed" || rec.ItemName != "The Kindness Cloud" || !slices.Contains(names, "pages") ||
			!slices.Contains(names, "title") || slices.Contains(names, "downloadMaterials") {
			t.Fatalf("changed: %+v, fields %v", rec, names)
		}
	})
}

// TestAChangeFailsWithItsHistory: the record is written in the change's own
// transaction, so a record that cannot be written undoes the change and
// the owner is told it failed.
func TestAChangeFailsWithItsHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := storyshelf.WithActor(context.Background(), owner)
		b := &storyshelf.Book{Title: "The Brave Little Seed", Author: "Lily Hart"}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		if err := s.ExecForTest(ctx, `ALTER TABLE history RENAME TO history_away`); err != nil {
			t.Fatal(err)
		}
		b.Title = "The Kindness Cloud"
		if err := s.UpdateBook(ctx, b); err == nil {
			t.Fatal("the change was saved without its History record")
		}
		if err := s.DeleteBook(ctx, b.ID); err == nil {
			t.Fatal("the book was deleted without its History record")
		}
		if err := s.ExecForTest(ctx, `ALTER TABLE history_away RENAME TO history`); err != nil {
			t.Fatal(err)
		}
		saved, err := s.BookByID(ctx, b.ID)
		if err != nil || saved.Title != "The Brave Little Seed" {
			t.Fatalf("after the failed change: %+v, %v; want the book as it was", saved, err)
		}
		if recs := historyRecords(t, s); len(recs) != 1 {
			t.Fatalf("history: %+v", recs)
		}
	})
}
