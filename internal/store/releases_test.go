package store_test

import (
	"context"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const releaseSite = "https://lilyhart.example"

// releasable is an upcoming book set to become a book at at, with every
// detail a book needs, two pre-order links and an Amazon pre-order address.
func releasable(at time.Time) *storyshelf.UpcomingBook {
	return &storyshelf.UpcomingBook{Title: "Moon Garden", TitleEs: "Jardín de luna", Author: "Lily Hart",
		Description: "A girl plants seeds.\n\nThey grow at night.", DescriptionEs: "Una niña planta semillas.",
		CoverImageURL: "/files/covers/moon.jpg", ExpectedReleaseDate: "2026-03-01",
		PreorderURL: "https://www.amazon.com/dp/B0MOON",
		StoreLinks:  []storyshelf.StoreLink{bookshopLink, libbyLink},
		Release: storyshelf.Release{Enabled: true, At: &at, AgeRange: "4-8", ISBN: "9780000000099", Pages: 32,
			Genres: []string{"Picture book", "Nature"}, NewsletterDraft: true}}
}

func TestReleaseDueReleasesAtItsTimeAndNotBefore(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		u := releasable(clock.now.Add(time.Hour))
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		saved, err := s.UpcomingBookByID(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if r := saved.Release; !r.Enabled || r.At == nil || !r.At.Equal(clock.now.Add(time.Hour)) || r.ISBN != "9780000000099" ||
			r.Pages != 32 || !reflect.DeepEqual(r.Genres, []string{"Picture book", "Nature"}) || !r.NewsletterDraft {
			t.Fatalf("release read back %+v", r)
		}

		// The Spanish edition names its genres in Spanish where the owner did.
		if err := s.SetGenreNames(ctx, []storyshelf.GenreName{{Genre: "Nature", GenreEs: "Naturaleza"}}); err != nil {
			t.Fatal(err)
		}

		clock.advance(59 * time.Minute)
		if done, err := s.ReleaseDue(ctx, releaseSite); err != nil || len(done) != 0 {
			t.Fatalf("a minute early: %v %v", done, err)
		}
		if books, _ := s.Books(ctx); len(books) != 0 {
			t.Fatalf("a book before its time: %v", books)
		}

		clock.advance(time.Minute)
		done, err := s.ReleaseDue(ctx, releaseSite)
		if err != nil || len(done) != 1 {
			t.Fatalf("at its time: %v %v", done, err)
		}
		b, err := s.BookByID(ctx, done[0].Book.ID)
		if err != nil {
			t.Fatal(err)
		}
		// Everything carried: texts, the cover reference as it was, the date,
		// the details, and the links with the pre-order address once.
		want := []storyshelf.StoreLink{bookshopLink, libbyLink, {Store: "amazon", URL: "https://www.amazon.com/dp/B0MOON"}}
		if b.Title != "Moon Garden" || b.Author != "Lily Hart" || b.Description != u.Description ||
			b.CoverImage != "/files/covers/moon.jpg" || b.PublishDate != "2026-03-01" || b.AgeRange != "4-8" ||
			b.ISBN != "9780000000099" || b.Pages != 32 || b.Language != storyshelf.BookEnglish ||
			b.Status != storyshelf.StatusPublished || b.AmazonLink != "https://www.amazon.com/dp/B0MOON" ||
			!reflect.DeepEqual(b.Genres, []string{"Picture book", "Nature"}) || !reflect.DeepEqual(b.StoreLinks, want) {
			t.Fatalf("released book %+v", b)
		}
		// Its Spanish title and description made the story's Spanish edition,
		// with the same cover, date and details.
		if done[0].Spanish == nil {
			t.Fatal("no Spanish edition")
		}
		es, err := s.BookByID(ctx, done[0].Spanish.ID)
		if err != nil {
			t.Fatal(err)
		}
		if es.Title != "Jardín de luna" || es.Description != "Una niña planta semillas." || es.Language != storyshelf.BookSpanish ||
			es.OtherEditionID != b.ID || b.OtherEditionID != es.ID || es.CoverImage != b.CoverImage ||
			es.PublishDate != "2026-03-01" || es.Pages != 32 || es.Status != storyshelf.StatusPublished ||
			!reflect.DeepEqual(es.Genres, []string{"Picture book", "Naturaleza"}) {
			t.Fatalf("the Spanish edition %+v (English edition linked to %q)", es, b.OtherEditionID)
		}
		if _, err := s.UpcomingBookByID(storyshelf.WithOwnerView(ctx), u.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("the upcoming book is still there: %v", err)
		}
		if list, _ := s.UpcomingBooks(ctx); len(list) != 0 {
			t.Fatalf("coming soon still lists %v", list)
		}
		if again, err := s.ReleaseDue(ctx, releaseSite); err != nil || len(again) != 0 {
			t.Fatalf("a second run released %v %v", again, err)
		}

		// The draft announces it with a link built from the site's address.
		issue, err := s.Issue(ctx, done[0].IssueID)
		if err != nil {
			t.Fatal(err)
		}
		link := releaseSite + "/books/" + b.SlugWithID()
		if issue.Status != storyshelf.IssueDraft || issue.Subject != "New book: Moon Garden" ||
			issue.PreviewText != "A girl plants seeds. They grow at night." ||
			!strings.Contains(issue.HTML, `src="/files/covers/moon.jpg"`) || !strings.Contains(issue.HTML, `href="`+link+`"`) ||
			!strings.Contains(issue.HTML, "They grow at night.") || !strings.Contains(issue.Text, link) {
			t.Fatalf("draft %+v", issue)
		}
		// Its Spanish version announces the Spanish edition, at its Spanish address
		// (its accents escaped, as the issue's sanitizer writes links).
		esLink := releaseSite + "/es/books/" + strings.ReplaceAll(es.SlugWithID(), "í", "%C3%AD")
		if issue.SubjectEs != "Libro nuevo: Jardín de luna" || issue.PreviewTextEs != "Una niña planta semillas." ||
			!strings.Contains(issue.HTMLEs, `href="`+esLink+`"`) || !strings.Contains(issue.HTMLEs, "Ver el libro") ||
			strings.Contains(issue.HTMLEs, link) {
			t.Fatalf("the draft's Spanish version %+v", issue)
		}

		// History says the schedule did it.
		page, err := s.History(ctx, storyshelf.HistoryFilter{}, 1, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Records) != 1 || page.Records[0].ActorEmail != storyshelf.ActorSchedule.Email ||
			page.Records[0].Action != "released" || page.Records[0].ItemID != b.ID {
			t.Fatalf("history %+v", page.Records)
		}
	})
}

// An announcement without a Spanish title becomes an English book only.
func TestReleaseWithoutSpanishMakesOneEdition(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := releasable(s.Now().Add(time.Hour))
		u.TitleEs, u.DescriptionEs = "", "Una niña planta semillas."
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		r, err := s.ReleaseUpcomingBook(ctx, u.ID, releaseSite)
		if err != nil {
			t.Fatal(err)
		}
		if books, _ := s.Books(ctx); r.Spanish != nil || len(books) != 1 || books[0].OtherEditionID != "" {
			t.Fatalf("released %+v, books %v", r, books)
		}
	})
}

func TestReleaseKeepsAPreorderLinkAlreadyListedOnce(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := releasable(time.Date(2030, 1, 1, 9, 0, 0, 0, time.UTC))
		u.PreorderURL = bookshopLink.URL
		u.Release.NewsletterDraft = false
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		r, err := s.ReleaseUpcomingBook(ctx, u.ID, releaseSite)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := s.BookByID(ctx, r.Book.ID)
		if !reflect.DeepEqual(b.StoreLinks, []storyshelf.StoreLink{bookshopLink, libbyLink}) || b.AmazonLink != "" {
			t.Fatalf("links %v, amazon %q", b.StoreLinks, b.AmazonLink)
		}
		// No draft was asked for, so none was made.
		if r.IssueID != "" {
			t.Fatalf("a draft %q", r.IssueID)
		}
		if issues, _ := s.Issues(ctx); len(issues) != 0 {
			t.Fatalf("issues %v", issues)
		}
		if _, err := s.ReleaseUpcomingBook(ctx, u.ID, releaseSite); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("releasing it again: %v", err)
		}
	})
}

func TestReleaseNowNeedsTheBooksDetails(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := releasable(time.Time{})
		u.Release = storyshelf.Release{}
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		_, err := s.ReleaseUpcomingBook(ctx, u.ID, releaseSite)
		f := storyshelf.ErrorFields(err)
		if f["release.ageRange"].Text != "Age range is required" || f["release.isbn"].Text != "ISBN is required" ||
			f["release.pages"].Text != "Pages must be at least 1" {
			t.Fatalf("release without details: %v", err)
		}
		if _, err := s.UpcomingBookByID(ctx, u.ID); err != nil {
			t.Fatalf("a refused release lost the upcoming book: %v", err)
		}
		if books, _ := s.Books(ctx); len(books) != 0 {
			t.Fatalf("a refused release made %v", books)
		}
		if _, err := s.ReleaseUpcomingBook(ctx, "no-such-id", releaseSite); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("unknown: %v", err)
		}
	})
}

func TestTwoInstancesReleaseOneBook(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		u := releasable(clock.now.Add(time.Minute))
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)
		var wg sync.WaitGroup
		var mu sync.Mutex
		released := 0
		for range 4 {
			wg.Go(func() {
				done, err := s.ReleaseDue(ctx, releaseSite)
				if err != nil {
					t.Errorf("release: %v", err)
				}
				mu.Lock()
				released += len(done)
				mu.Unlock()
			})
		}
		wg.Wait()
		books, _ := s.Books(ctx)
		issues, _ := s.Issues(ctx)
		// One release: its book and its Spanish edition, and one draft.
		if released != 1 || len(books) != 2 || len(issues) != 1 {
			t.Fatalf("released %d, books %d, drafts %d; want one release of two editions and one draft", released, len(books), len(issues))
		}
	})
}

func TestReleaseValidation(t *testing.T) {
	u := releasable(time.Time{})
	u.Release = storyshelf.Release{Enabled: true, Genres: []string{" Nature ", "", "Nature"}}
	err := storyshelf.ValidateUpcomingBook(u)
	f := storyshelf.ErrorFields(err)
	if f["release.at"].Text != "Choose the date and time to release it." ||
		f["release.ageRange"].Text != "Age range is required" || f["release.isbn"].Text != "ISBN is required" ||
		f["release.pages"].Text != "Pages must be at least 1" {
		t.Fatalf("release on without details: %v", err)
	}
	if !reflect.DeepEqual(u.Release.Genres, []string{"Nature"}) {
		t.Fatalf("genres %v", u.Release.Genres)
	}
	// Turned off, nothing is asked and no time is kept.
	at := time.Now()
	u.Release = storyshelf.Release{At: &at}
	if err := storyshelf.ValidateUpcomingBook(u); err != nil || u.Release.At != nil {
		t.Fatalf("release off: %v, at %v", err, u.Release.At)
	}
	for address, kind := range map[string]string{"https://amazon.co.uk/dp/1": "amazon", "https://amzn.to/x": "amazon",
		"https://www.kobo.com/b": "kobo", "https://shop.example/b": "other", "https://notamazon.com/x": "other"} {
		if got := storyshelf.StoreKindOf(address); got != kind {
			t.Errorf("StoreKindOf(%s) = %s, want %s", address, got, kind)
		}
	}
	if links := storyshelf.ReleaseStoreLinks(nil, "https://shop.example/b"); len(links) != 1 || links[0].Label != "Buy" {
		t.Errorf("an unknown store's pre-order link became %v", links)
	}
}

func TestReleaseDraftsListsUnsentOnes(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := releasable(time.Date(2030, 1, 1, 9, 0, 0, 0, time.UTC))
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		other := &storyshelf.Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi", Audience: storyshelf.AudienceAll}
		if err := s.CreateIssue(ctx, other); err != nil {
			t.Fatal(err)
		}
		r, err := s.ReleaseUpcomingBook(ctx, u.ID, releaseSite)
		if err != nil {
			t.Fatal(err)
		}
		drafts, err := s.ReleaseDrafts(ctx)
		if err != nil || !reflect.DeepEqual(drafts, []store.ReleaseDraft{{IssueID: r.IssueID, Title: "Moon Garden"}}) {
			t.Fatalf("drafts %v %v", drafts, err)
		}
		// Once it is no longer a draft, the dashboard no longer names it.
		if err := s.ScheduleIssue(ctx, r.IssueID, time.Date(2031, 1, 1, 0, 0, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
		if drafts, _ := s.ReleaseDrafts(ctx); len(drafts) != 0 {
			t.Fatalf("a scheduled issue still listed: %v", drafts)
		}
	})
}
