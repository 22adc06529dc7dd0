package server

import (
	"context"
	"encoding/json"
	"html"
	"html/template"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// page is what the server knows of one public page before the app runs: its
// head tags, what a crawler without JavaScript reads, and the data the app
// would otherwise fetch first.
type page struct {
	Status      int
	Title       string
	Description string
	Canonical   string
	SiteName    string
	Favicon     string // made from the owner's logo; "" means the app's own icon
	Type        string // og:type
	Image       string
	NoIndex     bool
	Preload     []preload // images
	Modules     []string  // route code
	JSONLD      []template.JS
	Heading     string
	Summary     string
	Links       []link
	Data        []queryData
}

type link struct{ Href, Text string }

// preload is an image the page shows first. An uploaded cover names its widths
// and how wide the page shows it, exactly as its img does, so the browser
// fetches the one width the img will use rather than the original as well.
type preload struct {
	Href       string
	Responsive template.HTMLAttr // imagesrcset="…" imagesizes="…", or ""
}

// How wide the home page's latest book and a book page show their cover: the
// sizes of those imgs in web/src (LATEST_COVER_SIZES in
// features/books/components/latest-book.tsx, DETAIL_COVER_SIZES in
// features/book-detail/components/book-cover.tsx); web_app_test.go fails
// when the two differ.
const (
	latestCoverSizes = "(min-width: 1024px) 336px, (min-width: 640px) 272px, 208px"
	detailCoverSizes = "(min-width: 768px) 36vw, (min-width: 640px) 320px, 256px"
)

// coverPreload preloads a cover shown sizes wide.
func coverPreload(url, sizes string) preload {
	p := preload{Href: url}
	if srcset := coverSrcSet(url); srcset != "" {
		// html/template would escape a srcset in an attribute it does not
		// know as one URL; the values are escaped here instead.
		p.Responsive = template.HTMLAttr(`imagesrcset="` + html.EscapeString(srcset) +
			`" imagesizes="` + html.EscapeString(sizes) + `"`)
	}
	return p
}

// buildPage works out the page for a public path. A nil page with a redirect
// target sends the visitor there instead.
func (s *Server) buildPage(ctx context.Context, r *http.Request) (p *page, redirect string) {
	base := s.SiteURL
	path := r.URL.Path
	kind, ref := pageOf(path)
	if kind == "" {
		return nil, "/"
	}
	site := s.site(ctx)
	d := s.fetchPageData(ctx, kind, ref, site)
	if d.book != nil && d.book.SlugWithID() != ref {
		// A book's page at an outdated address: the book's own address.
		to := "/books/"
		if kind == "multimedia" {
			to = "/multimedia/"
		}
		return nil, to + d.book.SlugWithID()
	}
	name := site.Identity.Name
	p = &page{Status: http.StatusOK, SiteName: name, Description: site.Identity.Tagline, Type: "website",
		Canonical: base + path, Favicon: site.Brand.FaviconURL, Data: d.queries}
	if d.bookErr != nil {
		// The status the API would answer; an internal error is logged there.
		p.Status, _ = s.failure(r, d.bookErr)
	}
	switch kind {
	case "home":
		homePage(p, base, site, d.books)
	case "books":
		booksPage(p, d.books)
	case "book":
		bookPage(p, base, ref, site, d)
	case "multimedia":
		multimediaPage(p, ref, d)
	case "about":
		aboutPage(p, base, d.author)
	case "contact":
		p.Title = "Contact | " + name
		p.Description = "Questions about a book, a download or a school visit? Write to us: we read every message."
		p.Heading = "Contact"
	case "privacy-policy":
		p.Title = "Privacy Policy | " + name
		p.Description = "What " + site.Publisher() + " collects, why, and how to have it removed. Last updated April 14, 2025."
		p.Heading = "Privacy Policy"
	case "admin":
		p.Title = "Admin Portal | " + name
		p.Description = "The site owner's back-office."
		p.NoIndex = true
		p.Heading = "Admin Portal"
	}
	if p.Status == http.StatusOK {
		p.Modules = s.preloads[kind]
	}
	if p.Image == "" && site.Brand.ShareImageURL != "" {
		p.Image = absolute(base, site.Brand.ShareImageURL)
	}
	return p, ""
}

// pageOf names the page a public path shows (the keys of routeModules, and
// "admin"), with the book's reference on a book's pages; "" for a path that
// is no page.
func pageOf(path string) (kind, ref string) {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case path == "/":
		return "home", ""
	case path == "/books", path == "/about", path == "/contact", path == "/privacy-policy":
		return seg[0], ""
	case len(seg) == 2 && seg[0] == "books":
		return "book", seg[1]
	case len(seg) == 2 && seg[0] == "multimedia":
		return "multimedia", seg[1]
	case seg[0] == "admin":
		return "admin", ""
	}
	return "", ""
}

func homePage(p *page, base string, site *storyshelf.SiteSettings, books []*storyshelf.Book) {
	hero := strings.TrimSpace(site.Home.Title + " " + site.Home.Highlight)
	p.Title = p.SiteName + " | " + hero
	p.Heading = hero
	p.Summary = site.Home.Subtitle
	if p.Summary == "" {
		p.Summary = p.Description
	}
	p.Links = bookLinks(books)
	if len(books) > 0 && books[0].CoverImage != "" && !strings.HasPrefix(books[0].CoverImage, "data:") {
		p.Preload = append(p.Preload, coverPreload(books[0].CoverImage, latestCoverSizes))
	}
	p.JSONLD = append(p.JSONLD, jsonLD(map[string]any{
		"@context": "https://schema.org", "@type": "WebSite", "name": p.SiteName, "url": base + "/",
		"description": p.Description, "publisher": publisher(base, site),
	}))
}

func booksPage(p *page, books []*storyshelf.Book) {
	p.Title = "All Books | " + p.SiteName
	p.Description = "Browse every book by topic and age: stories about kindness, courage, feelings, science and more, each with free learning materials."
	p.Heading = "Explore Our Book Collection"
	p.Summary = p.Description
	p.Links = bookLinks(books)
}

func bookPage(p *page, base, ref string, site *storyshelf.SiteSettings, d *pageData) {
	if d.bookErr != nil {
		bookNotFound(p, d.bookErr)
		return
	}
	b := d.book
	p.Title = b.Title + " by " + b.Author + " | " + p.SiteName
	p.Description = summary(b.Description)
	p.Type = "book"
	p.Heading = b.Title
	p.Summary = b.Description
	if b.CoverImage != "" && !strings.HasPrefix(b.CoverImage, "data:") {
		p.Image = absolute(base, b.CoverImage)
		p.Preload = append(p.Preload, coverPreload(b.CoverImage, detailCoverSizes))
	}
	p.Links = []link{{"/multimedia/" + ref, "Watch Videos & Listen to Songs"}, {"/books", "Explore more books"}}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "Book", "name": b.Title, "description": b.Description,
		"url":       p.Canonical,
		"author":    map[string]any{"@type": "Person", "name": b.Author},
		"publisher": map[string]any{"@type": site.Identity.PublisherType, "name": site.Publisher()},
	}
	if b.ISBN != "" {
		ld["isbn"] = b.ISBN
	}
	if b.Pages > 0 {
		ld["numberOfPages"] = b.Pages
	}
	if b.AgeRange != "" {
		ld["typicalAgeRange"] = b.AgeRange
	}
	if b.PublishDate != "" {
		ld["datePublished"] = b.PublishDate
	}
	if len(b.Genres) > 0 {
		ld["genre"] = b.Genres
	}
	if p.Image != "" {
		ld["image"] = p.Image
	}
	p.JSONLD = append(p.JSONLD, jsonLD(ld))
}

func multimediaPage(p *page, ref string, d *pageData) {
	if _, _, err := storyshelf.ParseSlugWithID(ref); err != nil {
		p.Status, p.NoIndex = http.StatusBadRequest, true
		p.Title = "Videos & Songs | " + p.SiteName
		p.Heading = "Invalid multimedia URL format."
		return
	}
	if d.bookErr != nil {
		bookNotFound(p, d.bookErr)
		return
	}
	b := d.book
	p.Title = "Videos & Songs: " + b.Title + " | " + p.SiteName
	p.Description = "Watch videos and sing along to songs from " + b.Title + " by " + b.Author + "."
	p.Heading = "Videos & Songs: " + b.Title
	p.Summary = p.Description
	p.Links = []link{{"/books/" + ref, "Back to Book Details"}}
	for _, m := range d.multimedia {
		p.Links = append(p.Links, link{"/multimedia/" + ref, m.Title + ": " + summary(m.Description)})
	}
}

// bookNotFound is a book's page when its book cannot be had (buildPage gives
// it the status the API would answer); the app shows its message.
func bookNotFound(p *page, err error) {
	p.Title = "Book not found | " + p.SiteName
	p.Heading = storyshelf.ErrorMessage(err)
	p.NoIndex = true
}

func aboutPage(p *page, base string, a *storyshelf.AuthorInfo) {
	p.Type = "profile"
	if a == nil {
		p.Title = "Meet the Author | " + p.SiteName
		p.Description = "Meet the author behind " + p.SiteName + "'s stories."
		p.Heading = "Meet the Author"
		return
	}
	p.Title = "Meet " + a.Name + " | " + p.SiteName
	p.Description = summary(strings.Join(a.Bio, " "))
	if p.Description == "" {
		p.Description = "Meet " + a.Name + ", " + a.Title + "."
	}
	p.Heading = "Meet " + a.Name
	p.Summary = p.Description
	ld := map[string]any{"@context": "https://schema.org", "@type": "Person", "name": a.Name,
		"jobTitle": a.Title, "description": strings.Join(a.Bio, " "), "url": p.Canonical}
	if a.PhotoURL != "" && !strings.HasPrefix(a.PhotoURL, "data:") {
		p.Image = absolute(base, a.PhotoURL)
		ld["image"] = p.Image
	}
	p.JSONLD = append(p.JSONLD, jsonLD(ld))
}

// publisher is the site's publisher for search engines: the organisation or
// person the owner named, with their logo and accounts elsewhere.
func publisher(base string, site *storyshelf.SiteSettings) map[string]any {
	ld := map[string]any{"@type": site.Identity.PublisherType, "name": site.Publisher(), "url": base + "/"}
	if site.Brand.LogoURL != "" {
		key := "logo" // schema.org: a Person has an image, not a logo
		if site.Identity.PublisherType == storyshelf.PublisherPerson {
			key = "image"
		}
		ld[key] = absolute(base, site.Brand.LogoURL)
	}
	if site.Identity.ContactEmail != "" {
		ld["email"] = site.Identity.ContactEmail
	}
	var sameAs []string
	for _, l := range site.Social.Links {
		sameAs = append(sameAs, l.URL)
	}
	if len(sameAs) > 0 {
		ld["sameAs"] = sameAs
	}
	return ld
}

func bookLinks(books []*storyshelf.Book) []link {
	var links []link
	for _, b := range books {
		links = append(links, link{"/books/" + b.SlugWithID(), b.Title + ": " + summary(b.Description)})
	}
	return links
}

// summary cuts text to about 160 characters at a word boundary, as search
// results show it.
func summary(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= 160 {
		return text
	}
	cut := string([]rune(text)[:157])
	if i := strings.LastIndexByte(cut, ' '); i > 100 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

func jsonLD(v any) template.JS {
	b, _ := json.Marshal(v) // escapes <, > and &
	return template.JS(b)
}

// absolute makes a site path absolute; addresses that already are stay.
func absolute(base, u string) string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return u
	}
	return base + u
}
