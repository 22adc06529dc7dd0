package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mustSiteSettings reads the stored site settings; an error fails t.
func mustSiteSettings(t *testing.T, s *store.Store) *storyshelf.SiteSettings {
	t.Helper()
	got, err := s.SiteSettings(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestSiteSettings(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		read := func() *storyshelf.SiteSettings { return mustSiteSettings(t, s) }

		t.Run("ANewSiteHoldsTheDefaults", func(t *testing.T) {
			if got := read(); !reflect.DeepEqual(got, storyshelf.DefaultSiteSettings()) {
				t.Fatalf("settings = %+v", got)
			}
		})

		t.Run("ASavedSectionComesBackAsSavedAndLeavesTheOthers", func(t *testing.T) {
			identity := storyshelf.SiteIdentity{Name: "Maple Tree Books", Tagline: "Stories from the maple tree",
				LegalName: "Maple Tree Publishing Ltd", PublisherType: storyshelf.PublisherPerson, ContactEmail: "hi@maple.example"}
			social := storyshelf.SiteSocial{Links: []storyshelf.SocialLink{
				{Kind: "bluesky", URL: "https://bsky.app/profile/maple.example"}, {Kind: "instagram", URL: "https://www.instagram.com/maple"}}}
			home := storyshelf.DefaultSiteSettings().Home
			home.Title, home.WhyItems = `<script>alert("x")</script>`, []storyshelf.WhyItem{{Title: "Only one", Text: "Item"}}
			for section, v := range map[string]any{"identity": &identity, "social": &social, "home": &home} {
				if err := s.SaveSiteSection(ctx, section, v); err != nil {
					t.Fatal(err)
				}
			}
			got := read()
			want := storyshelf.DefaultSiteSettings()
			want.Identity, want.Social, want.Home = identity, social, home
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("settings = %+v\nwant %+v", got, want)
			}
		})

		t.Run("AnEmptyListStaysEmpty", func(t *testing.T) {
			home := read().Home
			home.WhyItems = []storyshelf.WhyItem{}
			if err := s.SaveSiteSection(ctx, "home", &home); err != nil {
				t.Fatal(err)
			}
			if got := read().Home.WhyItems; got == nil || len(got) != 0 {
				t.Fatalf("why items = %#v", got)
			}
		})

		t.Run("ResettingASectionBringsBackItsDefaultsOnly", func(t *testing.T) {
			if err := s.ResetSiteSection(ctx, "home"); err != nil {
				t.Fatal(err)
			}
			got := read()
			if !reflect.DeepEqual(got.Home, storyshelf.DefaultSiteSettings().Home) || got.Identity.Name != "Maple Tree Books" {
				t.Fatalf("settings = %+v", got)
			}
		})

		t.Run("ASectionIsSavedUntilItIsReset", func(t *testing.T) {
			saved := func(section string) bool {
				t.Helper()
				got, err := s.SiteSectionSaved(ctx, section)
				if err != nil {
					t.Fatal(err)
				}
				return got
			}
			if !saved("identity") || saved("home") || saved("faq") {
				t.Fatalf("saved: identity %v, home (reset) %v, faq (never saved) %v", saved("identity"), saved("home"), saved("faq"))
			}
		})

		t.Run("TheLogoCountsAsAFileInUse", func(t *testing.T) {
			key := "brand/0123456789abcdef01234567.png"
			if used, _ := s.FileInUse(ctx, key); used {
				t.Fatal("in use before the logo was saved")
			}
			brand := storyshelf.SiteBrand{LogoURL: "/files/" + key}
			if err := s.SaveSiteSection(ctx, "brand", &brand); err != nil {
				t.Fatal(err)
			}
			if used, err := s.FileInUse(ctx, key); err != nil || !used {
				t.Fatalf("in use = %v, %v", used, err)
			}
			s.ResetSiteSection(ctx, "brand")
			if used, _ := s.FileInUse(ctx, key); used {
				t.Fatal("still in use after a reset")
			}
		})
	})
}
