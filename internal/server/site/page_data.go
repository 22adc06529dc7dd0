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

// fetchPageData fetches what a page of kind (see pageOf) shows first. Every
// page carries the settings it was built with, so the app's first paint
// already shows the owner's name, words and links.
func (s *Site) fetchPageData(ctx context.Context, kind, ref string, site *storyshelf.SiteSettings) *pageData {
	d := &pageData{queries: []queryData{{readSite.keyFor(nil), site.Public()}}}
	switch kind {
	case "home":
		d.books, _ = embed(ctx, s, d, readBooks, nil)
		embed(ctx, s, d, readUpcomingBooks, nil)
		embed(ctx, s, d, readFeaturedTestimonials, nil)
	case "books":
		d.books, _ = embed(ctx, s, d, readBooks, nil)
	case "book", "multimedia":
		d.book, d.bookErr = embed(ctx, s, d, readBook, readArgs{"ref": ref})
		if d.bookErr != nil || d.book.SlugWithID() != ref {
			return d // the page says why, or sends the visitor to the book's address
		}
		book := readArgs{"id": d.book.ID}
		if kind == "book" {
			d.reviews, _ = embed(ctx, s, d, readBookTestimonials, book)
			embed(ctx, s, d, readBookKit, book)
			d.reading, _ = embed(ctx, s, d, readReading, nil)
		} else {
			d.multimedia, _ = embed(ctx, s, d, readBookMultimedia, book)
		}
	case "about":
		d.author, _ = embed(ctx, s, d, readAuthor, nil)
		d.about, _ = embed(ctx, s, d, readAbout, nil)
	case "contact":
		d.faq, _ = embed(ctx, s, d, readFAQ, nil)
	case "privacy-policy":
		d.privacy, _ = embed(ctx, s, d, readPrivacy, nil)
	case "newsletter":
		d.archive, _ = embed(ctx, s, d, readNewsletterArchive, nil)
	case "newsletter-issue":
		d.issue, d.issueErr = embed(ctx, s, d, readNewsletterIssue, readArgs{"id": ref})
	}
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
