package server_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var dataScript = regexp.MustCompile(`(?s)<script type="application/json" id="storyshelf-data">(.*?)</script>`)

type embedded struct {
	Key  []string
	Data json.RawMessage
}

func pageData(t *testing.T, body string) map[string]json.RawMessage {
	t.Helper()
	m := dataScript.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no data script in %s", body)
	}
	var list []embedded
	if err := json.Unmarshal([]byte(m[1]), &list); err != nil {
		t.Fatalf("data: %v", err)
	}
	out := map[string]json.RawMessage{}
	for _, e := range list {
		out[strings.Join(e.Key, "/")] = e.Data
	}
	return out
}

func TestBookPageHead(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	b := &storyshelf.Book{Title: `The "Kindness" Cloud <3`, Author: "Lily Hart", Description: "Cumulus the little cloud </script><script>alert(1)</script> helps.",
		AgeRange: "3-6", Pages: 32, ISBN: "9781735412070", CoverImage: "/files/covers/abc.png", Genres: []string{"Kindness"}}
	if err := ts.Store.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}
	must(t, ts.Store.CreateTestimonial(ctx, &storyshelf.Testimonial{BookID: b.ID, Rating: 5, Content: "Lovely", ReviewerName: "Sam"}))
	ref := b.SlugWithID()
	res, body := get(t, ts.URL+"/books/"+ref)
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	for _, want := range []string{
		`<title>The &#34;Kindness&#34; Cloud &lt;3 by Lily Hart | Storyshelf</title>`,
		`<meta name="description" content="Cumulus the little cloud &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; helps." />`,
		`<link rel="canonical" href="` + ts.URL + `/books/` + ref + `" />`,
		`<meta property="og:type" content="book" />`,
		`<meta property="og:image" content="` + ts.URL + `/files/covers/abc.png" />`,
		`<meta name="twitter:card" content="summary_large_image" />`,
		`<link rel="preload" as="image" href="/files/covers/abc.png"`,
		`<h1>The &#34;Kindness&#34; Cloud &lt;3</h1>`,
	} {
		if !strings.Contains(body, want) {
			t.Fatalf("page lacks %s\n%s", want, body)
		}
	}
	if strings.Count(body, "<title>") != 1 || strings.Contains(body, "<script>alert(1)") {
		t.Fatalf("title count or escaping wrong:\n%s", body)
	}
	ld := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(body)
	if ld == nil {
		t.Fatal("no JSON-LD")
	}
	var book map[string]any
	if err := json.Unmarshal([]byte(ld[1]), &book); err != nil {
		t.Fatalf("JSON-LD: %v\n%s", err, ld[1])
	}
	if book["@type"] != "Book" || book["isbn"] != "9781735412070" || book["numberOfPages"] != float64(32) ||
		book["typicalAgeRange"] != "3-6" || book["author"].(map[string]any)["name"] != "Lily Hart" {
		t.Fatalf("JSON-LD = %v", book)
	}
	data := pageData(t, body)
	var got storyshelf.Book
	json.Unmarshal(data["book/"+ref], &got)
	if got.ID != b.ID {
		t.Fatalf("embedded book = %s", data["book/"+ref])
	}
	if !strings.Contains(string(data["book-testimonials/"+b.ID]), `"count":1`) {
		t.Fatalf("embedded testimonials = %s", data["book-testimonials/"+b.ID])
	}

	t.Run("OutdatedSlugRedirects", func(t *testing.T) {
		res, _ := noRedirect(t, ts.URL+"/books/old-name-"+storyshelf.ShortID(b.ID))
		if res.StatusCode != http.StatusFound || res.Header.Get("Location") != "/books/"+ref {
			t.Fatalf("got %d %q", res.StatusCode, res.Header.Get("Location"))
		}
		res, _ = noRedirect(t, ts.URL+"/multimedia/old-name-"+storyshelf.ShortID(b.ID))
		if res.StatusCode != http.StatusFound || res.Header.Get("Location") != "/multimedia/"+ref {
			t.Fatalf("multimedia got %d %q", res.StatusCode, res.Header.Get("Location"))
		}
	})
	t.Run("MovedAddressesRedirectForGood", func(t *testing.T) {
		// The old system's admin lists linked a book's videos by its whole id.
		for _, kind := range []string{"books", "multimedia"} {
			res, _ := noRedirect(t, ts.URL+"/"+kind+"/"+b.ID)
			if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/"+kind+"/"+ref {
				t.Fatalf("/%s/{id}: got %d %q", kind, res.StatusCode, res.Header.Get("Location"))
			}
		}
		res, _ := noRedirect(t, ts.URL+"/multimedia/00000000-0000-4000-8000-000000000000")
		if res.StatusCode == http.StatusMovedPermanently {
			t.Fatal("an unknown book id redirected")
		}
		// What an import records for a material's old /downloads/ path.
		if err := ts.Store.SetRedirect(context.Background(), "/downloads/colouring-pages.pdf", "/files/materials/abc.pdf"); err != nil {
			t.Fatal(err)
		}
		res, _ = noRedirect(t, ts.URL+"/downloads/colouring-pages.pdf")
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/files/materials/abc.pdf" {
			t.Fatalf("/downloads/: got %d %q", res.StatusCode, res.Header.Get("Location"))
		}
		res, body := noRedirect(t, ts.URL+"/downloads/never-was.pdf")
		if res.StatusCode != http.StatusNotFound || !strings.Contains(body, "<h1>Page not found</h1>") {
			t.Fatalf("an unknown path: got %d %q", res.StatusCode, res.Header.Get("Location"))
		}
	})
	// A mistyped book address is no page: the page that says so, never the
	// validation message the API gives.
	for _, path := range []string{"/multimedia/kindness-123", "/books/kindness-123", "/books/kindness-",
		"/books/gone-" + "zzzzzzzz"} {
		t.Run("NotFound"+path, func(t *testing.T) {
			res, body := noRedirect(t, ts.URL+path)
			if res.StatusCode != http.StatusNotFound || !strings.Contains(body, "<h1>Page not found</h1>") ||
				!strings.Contains(body, `content="noindex"`) || strings.Contains(body, "Invalid") {
				t.Fatalf("got %d\n%s", res.StatusCode, body)
			}
		})
	}
}

func TestHomeAndAboutPages(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	b := seedBook(t, ts, "Brave Bea", 2)
	res, body := get(t, ts.URL+"/")
	data := pageData(t, body)
	if res.StatusCode != 200 || !strings.Contains(string(data["books"]), "Brave Bea") ||
		data["upcoming-books"] == nil || data["testimonials/featured"] == nil {
		t.Fatalf("home data = %v", data)
	}
	if !strings.Contains(body, `<a href="/books/`+b.SlugWithID()+`">Brave Bea`) {
		t.Fatal("crawler cannot see book links on the home page")
	}
	if !strings.Contains(body, `"@type":"WebSite"`) {
		t.Fatal("no WebSite JSON-LD")
	}

	_, body = get(t, ts.URL+"/about")
	if !strings.Contains(body, "<title>Meet the Author | Storyshelf</title>") || strings.Contains(body, `"author"`) {
		t.Fatalf("about without a profile:\n%s", body)
	}
	must(t, ts.Store.CreateAuthorInfo(ctx, &storyshelf.AuthorInfo{Name: "Lily Hart", Title: "Author", Bio: []string{"Lily writes."}, PhotoURL: "/files/authors/a.png"}))
	_, body = get(t, ts.URL+"/about")
	if !strings.Contains(body, "<title>Meet Lily Hart | Storyshelf</title>") || !strings.Contains(body, `"@type":"Person"`) ||
		!strings.Contains(string(pageData(t, body)["author"]), "Lily writes.") {
		t.Fatalf("about:\n%s", body)
	}
}

func TestRobotsAndSitemap(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 0)
	_, body := get(t, ts.URL+"/robots.txt")
	if !strings.Contains(body, "Disallow: /admin") || !strings.Contains(body, "Sitemap: "+ts.URL+"/sitemap.xml") {
		t.Fatalf("robots = %s", body)
	}
	res, body := get(t, ts.URL+"/sitemap.xml")
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(body), &set); err != nil || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap: %v %s", err, body)
	}
	locs := map[string]bool{}
	for _, u := range set.URLs {
		locs[u.Loc] = true
	}
	for _, p := range []string{"/", "/books", "/about", "/contact", "/privacy-policy", "/books/" + b.SlugWithID(), "/multimedia/" + b.SlugWithID()} {
		if !locs[ts.URL+p] {
			t.Fatalf("sitemap lacks %s: %v", p, locs)
		}
	}
	if locs[ts.URL+"/admin"] {
		t.Fatal("sitemap lists /admin")
	}
}

func TestPublicURLSetsCanonical(t *testing.T) {
	ts := newTestServer(t)
	ts.SiteURL = "https://books.example.com"
	_, body := get(t, ts.URL+"/books")
	if !strings.Contains(body, `<link rel="canonical" href="https://books.example.com/books" />`) {
		t.Fatalf("canonical:\n%s", body)
	}
}

func TestRouteCodeIsPreloaded(t *testing.T) {
	ts := newTestServer(t)
	_, body := get(t, ts.URL+"/")
	for _, want := range []string{`<link rel="modulepreload" crossorigin href="/assets/home-1.js" />`,
		`<link rel="modulepreload" crossorigin href="/assets/card-1.js" />`} {
		if !strings.Contains(body, want) {
			t.Fatalf("home lacks %s:\n%s", want, body)
		}
	}
	if strings.Contains(body, `href="/assets/index-abc1.js"`) || strings.Contains(body, `href="/assets/site-1.js"`) || strings.Contains(body, "books-1.js") {
		t.Fatal("preloads the entry, or another page's code")
	}
	if res, body := get(t, ts.URL+"/.vite/manifest.json"); res.StatusCode == 200 && strings.Contains(body, "isEntry") {
		t.Fatal("the build manifest is public")
	}
}

// An uploaded cover is preloaded with its widths and the sizes its img has in
// the app (web/src: LATEST_COVER_SIZES, DETAIL_COVER_SIZES), so the browser
// fetches the one width the img uses, not the original as well.
func TestCoverPreloadNamesItsWidths(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	const cover = "/files/covers/0123456789abcdef01234567.jpg"
	const srcset = "/files/covers/0123456789abcdef01234567-w320.jpg 320w, " +
		"/files/covers/0123456789abcdef01234567-w640.jpg 640w, " +
		"/files/covers/0123456789abcdef01234567-w1024.jpg 1024w"
	b := &storyshelf.Book{Title: "Brave Bea", Author: "Lily Hart", Description: "About Bea", AgeRange: "3-6", CoverImage: cover}
	if err := ts.Store.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}

	t.Run("Home", func(t *testing.T) {
		_, body := get(t, ts.URL+"/")
		want := `<link rel="preload" as="image" href="` + cover + `" imagesrcset="` + srcset +
			`" imagesizes="(min-width: 1024px) 336px, (min-width: 640px) 272px, 208px" fetchpriority="high" />`
		if !strings.Contains(body, want) {
			t.Fatalf("home lacks %s\n%s", want, body)
		}
	})
	t.Run("BookPage", func(t *testing.T) {
		_, body := get(t, ts.URL+"/books/"+b.SlugWithID())
		want := `<link rel="preload" as="image" href="` + cover + `" imagesrcset="` + srcset +
			`" imagesizes="(min-width: 768px) 36vw, (min-width: 640px) 320px, 256px" fetchpriority="high" />`
		if !strings.Contains(body, want) {
			t.Fatalf("book page lacks %s\n%s", want, body)
		}
	})
	t.Run("WebAddressHasNoWidths", func(t *testing.T) {
		web := &storyshelf.Book{Title: "Moon Manners", Author: "Lily Hart", Description: "About the moon", AgeRange: "3-6",
			CoverImage: "https://images.example/moon.jpg"}
		if err := ts.Store.CreateBook(ctx, web); err != nil {
			t.Fatal(err)
		}
		_, body := get(t, ts.URL+"/books/"+web.SlugWithID())
		if !strings.Contains(body, `<link rel="preload" as="image" href="https://images.example/moon.jpg" fetchpriority="high" />`) {
			t.Fatalf("book page with a web cover:\n%s", body)
		}
	})
	t.Run("DataURLIsNotPreloaded", func(t *testing.T) {
		ts := newTestServer(t) // the only book, so the one the home page features
		inline := &storyshelf.Book{Title: "Sun Song", Author: "Lily Hart", Description: "About the sun", AgeRange: "3-6",
			CoverImage: "data:image/png;base64,iVBORw0KGgo="}
		if err := ts.Store.CreateBook(ctx, inline); err != nil {
			t.Fatal(err)
		}
		_, body := get(t, ts.URL+"/")
		if !strings.Contains(string(pageData(t, body)["books"]), "Sun Song") {
			t.Fatal("the book is not on the home page")
		}
		if strings.Contains(body, `rel="preload" as="image"`) {
			t.Fatalf("home preloads a data: cover:\n%s", body)
		}
	})
}
