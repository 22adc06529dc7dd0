package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The Spanish versions of the owner's texts are stored beside the English
// ones and come back as saved.
func TestSpanishTexts(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()

		t.Run("AuthorProfile", func(t *testing.T) {
			a := &storyshelf.AuthorInfo{Name: "Mira Bell", Title: "Author", TitleEs: "Autora",
				Bio: []string{"One.", "Two."}, BioEs: []string{"Uno.", "Dos."}, Quote: "Be kind.", QuoteEs: "Sé amable.",
				CreativeProcess: []string{"Drafts."}, CreativeProcessEs: []string{"Borradores."}}
			if err := s.SaveAuthorInfo(ctx, a); err != nil {
				t.Fatal(err)
			}
			got, err := s.AuthorInfo(ctx)
			if err != nil || got.TitleEs != "Autora" || got.QuoteEs != "Sé amable." ||
				!reflect.DeepEqual(got.BioEs, a.BioEs) || !reflect.DeepEqual(got.CreativeProcessEs, a.CreativeProcessEs) {
				t.Fatalf("created %+v %v", got, err)
			}
			a.TitleEs, a.BioEs, a.CreativeProcessEs = "Escritora", []string{"Tres."}, nil
			if err := s.SaveAuthorInfo(ctx, a); err != nil {
				t.Fatal(err)
			}
			got, err = s.AuthorInfo(ctx)
			if err != nil || got.TitleEs != "Escritora" || !reflect.DeepEqual(got.BioEs, []string{"Tres."}) ||
				got.CreativeProcessEs == nil || len(got.CreativeProcessEs) != 0 || got.Title != "Author" {
				t.Fatalf("updated %+v %v", got, err)
			}
		})

		t.Run("Kit", func(t *testing.T) {
			b := mustCreateBook(t, s, "Spanish Kit Book")
			k := &storyshelf.KindnessKit{BookID: b.ID, Title: "Kit", TitleEs: "Kit de bondad", Active: true,
				Headline: "Start", HeadlineEs: "Empieza", Subheadline: "Download", SubheadlineEs: "Descarga"}
			if err := s.CreateKit(ctx, k); err != nil {
				t.Fatal(err)
			}
			got, err := s.KitByID(ctx, k.ID)
			if err != nil || got.TitleEs != "Kit de bondad" || got.HeadlineEs != "Empieza" || got.SubheadlineEs != "Descarga" {
				t.Fatalf("created %+v %v", got, err)
			}
			k.TitleEs, k.HeadlineEs, k.SubheadlineEs = "Otro", "", "Baja"
			if err := s.UpdateKit(ctx, k); err != nil {
				t.Fatal(err)
			}
			list, err := s.Kits(ctx)
			if err != nil || len(list) != 1 || list[0].TitleEs != "Otro" || list[0].HeadlineEs != "" || list[0].SubheadlineEs != "Baja" {
				t.Fatalf("kits %+v %v", list, err)
			}
		})

		t.Run("UpcomingBook", func(t *testing.T) {
			u := &storyshelf.UpcomingBook{Title: "The Quiet Owl", TitleEs: "El búho callado", Author: "Mira Bell",
				Description: "An owl.", DescriptionEs: "Un búho.", ExpectedReleaseDate: "2027-03-01"}
			if err := s.CreateUpcomingBook(ctx, u); err != nil {
				t.Fatal(err)
			}
			got, err := s.UpcomingBookByID(ctx, u.ID)
			if err != nil || got.TitleEs != "El búho callado" || got.DescriptionEs != "Un búho." {
				t.Fatalf("created %+v %v", got, err)
			}
			u.TitleEs, u.DescriptionEs = "", "Una lechuza."
			if err := s.UpdateUpcomingBook(ctx, u); err != nil {
				t.Fatal(err)
			}
			list, err := s.UpcomingBooks(ctx)
			if err != nil || len(list) != 1 || list[0].TitleEs != "" || list[0].DescriptionEs != "Una lechuza." {
				t.Fatalf("list %+v %v", list, err)
			}
		})

		t.Run("SiteSettings", func(t *testing.T) {
			identity := storyshelf.SiteIdentity{Name: "Maple", Tagline: "Stories", TaglineEs: "Cuentos", PublisherType: storyshelf.PublisherPerson}
			home := storyshelf.DefaultSiteSettings().Home
			home.TitleEs, home.PrimaryButtonEs = "Cuentos para", ""
			home.WhyItems = []storyshelf.WhyItem{{Title: "One", TitleEs: "Uno", Text: "Text", TextEs: "Texto"}}
			mail := storyshelf.SiteMail{FromName: "Maple Books", FromNameEs: "Libros Maple", Signature: "Bye", SignatureEs: "Adiós"}
			for section, v := range map[string]any{"identity": &identity, "home": &home, "mail": &mail} {
				if err := s.SaveSiteSection(ctx, section, v); err != nil {
					t.Fatal(err)
				}
			}
			got, err := s.SiteSettings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Identity, identity) || !reflect.DeepEqual(got.Home, home) || !reflect.DeepEqual(got.Mail, mail) {
				t.Fatalf("settings %+v\nidentity %+v\nhome %+v\nmail %+v", got, identity, home, mail)
			}
			if got.MailFromNameIn("es") != "Libros Maple" || got.MailSignatureIn("es") != "Adiós" || got.MailFromName() != "Maple Books" {
				t.Fatalf("mail in Spanish %q %q", got.MailFromNameIn("es"), got.MailSignatureIn("es"))
			}
		})

		// A section saved before the Spanish texts existed has no rows for
		// them: the default's Spanish stays only where the English is still
		// the default's, so the Spanish site never shows a translation of
		// words the owner replaced.
		t.Run("SettingsSavedBeforeSpanish", func(t *testing.T) {
			for _, section := range []string{"identity", "home", "mail"} {
				if err := s.ResetSiteSection(ctx, section); err != nil {
					t.Fatal(err)
				}
			}
			def := storyshelf.DefaultSiteSettings()
			for _, row := range [][3]string{
				{"identity", "name", "Maple"}, {"identity", "tagline", "Stories from the maple tree"},
				{"home", "title", "Stories for"}, {"home", "badge", def.Home.Badge},
				{"home", "whyItems", `[{"title":"` + def.Home.WhyItems[0].Title + `","text":"` + def.Home.WhyItems[0].Text + `"},{"title":"Mine","text":"My own"}]`},
			} {
				if err := s.ExecForTest(ctx, `INSERT INTO site_settings (section, name, value, updated_at)
					VALUES ('`+row[0]+`', '`+row[1]+`', '`+row[2]+`', CURRENT_TIMESTAMP)`); err != nil {
					t.Fatal(err)
				}
			}
			got, err := s.SiteSettings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if got.Identity.TaglineEs != "" || got.Home.TitleEs != "" {
				t.Fatalf("Spanish of replaced words: tagline %q, title %q", got.Identity.TaglineEs, got.Home.TitleEs)
			}
			if got.Home.BadgeEs != def.Home.BadgeEs || got.Home.HighlightEs != def.Home.HighlightEs {
				t.Fatalf("Spanish of default words: badge %q, highlight %q", got.Home.BadgeEs, got.Home.HighlightEs)
			}
			items := got.Home.WhyItems
			if len(items) != 2 || items[0].TitleEs != def.Home.WhyItems[0].TitleEs || items[0].TextEs != def.Home.WhyItems[0].TextEs ||
				items[1].TitleEs != "" || items[1].TextEs != "" {
				t.Fatalf("why items %+v", items)
			}
		})
	})
}

// A profile stored with blank lines inside a paragraph (saved before saves
// split them, or brought in from the old site as plain text) reads as
// separate paragraphs, so /about shows them apart (issue 27).
func TestAuthorInfoReadsBlankLinesAsParagraphs(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a := &storyshelf.AuthorInfo{Name: "Mira Bell", Bio: []string{"One.\n\nTwo."}, BioEs: []string{"Uno.\r\n\r\nDos."},
			CreativeProcess: []string{"Drafts.\n \nSketches."}, CreativeProcessEs: []string{"Borradores."}}
		if err := s.SaveAuthorInfo(ctx, a); err != nil {
			t.Fatal(err)
		}
		got, err := s.AuthorInfo(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Bio, []string{"One.", "Two."}) || !reflect.DeepEqual(got.BioEs, []string{"Uno.", "Dos."}) ||
			!reflect.DeepEqual(got.CreativeProcess, []string{"Drafts.", "Sketches."}) ||
			!reflect.DeepEqual(got.CreativeProcessEs, []string{"Borradores."}) {
			t.Fatalf("read %q %q %q %q", got.Bio, got.BioEs, got.CreativeProcess, got.CreativeProcessEs)
		}
	})
}
