package worker_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// The publisher's run makes an upcoming book whose release time has come a
// book, with its draft linking to the site's configured address.
func TestPublisherReleasesDueUpcomingBooks(t *testing.T) {
	ctx := context.Background()
	st := testdb.Store(t, filepath.Join(t.TempDir(), "p.db"))
	now := time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)
	st.Now = func() time.Time { return now }
	at := now.Add(time.Minute)
	u := &storyshelf.UpcomingBook{Title: "Moon Garden", Author: "Lily Hart", Description: "Seeds.",
		CoverImageURL: "/files/covers/moon.jpg", ExpectedReleaseDate: "2026-06-01",
		Release: storyshelf.Release{Enabled: true, At: &at, AgeRange: "4-8", ISBN: "978", Pages: 32, NewsletterDraft: true}}
	if err := st.CreateUpcomingBook(ctx, u); err != nil {
		t.Fatal(err)
	}
	p := &worker.Publisher{Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Every: time.Second,
		SiteURL: "https://lilyhart.example"}
	now = now.Add(2 * time.Minute)
	if _, err := p.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	books, _ := st.Books(ctx)
	issues, _ := st.Issues(ctx)
	if len(books) != 1 || books[0].Title != "Moon Garden" || len(issues) != 1 ||
		!strings.Contains(issues[0].Text, "https://lilyhart.example/books/"+books[0].SlugWithID()) {
		t.Fatalf("books %v, issues %v", books, issues)
	}
}
