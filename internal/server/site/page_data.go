package site

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// queryData is one entry of the app's query cache: the key the app's fetcher
// uses and the JSON the API would answer.
type queryData struct {
	Key  []string `json:"key"`
	Data any      `json:"data"`
}

// pageData is what a public page's first screen shows: the answers of the
// public reads the app makes for it, fetched as their routes fetch them
// (public_reads.go), under their keys for the app's query cache, and the same
// answers typed for the page's head.
type pageData struct {
	queries    []queryData
	books      []*storyshelf.Book      // home, books
	book       *storyshelf.Book        // book, multimedia
	bookErr    error                   // why there is no book
	multimedia []storyshelf.Multimedia // multimedia
	author     *storyshelf.AuthorInfo  // about; nil without a profile
	about      storyshelf.SiteAbout    // about
	faq        storyshelf.SiteFAQ      // contact
	reading    storyshelf.SiteReading  // book
	reviews    testimonialsPage        // book: its approved reviews
	privacy    storyshelf.PrivacyPolicy
	archive    []storyshelf.ArchivedIssue // newsletter
	issue      *storyshelf.ArchivedIssue  // newsletter-issue
	issueErr   error                      // why there is no issue
}

// fetchPageData fetches what a page of kind (storyshelf.PageOf) shows first
// (publicPages). Every
// page carries the settings it was built with, so the app's first paint
// already shows the owner's name, words and links.
func (s *Site) fetchPageData(ctx context.Context, kind, ref string, site *storyshelf.SiteSettings) *pageData {
	d := &pageData{queries: []queryData{{readSite.keyFor(nil), site.Public()}}}
	publicPages[kind].fetch(ctx, s, d, ref)
	return d
}

// embed fetches a public read for a page and keeps its answer under the
// read's key. A read that fails is left out: the app then asks the API.
func embed[T any](ctx context.Context, s *Site, d *pageData, rd publicRead[T], args readArgs) (T, error) {
	v, err := rd.fetch(s, ctx, args)
	if err == nil {
		d.queries = append(d.queries, queryData{rd.keyFor(args), v})
	}
	return v, err
}
