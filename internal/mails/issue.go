package mails

import (
	"html"
	"net/url"
	"regexp"
	"strings"

	"github.com/storyshelf/storyshelf/internal/mail"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// buttonStyle is how a link the editor made a button looks in mail apps,
// which mostly ignore style sheets.
const buttonStyle = `display:inline-block;padding:12px 20px;background:#9a3412;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold`

// Issue is a subscriber's copy of a newsletter issue: the version in their
// language (or the other one, when theirs is not written), the preview text
// hidden at the top (mail apps show it beside the subject), the reason they
// get it with their own unsubscribe link, and the RFC 8058 one-click
// headers. The footer speaks the reader's language; words of the other
// language are marked as such. Links and images on this site become full
// addresses, and links to its pages carry the issue's campaign tags, the
// same for both versions. No tracking pixel and no per-person link: only
// the unsubscribe link is personal.
func Issue(ms Site, i *storyshelf.Issue, sub *storyshelf.Subscriber) mail.Message {
	lang := i18n.Parse(sub.Lang)
	v := i.Version(string(lang))
	pageLink, headers := UnsubscribeLinks(ms.Base, sub)
	why := i18n.Args{"email": sub.Email, "site": ms.Name}
	c := newCampaign(ms, i.Name())
	content := strings.ReplaceAll(c.html(AbsoluteLinks(ms.Base, v.HTML)), `class="button"`, `class="button" style="`+buttonStyle+`"`)
	if v.PreviewText != "" {
		content = `<div style="display:none;max-height:0;overflow:hidden">` + html.EscapeString(v.PreviewText) + `</div>` + content
	}
	if v.Lang != string(lang) {
		content = `<div lang="` + v.Lang + `">` + content + `</div>`
	}
	m := ms.write(lang, storyshelf.OutboxMail{To: sub.Email, Subject: v.Subject, Headers: headers}, body{
		text:       []string{strings.TrimRight(c.text(v.Text), "\n")},
		footer:     lang.T("mail.issue.why", why) + " " + lang.T("mail.unsubscribeHere", i18n.Args{"link": pageLink}),
		html:       content,
		footerHTML: tHTML(lang, "mail.issue.why", why) + ` ` + mailLink(pageLink, lang.T("mail.unsubscribe")) + `.`,
	})
	return mail.Message{To: m.To, FromName: m.FromName, Subject: m.Subject, Text: m.Text, HTML: m.HTML, Headers: m.Headers}
}

// maxCampaign is how long an issue's campaign tag may be, in characters.
const maxCampaign = 60

var (
	hrefAttr    = regexp.MustCompile(`href="[^"]*"`)
	textAddress = regexp.MustCompile(`https?://[^\s"'<>()]+`)
)

// campaign tags the links of an issue's copies that lead to this site's own
// pages (utm_source=newsletter, utm_medium=email and the subject as the
// campaign), so the statistics show the visits the newsletter brought
// (issue #31). Every copy gets the same tags. Links to other sites, to files
// and to the mail-only pages such as unsubscribing stay as they are, and so
// does a link the owner tagged herself.
type campaign struct {
	page func(path string) bool // Site.Page
	site *url.URL
	tags string
}

func newCampaign(ms Site, subject string) campaign {
	site, err := url.Parse(ms.Base)
	if err != nil {
		site = &url.URL{}
	}
	tags := "utm_source=newsletter&utm_medium=email"
	slug := []rune(storyshelf.Slug(subject))
	if len(slug) > maxCampaign {
		slug = slug[:maxCampaign]
	}
	if name := strings.TrimRight(string(slug), "-"); name != "" {
		tags += "&utm_campaign=" + url.QueryEscape(name)
	}
	return campaign{page: ms.Page, site: site, tags: tags}
}

// html tags the href attributes of the issue's sanitized HTML, whose values
// are HTML-escaped.
func (c campaign) html(body string) string {
	return hrefAttr.ReplaceAllStringFunc(body, func(attr string) string {
		addr := html.UnescapeString(strings.TrimSuffix(strings.TrimPrefix(attr, `href="`), `"`))
		return `href="` + html.EscapeString(c.link(addr)) + `"`
	})
}

// text tags the full addresses in the plain-text part, leaving a sentence's
// last punctuation outside the address.
func (c campaign) text(body string) string {
	return textAddress.ReplaceAllStringFunc(body, func(found string) string {
		addr := strings.TrimRight(found, ".,;:!?'")
		return c.link(addr) + found[len(addr):]
	})
}

// link is addr with the tags when it leads to one of the site's pages:
// added to the query it has, before any #fragment, the address otherwise
// kept as the owner wrote it.
func (c campaign) link(addr string) string {
	u, err := url.Parse(addr)
	if err != nil || c.site.Host == "" || !strings.EqualFold(u.Scheme, c.site.Scheme) || !strings.EqualFold(u.Host, c.site.Host) ||
		c.page == nil || !c.page(u.Path) {
		return addr
	}
	if q := u.Query(); q.Has("utm_source") || q.Has("utm_medium") || q.Has("utm_campaign") {
		return addr
	}
	rest, fragment, hasFragment := strings.Cut(addr, "#")
	switch {
	case !strings.Contains(rest, "?"):
		rest += "?"
	case !strings.HasSuffix(rest, "?") && !strings.HasSuffix(rest, "&"):
		rest += "&"
	}
	rest += c.tags
	if hasFragment {
		rest += "#" + fragment
	}
	return rest
}

// AbsoluteLinks makes the site's own links and images in an issue's HTML
// full addresses, for readers away from the site (mail apps, feed readers).
func AbsoluteLinks(base, body string) string {
	return strings.NewReplacer(`src="/`, `src="`+base+`/`, `href="/`, `href="`+base+`/`).Replace(body)
}
