package store_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Rolling raw events up into daily totals, and those into monthly totals,
// changes no report: visits, unique visitors, pages, books, downloads and
// forms read the same before and after.
func TestRollUpKeepsTheTotals(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		s.Now = func() time.Time { return time.Date(2026, 4, 30, 12, 0, 0, 0, time.UTC) }
		b := mustCreateBookWithSheet(t, s, "Brave Bea", "Sheet", "/files/materials/s.pdf")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kit",
			Files: []storyshelf.KitFile{{FileName: "a", FileType: "pdf", FileURL: "k/a.pdf"}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		yes, no := true, false
		for d := 1; d <= 40; d++ {
			day := time.Date(2026, 3, d%28+1, 0, 0, 0, 0, time.UTC).AddDate(0, d/28, 0).Format(time.DateOnly)
			for v := 0; v < d%5+1; v++ {
				visitor := fmt.Sprintf("v%d", v%3)
				for _, e := range []storyshelf.Event{
					{Name: storyshelf.EventPageView, Path: []string{"/", "/books", "/about"}[v%3], Day: day, Visitor: visitor},
					{Name: storyshelf.EventBookView, Day: day, Visitor: visitor, RefID: b.ID, Label: "Brave Bea"},
					{Name: storyshelf.EventMaterialDownload, Day: day, Visitor: visitor, RefID: "/files/materials/s.pdf", Label: b.ID},
					{Name: storyshelf.EventFormSubmit, Day: day, Visitor: visitor, Label: "contact", Success: map[bool]*bool{true: &yes, false: &no}[v%2 == 0]},
					{Name: storyshelf.EventKitDownload, Day: day, Visitor: visitor, RefID: kit.ID, Label: "Kit"},
				} {
					if err := s.RecordEvent(ctx, &e); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		before, err := s.Statistics(ctx, 90, 10)
		if err != nil {
			t.Fatal(err)
		}
		overview, _ := s.MaterialOverview(ctx)
		rolled := 0
		for {
			day, err := s.RollUpOldestDay(ctx, "2026-04-05")
			if err != nil {
				t.Fatal(err)
			}
			if day == "" {
				break
			}
			if day >= "2026-04-05" {
				t.Fatalf("rolled up %s, which is not before the cutoff", day)
			}
			rolled++
		}
		if rolled < 30 {
			t.Fatalf("rolled up %d days", rolled)
		}
		after, err := s.Statistics(ctx, 90, 10)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(before, after) {
			t.Fatalf("the report changed:\nbefore %+v\nafter  %+v", before, after)
		}
		if again, _ := s.MaterialOverview(ctx); again[0].Downloads != overview[0].Downloads || again[0].Downloads == 0 {
			t.Fatalf("material downloads %d, then %d", overview[0].Downloads, again[0].Downloads)
		}
		// March, every day of it summed, into monthly totals: the same again.
		if month, err := s.SummarizeOldestMonth(ctx); err != nil || month != "2026-03-01" {
			t.Fatalf("summed month %q, %v", month, err)
		}
		if again, err := s.Statistics(ctx, 90, 10); err != nil || !reflect.DeepEqual(before, again) {
			t.Fatalf("the report changed with March's monthly totals (%v):\nbefore %+v\nafter  %+v", err, before, again)
		}
		if again, _ := s.MaterialOverview(ctx); again[0].Downloads != overview[0].Downloads {
			t.Fatalf("material downloads %d, then %d", overview[0].Downloads, again[0].Downloads)
		}
		if raw, _ := s.VisitsByDay(ctx, "2026-03-01", "2026-04-04"); len(raw) == 0 {
			t.Fatal("rolled-up days must still be reported")
		}
	})
}

func TestDeleteMessagesBefore(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		old := &storyshelf.ContactMessage{Name: "Old", Email: "old@example.com", Subject: "Other", Message: "Hi"}
		s.CreateContactMessage(ctx, old, &storyshelf.OutboxMail{Kind: "contact", To: "o@example.com", Subject: "s", Text: "old"})
		clock.advance(48 * time.Hour)
		recent := &storyshelf.ContactMessage{Name: "New", Email: "new@example.com", Subject: "Other", Message: "Hi"}
		s.CreateContactMessage(ctx, recent, nil)
		n, err := s.DeleteMessagesBefore(ctx, s.Now().Add(-24*time.Hour))
		if err != nil || n != 1 {
			t.Fatalf("deleted %d, %v", n, err)
		}
		if _, err := s.InboxMessage(ctx, recent.ID); err != nil {
			t.Fatal("the recent message went too")
		}
		if out, _ := s.Outbox(ctx, 10); len(out) != 0 {
			t.Fatalf("the old message's unsent mail stayed: %+v", out)
		}
	})
}
