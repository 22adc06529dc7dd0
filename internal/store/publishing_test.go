package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// publishingSite holds one published book and, of each publishable kind, a
// draft and an item scheduled an hour ahead.
type publishingSite struct {
	published, draftBook, scheduledBook *storyshelf.Book
	draftUpcoming, scheduledUpcoming    *storyshelf.UpcomingBook
	draftVideo, scheduledVideo          *storyshelf.Multimedia
	draftKit                            *storyshelf.KindnessKit
}

func scheduled(at time.Time) storyshelf.Publishing {
	return storyshelf.Publishing{Status: storyshelf.StatusScheduled, PublishAt: &at}
}

var draft = storyshelf.Publishing{Status: storyshelf.StatusDraft}

func newPublishingSite(t *testing.T, s *store.Store, now time.Time) *publishingSite {
	t.Helper()
	ctx := context.Background()
	p := &publishingSite{
		published:         &storyshelf.Book{Title: "Out Now", Author: "A"},
		draftBook:         &storyshelf.Book{Title: "Secret Draft", Author: "A", Publishing: draft},
		scheduledBook:     &storyshelf.Book{Title: "Coming Later", Author: "A", Publishing: scheduled(now.Add(time.Hour))},
		draftUpcoming:     &storyshelf.UpcomingBook{Title: "Draft Upcoming", ExpectedReleaseDate: "2027-01-01", Publishing: draft},
		scheduledUpcoming: &storyshelf.UpcomingBook{Title: "Scheduled Upcoming", ExpectedReleaseDate: "2027-01-01", Publishing: scheduled(now.Add(time.Hour))},
	}
	for _, b := range []*storyshelf.Book{p.published, p.draftBook, p.scheduledBook} {
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range []*storyshelf.UpcomingBook{p.draftUpcoming, p.scheduledUpcoming} {
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	p.draftVideo = &storyshelf.Multimedia{BookID: p.published.ID, Type: "video", Title: "Draft Video", URL: "https://example.com/v", Publishing: draft}
	p.scheduledVideo = &storyshelf.Multimedia{BookID: p.published.ID, Type: "video", Title: "Scheduled Video", URL: "https://example.com/w", Publishing: scheduled(now.Add(time.Hour))}
	for _, m := range []*storyshelf.Multimedia{p.draftVideo, p.scheduledVideo} {
		if err := s.CreateMultimedia(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	p.draftKit = &storyshelf.KindnessKit{BookID: p.published.ID, Active: true, Title: "Draft Kit", Publishing: draft,
		Files: []storyshelf.KitFile{{FileName: "a.pdf", FileType: "pdf", FileURL: "/files/kits/a.pdf"}}}
	if err := s.CreateKit(ctx, p.draftKit); err != nil {
		t.Fatal(err)
	}
	return p
}

func visibleTitles(t *testing.T, s *store.Store, ctx context.Context) map[string]bool {
	t.Helper()
	books, err := s.Books(ctx)
	if err != nil {
		t.Fatal(err)
	}
	titles := map[string]bool{}
	for _, b := range books {
		titles[b.Title] = true
	}
	return titles
}

func TestDraftsHiddenFromVisitors(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		p := newPublishingSite(t, s, clock.now)

		if titles := visibleTitles(t, s, ctx); len(titles) != 1 || !titles["Out Now"] {
			t.Errorf("visitors' books = %v, want only the published one", titles)
		}
		for _, b := range []*storyshelf.Book{p.draftBook, p.scheduledBook} {
			if _, err := s.BookByID(ctx, b.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Errorf("BookByID(%s) = %v, want not found", b.Title, err)
			}
			if _, err := s.BookBySlug(ctx, b.Slug, b.ID[:8]); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Errorf("BookBySlug(%s) = %v, want not found", b.Title, err)
			}
			if _, err := s.BookByShortID(ctx, b.ID[:8]); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Errorf("BookByShortID(%s) = %v, want not found", b.Title, err)
			}
		}
		if list, _ := s.UpcomingBooks(ctx); len(list) != 0 {
			t.Errorf("visitors' upcoming books = %v, want none", list)
		}
		if list, _ := s.Multimedia(ctx, p.published.ID); len(list) != 0 {
			t.Errorf("visitors' videos = %v, want none", list)
		}
		if _, err := s.ActiveKit(ctx, p.published.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Errorf("ActiveKit = %v, want not found for a draft kit", err)
		}
		if books, upcoming, _ := s.CatalogueCounts(ctx); books != 1 || upcoming != 0 {
			t.Errorf("counts = %d books, %d upcoming; want 1, 0", books, upcoming)
		}

		owner := storyshelf.WithOwnerView(ctx)
		if titles := visibleTitles(t, s, owner); len(titles) != 3 {
			t.Errorf("the owner's books = %v, want all three", titles)
		}
		got, err := s.BookByID(owner, p.scheduledBook.ID)
		if err != nil || got.Status != storyshelf.StatusScheduled || got.PublishAt == nil ||
			!got.PublishAt.Equal(clock.now.Add(time.Hour)) {
			t.Errorf("the owner's scheduled book = %+v, %v", got, err)
		}
		if list, _ := s.UpcomingBooks(owner); len(list) != 2 {
			t.Errorf("the owner's upcoming books = %d, want 2", len(list))
		}
		if list, _ := s.AllMultimedia(owner); len(list) != 2 {
			t.Errorf("the owner's videos = %d, want 2", len(list))
		}
		if kits, _ := s.Kits(owner); len(kits) != 1 || kits[0].Status != storyshelf.StatusDraft {
			t.Errorf("the owner's kits = %+v", kits)
		}

		// A preview sees its one item besides what is published.
		preview := storyshelf.WithPreview(ctx, p.draftBook.ID)
		if titles := visibleTitles(t, s, preview); len(titles) != 2 || !titles["Secret Draft"] {
			t.Errorf("a preview's books = %v, want the published one and its draft", titles)
		}
		if _, err := s.BookByID(preview, p.scheduledBook.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Errorf("a preview of one draft saw another: %v", err)
		}
	})
}

func TestPublishDue(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		p := newPublishingSite(t, s, clock.now)

		if n, err := s.PublishDue(ctx); err != nil || n != 0 {
			t.Fatalf("PublishDue before the time = %d, %v; want 0", n, err)
		}
		before, _ := s.ContentVersion(ctx)
		clock.advance(time.Hour)
		if n, err := s.PublishDue(ctx); err != nil || n != 3 {
			t.Fatalf("PublishDue at the time = %d, %v; want the scheduled book, upcoming book and video", n, err)
		}
		if after, _ := s.ContentVersion(ctx); after <= before {
			t.Errorf("content version %d -> %d: the read caches would keep the old answers", before, after)
		}
		if titles := visibleTitles(t, s, ctx); !titles["Coming Later"] || titles["Secret Draft"] {
			t.Errorf("visitors' books after the time = %v", titles)
		}
		b, err := s.BookByID(ctx, p.scheduledBook.ID)
		if err != nil || b.Status != storyshelf.StatusPublished || b.PublishAt != nil {
			t.Errorf("published book = %+v, %v", b, err)
		}
		if list, _ := s.UpcomingBooks(ctx); len(list) != 1 || list[0].Title != "Scheduled Upcoming" {
			t.Errorf("upcoming books after the time = %v", list)
		}
		if list, _ := s.Multimedia(ctx, p.published.ID); len(list) != 1 || list[0].Title != "Scheduled Video" {
			t.Errorf("videos after the time = %v", list)
		}
		if n, _ := s.PublishDue(ctx); n != 0 {
			t.Errorf("a second run published %d again", n)
		}
		// History says the schedule published each, under its own kind.
		page, err := s.History(ctx, storyshelf.HistoryFilter{}, 1, 10)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, rec := range page.Records {
			if rec.ActorEmail != storyshelf.ActorSchedule.Email || rec.Action != "published as scheduled" {
				t.Errorf("history record %+v", rec)
			}
			got[rec.Kind] = rec.ItemName
		}
		if len(page.Records) != 3 || got[storyshelf.HistoryBook] != "Coming Later" ||
			got[storyshelf.HistoryUpcomingBook] != "Scheduled Upcoming" || got[storyshelf.HistoryMultimedia] != "Scheduled Video" {
			t.Errorf("history of the scheduled publishing: %v", got)
		}
	})
}

func TestPublishingChecks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		past := clock.now.Add(-time.Minute)
		for name, pub := range map[string]storyshelf.Publishing{
			"no time":       {Status: storyshelf.StatusScheduled},
			"past time":     scheduled(past),
			"unknown state": {Status: "hidden"},
		} {
			err := s.CreateBook(ctx, &storyshelf.Book{Title: "Bad " + name, Publishing: pub})
			if storyshelf.ErrorCode(err) != storyshelf.EINVALID {
				t.Errorf("%s: CreateBook = %v, want a field error", name, err)
			}
		}
		// A book saved without a choice is published, as the spec's are;
		// a draft keeps no time.
		b := &storyshelf.Book{Title: "Plain"}
		if err := s.CreateBook(ctx, b); err != nil || b.Status != storyshelf.StatusPublished {
			t.Fatalf("plain book: %v, status %q", err, b.Status)
		}
		b.Publishing = storyshelf.Publishing{Status: storyshelf.StatusDraft, PublishAt: &past}
		if err := s.UpdateBook(storyshelf.WithOwnerView(ctx), b); err != nil {
			t.Fatal(err)
		}
		got, err := s.BookByID(storyshelf.WithOwnerView(ctx), b.ID)
		if err != nil || got.Status != storyshelf.StatusDraft || got.PublishAt != nil {
			t.Errorf("draft after update = %+v, %v", got, err)
		}
	})
}
