package store_test

import (
	"context"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A book says whether its Videos & Songs page has any: its own, or its
// other edition's; a draft video counts only in the owner's view.
func TestHasMultimedia(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		cloud := mustCreateEdition(t, s, "The Kindness Cloud", storyshelf.BookEnglish, "")
		nube := mustCreateEdition(t, s, "La nube", storyshelf.BookSpanish, cloud.ID)
		bea := mustCreateEdition(t, s, "Brave Bea", storyshelf.BookEnglish, "")
		has := func(id string) bool {
			t.Helper()
			b, err := s.BookByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			books, _ := s.Books(ctx)
			for _, listed := range books {
				if listed.ID == id && listed.HasMultimedia != b.HasMultimedia {
					t.Fatalf("%s: the list says %v, the book %v", b.Title, listed.HasMultimedia, b.HasMultimedia)
				}
			}
			return b.HasMultimedia
		}
		if has(cloud.ID) || has(nube.ID) || has(bea.ID) {
			t.Fatal("a book without videos or songs has some")
		}
		if err := s.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: cloud.ID, Type: "video", Title: "Read-along",
			URL: "https://vimeo.com/1", Publishing: storyshelf.Publishing{Status: storyshelf.StatusDraft}}); err != nil {
			t.Fatal(err)
		}
		if has(cloud.ID) {
			t.Fatal("a draft video shows readers a Videos & Songs page")
		}
		if b, _ := s.BookByID(storyshelf.WithOwnerView(ctx), cloud.ID); !b.HasMultimedia {
			t.Fatal("the owner's view does not count her draft")
		}
		if err := s.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: cloud.ID, Type: "audio", Title: "Song",
			URL: "/files/media/song.wav", Publishing: storyshelf.Publishing{Status: storyshelf.StatusPublished}}); err != nil {
			t.Fatal(err)
		}
		if !has(cloud.ID) || !has(nube.ID) || has(bea.ID) {
			t.Fatalf("after a song: cloud %v, its Spanish edition %v, another book %v", has(cloud.ID), has(nube.ID), has(bea.ID))
		}
	})
}
