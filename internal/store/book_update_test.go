package store_test

import (
	"context"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestUpdateBook(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		other := mustCreateBook(t, s, "Other Book")
		b := &storyshelf.Book{Title: "Old Title", Author: "Ada", Description: "D", AgeRange: "3-6", Pages: 10,
			Genres:            []string{"Kindness", "Sharing"},
			DownloadMaterials: []storyshelf.Material{{Title: "Old sheet", Type: "pdf", FileURL: "/files/materials/a.pdf"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		edited := &storyshelf.Book{ID: b.ID, Title: "New Title", Author: "Ada", Description: "D2", AgeRange: "4-7", Pages: 12,
			Genres: []string{"Courage"},
			DownloadMaterials: []storyshelf.Material{
				{ID: b.DownloadMaterials[0].ID, Title: "Kept sheet", Type: "pdf", FileURL: "/files/materials/a.pdf"},
				{Title: "New song", Type: "audio", FileURL: "/files/materials/b.mp3"},
			}}
		if err := s.UpdateBook(ctx, edited); err != nil {
			t.Fatal(err)
		}
		got, err := s.BookByID(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Slug != "new-title" || got.Description != "D2" || got.Pages != 12 || strings.Join(got.Genres, ",") != "Courage" ||
			len(got.DownloadMaterials) != 2 || got.DownloadMaterials[0].Title != "Kept sheet" || got.DownloadMaterials[1].Title != "New song" ||
			!got.CreatedAt.Equal(b.CreatedAt) {
			t.Fatalf("updated %+v", got)
		}
		// The kept material keeps the time it was added (with its book); the new one is
		// added now, after it (the test clock moves on at each reading).
		if kept, added := got.DownloadMaterials[0].CreatedAt, got.DownloadMaterials[1].CreatedAt; !kept.Equal(b.CreatedAt) || !added.After(b.CreatedAt) {
			t.Fatalf("material times: kept %v, added %v, book %v", kept, added, b.CreatedAt)
		}
		t.Run("ErrNotFound", func(t *testing.T) {
			err := s.UpdateBook(ctx, &storyshelf.Book{ID: "nope", Title: "X"})
			assertCode(t, err, storyshelf.ENOTFOUND, "Book not found.")
		})
		t.Run("OtherBooksUntouched", func(t *testing.T) {
			o, err := s.BookByID(ctx, other.ID)
			if err != nil || o.Title != "Other Book" {
				t.Fatalf("other %+v %v", o, err)
			}
		})
	})
}
