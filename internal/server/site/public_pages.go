package site

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// publicPage is one kind of the site's pages, as storyshelf.PageOf names
// them from a path: what its first screen shows, fetched as the public
// reads' routes fetch it (public_reads.go) and embedded for the app; how its
// head reads (title, description, heading, structured data); and the app's
// route module it preloads.
type publicPage struct {
	// module is the page's lazily loaded module in web/src.
	module string
	// words is the part of its language's words that loads with the page
	// rather than with every page (web/vite-plugins/catalogue.ts).
	words map[i18n.Lang]string
	// fetch embeds the page's reads in d; ref is the book's or issue's
	// reference in the path.
	fetch func(ctx context.Context, s *Site, d *pageData, ref string)
	// head writes the page's head from what fetch found.
	head func(p *page, base, ref string, site *storyshelf.SiteSettings, d *pageData)
}

// publicPages is every public page, by kind: the one table a page's facts
// are in, as publicReads is for the reads.
var publicPages = map[string]publicPage{
	"home": {module: "src/app/routes/home.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) {
			d.books, _ = embed(ctx, s, d, readBooks, nil)
			embed(ctx, s, d, readUpcomingBooks, nil)
			embed(ctx, s, d, readFeaturedTestimonials, nil)
		},
		head: func(p *page, base, _ string, site *storyshelf.SiteSettings, d *pageData) {
			homePage(p, base, site, d.books)
		}},
	"books": {module: "src/app/routes/books.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) {
			d.books, _ = embed(ctx, s, d, readBooks, nil)
		},
		head: func(p *page, _, _ string, _ *storyshelf.SiteSettings, d *pageData) { booksPage(p, d.books) }},
	"book": {module: "src/app/routes/book-detail.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, ref string) {
			if book, ok := embedBook(ctx, s, d, ref); ok {
				d.reviews, _ = embed(ctx, s, d, readBookTestimonials, book)
				embed(ctx, s, d, readBookKit, book)
				d.reading, _ = embed(ctx, s, d, readReading, nil)
			}
		},
		head: func(p *page, base, ref string, site *storyshelf.SiteSettings, d *pageData) {
			bookPage(p, base, ref, site, d)
		}},
	"multimedia": {module: "src/app/routes/multimedia.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, ref string) {
			if book, ok := embedBook(ctx, s, d, ref); ok {
				d.multimedia, _ = embed(ctx, s, d, readBookMultimedia, book)
			}
		},
		head: func(p *page, _, ref string, _ *storyshelf.SiteSettings, d *pageData) { multimediaPage(p, ref, d) }},
	"about": {module: "src/app/routes/about.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) {
			d.author, _ = embed(ctx, s, d, readAuthor, nil)
			d.about, _ = embed(ctx, s, d, readAbout, nil)
		},
		head: func(p *page, base, _ string, _ *storyshelf.SiteSettings, d *pageData) {
			aboutPage(p, base, d.author)
			p.Blocks = aboutBlocks(p.Lang, d.about)
		}},
	"contact": {module: "src/app/routes/contact.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) { d.faq, _ = embed(ctx, s, d, readFAQ, nil) },
		head: func(p *page, _, _ string, site *storyshelf.SiteSettings, d *pageData) {
			T := p.Lang.T
			p.Title = T("page.contact.title", i18n.Args{"site": site.Identity.Name})
			p.Description = T("page.contact.description")
			p.Heading = T("contact.heading")
			for _, item := range d.faq.Items {
				p.Blocks = append(p.Blocks, block{Heading: wordsIn(p.Lang, item.Question, item.QuestionEs),
					Text: wordsIn(p.Lang, item.Answer, item.AnswerEs)})
			}
		}},
	"privacy-policy": {module: "src/app/routes/privacy-policy.tsx",
		// The privacy policy's body.
		words: map[i18n.Lang]string{i18n.English: "virtual:catalogue/en/privacy", i18n.Spanish: "virtual:catalogue/es/privacy"},
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) {
			d.privacy, _ = embed(ctx, s, d, readPrivacy, nil)
		},
		head: func(p *page, _, _ string, site *storyshelf.SiteSettings, d *pageData) {
			privacyPage(p, site, d.privacy)
		}},
	"newsletter": {module: "src/app/routes/newsletter.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, _ string) {
			d.archive, _ = embed(ctx, s, d, readNewsletterArchive, nil)
		},
		head: func(p *page, base, _ string, _ *storyshelf.SiteSettings, d *pageData) {
			newsletterArchivePage(p, base, d.archive)
		}},
	"newsletter-issue": {module: "src/app/routes/newsletter-issue.tsx",
		fetch: func(ctx context.Context, s *Site, d *pageData, ref string) {
			d.issue, d.issueErr = embed(ctx, s, d, readNewsletterIssue, readArgs{"id": ref})
		},
		head: func(p *page, _, _ string, _ *storyshelf.SiteSettings, d *pageData) { newsletterIssuePage(p, d) }},
	// An address that is no page: the app's page that says so.
	notFoundKind: {module: "src/app/routes/not-found.tsx",
		fetch: func(context.Context, *Site, *pageData, string) {},
		head:  func(p *page, _, _ string, _ *storyshelf.SiteSettings, _ *pageData) { notFoundPage(p) }},
	// The admin is an app of its own, which the entry script imports on admin
	// pages; its page shows nothing until the owner signs in.
	"admin": {module: "src/app/admin-app.tsx",
		fetch: func(context.Context, *Site, *pageData, string) {},
		head: func(p *page, _, _ string, site *storyshelf.SiteSettings, _ *pageData) {
			p.Title = "Admin Portal | " + site.Identity.Name
			p.Description = "The site owner's back-office."
			p.NoIndex = true
			p.Heading = "Admin Portal"
		}},
}

// embedBook embeds the book of a book's page (or its videos and songs), and
// says whether the page goes on: not when the book cannot be had (the page
// says why) or ref is not its own address (the visitor is sent there).
func embedBook(ctx context.Context, s *Site, d *pageData, ref string) (readArgs, bool) {
	d.book, d.bookErr = embed(ctx, s, d, readBook, readArgs{"ref": ref})
	if d.bookErr != nil || d.book.SlugWithID() != ref {
		return nil, false
	}
	return readArgs{"id": d.book.ID}, true
}
