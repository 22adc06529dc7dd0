package store_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestAnalytics(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		yes, no := true, false
		for _, e := range []storyshelf.Event{
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-01", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/books", Day: "2026-01-01", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-01", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-02", Visitor: "c"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-09", Visitor: "d"},
			{Name: storyshelf.EventBookView, Day: "2026-01-01", Visitor: "a", RefID: "b1", Label: "Brave Bea"},
			{Name: storyshelf.EventBookView, Day: "2026-01-02", Visitor: "c", RefID: "b1", Label: "Brave Bea"},
			{Name: storyshelf.EventBookView, Day: "2026-01-02", Visitor: "c", RefID: "b2", Label: "Cloud"},
			{Name: storyshelf.EventKitDownload, Day: "2026-01-02", Visitor: "c", RefID: "k1", Label: "Kit"},
			{Name: storyshelf.EventFormSubmit, Day: "2026-01-02", Visitor: "c", Label: "contact", Success: &yes},
			{Name: storyshelf.EventFormSubmit, Day: "2026-01-02", Visitor: "c", Label: "contact", Success: &no},
			{Name: storyshelf.EventFormSubmit, Day: "2026-01-02", Visitor: "a", Label: "contact", Success: &yes},
		} {
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		days, err := s.VisitsByDay(ctx, "2026-01-01", "2026-01-07")
		if err != nil {
			t.Fatal(err)
		}
		if want := []storyshelf.DayCount{{Day: "2026-01-01", Visits: 3, Visitors: 2}, {Day: "2026-01-02", Visits: 1, Visitors: 1}}; !reflect.DeepEqual(days, want) {
			t.Fatalf("days = %v", days)
		}
		pages, _ := s.TopPages(ctx, "2026-01-01", "2026-01-07", 10)
		if len(pages) != 2 || pages[0].Key != "/" || pages[0].Count != 3 {
			t.Fatalf("pages = %v", pages)
		}
		books, _ := s.TopBooks(ctx, "2026-01-01", "2026-01-07", 10)
		if len(books) != 2 || books[0].Label != "Brave Bea" || books[0].Count != 2 {
			t.Fatalf("books = %v", books)
		}
		dl, _ := s.Downloads(ctx, "2026-01-01", "2026-01-07", 10)
		if len(dl) != 1 || dl[0].Count != 1 {
			t.Fatalf("downloads = %v", dl)
		}
		forms, _ := s.FormSubmissions(ctx, "2026-01-01", "2026-01-07")
		got := map[string]int{}
		for _, f := range forms {
			got[f.Key] = f.Count
		}
		if !reflect.DeepEqual(got, map[string]int{"contact:ok": 2, "contact:failed": 1}) {
			t.Fatalf("forms = %v", forms)
		}
	})
}

func TestDailySalt(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a, err := s.DailySalt(ctx, "2026-01-01")
		if err != nil || len(a) != 64 {
			t.Fatalf("salt %q %v", a, err)
		}
		if again, _ := s.DailySalt(ctx, "2026-01-01"); again != a {
			t.Fatal("the same day must keep its salt")
		}
		b, _ := s.DailySalt(ctx, "2026-01-02")
		if b == a {
			t.Fatal("a new day needs a new salt")
		}
		if again, _ := s.DailySalt(ctx, "2026-01-01"); again == a {
			t.Fatal("yesterday's salt must be gone")
		}
		_ = time.Now
	})
}
