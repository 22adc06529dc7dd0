package server_test

import (
	"encoding/xml"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// qp undoes the quoted-printable of a mail's parts, enough to read links.
func qp(data []byte) string {
	return strings.NewReplacer("=\r\n", "", "=3D", "=").Replace(string(data))
}

// One issue, two languages (issue #44): the editor's cards and the draft
// announcing a book are in the version's language and link that language's
// edition; each reader gets their language's version; each language's
// archive and feed list the issues written in it.
func TestNewsletterVersions(t *testing.T) {
	ts, owner, relay, sender := newsletterSite(t)
	ts.SiteURL = publicURL
	status, body := owner.do("POST", "/api/admin/books", bookJSON("The Kindness Cloud", "en", ""))
	if status != 201 {
		t.Fatalf("book: %d %s", status, body)
	}
	cloud := decode[storyshelf.Book](t, body)
	status, body = owner.do("POST", "/api/admin/books", bookJSON("La nube amable", "es", cloud.ID))
	if status != 201 {
		t.Fatalf("Spanish edition: %d %s", status, body)
	}
	nube := decode[storyshelf.Book](t, body)
	enPage, esPage := publicURL+"/books/"+cloud.SlugWithID(), publicURL+"/es/books/"+nube.SlugWithID()

	t.Run("CardsInTheVersionsLanguage", func(t *testing.T) {
		for _, c := range []struct{ path, want, wantWords, notWant string }{
			{"/api/admin/newsletter/inserts/books/" + cloud.ID + "?lang=es", esPage, "Ver el libro", enPage},
			{"/api/admin/newsletter/inserts/books/" + nube.ID + "?lang=en", enPage, "See the book", esPage},
			{"/api/admin/newsletter/inserts/books/" + cloud.ID, enPage, "The Kindness Cloud", "Ver el libro"},
		} {
			card := ownerGet[struct{ HTML string }](owner, c.path).HTML
			if !strings.Contains(card, `href="`+c.want+`"`) || !strings.Contains(card, c.wantWords) || strings.Contains(card, c.notWant) {
				t.Errorf("%s:\n%s", c.path, card)
			}
		}
		if status, body := owner.do("GET", "/api/admin/newsletter/inserts/books/"+cloud.ID+"?lang=fr", ""); status != 400 {
			t.Errorf("lang=fr: %d %s", status, body)
		}
		if status, body := owner.do("GET", "/api/admin/newsletter/inserts/books/no-such-book?lang=es", ""); status != 404 {
			t.Errorf("no such book: %d %s", status, body)
		}
		status, body := owner.do("POST", "/api/admin/kits", `{"title": "Kindness Kit", "titleEs": "Kit de bondad", "bookId": "`+cloud.ID+`", "active": true}`)
		if status != 201 {
			t.Fatalf("kit: %d %s", status, body)
		}
		kit := decode[storyshelf.KindnessKit](t, body)
		card := ownerGet[struct{ HTML string }](owner, "/api/admin/newsletter/inserts/kits/"+kit.ID+"?lang=es").HTML
		if !strings.Contains(card, "Kit de bondad") || !strings.Contains(card, `href="`+esPage+`#kit"`) || !strings.Contains(card, "Consigue el kit gratis") {
			t.Errorf("Spanish kit card:\n%s", card)
		}
	})

	status, body = owner.do("POST", "/api/admin/newsletter/announcements", `{"bookId": "`+cloud.ID+`"}`)
	if status != 201 {
		t.Fatalf("announce: %d %s", status, body)
	}
	issue := decode[storyshelf.Issue](t, body)
	if issue.Subject != "New book: The Kindness Cloud" || issue.SubjectEs != "Libro nuevo: La nube amable" ||
		!strings.Contains(issue.HTML, enPage) || !strings.Contains(issue.HTMLEs, esPage) || strings.Contains(issue.HTMLEs, enPage) {
		t.Fatalf("announcement: %+v", issue)
	}
	if status, body := owner.do("POST", "/api/admin/newsletter/announcements", `{"bookId": ""}`); status != 400 {
		t.Errorf("no book: %d %s", status, body)
	}

	t.Run("ABegunVersionMustBeComplete", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/newsletter/issues", `{"subject":"Hello","bodyHtml":"<p>Hi</p>","bodyText":"Hi","subjectEs":"Hola"}`)
		if status != 201 {
			t.Fatalf("create: %d %s", status, body)
		}
		half := decode[storyshelf.Issue](t, body)
		status, body = owner.do("POST", "/api/admin/newsletter/issues/"+half.ID+"/send", `{"sendAt":null}`)
		if f := decode[fieldsError](t, body).Error.Fields; status != 400 || f["bodyHtmlEs"] != storyshelf.MsgIssueBodyRequired.Text || f["subject"] != "" {
			t.Fatalf("a Spanish subject without its body: %d %s", status, body)
		}
		if status, body := owner.do("DELETE", "/api/admin/newsletter/issues/"+half.ID, ""); status != 200 {
			t.Fatalf("delete: %d %s", status, body)
		}
	})

	t.Run("ATestOfEachVersion", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/newsletter/issues/"+issue.ID+"/test", `{}`)
		if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent || !strings.Contains(a.Message, "English and of the Spanish") {
			t.Fatalf("test: %d %s", status, body)
		}
		var subjects []string
		for _, m := range relay.WaitFor(t, 2, 5*time.Second) {
			subjects = append(subjects, m.Header.Get("Subject"))
		}
		slices.Sort(subjects)
		if !slices.Equal(subjects, []string{"[Test] Libro nuevo: La nube amable", "[Test] New book: The Kindness Cloud"}) {
			t.Fatalf("tests: %q", subjects)
		}
	})

	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+issue.ID+"/send", `{"sendAt":null}`); status != 200 {
		t.Fatalf("send: %d %s", status, body)
	}
	sendAll(t, sender)
	copies := relay.WaitFor(t, 5, 5*time.Second)[2:]
	for _, m := range copies {
		data, spanish := qp(m.Data), m.To[0] == "parent2@example.com" // newsletterSite's one Spanish reader
		wantSubject, wantLink, other := "New book: The Kindness Cloud", enPage, esPage
		if spanish {
			wantSubject, wantLink, other = "Libro nuevo: La nube amable", esPage, enPage
		}
		if m.Header.Get("Subject") != wantSubject || !strings.Contains(data, `href="`+wantLink+"?utm_source=newsletter") || strings.Contains(data, other) {
			t.Errorf("%s's copy (%q):\n%s", m.To[0], m.Header.Get("Subject"), data)
		}
	}

	// A Spanish-only issue, for the Spanish readers.
	status, body = owner.do("POST", "/api/admin/newsletter/issues",
		`{"subjectEs":"Consejos de otoño","bodyHtmlEs":"<p>Hojas.</p>","bodyTextEs":"Hojas.","audience":"es"}`)
	if status != 201 {
		t.Fatalf("Spanish issue: %d %s", status, body)
	}
	autumn := decode[storyshelf.Issue](t, body)
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+autumn.ID+"/send", `{"sendAt":null}`); status != 200 {
		t.Fatalf("send the Spanish issue: %d %s", status, body)
	}
	sendAll(t, sender)
	for _, id := range []string{issue.ID, autumn.ID} {
		if status, body := owner.do("PUT", "/api/admin/newsletter/issues/"+id+"/archive", `{"inArchive":true}`); status != 200 {
			t.Fatalf("archive: %d %s", status, body)
		}
	}

	t.Run("EachArchiveListsItsOwn", func(t *testing.T) {
		for _, c := range []struct {
			path          string
			want, notWant []string
		}{
			{"/newsletter", []string{"New book: The Kindness Cloud"}, []string{"Consejos de otoño", "Libro nuevo"}},
			{"/es/newsletter", []string{"Libro nuevo: La nube amable", "Consejos de otoño"}, []string{"New book: The Kindness Cloud"}},
		} {
			// The page as it is served, before the app: its links.
			_, page := get(t, ts.URL+c.path)
			for _, w := range c.want {
				if !strings.Contains(page, ">"+w+"</a>") {
					t.Errorf("%s lacks %q", c.path, w)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(page, ">"+w) {
					t.Errorf("%s lists %q", c.path, w)
				}
			}
			if !strings.Contains(page, `href="`+publicURL+strings.TrimSuffix(c.path, "/newsletter")+`/newsletter/feed.xml"`) {
				t.Errorf("%s does not name its feed", c.path)
			}
		}
		_, page := get(t, ts.URL+"/es/newsletter/"+issue.ID)
		if !strings.Contains(page, "<h1>Libro nuevo: La nube amable</h1>") {
			t.Errorf("the Spanish web version:\n%s", page)
		}
	})

	t.Run("EachFeedInItsLanguage", func(t *testing.T) {
		for _, c := range []struct {
			path, lang string
			titles     []string
		}{
			{"/newsletter/feed.xml", "en", []string{"New book: The Kindness Cloud"}},
			{"/es/newsletter/feed.xml", "es", []string{"Consejos de otoño", "Libro nuevo: La nube amable"}},
		} {
			res, body := get(t, ts.URL+c.path)
			var feed struct {
				Lang    string `xml:"lang,attr"`
				Entries []struct {
					Title string `xml:"title"`
					Link  struct {
						Href string `xml:"href,attr"`
					} `xml:"link"`
				} `xml:"entry"`
			}
			if err := xml.Unmarshal([]byte(body), &feed); err != nil || res.StatusCode != 200 || feed.Lang != c.lang {
				t.Fatalf("%s: %d %v\n%s", c.path, res.StatusCode, err, body)
			}
			var titles []string
			for _, e := range feed.Entries {
				titles = append(titles, e.Title)
				if !strings.HasPrefix(e.Link.Href, publicURL+strings.TrimSuffix(c.path, "/feed.xml")+"/") {
					t.Errorf("%s: entry link %s", c.path, e.Link.Href)
				}
			}
			slices.Sort(titles)
			if !slices.Equal(titles, c.titles) {
				t.Errorf("%s: %q, want %q", c.path, titles, c.titles)
			}
		}
	})
}
