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

// The report for a period has every day (zeros included) and each list,
// material downloads by file with the material's title.
func TestStatistics(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		s.Now = func() time.Time { return time.Date(2026, 1, 7, 15, 0, 0, 0, time.UTC) }
		b := mustCreateBookWithSheet(t, s, "Brave Bea", "Colouring sheet", "/files/materials/a.pdf")
		for _, e := range []storyshelf.Event{
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-05", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-07", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/books", Day: "2026-01-07", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2025-12-31", Visitor: "z"}, // before the period
			{Name: storyshelf.EventMaterialDownload, Day: "2026-01-07", Visitor: "a", RefID: "/files/materials/a.pdf", Label: b.ID},
			{Name: storyshelf.EventMaterialDownload, Day: "2026-01-07", Visitor: "b", RefID: "/files/materials/a.pdf", Label: b.ID},
			{Name: storyshelf.EventMaterialDownload, Day: "2026-01-06", Visitor: "b", RefID: "/files/materials/gone.pdf", Label: b.ID},
			// Book views carry the title of their day: the report names the book as it is now.
			{Name: storyshelf.EventBookView, Day: "2026-01-06", Visitor: "a", RefID: b.ID, Label: "The first draft of Bea"},
			{Name: storyshelf.EventBookView, Day: "2026-01-07", Visitor: "b", RefID: b.ID, Label: "Brave Bea"},
			{Name: storyshelf.EventBookView, Day: "2026-01-07", Visitor: "b", RefID: "a-deleted-book", Label: "Gone Book"},
		} {
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Statistics(ctx, 7, 10)
		if err != nil {
			t.Fatal(err)
		}
		if r.From != "2026-01-01" || r.To != "2026-01-07" || len(r.Days) != 7 || r.Days[0] != (storyshelf.DayCount{Day: "2026-01-01"}) ||
			r.Days[4] != (storyshelf.DayCount{Day: "2026-01-05", Visits: 1, Visitors: 1}) || r.Days[6].Visits != 2 || r.Days[6].Visitors != 2 {
			t.Fatalf("days = %+v", r)
		}
		if len(r.Pages) != 2 || r.Pages[0].Count != 2 {
			t.Fatalf("pages = %+v", r.Pages)
		}
		// Titles, never stored file names (issue 27).
		want := []storyshelf.Count{{Key: "/files/materials/a.pdf", Label: "Colouring sheet", Detail: "Brave Bea", Count: 2},
			{Key: "/files/materials/gone.pdf", Label: "A removed material (PDF)", Detail: "Brave Bea", Count: 1}}
		if !reflect.DeepEqual(r.MaterialDownloads, want) {
			t.Fatalf("material downloads = %+v, want %+v", r.MaterialDownloads, want)
		}
		want = []storyshelf.Count{{Key: b.ID, Label: "Brave Bea", Count: 2}, {Key: "a-deleted-book", Label: "Gone Book", Count: 1}}
		if !reflect.DeepEqual(r.Books, want) {
			t.Fatalf("books = %+v, want %+v", r.Books, want)
		}
		if r.Books == nil || r.Downloads == nil || r.Forms == nil {
			t.Fatalf("empty lists must be [] for the page: %+v", r)
		}
	})
}
