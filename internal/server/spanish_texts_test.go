package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// TestOwnerTextsInSpanish: the Spanish versions of the owner's texts go out
// with the public reads beside the English ones, and a Spanish page's head
// uses them, or the English text while the owner has not written one.
func TestOwnerTextsInSpanish(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	b, token := ownerSession(t, ts)
	description := func(path string) string {
		t.Helper()
		_, body := get(t, ts.URL+path)
		_, after, _ := strings.Cut(body, `<meta name="description" content="`)
		text, _, _ := strings.Cut(after, `"`)
		return text
	}

	t.Run("ANewSiteSpeaksSpanish", func(t *testing.T) {
		def := storyshelf.DefaultSiteSettings()
		if got := description("/es/"); got != def.Identity.TaglineEs {
			t.Fatalf("Spanish description %q", got)
		}
		_, body := get(t, ts.URL+"/es/")
		if !strings.Contains(body, "<title>Storyshelf | "+def.Home.TitleEs+" "+def.Home.HighlightEs+"</title>") {
			t.Fatalf("Spanish home title:\n%s", body)
		}
	})

	identity := storyshelf.SiteIdentity{Name: "Maple Tree Books", Tagline: "Stories from the maple tree",
		TaglineEs: "  Cuentos del arce  ", PublisherType: storyshelf.PublisherOrganization}
	if res, body := saveSection(t, b, token, "identity", identity); res.StatusCode != 200 {
		t.Fatalf("save: %d %s", res.StatusCode, body)
	}

	t.Run("TheSiteReadCarriesBoth", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/site")
		var site storyshelf.PublicSite
		if res.StatusCode != 200 || json.Unmarshal([]byte(body), &site) != nil ||
			site.Identity.Tagline != "Stories from the maple tree" || site.Identity.TaglineEs != "Cuentos del arce" ||
			site.Home.TitleEs != storyshelf.DefaultSiteSettings().Home.TitleEs {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	t.Run("EachPageInItsLanguage", func(t *testing.T) {
		if got := description("/es/"); got != "Cuentos del arce" {
			t.Fatalf("Spanish description %q", got)
		}
		if got := description("/"); got != "Stories from the maple tree" {
			t.Fatalf("English description %q", got)
		}
	})

	t.Run("AnEmptySpanishTaglineFallsBackToEnglish", func(t *testing.T) {
		identity.TaglineEs = ""
		if res, body := saveSection(t, b, token, "identity", identity); res.StatusCode != 200 {
			t.Fatalf("save: %d %s", res.StatusCode, body)
		}
		if got := description("/es/"); got != "Stories from the maple tree" {
			t.Fatalf("Spanish description %q", got)
		}
	})

	t.Run("AboutPage", func(t *testing.T) {
		must(t, ts.Store.CreateAuthorInfo(ctx, &storyshelf.AuthorInfo{Name: "Lily Hart", Title: "Author", TitleEs: "Autora",
			Bio: []string{"Lily writes."}, BioEs: []string{"Lily escribe."}}))
		if got := description("/es/about"); got != "Lily escribe." {
			t.Fatalf("Spanish about description %q", got)
		}
		if got := description("/about"); got != "Lily writes." {
			t.Fatalf("English about description %q", got)
		}
		_, body := get(t, ts.URL+"/api/author")
		if !strings.Contains(body, `"titleEs":"Autora"`) || !strings.Contains(body, `"bioEs":["Lily escribe."]`) {
			t.Fatalf("author: %s", body)
		}
	})

	t.Run("KitsAndUpcomingBooks", func(t *testing.T) {
		book := seedBook(t, ts, "Brave Bea", 0)
		kit := &storyshelf.KindnessKit{BookID: book.ID, Active: true, Title: "Kit", TitleEs: "Kit de bondad",
			HeadlineEs: "¡Empieza!", SubheadlineEs: "Descarga", Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf"}}}
		must(t, ts.Store.CreateKit(ctx, kit))
		_, body := get(t, ts.URL+"/api/books/"+book.ID+"/kit")
		if !strings.Contains(body, `"titleEs":"Kit de bondad"`) || !strings.Contains(body, `"headlineEs":"¡Empieza!"`) ||
			!strings.Contains(body, `"subheadlineEs":"Descarga"`) {
			t.Fatalf("kit: %s", body)
		}
		res, body := b.do("POST", "/api/admin/upcoming-books", `{"title":"The Quiet Owl","titleEs":" El búho ","author":"Lily Hart",
			"description":"An owl.","descriptionEs":"Un búho.","coverImageUrl":"/files/covers/owl.png","expectedReleaseDate":"2027-03-01"}`,
			"Authorization", "Bearer "+token)
		if res.StatusCode != 201 {
			t.Fatalf("upcoming: %d %s", res.StatusCode, body)
		}
		_, body = get(t, ts.URL+"/api/upcoming-books")
		if !strings.Contains(body, `"titleEs":"El búho"`) || !strings.Contains(body, `"descriptionEs":"Un búho."`) {
			t.Fatalf("upcoming books: %s", body)
		}
	})

	// A story in two editions: the English edition's kit and its song, with
	// their Spanish words, show on the Spanish edition's page.
	t.Run("TheStorysKitAndSongsOnBothEditions", func(t *testing.T) {
		cloud := seedBook(t, ts, "The Cloud", 0)
		nube := &storyshelf.Book{Title: "La nube", Author: "Lily Hart", Description: "Una nube.", AgeRange: "3-6",
			Language: storyshelf.BookSpanish, OtherEditionID: cloud.ID}
		must(t, ts.Store.CreateBook(ctx, nube))
		must(t, ts.Store.CreateKit(ctx, &storyshelf.KindnessKit{BookID: cloud.ID, Active: true, Title: "Cloud Kit",
			TitleEs: "Kit de la nube", Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/cloud.pdf"}}}))
		res, body := b.do("POST", "/api/admin/multimedia", `{"bookId":"`+cloud.ID+`","type":"audio","title":"Cloud Song",
			"titleEs":"  Canción de la nube ","description":"Sing along.","descriptionEs":"Canta con nosotros.",
			"url":"/files/media/song.mp3","thumbnail":"/files/media/song.png"}`, "Authorization", "Bearer "+token)
		if res.StatusCode != 201 {
			t.Fatalf("multimedia: %d %s", res.StatusCode, body)
		}
		if _, body := get(t, ts.URL+"/api/books/"+nube.ID+"/kit"); !strings.Contains(body, `"titleEs":"Kit de la nube"`) {
			t.Fatalf("the Spanish edition's kit: %s", body)
		}
		_, body = get(t, ts.URL+"/api/books/"+nube.ID+"/multimedia")
		if !strings.Contains(body, `"titleEs":"Canción de la nube"`) || !strings.Contains(body, `"descriptionEs":"Canta con nosotros."`) {
			t.Fatalf("the Spanish edition's songs: %s", body)
		}
		if _, page := get(t, ts.URL+"/es/multimedia/"+nube.SlugWithID()); !strings.Contains(page, "Canción de la nube: Canta con nosotros.") {
			t.Fatalf("the Spanish page's head:\n%s", page)
		}
		if _, page := get(t, ts.URL+"/multimedia/"+cloud.SlugWithID()); !strings.Contains(page, "Cloud Song: Sing along.") {
			t.Fatalf("the English page's head:\n%s", page)
		}
	})

	t.Run("SpanishFieldsAreChecked", func(t *testing.T) {
		for _, c := range []struct{ section, body, field, message string }{
			{"identity", `{"name":"A","publisherType":"Person","taglineEs":"` + strings.Repeat("é", 201) + `"}`, "taglineEs", storyshelf.MsgTooLong(200).Text},
			{"home", `{"title":"Stories","primaryButton":"Books","secondaryButton":"Author","primaryButtonEs":"` + strings.Repeat("x", 31) + `"}`, "primaryButtonEs", storyshelf.MsgTooLong(30).Text},
			{"mail", `{"fromNameEs":"Maple <evil@example.com>"}`, "fromNameEs", storyshelf.MsgFromNameCharacters.Text},
		} {
			res, body := b.do("PUT", "/api/admin/settings/"+c.section, c.body, "Authorization", "Bearer "+token)
			var e fieldErrors
			json.Unmarshal([]byte(body), &e)
			if res.StatusCode != 400 || e.Error.Fields[c.field] != c.message {
				t.Fatalf("%s: %d %s", c.field, res.StatusCode, body)
			}
		}
	})
}
