package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestClaimSchedule(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		claim := func() bool {
			t.Helper()
			ok, err := s.ClaimSchedule(ctx, "storage.sweep", 6*time.Hour, time.Hour)
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		if !claim() {
			t.Fatal("a first run was not claimed")
		}
		if claim() {
			t.Fatal("a second instance claimed the same run")
		}
		clock.advance(5 * time.Hour)
		if claim() {
			t.Fatal("claimed before it was due")
		}
		clock.advance(time.Hour)
		if !claim() {
			t.Fatal("not claimed when due")
		}
	})
}

func TestFileRefs(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Seeds", Author: "Lily Hart", CoverImage: "/files/covers/aaa.png",
			DownloadMaterials: []storyshelf.Material{{Title: "Sheet", Type: "pdf", FileURL: "https://example.com/sheet.pdf"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		s.SaveSiteSection(ctx, storyshelf.SectionBrand, &storyshelf.SiteBrand{LogoURL: "/files/brand/bbb.png", FaviconURL: "/files/brand/ccc.png"})
		s.SaveSiteSection(ctx, storyshelf.SectionIdentity, &storyshelf.SiteIdentity{Name: "covers", PublisherType: "Person"})
		refs, err := s.FileRefs(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"covers/aaa.png", "brand/bbb.png", "brand/ccc.png"} {
			if refs[key] == "" {
				t.Errorf("%s not found in %v", key, refs)
			}
		}
		if len(refs) != 3 {
			t.Fatalf("refs = %v", refs)
		}
	})
}
