package server_test

import (
	"encoding/xml"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const publicURL = "https://books.example.org"

// sentIssue writes an issue, sends it to every subscriber with the worker,
// and puts it in the archive when archived.
func sentIssue(t *testing.T, owner emailOwner, send func(), subject string, archived bool) string {
	t.Helper()
	body := strings.Replace(issueBody, "Spring tips", subject, 1)
	status, got := owner.do("POST", "/api/admin/newsletter/issues", body)
	if status != 201 {
		t.Fatalf("create: %d %s", status, got)
	}
	id := decode[storyshelf.Issue](t, got).ID
	if status, got := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", `{"sendAt":null}`); status != 200 {
		t.Fatalf("send: %d %s", status, got)
	}
	send()
	if archived {
		if status, got := owner.do("PUT", "/api/admin/newsletter/issues/"+id+"/archive", `{"inArchive":true}`); status != 200 {
			t.Fatalf("archive: %d %s", status, got)
		}
	}
	return id
}

func TestNewsletterArchive(t *testing.T) {
	ts, owner, _, sender := newsletterSite(t)
	send := func() { sendAll(t, sender) }
	anon := func(path string) (int, string) {
		// A forged Host must never make the site's links.
		res, body := get(t, ts.URL+path, "Host", "evil.example", "X-Forwarded-Host", "evil.example")
		return res.StatusCode, body
	}
	status, body := anon("/api/newsletter/archive")
	if status != 200 || strings.TrimSpace(body) != "[]" {
		t.Fatalf("empty archive: %d %s", status, body)
	}

	// An empty archive's feed is dated when the site began, not 1970.
	_, feed := anon("/newsletter/feed.xml")
	var empty struct {
		Updated time.Time `xml:"updated"`
	}
	if err := xml.Unmarshal([]byte(feed), &empty); err != nil || time.Since(empty.Updated) > time.Hour || time.Until(empty.Updated) > time.Minute {
		t.Fatalf("empty feed's date %v (%v):\n%s", empty.Updated, err, feed)
	}

	ts.SiteURL = publicURL // PUBLIC_URL
	shown := sentIssue(t, owner, send, "Spring tips", true)
	hidden := sentIssue(t, owner, send, "Private news", false)
	status, body = owner.do("POST", "/api/admin/newsletter/issues", strings.Replace(issueBody, `"audience"`, `"inArchive":true,"audience"`, 1))
	draft := decode[storyshelf.Issue](t, body).ID
	if status != 201 {
		t.Fatalf("draft: %d %s", status, body)
	}

	t.Run("OnlySentAndArchived", func(t *testing.T) {
		status, body := anon("/api/newsletter/archive")
		list := decode[[]storyshelf.ArchivedIssue](t, body)
		if status != 200 || len(list) != 1 || list[0].ID != shown || list[0].Subject != "Spring tips" ||
			list[0].PreviewText != "Three ideas for the garden" || list[0].SentAt.IsZero() || list[0].HTML != "" {
			t.Fatalf("archive: %d %s", status, body)
		}
		for _, id := range []string{hidden, draft, "nope"} {
			if status, body := anon("/api/newsletter/archive/" + id); status != 404 {
				t.Errorf("issue %s not in the archive: %d %s", id, status, body)
			}
			if status, _ := anon("/newsletter/" + id); status != 404 {
				t.Errorf("page of %s not in the archive: %d", id, status)
			}
			// The page's heading speaks the page's language before the app loads.
			if status, page := anon("/es/newsletter/" + id); status != 404 || !strings.Contains(page, "<h1>Este boletín no está en el archivo.</h1>") {
				t.Errorf("Spanish page of %s not in the archive: %d\n%s", id, status, page)
			}
		}
	})

	t.Run("WebVersionIsNotPersonal", func(t *testing.T) {
		status, body := anon("/api/newsletter/archive/" + shown)
		i := decode[storyshelf.ArchivedIssue](t, body)
		if status != 200 || !strings.Contains(i.HTML, "Plant a <strong>seed</strong>") || !strings.Contains(i.HTML, `class="button"`) {
			t.Fatalf("web version: %d %s", status, body)
		}
		_, page := anon("/newsletter/" + shown)
		_, pageEs := anon("/es/newsletter/" + shown)
		for _, text := range []string{body, page, pageEs} {
			for _, personal := range []string{"@example.com", "unsubscribe", "token", "style=", "Recibes este correo"} {
				if strings.Contains(text, personal) {
					t.Errorf("%q in a web version:\n%s", personal, text)
				}
			}
		}
		if !strings.Contains(page, "<title>Spring tips | ") || !strings.Contains(pageEs, `<html lang="es">`) {
			t.Errorf("web version's head:\n%s", page)
		}
	})

	t.Run("ArchivePages", func(t *testing.T) {
		// The issue is written in English: the Spanish archive does not list it,
		// and names its own feed.
		for _, c := range []struct {
			path, title, feed string
			lists             bool
		}{
			{"/newsletter", "<title>Newsletter archive | ", "/newsletter/feed.xml", true},
			{"/es/newsletter", "<title>Archivo del boletín | ", "/es/newsletter/feed.xml", false},
		} {
			status, page := anon(c.path)
			if status != 200 || !strings.Contains(page, c.title) || strings.Contains(page, c.path+"/"+shown) != c.lists ||
				strings.Contains(page, "Private news") ||
				!strings.Contains(page, `<link rel="alternate" type="application/atom+xml" title="`) ||
				!strings.Contains(page, `href="`+publicURL+c.feed+`"`) || strings.Contains(page, "evil.example") {
				t.Errorf("%s: %d\n%s", c.path, status, page)
			}
		}
	})

	t.Run("AtomFeed", func(t *testing.T) {
		res, body := get(t, ts.URL+"/newsletter/feed.xml", "Host", "evil.example", "X-Forwarded-Host", "evil.example")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/atom+xml; charset=utf-8" {
			t.Fatalf("feed: %d %v", res.StatusCode, res.Header)
		}
		var feed struct {
			XMLName xml.Name
			Lang    string `xml:"lang,attr"`
			ID      string `xml:"id"`
			Title   string `xml:"title"`
			Updated string `xml:"updated"`
			Links   []struct {
				Rel  string `xml:"rel,attr"`
				Href string `xml:"href,attr"`
			} `xml:"link"`
			Author struct {
				Name string `xml:"name"`
			} `xml:"author"`
			Entries []struct {
				ID      string `xml:"id"`
				Title   string `xml:"title"`
				Updated string `xml:"updated"`
				Link    struct {
					Href string `xml:"href,attr"`
				} `xml:"link"`
				Content struct {
					Type string `xml:"type,attr"`
					Text string `xml:",chardata"`
				} `xml:"content"`
			} `xml:"entry"`
		}
		if err := xml.Unmarshal([]byte(body), &feed); err != nil {
			t.Fatalf("not XML: %v\n%s", err, body)
		}
		if feed.XMLName.Space != "http://www.w3.org/2005/Atom" || feed.XMLName.Local != "feed" || feed.Lang != "en" ||
			feed.ID == "" || feed.Title == "" || feed.Updated == "" || feed.Author.Name == "" ||
			len(feed.Links) != 2 || feed.Links[0].Rel != "self" || feed.Links[0].Href != publicURL+"/newsletter/feed.xml" {
			t.Fatalf("feed head:\n%s", body)
		}
		if len(feed.Entries) != 1 {
			t.Fatalf("%d entries:\n%s", len(feed.Entries), body)
		}
		e := feed.Entries[0]
		if e.ID != publicURL+"/newsletter/"+shown || e.Link.Href != e.ID || e.Title != "Spring tips" || e.Updated == "" ||
			e.Content.Type != "html" || !strings.Contains(e.Content.Text, `src="`+publicURL+`/files/covers/seed.png"`) ||
			!strings.Contains(e.Content.Text, `href="`+publicURL+`/books"`) {
			t.Fatalf("entry:\n%s", body)
		}
		if strings.Contains(body, "evil.example") || strings.Contains(body, "unsubscribe") || strings.Contains(body, "@example.com") {
			t.Fatalf("feed:\n%s", body)
		}
	})

	t.Run("Sitemap", func(t *testing.T) {
		_, body := anon("/sitemap.xml")
		for _, want := range []string{publicURL + "/newsletter<", publicURL + "/es/newsletter<",
			publicURL + "/newsletter/" + shown + "<", publicURL + "/es/newsletter/" + shown + "<"} {
			if !strings.Contains(body, "<loc>"+want) {
				t.Errorf("no %s in the sitemap:\n%s", want, body)
			}
		}
		if strings.Contains(body, hidden) || strings.Contains(body, draft) || strings.Contains(body, "evil.example") {
			t.Errorf("sitemap:\n%s", body)
		}
	})

	t.Run("TakenOutOfTheArchive", func(t *testing.T) {
		if status, body := owner.do("PUT", "/api/admin/newsletter/issues/"+shown+"/archive", `{"inArchive":false}`); status != 200 {
			t.Fatalf("%d %s", status, body)
		}
		if status, body := anon("/api/newsletter/archive"); status != 200 || strings.TrimSpace(body) != "[]" {
			t.Fatalf("after hiding: %d %s", status, body)
		}
	})
}

func TestNewsletterThroughMailerLite(t *testing.T) {
	ts, owner, _, _ := newsletterSite(t)
	type settings struct {
		storyshelf.NewsletterSettings
		MailerLite bool
	}
	if got := ownerGet[settings](owner, "/api/admin/newsletter/settings"); got.SendFrom != storyshelf.SendFromSite || got.MailerLite {
		t.Fatalf("default: %+v", got)
	}
	status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":60,"sendFrom":"mailerlite"}`)
	if status != 400 || decode[fieldsError](t, body).Error.Fields["sendFrom"] != storyshelf.MsgSendFromNoMailerLite.Text {
		t.Fatalf("MailerLite without MailerLite: %d %s", status, body)
	}
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":60,"sendFrom":"pigeon"}`); status != 400 ||
		decode[fieldsError](t, body).Error.Fields["sendFrom"] != storyshelf.MsgSendFromUnknown.Text {
		t.Fatalf("an unknown choice: %d %s", status, body)
	}

	ts.MailerLite = true // MAILERLITE_API_KEY is set
	_, body = owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	scheduled := decode[storyshelf.Issue](t, body).ID
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+scheduled+"/send", `{"sendAt":"2099-01-01T00:00:00Z"}`); status != 200 {
		t.Fatalf("schedule: %d %s", status, body)
	}
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":60,"sendFrom":"mailerlite"}`); status != 409 ||
		!strings.Contains(body, storyshelf.MsgSendFromBusy.Text) {
		t.Fatalf("MailerLite chosen while an issue is scheduled here: %d %s", status, body)
	}
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+scheduled+"/cancel", `{}`); status != 200 {
		t.Fatalf("cancel: %d %s", status, body)
	}
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":60,"sendFrom":"mailerlite"}`); status != 200 {
		t.Fatalf("choose MailerLite: %d %s", status, body)
	}
	// A save of the pace alone (an editor that does not know the choice) keeps it.
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":120}`); status != 200 {
		t.Fatalf("save the pace: %d %s", status, body)
	}
	if got := ownerGet[settings](owner, "/api/admin/newsletter/settings"); got.SendFrom != storyshelf.SendFromMailerLite || !got.MailerLite || got.PerMinute != 120 {
		t.Fatalf("saved: %+v", got)
	}
	// The privacy policy no longer promises what MailerLite's sending may not keep.
	if p := decode[storyshelf.PrivacyPolicy](t, mustGet(t, ts.URL+"/api/site/privacy")); p.NoTracking {
		t.Fatalf("the policy promises no tracking while MailerLite sends: %+v", p)
	}
	_, body = owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	for _, send := range []string{`{"sendAt":null}`, `{"sendAt":"2099-01-01T00:00:00Z"}`} {
		status, body := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", send)
		if status != 409 || !strings.Contains(body, storyshelf.MsgIssueSentByMailerLite.Text[:40]) {
			t.Fatalf("sent from here while MailerLite sends: %d %s", status, body)
		}
	}
	if i := ownerGet[storyshelf.Issue](owner, "/api/admin/newsletter/issues/"+id); i.Status != storyshelf.IssueDraft || i.Counts.Recipients != 0 {
		t.Fatalf("after the refusal: %+v", i)
	}

	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":60,"sendFrom":"site"}`); status != 200 {
		t.Fatalf("back to this site: %d %s", status, body)
	}
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", `{"sendAt":null}`); status != 200 {
		t.Fatalf("send from this site: %d %s", status, body)
	}
	if p := decode[storyshelf.PrivacyPolicy](t, mustGet(t, ts.URL+"/api/site/privacy")); !p.NoTracking {
		t.Fatalf("sent from this site, the policy says nothing of tracking: %+v", p)
	}
}
