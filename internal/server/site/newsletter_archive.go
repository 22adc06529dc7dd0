package site

import (
	"context"
	"encoding/xml"
	"net/http"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The public newsletter archive (issue #28 part 5): /newsletter lists the
// sent issues the owner put in it, /newsletter/{id} is an issue's web
// version, and /newsletter/feed.xml is their Atom feed; under /es/ the same
// in Spanish, each language's archive and feed listing the issues written in it. Each shows the
// issue's stored words alone: what each reader's copy adds (their address,
// their unsubscribe link, issueMail) is never stored with the issue.

var (
	readNewsletterArchive = publicRead[[]storyshelf.ArchivedIssue]{pattern: "GET /api/newsletter/archive",
		key: []string{"newsletter-archive"}, fetch: (*Site).fetchNewsletterArchive}
	readNewsletterIssue = publicRead[*storyshelf.ArchivedIssue]{pattern: "GET /api/newsletter/archive/{id}",
		key: []string{"newsletter-issue", "{id}"}, fetch: (*Site).fetchNewsletterIssue}
)

// GET /api/newsletter/archive
//
// The archive, newest first: [{id, subject, previewText, sentAt}].
func (s *Site) fetchNewsletterArchive(ctx context.Context, _ readArgs) ([]storyshelf.ArchivedIssue, error) {
	return s.Store.ArchivedIssues(ctx)
}

// GET /api/newsletter/archive/{id}
//
// One issue of the archive with its sanitized HTML (bodyHtml); 404 for any
// issue not in it.
func (s *Site) fetchNewsletterIssue(ctx context.Context, args readArgs) (*storyshelf.ArchivedIssue, error) {
	return s.Store.ArchivedIssue(ctx, args["id"])
}

// newsletterFeedPath is the archive's Atom feed.
const newsletterFeedPath = "/newsletter/feed.xml"

type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Lang    string      `xml:"xml:lang,attr"`
	ID      string      `xml:"id"`
	Title   string      `xml:"title"`
	Updated string      `xml:"updated"`
	Links   []atomLink  `xml:"link"`
	Author  atomPerson  `xml:"author"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr,omitempty"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
}

type atomText struct {
	Type string `xml:"type,attr,omitempty"`
	Text string `xml:",chardata"`
}

type atomEntry struct {
	ID      string    `xml:"id"`
	Title   string    `xml:"title"`
	Updated string    `xml:"updated"`
	Link    atomLink  `xml:"link"`
	Summary *atomText `xml:"summary,omitempty"`
	Content atomText  `xml:"content"`
}

// GET /newsletter/feed.xml, GET /es/newsletter/feed.xml
//
// The archive as an Atom feed in one language (xml:lang): the issues written
// in it, newest first, each entry with its web version's full address (from
// PUBLIC_URL, never the request's Host) and its words as HTML.
func (s *Site) handleNewsletterFeed(lang i18n.Lang) func(w http.ResponseWriter, r *http.Request) error {
	return func(w http.ResponseWriter, r *http.Request) error {
		ctx := r.Context()
		list, err := s.Store.ArchivedIssuesWithBodies(ctx)
		if err != nil {
			return err
		}
		site := s.Site(ctx)
		base := s.SiteURL
		feed := atomFeed{Lang: string(lang), ID: base + lang.Path("/newsletter"),
			Title: strings.TrimSpace(lang.T("page.newsletter.feedTitle", i18n.Args{"site": site.Identity.Name})),
			Links: []atomLink{
				{Rel: "self", Type: "application/atom+xml", Href: base + lang.Path(newsletterFeedPath)},
				{Rel: "alternate", Type: "text/html", Href: base + lang.Path("/newsletter")},
			},
			Author: atomPerson{Name: site.Publisher()}}
		// An empty archive has changed last when the site began.
		updated, err := s.Store.SiteStarted(ctx)
		if err != nil {
			return err
		}
		for _, i := range list {
			if !i.In(string(lang)) {
				continue
			}
			v := i.Version(string(lang))
			href := base + lang.Path("/newsletter/"+i.ID)
			e := atomEntry{ID: href, Title: v.Subject, Updated: i.SentAt.Format(time.RFC3339),
				Link:    atomLink{Rel: "alternate", Type: "text/html", Href: href},
				Content: atomText{Type: "html", Text: mails.AbsoluteLinks(base, v.HTML)}}
			if v.PreviewText != "" {
				e.Summary = &atomText{Text: v.PreviewText}
			}
			feed.Entries = append(feed.Entries, e)
			if i.SentAt.After(updated) {
				updated = i.SentAt
			}
		}
		feed.Updated = updated.Format(time.RFC3339)
		w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
		w.Header().Set("Cache-Control", publicCacheControl)
		w.Write([]byte(xml.Header))
		enc := xml.NewEncoder(w)
		enc.Indent("", "  ")
		return enc.Encode(feed)
	}
}
