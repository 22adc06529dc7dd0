package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mustCreateBookAt adds a book created at the given day of 2026.
func mustCreateBookAt(t *testing.T, s *store.Store, title string, day int) *storyshelf.Book {
	t.Helper()
	b := &storyshelf.Book{Title: title, Author: "Ada Author", Pages: 32,
		CreatedAt: time.Date(2026, 1, day, 9, 0, 0, 0, time.UTC)}
	if err := s.CreateBook(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return b
}

// bookTitles lists the books' titles in the order of /books.
func bookTitles(t *testing.T, s *store.Store) []string {
	t.Helper()
	books, err := s.Books(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	titles := []string{}
	for _, b := range books {
		titles = append(titles, b.Title)
	}
	return titles
}

func sameList(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestBookOrder(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		older := mustCreateBookAt(t, s, "Older", 1)
		middle := mustCreateBookAt(t, s, "Middle", 2)
		newest := mustCreateBookAt(t, s, "Newest", 3)

		if got, want := bookTitles(t, s), []string{"Newest", "Middle", "Older"}; !sameList(got, want) {
			t.Fatalf("default order = %v, want newest first %v", got, want)
		}

		if err := s.SetBookOrder(ctx, []string{middle.ID, older.ID, newest.ID}); err != nil {
			t.Fatal(err)
		}
		if got, want := bookTitles(t, s), []string{"Middle", "Older", "Newest"}; !sameList(got, want) {
			t.Fatalf("custom order = %v, want %v", got, want)
		}
		books, _ := s.Books(ctx)
		if books[0].Position == nil || *books[0].Position != 1 {
			t.Fatalf("first book's position = %v, want 1", books[0].Position)
		}

		t.Run("ABookAddedLaterShowsFirst", func(t *testing.T) {
			mustCreateBookAt(t, s, "Later", 4)
			if got, want := bookTitles(t, s), []string{"Later", "Middle", "Older", "Newest"}; !sameList(got, want) {
				t.Fatalf("order = %v, want %v", got, want)
			}
		})

		t.Run("AnOutOfDateListIsRefusedAndChangesNothing", func(t *testing.T) {
			before := bookTitles(t, s)
			for _, ids := range [][]string{
				{middle.ID, older.ID, newest.ID},            // misses the book added later
				{middle.ID, older.ID, newest.ID, "gone"},    // names a book that is not there
				{middle.ID, middle.ID, older.ID, newest.ID}, // names one twice
			} {
				if err := s.SetBookOrder(ctx, ids); err == nil {
					t.Fatalf("SetBookOrder(%v) succeeded", ids)
				}
			}
			if got := bookTitles(t, s); !sameList(got, before) {
				t.Fatalf("order = %v, want it unchanged %v", got, before)
			}
		})

		t.Run("ResetIsNewestFirstAgain", func(t *testing.T) {
			if err := s.ResetBookOrder(ctx); err != nil {
				t.Fatal(err)
			}
			if got, want := bookTitles(t, s), []string{"Later", "Newest", "Middle", "Older"}; !sameList(got, want) {
				t.Fatalf("order = %v, want %v", got, want)
			}
		})
	})
}

func TestFeaturedBook(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		older := mustCreateBookAt(t, s, "Older", 1)
		newest := mustCreateBookAt(t, s, "Newest", 2)
		featured := func() *storyshelf.Book {
			books, err := s.Books(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return mustSiteSettings(t, s).Catalogue.FeaturedBook(books, storyshelf.BookEnglish)
		}
		if got := featured(); got.ID != newest.ID {
			t.Fatalf("unpinned featured = %q, want the newest", got.Title)
		}
		if got := mustSiteSettings(t, s).Catalogue.NewMonths; got != 6 {
			t.Fatalf("new period = %d months, want the default 6", got)
		}

		// The period saved first stays when a book is pinned after it.
		if err := s.SaveSiteSection(ctx, storyshelf.SectionCatalogue, &storyshelf.SiteCatalogue{NewMonths: 3}); err != nil {
			t.Fatal(err)
		}
		if err := s.SetFeaturedBook(ctx, older.ID); err != nil {
			t.Fatal(err)
		}
		if got := featured(); got.ID != older.ID {
			t.Fatalf("pinned featured = %q, want %q", got.Title, older.Title)
		}
		if got := mustSiteSettings(t, s).Catalogue.NewMonths; got != 3 {
			t.Fatalf("new period = %d months after pinning, want 3", got)
		}

		if err := s.SetFeaturedBook(ctx, "no-such-book"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("pinning a missing book: %v", err)
		}
		if got := featured(); got.ID != older.ID {
			t.Fatalf("after a refused pin featured = %q", got.Title)
		}

		// A pinned book that is deleted leaves the newest featured.
		if err := s.DeleteBook(ctx, older.ID); err != nil {
			t.Fatal(err)
		}
		if got := featured(); got.ID != newest.ID {
			t.Fatalf("after deleting the pinned book featured = %q", got.Title)
		}

		if err := s.SetFeaturedBook(ctx, ""); err != nil {
			t.Fatal(err)
		}
		if got := mustSiteSettings(t, s).Catalogue.FeaturedBookID; got != "" {
			t.Fatalf("unpinned id = %q", got)
		}
	})
}

func TestArchiveCarriesTheOrderAndTheFeaturedBook(t *testing.T) {
	forEachStore(t, func(t *testing.T, from *store.Store) {
		ctx := context.Background()
		a := mustCreateBookAt(t, from, "A", 1)
		b := mustCreateBookAt(t, from, "B", 2)
		if err := from.SetBookOrder(ctx, []string{a.ID, b.ID}); err != nil {
			t.Fatal(err)
		}
		if err := from.SetFeaturedBook(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		if err := from.SaveSiteSection(ctx, storyshelf.SectionCatalogue, &storyshelf.SiteCatalogue{FeaturedBookID: a.ID, NewMonths: 12}); err != nil {
			t.Fatal(err)
		}
		e, _ := export(t, from)
		forEachStore(t, func(t *testing.T, to *store.Store) {
			if _, err := to.ImportTables(ctx, e.schema, e.reader()); err != nil {
				t.Fatal(err)
			}
			if got, want := bookTitles(t, to), []string{"A", "B"}; !sameList(got, want) {
				t.Fatalf("restored order = %v, want %v", got, want)
			}
			got := mustSiteSettings(t, to).Catalogue
			if got.FeaturedBookID != a.ID || got.NewMonths != 12 {
				t.Fatalf("restored catalogue = %+v", got)
			}
		})
	})
}
