package server_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The site's texts (issue #27) are settings sections: each refuses what the
// server would not show, with its field's message, and changes nothing then.
func TestSiteTextsSettingsValidation(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	before := readSettings(t, b, token).Settings
	many := func(n int, item string) string {
		return "[" + strings.TrimSuffix(strings.Repeat(item+",", n), ",") + "]"
	}
	cases := []refusedSettings{
		{"CardLabel", "about", `{"cards":[{"number":"6","label":" "}]}`, "cards.0.label", storyshelf.MsgCardLabelRequired.Text},
		{"CardCountOf", "about", `{"cards":[{"countOf":"stars","label":"Stars"}]}`, "cards.0.countOf", storyshelf.MsgCardCountOf.Text},
		{"TooManyCards", "about", `{"cards":` + many(7, `{"label":"x"}`) + `}`, "cards", storyshelf.MsgTooManyCards.Text},
		{"Question", "faq", `{"items":[{"question":"","answer":"Yes."}]}`, "items.0.question", storyshelf.MsgQuestionRequired.Text},
		{"Answer", "faq", `{"items":[{"question":"Free?","answer":"Yes."},{"question":"Visits?","answer":"  "}]}`, "items.1.answer", storyshelf.MsgAnswerRequired.Text},
		{"TooManyQuestions", "faq", `{"items":` + many(16, `{"question":"Q","answer":"A"}`) + `}`, "items", storyshelf.MsgTooManyQuestions.Text},
		{"Benefit", "reading", `{"benefits":[{"text":"","textEs":"Solo"}],"tips":[]}`, "benefits.0.text", storyshelf.MsgBenefitRequired.Text},
		{"TipTitle", "reading", `{"benefits":[],"tips":[{"title":"","text":"Read."}]}`, "tips.0.title", storyshelf.MsgTipTitleRequired.Text},
		{"TooManyTips", "reading", `{"tips":` + many(9, `{"title":"T","text":"X"}`) + `}`, "tips", storyshelf.MsgTooManyTips.Text},
		{"Agree", "kit", `{"agree":"","agreeEs":"Acepto."}`, "agree", storyshelf.MsgAgreeRequired.Text},
		{"AgreeTooLong", "kit", `{"agree":"` + strings.Repeat("x", 301) + `"}`, "agree", "Please keep this to 300 characters or fewer."},
		{"SectionHeading", "privacy", `{"sections":[{"heading":"","text":"We bake cookies, not the web kind."}]}`, "sections.0.heading", storyshelf.MsgSectionHeading.Text},
		{"SectionText", "privacy", `{"sections":[{"heading":"Cookies","text":""}]}`, "sections.0.text", storyshelf.MsgSectionText.Text},
		{"TooManySections", "privacy", `{"sections":` + many(11, `{"heading":"H","text":"T"}`) + `}`, "sections", storyshelf.MsgTooManySections.Text},
		{"ACardIsNotAList", "about", `{"cards":{"label":"x"}}`, "cards", "Expected a list."},
	}
	assertSettingsRefused(t, b, token, before, cases)
	t.Run("AStrangerCannotSaveThem", func(t *testing.T) {
		for _, section := range []string{"about", "faq", "reading", "kit", "privacy"} {
			if res, _ := newBrowser(t, ts).do("PUT", "/api/admin/settings/"+section, `{}`); res.StatusCode != 401 {
				t.Errorf("%s without a session: %d", section, res.StatusCode)
			}
		}
	})
}

// Each text section is saved and reset on its own; the public reads and the
// pages for visitors without the app show it at once, in both languages,
// the owner's English marked lang="en" on a Spanish page while she has not
// written the Spanish.
func TestSiteTextsSaveShowAndReset(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	def := storyshelf.DefaultSiteSettings()

	t.Run("ANewSiteShowsTheSpecsTexts", func(t *testing.T) {
		about := decode[storyshelf.SiteAbout](t, mustGet(t, ts.URL+"/api/site/about"))
		faq := decode[storyshelf.SiteFAQ](t, mustGet(t, ts.URL+"/api/site/faq"))
		reading := decode[storyshelf.SiteReading](t, mustGet(t, ts.URL+"/api/site/reading"))
		if !reflect.DeepEqual(about, def.About) || !reflect.DeepEqual(faq, def.FAQ) || !reflect.DeepEqual(reading, def.Reading) {
			t.Fatalf("%+v %+v %+v", about, faq, reading)
		}
		_, page := get(t, ts.URL+"/about")
		mustContain(t, "about", page, "<h2>6 Books Planned</h2>", "<h2>2 Published</h2>", "<h2>3rd Coming Soon</h2>")
		_, page = get(t, ts.URL+"/es/about")
		mustContain(t, "/es/about", page, "<h2>6 libros previstos</h2>", "<h2>3.º muy pronto</h2>")
		_, page = get(t, ts.URL+"/es/contact")
		mustContain(t, "/es/contact", page, "<h2>¿Los libros están disponibles en español?</h2>")
	})

	faq := storyshelf.SiteFAQ{Items: []storyshelf.FAQItem{
		{Question: " Do you sign books? ", QuestionEs: "¿Firmas libros?", Answer: "Yes, at every visit.", AnswerEs: ""},
		{Question: "Where are you?", Answer: "By the sea.", AnswerEs: "Junto al mar."},
	}}
	res, body := saveSection(t, b, token, "faq", faq)
	if res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgSettingsSaved.Text) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	t.Run("TheFAQShowsAsSavedAndTrimmed", func(t *testing.T) {
		got := decode[storyshelf.SiteFAQ](t, mustGet(t, ts.URL+"/api/site/faq"))
		if len(got.Items) != 2 || got.Items[0].Question != "Do you sign books?" || got.Items[1].AnswerEs != "Junto al mar." {
			t.Fatalf("%+v", got)
		}
		_, page := get(t, ts.URL+"/contact")
		mustContain(t, "contact", page, "<h2>Do you sign books?</h2>", "<p>Yes, at every visit.</p>")
		if strings.Contains(page, "Are the learning materials really free?") {
			t.Error("the default FAQ still shows")
		}
		var embedded storyshelf.SiteFAQ
		json.Unmarshal(pageData(t, page)["site/faq"], &embedded)
		if !reflect.DeepEqual(embedded, got) {
			t.Fatalf("embedded = %+v", embedded)
		}
		_, page = get(t, ts.URL+"/es/contact")
		mustContain(t, "/es/contact", page, "<h2>¿Firmas libros?</h2>", `<p lang="en">Yes, at every visit.</p>`,
			`<h2 lang="en">Where are you?</h2>`, "<p>Junto al mar.</p>")
	})

	about := storyshelf.SiteAbout{Cards: []storyshelf.AboutCard{
		{CountOf: storyshelf.CountBooks, Number: "99", Label: "Published", LabelEs: "publicados", Text: "And counting."},
		{CountOf: storyshelf.CountUpcoming, Label: "Coming Soon"},
		{Number: "12", Label: "School Visits", LabelEs: "visitas escolares"},
	}}
	if res, body := saveSection(t, b, token, "about", about); res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	t.Run("AboutCardsCountTheCatalogue", func(t *testing.T) {
		numbers := func() []string {
			got := decode[storyshelf.SiteAbout](t, mustGet(t, ts.URL+"/api/site/about"))
			var out []string
			for _, c := range got.Cards {
				out = append(out, c.Number+"/"+c.NumberEs)
			}
			return out
		}
		if got := numbers(); !reflect.DeepEqual(got, []string{"0/0", "0/0", "12/"}) {
			t.Fatalf("an empty catalogue: %v", got)
		}
		seedBook(t, ts, "The Kindness Cloud", 0)
		seedBook(t, ts, "The Brave Seed", 0)
		if err := ts.Store.CreateUpcomingBook(context.Background(), &storyshelf.UpcomingBook{Title: "Soon"}); err != nil {
			t.Fatal(err)
		}
		if got := numbers(); !reflect.DeepEqual(got, []string{"2/2", "1/1", "12/"}) {
			t.Fatalf("two books and one upcoming: %v", got)
		}
		_, page := get(t, ts.URL+"/es/about")
		mustContain(t, "/es/about", page, "<h2>2 publicados</h2>", `<h2 lang="en">1 Coming Soon</h2>`, "<h2>12 visitas escolares</h2>")
	})

	t.Run("ResetBringsBackTheDefaultsOfThatSectionOnly", func(t *testing.T) {
		res, body := b.do("DELETE", "/api/admin/settings/faq", "", auth...)
		a := decode[settingsAnswer](t, body)
		if res.StatusCode != 200 || a.Message != "Contact FAQ reset to the defaults." || !reflect.DeepEqual(a.Settings.FAQ, def.FAQ) ||
			len(a.Settings.About.Cards) != 3 || a.Settings.About.Cards[2].Label != "School Visits" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if got := decode[storyshelf.SiteFAQ](t, mustGet(t, ts.URL+"/api/site/faq")); !reflect.DeepEqual(got, def.FAQ) {
			t.Fatalf("%+v", got)
		}
		for section, label := range map[string]string{"about": "About page", "reading": "Book pages", "kit": "Kit sign-up", "privacy": "Privacy policy"} {
			res, body := b.do("DELETE", "/api/admin/settings/"+section, "", auth...)
			if res.StatusCode != 200 || decode[settingsAnswer](t, body).Message != label+" reset to the defaults." {
				t.Errorf("%s: %d %s", section, res.StatusCode, body)
			}
		}
		if got := readSettings(t, b, token).Settings; !reflect.DeepEqual(got, *def) {
			t.Fatalf("after every reset: %+v", got)
		}
	})
}

// A book's own benefits and tips, saved from its form, show on its page in
// place of the site's; another book keeps the site's, which the owner sets
// in Settings.
func TestBookReadingTexts(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	book := strings.Replace(validBook, `"genres":`, `"learningBenefits": [{"text": " Counts the ducks ", "textEs": "Cuenta los patos"}],
		"readingTips": [{"title": "Quack along", "titleEs": "", "text": "Every page has a duck.", "textEs": ""}], "genres":`, 1)
	res, body := b.do("POST", "/api/admin/books", book, auth...)
	if res.StatusCode != 201 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	own := decode[storyshelf.Book](t, body)
	plain := seedBook(t, ts, "Plain Book", 0)

	t.Run("TheBooksOwn", func(t *testing.T) {
		got := decode[storyshelf.Book](t, mustGet(t, ts.URL+"/api/books/"+own.SlugWithID()))
		if !reflect.DeepEqual(got.LearningBenefits, []storyshelf.LearningBenefit{{Text: "Counts the ducks", TextEs: "Cuenta los patos"}}) ||
			len(got.ReadingTips) != 1 || got.ReadingTips[0].Title != "Quack along" {
			t.Fatalf("%+v %+v", got.LearningBenefits, got.ReadingTips)
		}
		_, page := get(t, ts.URL+"/es/books/"+own.SlugWithID())
		mustContain(t, "own", page, "<h2>Beneficios de aprendizaje</h2>", "<li>Cuenta los patos</li>",
			`<li lang="en">Quack along: Every page has a duck.</li>`)
		if strings.Contains(page, "<li>Fomenta la empatía") {
			t.Error("the site's benefits show beside the book's own")
		}
	})

	reading := storyshelf.SiteReading{Benefits: []storyshelf.LearningBenefit{{Text: "Builds patience", TextEs: "Enseña paciencia"}},
		Tips: []storyshelf.ReadingTip{{Title: "Slow down", TitleEs: "Despacio", Text: "Read it twice.", TextEs: "Léelo dos veces."}}}
	if res, body := saveSection(t, b, token, "reading", reading); res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	t.Run("TheSitesOnAnotherBook", func(t *testing.T) {
		if got := decode[storyshelf.SiteReading](t, mustGet(t, ts.URL+"/api/site/reading")); !reflect.DeepEqual(got, reading) {
			t.Fatalf("%+v", got)
		}
		_, page := get(t, ts.URL+"/books/"+plain.SlugWithID())
		mustContain(t, "plain", page, "<li>Builds patience</li>", "<li>Slow down: Read it twice.</li>")
		if data := pageData(t, page); data["site/reading"] == nil {
			t.Fatal("the book page does not carry the site's texts")
		}
		_, page = get(t, ts.URL+"/es/books/"+plain.SlugWithID())
		mustContain(t, "plain in Spanish", page, "<li>Enseña paciencia</li>", "<li>Despacio: Léelo dos veces.</li>")
	})

	t.Run("EmptiedTheBookShowsTheSitesAgain", func(t *testing.T) {
		edited := strings.Replace(validBook, `"genres":`, `"learningBenefits": [], "readingTips": [], "genres":`, 1)
		if res, body := b.do("PUT", "/api/admin/books/"+own.ID, edited, auth...); res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		_, page := get(t, ts.URL+"/books/"+own.SlugWithID())
		mustContain(t, "emptied", page, "<li>Builds patience</li>")
	})

	t.Run("TheFormChecksTheLists", func(t *testing.T) {
		bad := strings.Replace(validBook, `"genres":`, `"readingTips": [{"title": "Tip", "text": " "}], "genres":`, 1)
		res, body := b.do("PUT", "/api/admin/books/"+own.ID, bad, auth...)
		var e fieldErrors
		json.Unmarshal([]byte(body), &e)
		if res.StatusCode != 400 || e.Error.Fields["readingTips.0.text"] != storyshelf.MsgTipTextRequired.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

// The kit form's sentence is the owner's, and a sign-up records it in the
// words the reader's page showed, whatever the request says.
func TestKitConsentInTheShownWords(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	b, token := ownerSession(t, ts)
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)
	kitSettings := storyshelf.SiteKit{Agree: "Yes, send me kit news now and then.", AgreeEs: "Sí, envíenme novedades del kit."}
	if res, body := saveSection(t, b, token, "kit", kitSettings); res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}

	t.Run("TheKitCarriesTheSentence", func(t *testing.T) {
		var view struct{ Agree, AgreeEs string }
		json.Unmarshal([]byte(mustGet(t, ts.URL+"/api/books/"+book.ID+"/kit")), &view)
		if view.Agree != kitSettings.Agree || view.AgreeEs != kitSettings.AgreeEs {
			t.Fatalf("%+v", view)
		}
	})

	signUp := func(email, lang string) string {
		t.Helper()
		body := `{"email":"` + email + `","agree":true,"page":"/books/x","consentText":"I agree to anything.","agreeText":"I agree to anything."}`
		res, answer := postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", body, "Accept-Language", lang)
		if res.StatusCode != 201 {
			t.Fatalf("%d %s", res.StatusCode, answer)
		}
		subs, err := ts.Store.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range subs {
			if s.Email == email {
				return s.ConsentText
			}
		}
		t.Fatalf("no sign-up of %s", email)
		return ""
	}
	if got := signUp("ann@example.com", "en"); got != kitSettings.Agree {
		t.Errorf("English page recorded %q", got)
	}
	if got := signUp("lucia@example.com", "es"); got != kitSettings.AgreeEs {
		t.Errorf("Spanish page recorded %q", got)
	}
	// Without her Spanish, the Spanish page shows her English sentence, and that is what is kept.
	if res, body := saveSection(t, b, token, "kit", storyshelf.SiteKit{Agree: "I agree to kit news."}); res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if got := signUp("pedro@example.com", "es"); got != "I agree to kit news." {
		t.Errorf("Spanish page without her Spanish recorded %q", got)
	}
	p, _ := ts.Store.Subscribers(ctx, storyshelf.SubscriberFilter{}, 10, 0)
	for _, s := range p.Subscribers {
		if strings.Contains(s.ConsentText, "anything") {
			t.Errorf("the email list kept the request's words: %+v", s)
		}
	}
}

// The privacy policy is written from what the site does: MailerLite is
// named only by a site set up with it, and the policy's date is the spec's
// until its text changes, then the day it changed.
func TestPrivacyPolicyData(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	day := time.Date(2026, 5, 20, 10, 0, 0, 0, time.UTC)
	ts.Store.Now = func() time.Time { return day }
	policy := func(url string) (storyshelf.PrivacyPolicy, string) {
		t.Helper()
		body := mustGet(t, url+"/api/site/privacy")
		return decode[storyshelf.PrivacyPolicy](t, body), body
	}

	// A new site's policy is dated the day the site began.
	started, err := ts.Store.SiteStarted(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	began := started.UTC().Format(time.DateOnly)
	t.Run("WithoutMailerLite", func(t *testing.T) {
		p, body := policy(ts.URL)
		if p.EmailList != "" || strings.Contains(body, "MailerLite") || p.Updated != began || p.AnalyticsDays != 90 ||
			p.MessageDays != 0 || p.MailTextDays != 7 || p.Backups != nil || p.Sections == nil || len(p.Sections) != 0 ||
			p.ConfirmDays != 7 || !p.NoTracking {
			t.Fatalf("%s", body)
		}
		_, page := get(t, ts.URL+"/privacy-policy")
		mustContain(t, "page", page, "Last updated "+started.UTC().Format("January 2, 2006")+".")
		_, page = get(t, ts.URL+"/es/privacy-policy")
		mustContain(t, "Spanish page", page, "Última actualización: "+strconv.Itoa(started.UTC().Day())+" de ")
		if strings.Contains(page, "2025") {
			t.Fatal("the Spanish page still dates a new site's policy in 2025")
		}
		if strings.Contains(page, "MailerLite") {
			t.Error("the page names MailerLite")
		}
	})

	// The same site started again with MailerLite set up.
	s := server.New(ts.Store, ts.Blobs, testWeb, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s.SiteURL = ts.SiteURL
	s.PrivacyFacts = storyshelf.PrivacyFacts{EmailList: "MailerLite", AnalyticsDays: 30, MessageDays: 180, MailTextDays: 7}
	s.BackupEnv = storyshelf.BackupEnv{Every: 24 * time.Hour, Keep: 7}
	withMailerLite := httptest.NewServer(s.Handler())
	t.Cleanup(withMailerLite.Close)

	t.Run("WithMailerLiteTheTextAndItsDateChange", func(t *testing.T) {
		p, _ := policy(withMailerLite.URL)
		if p.EmailList != "MailerLite" || p.Updated != "2026-05-20" || p.AnalyticsDays != 30 || p.MessageDays != 180 ||
			p.Backups == nil || *p.Backups != (storyshelf.PrivacyBackups{EveryHours: 24, Keep: 7}) {
			t.Fatalf("%+v", p)
		}
		_, page := get(t, withMailerLite.URL+"/privacy-policy")
		mustContain(t, "page", page, "<p>Last updated May 20, 2026.</p>",
			`<meta name="description" content="What Storyshelf collects, why, and how to have it removed. Last updated May 20, 2026." />`)
	})

	day = day.AddDate(0, 0, 3)
	t.Run("HerOwnSectionsChangeItsDate", func(t *testing.T) {
		privacy := storyshelf.SitePrivacy{Sections: []storyshelf.PrivacySection{
			{Heading: "Book fairs", HeadingEs: "Ferias del libro", Text: "At fairs we take no names.\n\nNone at all.", TextEs: ""}}}
		if res, body := saveSection(t, b, token, "privacy", privacy); res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		p, _ := policy(withMailerLite.URL)
		if p.Updated != "2026-05-23" || !reflect.DeepEqual(p.Sections, privacy.Sections) {
			t.Fatalf("%+v", p)
		}
		_, page := get(t, withMailerLite.URL+"/es/privacy-policy")
		mustContain(t, "Spanish page", page, "Última actualización: 23 de mayo de 2026.", "<h2>Ferias del libro</h2>",
			`<p lang="en">At fairs we take no names.`)
	})

	day = day.AddDate(0, 0, 1)
	t.Run("TheSameTextKeepsItsDate", func(t *testing.T) {
		if p, _ := policy(withMailerLite.URL); p.Updated != "2026-05-23" {
			t.Fatalf("%+v", p)
		}
	})
}

func mustGet(t *testing.T, url string) string {
	t.Helper()
	res, body := get(t, url)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, res.StatusCode, body)
	}
	return body
}
