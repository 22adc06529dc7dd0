package site

import (
	"encoding/xml"
	"fmt"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /robots.txt
//
// Crawlers may read the public site but not the admin area or the API.
func (s *Site) handleRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /kit-downloads/\nDisallow: /unsubscribe\nDisallow: /rejoin\n\nSitemap: %s/sitemap.xml\n", s.SiteURL)
}

type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	XHTML   string       `xml:"xmlns:xhtml,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string        `xml:"loc"`
	LastMod string        `xml:"lastmod,omitempty"`
	Links   []sitemapLink `xml:"xhtml:link"`
}

// sitemapLink names the page in another language (Google's hreflang in
// sitemaps).
type sitemapLink struct {
	Rel      string `xml:"rel,attr"`
	Hreflang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// GET /sitemap.xml
//
// Every public page, every book's pages and every issue of the newsletter
// archive, in each language, each naming its other languages.
func (s *Site) handleSitemap(w http.ResponseWriter, r *http.Request) error {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		return err
	}
	issues, err := s.Store.ArchivedIssues(r.Context())
	if err != nil {
		return err
	}
	base := s.SiteURL
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", XHTML: "http://www.w3.org/1999/xhtml"}
	add := func(path, mod string) {
		var links []sitemapLink
		for _, a := range alternates(base, path) {
			links = append(links, sitemapLink{Rel: "alternate", Hreflang: a.Lang, Href: a.Href})
		}
		for _, l := range i18n.Langs {
			set.URLs = append(set.URLs, sitemapURL{Loc: base + l.Path(path), LastMod: mod, Links: links})
		}
	}
	for _, p := range storyshelf.SitePages {
		add(p, "")
	}
	for _, i := range issues {
		add("/newsletter/"+i.ID, i.SentAt.Format("2006-01-02"))
	}
	for _, b := range books {
		mod := b.CreatedAt.Format("2006-01-02")
		add("/books/"+b.SlugWithID(), mod)
		add("/multimedia/"+b.SlugWithID(), mod)
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", publicCacheControl)
	w.Write([]byte(xml.Header))
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	enc.Encode(set)
	return nil
}
