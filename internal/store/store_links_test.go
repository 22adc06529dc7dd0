package store_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var (
	bookshopLink = storyshelf.StoreLink{Store: "bookshop", URL: "https://bookshop.org/a/1/9780000000001"}
	libbyLink    = storyshelf.StoreLink{Store: "library", Label: "Libby", URL: "https://libbyapp.com/search/seeds"}
	powellsLink  = storyshelf.StoreLink{Store: "indie", Label: "Powell's", URL: "https://www.powells.com/book/seeds"}
)

func TestBookStoreLinks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Seeds", Author: "Lily Hart", Pages: 32,
			StoreLinks: []storyshelf.StoreLink{bookshopLink, libbyLink}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		other := &storyshelf.Book{Title: "Clouds", Author: "Lily Hart", Pages: 24}
		if err := s.CreateBook(ctx, other); err != nil {
			t.Fatal(err)
		}
		got, err := s.BookByID(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		if want := []storyshelf.StoreLink{bookshopLink, libbyLink}; !reflect.DeepEqual(got.StoreLinks, want) {
			t.Fatalf("links read back %v, want %v", got.StoreLinks, want)
		}
		// The public page reads it by slug; the list carries every book's, an empty list for none.
		bySlug, err := s.BookBySlug(ctx, b.Slug, b.ID[:8])
		if err != nil || len(bySlug.StoreLinks) != 2 {
			t.Fatalf("by slug: %v %v", bySlug, err)
		}
		books, err := s.Books(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range books {
			want := map[string]int{b.ID: 2, other.ID: 0}[x.ID]
			if x.StoreLinks == nil || len(x.StoreLinks) != want {
				t.Fatalf("the list gives %q %v links, want %d", x.Title, x.StoreLinks, want)
			}
		}

		// An edit replaces them in its order, and a reader's cache hears of it.
		v0, _ := s.ContentVersion(ctx)
		got.StoreLinks = []storyshelf.StoreLink{powellsLink, bookshopLink}
		if err := s.UpdateBook(ctx, got); err != nil {
			t.Fatal(err)
		}
		if v1, _ := s.ContentVersion(ctx); v1 <= v0 {
			t.Fatal("changing the store links left the content version")
		}
		again, _ := s.BookByID(ctx, b.ID)
		if want := []storyshelf.StoreLink{powellsLink, bookshopLink}; !reflect.DeepEqual(again.StoreLinks, want) {
			t.Fatalf("after the edit: %v, want %v", again.StoreLinks, want)
		}
		again.StoreLinks = nil
		if err := s.UpdateBook(ctx, again); err != nil {
			t.Fatal(err)
		}
		if none, _ := s.BookByID(ctx, b.ID); none.StoreLinks == nil || len(none.StoreLinks) != 0 {
			t.Fatalf("all removed: %v", none.StoreLinks)
		}

		// Deleting the book takes its links.
		again.StoreLinks = []storyshelf.StoreLink{bookshopLink}
		if err := s.UpdateBook(ctx, again); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteBook(ctx, b.ID); err != nil {
			t.Fatal(err)
		}
		if n := countRows(t, s, "book_store_links"); n != 0 {
			t.Fatalf("%d links outlived their book", n)
		}
	})
}

func TestUpcomingBookStoreLinks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := &storyshelf.UpcomingBook{Title: "Rain", Author: "Lily Hart", ExpectedReleaseDate: "2027-03-15",
			StoreLinks: []storyshelf.StoreLink{libbyLink, bookshopLink}}
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		list, err := s.UpcomingBooks(ctx)
		if err != nil || len(list) != 1 {
			t.Fatalf("%v %v", list, err)
		}
		if want := []storyshelf.StoreLink{libbyLink, bookshopLink}; !reflect.DeepEqual(list[0].StoreLinks, want) {
			t.Fatalf("the list gives %v, want %v", list[0].StoreLinks, want)
		}
		u.StoreLinks = []storyshelf.StoreLink{powellsLink}
		if err := s.UpdateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		got, err := s.UpcomingBookByID(ctx, u.ID)
		if err != nil || !reflect.DeepEqual(got.StoreLinks, []storyshelf.StoreLink{powellsLink}) {
			t.Fatalf("after the edit: %v %v", got, err)
		}
		// An edit of a missing one changes nothing.
		missing := &storyshelf.UpcomingBook{ID: "nope", Title: "x", StoreLinks: []storyshelf.StoreLink{bookshopLink}}
		if err := s.UpdateUpcomingBook(ctx, missing); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("a missing one: %v", err)
		}
		if _, err := s.DeleteUpcomingBook(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if n := countRows(t, s, "upcoming_book_store_links"); n != 0 {
			t.Fatalf("%d links outlived their upcoming book", n)
		}
	})
}

// The backup archive carries both kinds of links, and a restore brings them back.
func TestStoreLinksArchiveRoundTrip(t *testing.T) {
	forEachStore(t, func(t *testing.T, from *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Seeds", Author: "Lily Hart", Pages: 32, AmazonLink: "https://www.amazon.com/dp/1",
			StoreLinks: []storyshelf.StoreLink{bookshopLink, powellsLink}}
		if err := from.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		u := &storyshelf.UpcomingBook{Title: "Rain", Author: "Lily Hart", StoreLinks: []storyshelf.StoreLink{libbyLink}}
		if err := from.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		e, lines := export(t, from)
		for _, want := range []string{`book_store_links {"book_id":"` + b.ID, `upcoming_book_store_links {"label":"Libby"`} {
			if !strings.Contains(lines, want) {
				t.Fatalf("the archive lacks %s:\n%s", want, lines)
			}
		}
		to := mustOpenSQLite(t)
		if _, err := to.ImportTables(ctx, e.schema, e.reader()); err != nil {
			t.Fatal(err)
		}
		got, err := to.BookByID(ctx, b.ID)
		if err != nil || !reflect.DeepEqual(got.StoreLinks, b.StoreLinks) || got.AmazonLink != b.AmazonLink {
			t.Fatalf("restored book: %+v %v", got, err)
		}
		gotU, err := to.UpcomingBookByID(ctx, u.ID)
		if err != nil || !reflect.DeepEqual(gotU.StoreLinks, u.StoreLinks) {
			t.Fatalf("restored upcoming book: %+v %v", gotU, err)
		}
	})
}

func countRows(t *testing.T, s *store.Store, table string) int {
	t.Helper()
	n, err := s.QueryIntForTest(context.Background(), `SELECT COUNT(*) FROM `+table)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
