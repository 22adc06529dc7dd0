// Package site serves the public site: its reads (from memory, per content
// version), its forms, and its pages, rendered with their data for readers
// and search engines alike.
package site

import (
	"io/fs"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/readcache"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Site serves the public site.
type Site struct {
	*toolkit.Deps
	Web fs.FS // the built app (webui.FS())

	index    *indexPage // nil until the web app is built
	preloads preloads   // each page's route code and each language's words, to preload
	reads    *readcache.Cache
	// The app's pages from the read cache; the home page shows random
	// testimonials, so it keeps a few versions.
	homeHTML, pageHTML http.HandlerFunc
	salts              saltCache
	known              knownRefsCache
	costs              costCache
}

// New makes the public site on the site's parts and the built app.
func New(d *toolkit.Deps, web fs.FS) *Site {
	s := &Site{Deps: d, Web: web}
	if ix, ok := loadIndex(web); ok {
		s.index = ix
	}
	s.preloads = loadPreloads(web)
	s.reads = readcache.New(d.Store.ContentVersion)
	s.reads.Logger = d.Logger
	s.homeHTML, s.pageHTML = s.Answer(s.cachedRead(readcache.RandomVariants, s.serveIndex)), s.Answer(s.cachedRead(1, s.serveIndex))
	return s
}

// Reads is the read cache, whose hits and misses the metrics count.
func (s *Site) Reads() *readcache.Cache { return s.reads }
