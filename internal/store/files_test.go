package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestBookFilesAndFileInUse(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Files", Author: "A", CoverImage: "/files/covers/c.png",
			DownloadMaterials: []storyshelf.Material{{Title: "M", Type: "pdf", FileURL: "/files/materials/m.pdf"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		kit := &storyshelf.KindnessKit{BookID: b.ID, Title: "K", HeroImageURL: "/files/images/h.png",
			Files: []storyshelf.KitFile{{FileName: "G", FileType: "pdf", FileURL: "kits/g.pdf"}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		refs, err := s.BookFiles(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(refs)
		want := []string{"/files/covers/c.png", "/files/images/h.png", "/files/materials/m.pdf", "kits/g.pdf"}
		if !slices.Equal(refs, want) {
			t.Fatalf("refs %v, want %v", refs, want)
		}
		for key, inUse := range map[string]bool{"covers/c.png": true, "kits/g.pdf": true, "covers/other.png": false} {
			got, err := s.FileInUse(ctx, key)
			if err != nil || got != inUse {
				t.Fatalf("FileInUse(%s) = %v %v", key, got, err)
			}
		}
		if err := s.DeleteBook(ctx, b.ID); err != nil {
			t.Fatal(err)
		}
		if used, _ := s.FileInUse(ctx, "kits/g.pdf"); used {
			t.Fatal("a deleted kit's file is still in use")
		}
	})
}
