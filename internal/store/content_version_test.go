package store_test

import (
	"context"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestContentVersion(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		version := func() int64 {
			t.Helper()
			v, err := s.ContentVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		v0 := version()
		b := &storyshelf.Book{Title: "The Brave Little Seed", Author: "Lily Hart", Genres: []string{"Nature"}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		v1 := version()
		if v1 <= v0 {
			t.Fatalf("creating a book left the version at %d", v1)
		}
		if _, err := s.Books(ctx); err != nil {
			t.Fatal(err)
		}
		if v := version(); v != v1 {
			t.Fatalf("a read moved the version from %d to %d", v1, v)
		}
		s.SaveSiteSection(ctx, storyshelf.SectionIdentity, &storyshelf.SiteIdentity{Name: "Maple", PublisherType: "Person"})
		v2 := version()
		if v2 <= v1 {
			t.Fatal("saving the settings left the version")
		}
		// What visitors do not see leaves it alone.
		s.Subscribe(ctx, &storyshelf.Subscriber{ID: "s1", Email: "a@example.com", Source: "newsletter", UnsubscribeToken: "t1"})
		s.CreateContactMessage(ctx, &storyshelf.ContactMessage{Name: "A", Email: "a@example.com", Subject: "Feedback", Message: "Hi"}, nil)
		if v := version(); v != v2 {
			t.Fatalf("a subscriber and a message moved the version to %d", v)
		}
		if err := s.DeleteBook(ctx, b.ID); err != nil {
			t.Fatal(err)
		}
		if v := version(); v <= v2 {
			t.Fatal("deleting a book left the version")
		}
	})
}
