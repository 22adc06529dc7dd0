package site

import (
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Routes are the public site's: its reads, its forms, the pages of the links
// in its mails, stored files, and the app's pages.
func (s *Site) Routes() []toolkit.Route {
	return []toolkit.Route{
		// Public reads (public_reads.go: route, query key, fetch), from
		// memory: built once per content version. Each names the query
		// parameters it reads; others are ignored.
		readBooks.routeOn(s),
		readBook.routeOn(s),
		readBookTestimonials.routeOn(s),
		readBookMultimedia.routeOn(s),
		readBookKit.routeOn(s),
		readUpcomingBooks.routeOn(s),
		readFeaturedTestimonials.routeOn(s),
		readAuthor.routeOn(s),
		readSite.routeOn(s),
		readAbout.routeOn(s),
		readFAQ.routeOn(s),
		readReading.routeOn(s),
		readPrivacy.routeOn(s),
		readNewsletterArchive.routeOn(s),
		readNewsletterIssue.routeOn(s),

		// Public writes: each refused when another site's page sent it, rate
		// limited per client, with a small body limit. The forms also carry a
		// proof-of-work solution to a challenge from /api/challenge.
		{Pattern: "GET /api/challenge", Handler: s.Limit(s.Limits.Challenge, s.handleChallenge), MaxBody: toolkit.NoBody},
		{Pattern: "POST /api/newsletter", Handler: s.FromThisSite(s.Limit(s.Limits.Newsletter, s.handleNewsletter)), MaxBody: 4 << 10},
		{Pattern: "POST /api/unsubscribe", Handler: s.FromThisSite(s.Limit(s.Limits.Unsubscribe, s.handleUnsubscribeAPI)), MaxBody: 4 << 10},
		{Pattern: "POST /api/contact", Handler: s.FromThisSite(s.Limit(s.Limits.Contact, s.handleContact)), MaxBody: 32 << 10},
		{Pattern: "POST /api/events", Handler: s.FromThisSite(s.Limit(s.Limits.Event, s.handleEvent)), MaxBody: 4 << 10},
		{Pattern: "POST /api/kits/{id}/signup", Handler: s.FromThisSite(s.Limit(s.Limits.Newsletter, s.handleKitSignUp)), MaxBody: 4 << 10},
		{Pattern: "POST /api/books/{id}/reviews", Handler: s.FromThisSite(s.Limit(s.Limits.Contact, s.handleSendReview)), MaxBody: 16 << 10},

		// Unsubscribe and join-again pages that work without JavaScript, from
		// any mail app.
		{Pattern: "GET /unsubscribe", Handler: toolkit.Writes(s.handleUnsubscribePage)},
		{Pattern: "POST /unsubscribe", Handler: s.FromThisSite(s.Limit(s.Limits.Unsubscribe, toolkit.Writes(s.handleUnsubscribeForm))), MaxBody: 4 << 10},
		{Pattern: "GET /rejoin", Handler: toolkit.Writes(s.handleRejoinPage)},
		{Pattern: "POST /rejoin", Handler: s.FromThisSite(s.Limit(s.Limits.Unsubscribe, toolkit.Writes(s.handleRejoinForm))), MaxBody: 4 << 10},
		// The confirmation of a new sign-up (confirm_signup.go).
		{Pattern: "GET " + mails.ConfirmSignUpPath, Handler: toolkit.Writes(s.handleConfirmSignUpPage)},
		{Pattern: "POST " + mails.ConfirmSignUpPath, Handler: s.FromThisSite(s.Limit(s.Limits.Unsubscribe, toolkit.Writes(s.handleConfirmSignUpForm))), MaxBody: 4 << 10},

		// Stored files (covers, materials), and kit files through signed links.
		{Pattern: "GET /files/{key...}", Handler: s.handleFile},
		{Pattern: "GET /kit-downloads/{token}", Handler: toolkit.Writes(s.handleKitDownloadPage)},
		{Pattern: "GET /kit-downloads/{token}/{file}", Handler: toolkit.Writes(s.handleKitDownload)},

		// For search engines.
		{Pattern: "GET /robots.txt", Handler: toolkit.Writes(s.handleRobots)},
		{Pattern: "GET /sitemap.xml", Handler: s.cachedRead(1, s.handleSitemap)},
		// The newsletter archive's Atom feeds, one a language (newsletter_archive.go).
		{Pattern: "GET " + newsletterFeedPath, Handler: s.cachedRead(1, s.handleNewsletterFeed(i18n.English))},
		{Pattern: "GET " + i18n.Spanish.Path(newsletterFeedPath), Handler: s.cachedRead(1, s.handleNewsletterFeed(i18n.Spanish))},

		// The React app: hashed assets and the index.html fallback.
		{Pattern: "/", Handler: toolkit.Writes(s.handleApp)},
	}
}
