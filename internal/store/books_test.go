package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mustCreateBook inserts a book titled title with the given genres.
func mustCreateBook(t *testing.T, s *store.Store, title string, genres ...string) *storyshelf.Book {
	t.Helper()
	b := &storyshelf.Book{Title: title, Author: "Ada Author", Description: "About " + title,
		AgeRange: "3-6", Pages: 32, Genres: genres}
	if err := s.CreateBook(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return b
}

// mustCreateBookWithSheet adds a book with one PDF material at fileURL.
func mustCreateBookWithSheet(t *testing.T, s *store.Store, title, sheet, fileURL string) *storyshelf.Book {
	t.Helper()
	b := &storyshelf.Book{Title: title, Author: "Ada Author", Description: "About " + title, AgeRange: "3-6", Pages: 32,
		DownloadMaterials: []storyshelf.Material{{Title: sheet, Type: "pdf", FileURL: fileURL, FileSize: "1 KB"}}}
	if err := s.CreateBook(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBooks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		t.Run("Empty", func(t *testing.T) {
			books, err := s.Books(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if books == nil || len(books) != 0 {
				t.Fatalf("want an empty, non-nil list, got %#v", books)
			}
		})
		older := mustCreateBook(t, s, "The Kind Little Cloud", "Kindness", "Nature")
		newer := mustCreateBook(t, s, "Brave Bea", "Courage")
		none := mustCreateBook(t, s, "No Genres Yet")

		t.Run("NewestFirstWithGenres", func(t *testing.T) {
			books, err := s.Books(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, b := range books {
				ids = append(ids, b.ID)
			}
			if want := []string{none.ID, newer.ID, older.ID}; !reflect.DeepEqual(ids, want) {
				t.Fatalf("order = %v, want %v", ids, want)
			}
			if got := books[2].Genres; !reflect.DeepEqual(got, []string{"Kindness", "Nature"}) {
				t.Fatalf("genres = %v", got)
			}
			if books[0].Genres == nil {
				t.Fatal("a book without genres must have an empty list, not nil")
			}
			if books[2].Slug != "the-kind-little-cloud" {
				t.Fatalf("slug = %q", books[2].Slug)
			}
		})
	})
}

func TestBookBySlug(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "The Kind Little Cloud", Genres: []string{"Nature", "Kindness"},
			DownloadMaterials: []storyshelf.Material{
				{Title: "Coloring page", Type: storyshelf.MaterialImage, FileURL: "/files/a.png", FileSize: "12 KB"},
				{Title: "Activity sheet", Type: storyshelf.MaterialPDF, FileURL: "/files/b.pdf", FileSize: "3 KB"},
			}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		mustCreateBook(t, s, "The Kind Little Cloud") // same slug, other id

		t.Run("OK", func(t *testing.T) {
			got, err := s.BookBySlug(ctx, "the-kind-little-cloud", storyshelf.ShortID(b.ID))
			if err != nil {
				t.Fatal(err)
			}
			if got.ID != b.ID {
				t.Fatalf("id = %s, want %s", got.ID, b.ID)
			}
			if !reflect.DeepEqual(got.Genres, []string{"Nature", "Kindness"}) {
				t.Fatalf("genres = %v (owner's order expected)", got.Genres)
			}
			if len(got.DownloadMaterials) != 2 || got.DownloadMaterials[0].Title != "Coloring page" ||
				got.DownloadMaterials[1].FileURL != "/files/b.pdf" || got.DownloadMaterials[0].FileSize != "12 KB" {
				t.Fatalf("materials = %+v", got.DownloadMaterials)
			}
		})
		t.Run("ByShortID", func(t *testing.T) {
			got, err := s.BookByShortID(ctx, storyshelf.ShortID(b.ID))
			if err != nil || got.ID != b.ID {
				t.Fatalf("got %v, %v", got, err)
			}
		})
		t.Run("ErrWrongSlug", func(t *testing.T) {
			_, err := s.BookBySlug(ctx, "another-title", storyshelf.ShortID(b.ID))
			assertCode(t, err, storyshelf.ENOTFOUND, "Book not found.")
		})
		t.Run("ErrUnknownShortID", func(t *testing.T) {
			_, err := s.BookBySlug(ctx, "the-kind-little-cloud", "zzzzzzzz")
			assertCode(t, err, storyshelf.ENOTFOUND, "Book not found.")
		})
		t.Run("ErrLikeWildcardIsLiteral", func(t *testing.T) {
			_, err := s.BookBySlug(ctx, "the-kind-little-cloud", "%%%%%%%%")
			assertCode(t, err, storyshelf.ENOTFOUND, "Book not found.")
		})
		t.Run("ByID", func(t *testing.T) {
			got, err := s.BookByID(ctx, b.ID)
			if err != nil || got.Title != b.Title || len(got.DownloadMaterials) != 2 {
				t.Fatalf("got %+v, %v", got, err)
			}
			_, err = s.BookByID(ctx, "missing")
			assertCode(t, err, storyshelf.ENOTFOUND, "Book not found.")
		})
	})
}

func TestDeleteBookRemovesEverythingItOwns(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Gone Soon", "Kindness")
		keep := mustCreateBook(t, s, "Stays", "Kindness")
		mustCreateTestimonial(t, s, b.ID, 5, "2025-01-01")
		mustCreateTestimonial(t, s, keep.ID, 5, "2025-01-01")
		if err := s.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: b.ID, Type: "video", Title: "V"}); err != nil {
			t.Fatal(err)
		}
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kit",
			Files: []storyshelf.KitFile{{FileName: "a", FileType: "pdf", FileURL: "k/a.pdf"}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteBook(ctx, b.ID); err != nil {
			t.Fatal(err)
		}
		for table, id := range map[string]string{"books": b.ID, "kindness_kits": kit.ID, "kit_files": kit.Files[0].ID} {
			if ok, err := s.Exists(ctx, table, id); err != nil || ok {
				t.Fatalf("%s row %s still there (err %v)", table, id, err)
			}
		}
		if n, _ := s.CountTestimonials(ctx, b.ID); n != 0 {
			t.Fatalf("%d testimonials left", n)
		}
		if list, _ := s.Multimedia(ctx, b.ID); len(list) != 0 {
			t.Fatalf("%d multimedia left", len(list))
		}
		if n, _ := s.CountTestimonials(ctx, keep.ID); n != 1 {
			t.Fatalf("other book lost its testimonial")
		}
		assertCode(t, s.DeleteBook(ctx, b.ID), storyshelf.ENOTFOUND, "Book not found.")
	})
}

func assertCode(t *testing.T, err error, code, msg string) {
	t.Helper()
	if got := storyshelf.ErrorCode(err); got != code {
		t.Fatalf("code = %q, want %q (err %v)", got, code, err)
	}
	if got := storyshelf.ErrorMessage(err); got != msg {
		t.Fatalf("message = %q, want %q", got, msg)
	}
}
