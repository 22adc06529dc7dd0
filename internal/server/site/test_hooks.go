package site

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// What this file holds is for the server's tests alone, which cannot reach
// inside this package.

// RouteModulesForTest maps each page to the route module its HTML preloads.
var RouteModulesForTest = func() map[string]string {
	out := map[string]string{}
	for kind, pg := range publicPages {
		out[kind] = pg.module
	}
	return out
}()

// PublicReadForTest is a public read's route pattern and query key.
type PublicReadForTest struct {
	Pattern string
	Key     []string
}

// PublicReadsForTest lists every public read the route table answers.
func PublicReadsForTest() []PublicReadForTest {
	return []PublicReadForTest{
		{readBooks.pattern, readBooks.key},
		{readBook.pattern, readBook.key},
		{readBookTestimonials.pattern, readBookTestimonials.key},
		{readBookMultimedia.pattern, readBookMultimedia.key},
		{readBookKit.pattern, readBookKit.key},
		{readUpcomingBooks.pattern, readUpcomingBooks.key},
		{readFeaturedTestimonials.pattern, readFeaturedTestimonials.key},
		{readAuthor.pattern, readAuthor.key},
		{readSite.pattern, readSite.key},
		{readAbout.pattern, readAbout.key},
		{readFAQ.pattern, readFAQ.key},
		{readReading.pattern, readReading.key},
		{readPrivacy.pattern, readPrivacy.key},
		{readNewsletterArchive.pattern, readNewsletterArchive.key},
		{readNewsletterIssue.pattern, readNewsletterIssue.key},
	}
}

// The sizes the page head preloads covers with, for tests.
const (
	LatestCoverSizesForTest = latestCoverSizes
	DetailCoverSizesForTest = detailCoverSizes
)

// CachedReadForTest wraps h in the read cache, as the route table does.
func (s *Site) CachedReadForTest(variants int, h http.HandlerFunc, params ...string) http.HandlerFunc {
	return s.Answer(s.cachedRead(variants, toolkit.Writes(h), params...))
}

// PublicAnswersForTest lists the site's own messages a public form can
// answer with, beside the domain's.
func PublicAnswersForTest() []storyshelf.Msg {
	var out []storyshelf.Msg
	for _, err := range []error{toolkit.ErrCrossSite, toolkit.ErrTooManyRequests, errNoChallenge, errBadChallenge, errOldChallenge} {
		out = append(out, storyshelf.ErrorMsg(err))
	}
	return out
}
