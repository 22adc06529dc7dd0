package storyshelf_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestInLang(t *testing.T) {
	for _, c := range []struct {
		lang, en, es, want string
		fallback           bool
	}{
		{"en", "Stories", "Cuentos", "Stories", false},
		{"en", "Stories", "", "Stories", false},
		{"es", "Stories", "Cuentos", "Cuentos", false},
		{"es", "Stories", "", "Stories", true},
		{"es", "", "", "", false},
		{"en", "", "Cuentos", "", false}, // an English page never shows the Spanish text
	} {
		if got, fallback := storyshelf.InLang(c.lang, c.en, c.es); got != c.want || fallback != c.fallback {
			t.Errorf("InLang(%q, %q, %q) = %q, %v", c.lang, c.en, c.es, got, fallback)
		}
	}
	if got, fallback := storyshelf.InLangList("es", []string{"One."}, []string{}); !reflect.DeepEqual(got, []string{"One."}) || !fallback {
		t.Errorf("list fallback = %v, %v", got, fallback)
	}
	if got, fallback := storyshelf.InLangList("es", []string{"One."}, []string{"Uno."}); !reflect.DeepEqual(got, []string{"Uno."}) || fallback {
		t.Errorf("Spanish list = %v, %v", got, fallback)
	}
}

func TestMailNameAndSignatureInLang(t *testing.T) {
	s := storyshelf.DefaultSiteSettings()
	if s.MailFromNameIn("es") != "Storyshelf" || s.MailSignatureIn("es") != "" {
		t.Fatalf("defaults: %q %q", s.MailFromNameIn("es"), s.MailSignatureIn("es"))
	}
	s.Mail = storyshelf.SiteMail{FromName: "Maple Books", Signature: "Happy reading!"}
	if s.MailFromNameIn("es") != "Maple Books" || s.MailSignatureIn("es") != "Happy reading!" {
		t.Fatalf("English fallback: %q %q", s.MailFromNameIn("es"), s.MailSignatureIn("es"))
	}
	s.Mail.FromNameEs, s.Mail.SignatureEs = "Libros Maple", "¡Felices lecturas!"
	if s.MailFromNameIn("es") != "Libros Maple" || s.MailSignatureIn("es") != "¡Felices lecturas!" ||
		s.MailFromNameIn("en") != "Maple Books" || s.MailSignatureIn("en") != "Happy reading!" || s.MailFromName() != "Maple Books" {
		t.Fatalf("in each language: %q %q", s.MailFromNameIn("es"), s.MailSignatureIn("es"))
	}
}

// The Spanish texts of the settings are optional, trimmed, and held to the
// English ones' limits and character rules.
func TestSpanishSettingsValidation(t *testing.T) {
	fields := func(err error) map[string]storyshelf.Msg {
		t.Helper()
		var e *storyshelf.Error
		if !errors.As(err, &e) {
			t.Fatalf("error %v", err)
		}
		return e.Fields
	}

	t.Run("OptionalAndTrimmed", func(t *testing.T) {
		home := storyshelf.SiteHome{Title: "Stories", PrimaryButton: "Books", SecondaryButton: "Author",
			TitleEs: "  Cuentos ", WhyItems: []storyshelf.WhyItem{{Title: "One", Text: "Text", TitleEs: " Uno "}}}
		if err := home.Validate(); err != nil {
			t.Fatal(err)
		}
		if home.TitleEs != "Cuentos" || home.WhyItems[0].TitleEs != "Uno" || home.WhyItems[0].TextEs != "" {
			t.Fatalf("home %+v", home)
		}
		identity := storyshelf.SiteIdentity{Name: "A", PublisherType: storyshelf.PublisherPerson, TaglineEs: " Cuentos "}
		if err := identity.Validate(); err != nil || identity.TaglineEs != "Cuentos" {
			t.Fatalf("identity %+v %v", identity, err)
		}
	})

	t.Run("Limits", func(t *testing.T) {
		home := storyshelf.SiteHome{Title: "Stories", PrimaryButton: "Books", SecondaryButton: "Author",
			BadgeEs: strings.Repeat("é", 61), SubtitleEs: strings.Repeat("x", 301),
			WhyItems: []storyshelf.WhyItem{{Title: "One", Text: "Text", TextEs: strings.Repeat("x", 401)}}}
		got := fields(home.Validate())
		want := map[string]storyshelf.Msg{"badgeEs": storyshelf.MsgTooLong(60), "subtitleEs": storyshelf.MsgTooLong(300),
			"whyItems.0.textEs": storyshelf.MsgTooLong(400)}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("fields %v", got)
		}
		identity := storyshelf.SiteIdentity{Name: "A", PublisherType: storyshelf.PublisherPerson, TaglineEs: strings.Repeat("x", 201)}
		if got := fields(identity.Validate()); got["taglineEs"] != storyshelf.MsgTooLong(200) {
			t.Fatalf("identity fields %v", got)
		}
	})

	t.Run("SenderName", func(t *testing.T) {
		mail := storyshelf.SiteMail{FromName: "Maple", FromNameEs: "Maple\r\nBcc: evil@example.com", SignatureEs: strings.Repeat("x", 301)}
		got := fields(mail.Validate())
		if got["fromNameEs"] != storyshelf.MsgFromNameCharacters || got["signatureEs"] != storyshelf.MsgTooLong(300) || got["fromName"] != (storyshelf.Msg{}) {
			t.Fatalf("fields %v", got)
		}
	})

	t.Run("TextLimitOfASpanishField", func(t *testing.T) {
		if storyshelf.TextLimit("headlineEs") != storyshelf.TextLimit("headline") || storyshelf.TextLimit("quoteEs") != 2000 {
			t.Fatalf("limits %d %d", storyshelf.TextLimit("headlineEs"), storyshelf.TextLimit("quoteEs"))
		}
	})
}

// The Spanish texts of the profile, kits and upcoming books are optional and
// trimmed; empty paragraphs are left out as in English.
func TestSpanishTextsOfProfileKitsAndUpcomingBooks(t *testing.T) {
	a := &storyshelf.AuthorInfo{Name: "Lily", TitleEs: " Autora ", QuoteEs: " Sé amable. ", BioEs: []string{" Uno. ", "  "}, CreativeProcessEs: []string{""}}
	if err := storyshelf.ValidateAuthorInfo(a); err != nil {
		t.Fatal(err)
	}
	if a.TitleEs != "Autora" || a.QuoteEs != "Sé amable." || !reflect.DeepEqual(a.BioEs, []string{"Uno."}) || len(a.CreativeProcessEs) != 0 {
		t.Fatalf("author %+v", a)
	}
	k := &storyshelf.KindnessKit{Title: "Kit", BookID: "b1", TitleEs: " Kit ", HeadlineEs: " ¡Hola! ", SubheadlineEs: " Descarga "}
	if err := storyshelf.ValidateKit(k); err != nil || k.TitleEs != "Kit" || k.HeadlineEs != "¡Hola!" || k.SubheadlineEs != "Descarga" {
		t.Fatalf("kit %+v %v", k, err)
	}
	u := &storyshelf.UpcomingBook{Title: "Owl", Author: "Lily", Description: "An owl.", CoverImageURL: "/files/covers/owl.png",
		ExpectedReleaseDate: "2027-03-01", TitleEs: " Búho ", DescriptionEs: " Un búho. "}
	if err := storyshelf.ValidateUpcomingBook(u); err != nil || u.TitleEs != "Búho" || u.DescriptionEs != "Un búho." {
		t.Fatalf("upcoming %+v %v", u, err)
	}
}
