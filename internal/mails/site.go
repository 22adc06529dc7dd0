// Package mails writes every mail the site sends: each composer is a pure
// function from what the mail is about, and the reader's language, to the
// message. Handlers and the background workers call them and queue what
// they return.
package mails

import (
	"html"
	"strings"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Site is what the site's mails say of it: its address, its name, and
// the settings the sender's name and the owner's signature come from.
type Site struct {
	// Base is the site's configured address (never a request's Host): every
	// link in a mail starts with it.
	Base string
	// Name is the site's name, as its settings give it.
	Name     string
	Settings *storyshelf.SiteSettings
	// Page tells whether a path on the site is one of its public pages, which
	// a newsletter's links to carry the campaign tags (see campaign).
	Page func(path string) bool
}

// NewSite is the site as settings and base describe it; page as in Site.Page.
func NewSite(base string, settings *storyshelf.SiteSettings, page func(path string) bool) Site {
	return Site{Base: base, Name: settings.Identity.Name, Settings: settings, Page: page}
}

// sender is the name a mail in lang is sent under and the owner's
// signature line it ends with: the ones she wrote for that language, or her
// English ones while the Spanish are empty. Every mail reads them here.
func sender(site *storyshelf.SiteSettings, lang i18n.Lang) (fromName, signature string) {
	return site.MailFromNameIn(string(lang)), site.MailSignatureIn(string(lang))
}

// body is a mail's words: the message, then the small print about why
// the reader receives it.
type body struct {
	text       []string // lines
	footer     string
	html       string // "" for a plain-text mail
	footerHTML string
}

// write puts the body into m with the owner's signature line (in lang) after
// the message and before the small print, and names the sender.
func (ms Site) write(lang i18n.Lang, m storyshelf.OutboxMail, b body) storyshelf.OutboxMail {
	fromName, signature := sender(ms.Settings, lang)
	text := b.text
	if signature != "" {
		text = append(text, "", signature)
		b.html += `<p>` + strings.ReplaceAll(html.EscapeString(signature), "\n", "<br>") + `</p>`
	}
	if b.footer != "" {
		text = append(text, "", b.footer)
	}
	m.Text = strings.Join(text, "\n")
	if b.html != "" {
		m.HTML = `<!doctype html><html lang="` + string(lang) + `"><body style="font-family:sans-serif;color:#292524;line-height:1.5">` + b.html +
			`<p style="font-size:12px;color:#57534e">` + b.footerHTML + `</p></body></html>`
	}
	m.FromName = fromName
	return m
}

// tHTML is a catalogue message in lang, with its values, escaped for a
// mail's HTML part.
func tHTML(lang i18n.Lang, key string, args i18n.Args) string {
	return html.EscapeString(lang.T(key, args))
}

// mailLink is an HTML link with escaped address and words.
func mailLink(href, words string) string {
	return `<a href="` + html.EscapeString(href) + `">` + html.EscapeString(words) + `</a>`
}
