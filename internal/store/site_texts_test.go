package store_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A book's own learning benefits and reading tips (migration 0022) come back
// as saved, in both languages and in order, from every read; a book without
// them, and one whose lists were emptied, has none (its page shows the
// site's).
func TestBookReadingOverrides(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		benefits := []storyshelf.LearningBenefit{
			{Text: "Counts to ten with the ducks", TextEs: "Cuenta hasta diez con los patos"},
			{Text: "Talks about waiting", TextEs: ""},
		}
		tips := []storyshelf.ReadingTip{{Title: "Quack along", TitleEs: "Haz cua cua", Text: "Every page has a duck.", TextEs: "Cada página tiene un pato."}}
		own := &storyshelf.Book{Title: "Ten Little Ducks", Author: "A", LearningBenefits: benefits, ReadingTips: tips}
		plain := &storyshelf.Book{Title: "Plain Book", Author: "A"}
		for _, b := range []*storyshelf.Book{own, plain} {
			if err := s.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}

		t.Run("EveryReadCarriesThem", func(t *testing.T) {
			byID, err := s.BookByID(ctx, own.ID)
			if err != nil {
				t.Fatal(err)
			}
			bySlug, err := s.BookBySlug(ctx, own.Slug, own.ID[:8])
			if err != nil {
				t.Fatal(err)
			}
			list, err := s.Books(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var listed *storyshelf.Book
			for _, b := range list {
				if b.ID == own.ID {
					listed = b
				}
			}
			for name, b := range map[string]*storyshelf.Book{"by id": byID, "by slug": bySlug, "listed": listed} {
				if !reflect.DeepEqual(b.LearningBenefits, benefits) || !reflect.DeepEqual(b.ReadingTips, tips) {
					t.Errorf("%s: %+v %+v", name, b.LearningBenefits, b.ReadingTips)
				}
			}
		})

		t.Run("ABookWithoutThemHasNone", func(t *testing.T) {
			b, err := s.BookByID(ctx, plain.ID)
			if err != nil || b.LearningBenefits != nil || b.ReadingTips != nil {
				t.Fatalf("%+v %v", b, err)
			}
		})

		t.Run("AnUpdateReplacesAndEmptiesThem", func(t *testing.T) {
			edited, _ := s.BookByID(ctx, own.ID)
			edited.LearningBenefits = []storyshelf.LearningBenefit{{Text: "Only this one", TextEs: "Solo esta"}}
			edited.ReadingTips = []storyshelf.ReadingTip{}
			if err := s.UpdateBook(ctx, edited); err != nil {
				t.Fatal(err)
			}
			b, _ := s.BookByID(ctx, own.ID)
			if !reflect.DeepEqual(b.LearningBenefits, edited.LearningBenefits) || b.ReadingTips != nil {
				t.Fatalf("%+v %+v", b.LearningBenefits, b.ReadingTips)
			}
		})
	})
}

// The About page's counts: a story's two editions are one book published,
// and every announced upcoming book counts.
func TestCatalogueCounts(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		count := func() (int, int) {
			t.Helper()
			books, upcoming, err := s.CatalogueCounts(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return books, upcoming
		}
		if b, u := count(); b != 0 || u != 0 {
			t.Fatalf("an empty site counts %d books, %d upcoming", b, u)
		}
		english := &storyshelf.Book{Title: "The Kindness Cloud", Author: "A"}
		other := &storyshelf.Book{Title: "Another Story", Author: "A"}
		for _, b := range []*storyshelf.Book{english, other} {
			if err := s.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		spanish := &storyshelf.Book{Title: "La nube de la bondad", Author: "A", Language: storyshelf.BookSpanish, OtherEditionID: english.ID}
		if err := s.CreateBook(ctx, spanish); err != nil {
			t.Fatal(err)
		}
		for _, title := range []string{"Next One", "And Another"} {
			if err := s.CreateUpcomingBook(ctx, &storyshelf.UpcomingBook{Title: title}); err != nil {
				t.Fatal(err)
			}
		}
		// Each edition is a book, as the Books page counts them.
		if b, u := count(); b != 3 || u != 2 {
			t.Fatalf("counts %d books (want 3: each edition), %d upcoming (want 2)", b, u)
		}
	})
}

// The privacy policy's date: the first text the site records keeps the
// spec's date; the same text keeps its date; another text is dated the day
// it changed.
func TestPrivacyPolicyDate(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		day := time.Date(2026, 3, 9, 23, 30, 0, 0, time.UTC)
		s.Now = func() time.Time { return day }
		date := func(fingerprint string) string {
			t.Helper()
			d, err := s.PrivacyPolicyDate(ctx, fingerprint, "2025-04-14")
			if err != nil {
				t.Fatal(err)
			}
			return d
		}
		if got := date("first"); got != "2025-04-14" {
			t.Fatalf("first text dated %s", got)
		}
		if got := date("first"); got != "2025-04-14" {
			t.Fatalf("the same text dated %s", got)
		}
		if got := date("second"); got != "2026-03-09" {
			t.Fatalf("a changed text dated %s", got)
		}
		day = day.AddDate(0, 1, 0)
		if got := date("second"); got != "2026-03-09" {
			t.Fatalf("an unchanged text re-dated %s", got)
		}
		if got := date("first"); got != "2026-04-09" {
			t.Fatalf("a text changed back dated %s", got)
		}
		// The date is not one of the settings' sections: the settings do not change.
		settings, err := s.SiteSettings(ctx)
		if err != nil || !reflect.DeepEqual(settings, storyshelf.DefaultSiteSettings()) {
			t.Fatalf("settings = %+v %v", settings, err)
		}
	})
}

// The site's texts are sections of the settings: a new site holds the
// spec's, both languages; a saved one comes back as saved; a reset brings
// back the defaults.
func TestSiteTextsSettings(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		read := func() *storyshelf.SiteSettings { return mustSiteSettings(t, s) }
		def := read()
		if len(def.About.Cards) != 3 || def.About.Cards[2].Number != "3rd" || def.About.Cards[2].NumberEs != "3.º" ||
			len(def.FAQ.Items) != 3 || def.FAQ.Items[1].QuestionEs != "¿Los libros están disponibles en español?" ||
			len(def.Reading.Benefits) != 5 || len(def.Reading.Tips) != 5 || def.Kit.Agree != storyshelf.KitConsent ||
			def.Privacy.Sections == nil || len(def.Privacy.Sections) != 0 {
			t.Fatalf("defaults = %+v", def)
		}
		about := storyshelf.SiteAbout{Cards: []storyshelf.AboutCard{{CountOf: storyshelf.CountBooks, Label: "Published", LabelEs: "publicados"}}}
		faq := storyshelf.SiteFAQ{Items: []storyshelf.FAQItem{{Question: "Q?", Answer: "A."}}}
		privacy := storyshelf.SitePrivacy{Sections: []storyshelf.PrivacySection{{Heading: "Cookies", Text: "None.\n\nReally none."}}}
		for section, v := range map[string]any{"about": &about, "faq": &faq, "privacy": &privacy} {
			if err := s.SaveSiteSection(ctx, section, v); err != nil {
				t.Fatal(err)
			}
		}
		got := read()
		if !reflect.DeepEqual(got.About, about) || !reflect.DeepEqual(got.FAQ, faq) || !reflect.DeepEqual(got.Privacy, privacy) ||
			!reflect.DeepEqual(got.Reading, def.Reading) {
			t.Fatalf("saved = %+v", got)
		}
		if err := s.ResetSiteSection(ctx, "faq"); err != nil {
			t.Fatal(err)
		}
		if got := read(); !reflect.DeepEqual(got.FAQ, def.FAQ) || !reflect.DeepEqual(got.About, about) {
			t.Fatalf("after a reset = %+v", got)
		}
	})
}
