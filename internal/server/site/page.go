package site

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"html/template"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// page is what the server knows of one public page before the app runs: its
// head tags, what a crawler without JavaScript reads, and the data the app
// would otherwise fetch first.
type page struct {
	Lang        i18n.Lang
	Status      int
	Title       string
	Description string
	Canonical   string
	Alternates  []alternate // the page in each language, for search engines
	SiteName    string
	Favicon     string // made from the owner's logo; "" means the app's own icon
	Type        string // og:type
	Image       string
	NoIndex     bool
	Preload     []preload // images
	Modules     []string  // route code
	JSONLD      []template.JS
	Feed        string // the page's Atom feed, for feed readers
	Heading     string
	Summary     string
	Links       []link
	Blocks      []block // the owner's texts the page shows (FAQ, cards, tips, policy sections)
	Data        []queryData
}

type link struct{ Href, Text string }

// block is a part of a page's text for readers without the app: a heading,
// a paragraph and a list, any of which may be empty.
type block struct {
	Heading, Text ownerWords
	Items         []ownerWords
}

// ownerWords is a text of the owner's as a page in one language shows it:
// Lang is "en" when a Spanish page shows her English, which she has not
// written in Spanish (storyshelf.InLang), so it is read as English.
type ownerWords struct{ Text, Lang string }

func wordsIn(lang i18n.Lang, en, es string) ownerWords {
	text, fallback := storyshelf.InLang(string(lang), en, es)
	if fallback {
		return ownerWords{text, string(i18n.English)}
	}
	return ownerWords{Text: text}
}

// alternate is the page's address in one language; Lang "x-default" is the
// one for a visitor whose language the site does not speak.
type alternate struct{ Lang, Href string }

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
// features/book-detail/components/book-cover.tsx); the server's web_app_test.go fails
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
func (s *Site) buildPage(ctx context.Context, r *http.Request) (p *page, redirect string) {
	base := s.SiteURL
	lang, path := i18n.PathLang(r.URL.Path)
	kind, ref := storyshelf.PageOf(path)
	if kind == "" || (kind == "admin" && lang != i18n.English) {
		// No page here: a page that says so, with a 404 (a redirect to the
		// home page is what search engines call a soft 404).
		kind, ref = notFoundKind, ""
	}
	site := s.Site(ctx)
	d := s.fetchPageData(ctx, kind, ref, site)
	if d.book != nil && d.book.SlugWithID() != ref {
		// A book's page at an outdated address: the book's own address.
		to := "/books/"
		if kind == "multimedia" {
			to = "/multimedia/"
		}
		return nil, lang.Path(to + d.book.SlugWithID())
	}
	name := site.Identity.Name
	tagline, _ := storyshelf.InLang(string(lang), site.Identity.Tagline, site.Identity.TaglineEs)
	p = &page{Lang: lang, Status: http.StatusOK, SiteName: name, Description: tagline, Type: "website",
		Canonical: base + lang.Path(path), Favicon: site.Brand.FaviconURL, Data: d.queries}
	if d.bookErr != nil {
		// The status the API would answer; an internal error is logged there.
		// A book address that names no book, or is mistyped, is no page.
		if p.Status, _ = s.Failure(r, d.bookErr); p.Status == http.StatusBadRequest {
			p.Status = http.StatusNotFound
		}
	}
	if d.issueErr != nil {
		p.Status, _ = s.Failure(r, d.issueErr)
	}
	if kind == notFoundKind {
		p.Status = http.StatusNotFound
	}
	publicPages[kind].head(p, base, ref, site, d)
	p.Modules = s.preloads.catalogues[lang]
	if p.Status == http.StatusOK || p.Status == http.StatusNotFound {
		// The app shows a missing page, so it needs the page's code.
		p.Modules = s.preloads.forPage(kind, lang)
	}
	if p.Status == http.StatusOK && kind != "admin" {
		p.Alternates = alternates(base, path)
	}
	if p.Image == "" && site.Brand.ShareImageURL != "" {
		p.Image = absolute(base, site.Brand.ShareImageURL)
	}
	return p, ""
}

// alternates lists a page's address in every language, English as the
// default.
func alternates(base, path string) []alternate {
	var out []alternate
	for _, l := range i18n.Langs {
		out = append(out, alternate{string(l), base + l.Path(path)})
	}
	return append(out, alternate{"x-default", base + i18n.English.Path(path)})
}

func homePage(p *page, base string, site *storyshelf.SiteSettings, books []*storyshelf.Book) {
	h, lang := site.Home, string(p.Lang)
	title, _ := storyshelf.InLang(lang, h.Title, h.TitleEs)
	highlight, _ := storyshelf.InLang(lang, h.Highlight, h.HighlightEs)
	hero := strings.TrimSpace(title + " " + highlight)
	p.Title = p.SiteName + " | " + hero
	p.Heading = hero
	p.Summary, _ = storyshelf.InLang(lang, h.Subtitle, h.SubtitleEs)
	if p.Summary == "" {
		p.Summary = p.Description
	}
	p.Links = bookLinks(p.Lang, books)
	// The 'Latest Book' feature's cover: the pinned book's, else the newest's.
	if b := site.Catalogue.FeaturedBook(books, string(p.Lang)); b != nil && b.CoverImage != "" && !strings.HasPrefix(b.CoverImage, "data:") {
		p.Preload = append(p.Preload, coverPreload(b.CoverImage, latestCoverSizes))
	}
	p.JSONLD = append(p.JSONLD, jsonLD(map[string]any{
		"@context": "https://schema.org", "@type": "WebSite", "name": p.SiteName, "url": p.Canonical,
		"description": p.Description, "publisher": publisher(base, site), "inLanguage": string(p.Lang),
	}))
}

func booksPage(p *page, books []*storyshelf.Book) {
	p.Title = p.Lang.T("page.books.title", i18n.Args{"site": p.SiteName})
	p.Description = p.Lang.T("page.books.description")
	p.Heading = p.Lang.T("books.heading")
	p.Summary = p.Description
	p.Links = bookLinks(p.Lang, books)
}

func bookPage(p *page, base, ref string, site *storyshelf.SiteSettings, d *pageData) {
	if d.bookErr != nil {
		bookNotFound(p, d.bookErr)
		return
	}
	b := d.book
	p.Title = p.Lang.T("page.book.title", i18n.Args{"title": b.Title, "author": b.Author, "site": p.SiteName})
	p.Description = summary(b.Description)
	p.Type = "book"
	p.Heading = b.Title
	p.Summary = b.Description
	if b.CoverImage != "" && !strings.HasPrefix(b.CoverImage, "data:") {
		p.Image = absolute(base, b.CoverImage)
		p.Preload = append(p.Preload, coverPreload(b.CoverImage, detailCoverSizes))
	}
	p.Links = []link{{p.Lang.Path("/books"), p.Lang.T("page.book.moreBooks")}}
	if b.HasMultimedia {
		p.Links = slices.Insert(p.Links, 0, link{p.Lang.Path("/multimedia/" + ref), p.Lang.T("bookDetail.multimediaLink")})
	}
	p.Blocks = readingBlocks(p.Lang, b, d.reading)
	if o := b.OtherEdition; o != nil {
		p.Links = append(p.Links, link{p.Lang.Path("/books/" + storyshelf.SlugWithID(o.Slug, o.ID)),
			p.Lang.T("bookDetail.alsoIn", i18n.Args{"language": o.Language}) + ": " + o.Title})
	}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "Book", "name": b.Title, "description": b.Description,
		"url":       p.Canonical,
		"author":    map[string]any{"@type": "Person", "name": b.Author},
		"publisher": map[string]any{"@type": site.Identity.PublisherType, "name": site.Publisher()},
	}
	ld["inLanguage"] = b.Language // the edition's, whichever language the page speaks
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
	addReviewsLD(ld, d.reviews.Testimonials)
	p.JSONLD = append(p.JSONLD, jsonLD(ld))
}

func multimediaPage(p *page, ref string, d *pageData) {
	if d.bookErr != nil {
		bookNotFound(p, d.bookErr)
		return
	}
	b := d.book
	book := i18n.Args{"title": b.Title, "author": b.Author, "site": p.SiteName}
	p.Title = p.Lang.T("page.multimedia.title", book)
	p.Description = p.Lang.T("page.multimedia.description", book)
	p.Heading = p.Lang.T("page.multimedia.heading", book)
	p.Summary = p.Description
	p.Links = []link{{p.Lang.Path("/books/" + ref), p.Lang.T("multimedia.backToBook")}}
	lang := string(p.Lang)
	for _, m := range d.multimedia {
		title, _ := storyshelf.InLang(lang, m.Title, m.TitleEs)
		description, _ := storyshelf.InLang(lang, m.Description, m.DescriptionEs)
		p.Links = append(p.Links, link{p.Lang.Path("/multimedia/" + ref), title + ": " + summary(description)})
	}
}

// newsletterArchivePage is the newsletter archive (/newsletter): the issues
// written in the page's language, newest first, and its Atom feed.
func newsletterArchivePage(p *page, base string, issues []storyshelf.ArchivedIssue) {
	T := p.Lang.T
	p.Title = T("page.newsletter.title", i18n.Args{"site": p.SiteName})
	p.Description = T("page.newsletter.description")
	p.Heading = T("newsletterArchive.heading")
	p.Summary = p.Description
	p.Feed = base + p.Lang.Path(newsletterFeedPath)
	for _, i := range issues {
		if i.In(string(p.Lang)) {
			p.Links = append(p.Links, link{p.Lang.Path("/newsletter/" + i.ID), i.Version(string(p.Lang)).Subject})
		}
	}
}

// newsletterIssuePage is an issue's web version: its subject and preview
// text for the head; the app shows its words.
func newsletterIssuePage(p *page, d *pageData) {
	if d.issueErr != nil {
		p.Title = p.Lang.T("page.newsletterIssueNotFound.title", i18n.Args{"site": p.SiteName})
		p.Heading = toolkit.Say(p.Lang, storyshelf.ErrorMsg(d.issueErr))
		p.NoIndex = true
		return
	}
	i := d.issue.Version(string(p.Lang))
	p.Title = p.Lang.T("page.newsletterIssue.title", i18n.Args{"subject": i.Subject, "site": p.SiteName})
	p.Type = "article"
	if i.PreviewText != "" {
		p.Description = i.PreviewText
	}
	p.Heading = i.Subject
	p.Summary = i.PreviewText
	p.Links = []link{{p.Lang.Path("/newsletter"), p.Lang.T("newsletterArchive.back")}}
}

// bookNotFound is a book's page when its book cannot be had (buildPage gives
// it the status the API would answer): the page that is not found when no
// book is at the address, else the app's message.
func bookNotFound(p *page, err error) {
	if p.Status == http.StatusNotFound {
		notFoundPage(p)
		return
	}
	p.Title = p.Lang.T("page.bookNotFound.title", i18n.Args{"site": p.SiteName})
	p.Heading = toolkit.Say(p.Lang, storyshelf.ErrorMsg(err))
	p.NoIndex = true
}

// notFoundKind is the page of an address that is no page of the site.
const notFoundKind = "not-found"

// notFoundPage says that no page is at the address, and offers the books
// and the home page (the app adds a search of the books).
func notFoundPage(p *page) {
	T := p.Lang.T
	p.Title = T("page.notFound.title", i18n.Args{"site": p.SiteName})
	p.Heading = T("notFound.title")
	p.Summary = T("notFound.text")
	p.NoIndex = true
	p.Links = []link{{p.Lang.Path("/books"), T("notFound.books")}, {p.Lang.Path("/"), T("notFound.home")}}
}

func aboutPage(p *page, base string, a *storyshelf.AuthorInfo) {
	p.Type = "profile"
	T := p.Lang.T
	if a == nil {
		p.Title = T("page.about.title", i18n.Args{"site": p.SiteName})
		p.Description = T("page.about.description", i18n.Args{"site": p.SiteName})
		p.Heading = T("page.about.heading")
		return
	}
	title, _ := storyshelf.InLang(string(p.Lang), a.Title, a.TitleEs)
	bio, _ := storyshelf.InLangList(string(p.Lang), a.Bio, a.BioEs)
	who := i18n.Args{"name": a.Name, "title": title, "site": p.SiteName}
	p.Title = T("page.about.titleNamed", who)
	p.Description = summary(strings.Join(bio, " "))
	if p.Description == "" {
		p.Description = T("page.about.descriptionNamed", who)
	}
	p.Heading = T("page.about.headingNamed", who)
	p.Summary = p.Description
	ld := map[string]any{"@context": "https://schema.org", "@type": "Person", "name": a.Name,
		"jobTitle": title, "description": strings.Join(bio, " "), "url": p.Canonical}
	if a.PhotoURL != "" && !strings.HasPrefix(a.PhotoURL, "data:") {
		p.Image = absolute(base, a.PhotoURL)
		ld["image"] = p.Image
	}
	p.JSONLD = append(p.JSONLD, jsonLD(ld))
}

// aboutBlocks are the About page's cards: "6 Books Planned" and its line.
func aboutBlocks(lang i18n.Lang, about storyshelf.SiteAbout) []block {
	var out []block
	for _, c := range about.Cards {
		number, label := wordsIn(lang, c.Number, c.NumberEs), wordsIn(lang, c.Label, c.LabelEs)
		label.Text = strings.TrimSpace(number.Text + " " + label.Text)
		out = append(out, block{Heading: label, Text: wordsIn(lang, c.Text, c.TextEs)})
	}
	return out
}

// readingBlocks are a book page's learning benefits and reading tips: the
// book's own, else the site's; a list without items is left out, as the app
// leaves it out.
func readingBlocks(lang i18n.Lang, b *storyshelf.Book, site storyshelf.SiteReading) []block {
	benefits, tips := site.Benefits, site.Tips
	if len(b.LearningBenefits) > 0 {
		benefits = b.LearningBenefits
	}
	if len(b.ReadingTips) > 0 {
		tips = b.ReadingTips
	}
	var out []block
	if len(benefits) > 0 {
		list := block{Heading: ownerWords{Text: lang.T("bookDetail.benefitsHeading")}}
		for _, x := range benefits {
			list.Items = append(list.Items, wordsIn(lang, x.Text, x.TextEs))
		}
		out = append(out, list)
	}
	if len(tips) > 0 {
		list := block{Heading: ownerWords{Text: lang.T("bookDetail.tipsHeading")}}
		for _, x := range tips {
			title, text := wordsIn(lang, x.Title, x.TitleEs), wordsIn(lang, x.Text, x.TextEs)
			if text.Lang == "" {
				text.Lang = title.Lang
			}
			list.Items = append(list.Items, ownerWords{title.Text + ": " + text.Text, text.Lang})
		}
		out = append(out, list)
	}
	return out
}

// privacyPage is the privacy policy's page: its date, and the sections the
// owner added (the rest is the catalogue's words, which the app shows).
func privacyPage(p *page, site *storyshelf.SiteSettings, policy storyshelf.PrivacyPolicy) {
	T := p.Lang.T
	p.Title = T("page.privacy.title", i18n.Args{"site": p.SiteName})
	p.Heading = T("privacy.heading")
	if policy.Updated == "" { // it could not be read: no date rather than a wrong one
		p.Description = T("page.privacy.descriptionUndated", i18n.Args{"publisher": site.Publisher()})
		return
	}
	updated := longDate(p.Lang, policy.Updated)
	p.Description = T("page.privacy.description", i18n.Args{"publisher": site.Publisher(), "date": updated})
	p.Summary = T("privacy.lastUpdated", i18n.Args{"date": updated})
	for _, sec := range policy.Sections {
		p.Blocks = append(p.Blocks, block{Heading: wordsIn(p.Lang, sec.Heading, sec.HeadingEs),
			Text: wordsIn(p.Lang, sec.Text, sec.TextEs)})
	}
}

// longDate is a day (YYYY-MM-DD) as a reader of lang writes it in full:
// "April 14, 2025", "14 de abril de 2025" (as the app's formatLongDate).
func longDate(lang i18n.Lang, day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	if lang == i18n.Spanish {
		return fmt.Sprintf("%d de %s de %d", t.Day(), spanishMonths[t.Month()-1], t.Year())
	}
	return t.Format("January 2, 2006")
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

func bookLinks(lang i18n.Lang, books []*storyshelf.Book) []link {
	var links []link
	for _, b := range books {
		links = append(links, link{lang.Path("/books/" + b.SlugWithID()), b.Title + ": " + summary(b.Description)})
	}
	return links
}

// summary cuts text to about 160 characters at a word boundary, as search
// results show it.
func summary(text string) string {
	return storyshelf.Summary(text, 160)
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
