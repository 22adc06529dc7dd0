package server_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Every public page exists in English at the spec's address and in Spanish under /es/, says
// which language it is in, names its address in each language for search engines, and loads
// only its own language's words.
func TestEveryPublicPageInBothLanguages(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 0)
	ref := b.SlugWithID()
	paths := []string{"/", "/books", "/books/" + ref, "/multimedia/" + ref, "/about", "/contact", "/privacy-policy"}
	for _, path := range paths {
		for _, lang := range []string{"en", "es"} {
			address := path
			if lang == "es" {
				address = "/es" + path
			}
			res, body := get(t, ts.URL+address)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("%s: status %d", address, res.StatusCode)
			}
			other := map[string]string{"en": "es", "es": "en"}[lang]
			for _, want := range []string{
				`<html lang="` + lang + `">`,
				`<link rel="canonical" href="` + ts.URL + address + `" />`,
				`<link rel="alternate" hreflang="en" href="` + ts.URL + path + `" />`,
				`<link rel="alternate" hreflang="es" href="` + ts.URL + "/es" + path + `" />`,
				`<link rel="alternate" hreflang="x-default" href="` + ts.URL + path + `" />`,
				`<meta property="og:locale" content="` + map[string]string{"en": "en_US", "es": "es_ES"}[lang] + `" />`,
				`<meta property="og:locale:alternate" content="` + map[string]string{"en": "es_ES", "es": "en_US"}[lang] + `" />`,
				`<link rel="modulepreload" crossorigin href="/assets/` + lang + `-1.js" />`,
			} {
				if !strings.Contains(body, want) {
					t.Fatalf("%s lacks %s\n%s", address, want, body)
				}
			}
			if strings.Contains(body, "/assets/"+other+"-1.js") {
				t.Fatalf("%s preloads the %s words too", address, other)
			}
			// The privacy policy's body is words of their own, which only its page preloads.
			if got, want := strings.Contains(body, `href="/assets/`+lang+`-privacy-1.js"`), path == "/privacy-policy"; got != want || strings.Contains(body, other+"-privacy-1.js") {
				t.Fatalf("%s preloads the privacy policy's words: %v, want %v", address, got, want)
			}
			if strings.Count(body, "<html") != 1 {
				t.Fatalf("%s: more than one <html> tag\n%s", address, body)
			}
		}
	}
}

func TestSpanishPagesSpeakSpanish(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 0)
	if err := ts.Store.CreateMultimedia(context.Background(), &storyshelf.Multimedia{BookID: b.ID, Type: "audio", Title: "Song",
		URL: "/files/media/song.wav", Publishing: storyshelf.Publishing{Status: storyshelf.StatusPublished}}); err != nil {
		t.Fatal(err)
	}
	// A book without videos or songs links to no page of them.
	quiet := seedBook(t, ts, "Quiet Quinn", 1)
	if _, page := get(t, ts.URL+"/es/books/"+quiet.SlugWithID()); strings.Contains(page, "/es/multimedia/") {
		t.Fatalf("a book without videos or songs links to their page:\n%s", page)
	}
	for address, want := range map[string][]string{
		"/es/books":                        {"<title>Todos los libros | Storyshelf</title>", "<h1>Explora nuestra colección de libros</h1>", `href="/es/books/` + b.SlugWithID() + `"`},
		"/es/contact":                      {"<title>Contacto | Storyshelf</title>"},
		"/es/books/" + b.SlugWithID():      {"<title>Brave Bea, de ", `<a href="/es/multimedia/` + b.SlugWithID() + `">Mira videos y escucha canciones</a>`},
		"/es/multimedia/" + b.SlugWithID(): {"<h1>Videos y canciones: Brave Bea</h1>", `<a href="/es/books/` + b.SlugWithID() + `">Volver al libro</a>`},
		"/books":                           {"<title>All Books | Storyshelf</title>", `href="/books/` + b.SlugWithID() + `"`},
	} {
		_, body := get(t, ts.URL+address)
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Fatalf("%s lacks %s\n%s", address, w, body)
			}
		}
	}
}

// An outdated book address goes to the book's own address in the same language.
func TestSpanishRedirects(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 0)
	id := b.SlugWithID()[len(b.SlugWithID())-8:]
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for from, to := range map[string]string{
		"/es/books/old-title-" + id:      "/es/books/" + b.SlugWithID(),
		"/es/multimedia/old-title-" + id: "/es/multimedia/" + b.SlugWithID(),
	} {
		res, err := noFollow.Get(ts.URL + from)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if loc := res.Header.Get("Location"); res.StatusCode/100 != 3 || loc != to {
			t.Errorf("%s: %d to %q, want a redirect to %q", from, res.StatusCode, loc, to)
		}
	}
}

// An address that is no page answers 404 with the page that says so, in its language, with
// the way to the books: never a redirect to the home page (a soft 404), never a validation
// message. The admin has no Spanish address.
func TestUnknownAddressesAreNotFound(t *testing.T) {
	ts := newTestServer(t)
	seedBook(t, ts, "Brave Bea", 0)
	for path, want := range map[string][]string{
		"/no-such-page":            {`<html lang="en">`, "<h1>Page not found</h1>", `<a href="/books">See all books</a>`},
		"/books/brave-bea":         {`<html lang="en">`, "<h1>Page not found</h1>"},
		"/es/no-such-page":         {`<html lang="es">`, "<h1>Página no encontrada</h1>", `<a href="/es/books">Ver todos los libros</a>`},
		"/es/books/no-existe-123":  {`<html lang="es">`, "<h1>Página no encontrada</h1>"},
		"/es/multimedia/zzzzzzzz":  {`<html lang="es">`, "<h1>Página no encontrada</h1>"},
		"/es/admin":                {`<html lang="es">`, "<h1>Página no encontrada</h1>"},
		"/es/newsletter/a/b/c/d/e": {`<html lang="es">`, "<h1>Página no encontrada</h1>"},
	} {
		res, body := noRedirect(t, ts.URL+path)
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d %q, want 404", path, res.StatusCode, res.Header.Get("Location"))
			continue
		}
		for _, w := range append(want, `content="noindex"`) {
			if !strings.Contains(body, w) {
				t.Errorf("%s lacks %s\n%s", path, w, body)
			}
		}
		if strings.Contains(body, "identificador") || strings.Contains(body, "hreflang=") {
			t.Errorf("%s shows a validation message or offers alternates", path)
		}
	}
}

// The admin and pages that are not found say no alternates: there is nothing to offer.
func TestAdminHasNoAlternates(t *testing.T) {
	ts := newTestServer(t)
	_, body := get(t, ts.URL+"/admin")
	if strings.Contains(body, `hreflang=`) || !strings.Contains(body, `<html lang="en">`) {
		t.Fatalf("admin page:\n%s", body)
	}
}

func TestSitemapListsBothLanguages(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 0)
	_, body := get(t, ts.URL+"/sitemap.xml")
	var set struct {
		URLs []struct {
			Loc   string `xml:"loc"`
			Links []struct {
				Rel      string `xml:"rel,attr"`
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"http://www.w3.org/1999/xhtml link"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(body), &set); err != nil {
		t.Fatalf("sitemap: %v\n%s", err, body)
	}
	found := map[string]string{}
	for _, u := range set.URLs {
		var langs []string
		for _, l := range u.Links {
			langs = append(langs, l.Hreflang+"="+strings.TrimPrefix(l.Href, ts.URL))
		}
		found[strings.TrimPrefix(u.Loc, ts.URL)] = strings.Join(langs, " ")
	}
	for _, path := range []string{"/", "/books", "/about", "/contact", "/privacy-policy", "/books/" + b.SlugWithID(), "/multimedia/" + b.SlugWithID()} {
		want := "en=" + path + " es=/es" + path + " x-default=" + path
		for _, loc := range []string{path, "/es" + path} {
			if found[loc] != want {
				t.Errorf("sitemap %s: alternates %q, want %q", loc, found[loc], want)
			}
		}
	}
	if regexp.MustCompile(`/es/admin|<loc>[^<]*/admin`).MatchString(body) {
		t.Fatal("sitemap lists the admin")
	}
}
