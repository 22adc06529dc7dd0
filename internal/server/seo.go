package server

import (
	"encoding/xml"
	"fmt"
	"net/http"
)

// GET /robots.txt
//
// Crawlers may read the public site but not the admin area or the API.
func (s *Server) handleRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /kit-downloads/\nDisallow: /unsubscribe\nDisallow: /rejoin\n\nSitemap: %s/sitemap.xml\n", s.SiteURL)
}

type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// GET /sitemap.xml
//
// Every public page and every book's pages.
func (s *Server) handleSitemap(w http.ResponseWriter, r *http.Request) error {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		return err
	}
	base := s.SiteURL
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, p := range []string{"/", "/books", "/about", "/contact", "/privacy-policy"} {
		set.URLs = append(set.URLs, sitemapURL{Loc: base + p})
	}
	for _, b := range books {
		mod := b.CreatedAt.Format("2006-01-02")
		set.URLs = append(set.URLs,
			sitemapURL{Loc: base + "/books/" + b.SlugWithID(), LastMod: mod},
			sitemapURL{Loc: base + "/multimedia/" + b.SlugWithID(), LastMod: mod})
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", publicCacheControl)
	w.Write([]byte(xml.Header))
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	enc.Encode(set)
	return nil
}
