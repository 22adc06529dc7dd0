package server

import (
	"context"
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mailSite is what the site's mails say of it: its address, its name, and
// the settings the sender's name and the owner's signature come from.
type mailSite struct {
	base, name string
	site       *storyshelf.SiteSettings
}

// mailSite reads the settings the mails are written with.
func (s *Server) mailSite(ctx context.Context) mailSite {
	site := s.site(ctx)
	return mailSite{base: s.SiteURL, name: site.Identity.Name, site: site}
}

// mailSender is the name a mail in lang is sent under and the owner's
// signature line it ends with: the ones she wrote for that language, or her
// English ones while the Spanish are empty. Every mail reads them here.
func mailSender(site *storyshelf.SiteSettings, lang i18n.Lang) (fromName, signature string) {
	return site.MailFromNameIn(string(lang)), site.MailSignatureIn(string(lang))
}

// mailBody is a mail's words: the message, then the small print about why
// the reader receives it.
type mailBody struct {
	text       []string // lines
	footer     string
	html       string // "" for a plain-text mail
	footerHTML string
}

// write puts the body into m with the owner's signature line (in lang) after
// the message and before the small print, and names the sender.
func (ms mailSite) write(lang i18n.Lang, m storyshelf.OutboxMail, b mailBody) storyshelf.OutboxMail {
	fromName, signature := mailSender(ms.site, lang)
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

// readerLang is the language a reader's mails and pages speak: the one of
// the page they last signed up on.
func readerLang(stored string) i18n.Lang {
	return i18n.Parse(stored)
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

// unsubscribeLinks are a subscriber's two ways out: the confirm page for
// people, and the RFC 8058 one-click headers for mail apps' own button.
func unsubscribeLinks(base string, sub *storyshelf.Subscriber) (page string, headers map[string]string) {
	token := url.QueryEscape(sub.UnsubscribeToken)
	return base + "/unsubscribe?token=" + token, map[string]string{
		"List-Unsubscribe":      "<" + base + "/api/unsubscribe?token=" + token + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	}
}

// welcomeMail confirms a newsletter subscription, in the subscriber's
// language. Like every message to a subscriber it carries an unsubscribe
// link and the RFC 8058 one-click headers, so mail apps can offer their own
// unsubscribe button.
func welcomeMail(ms mailSite, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := readerLang(sub.Lang)
	pageLink, headers := unsubscribeLinks(ms.base, sub)
	books := ms.base + inLang(lang, "/books")
	site := i18n.Args{"site": ms.name}
	signedUp := i18n.Args{"email": sub.Email}
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.welcome", To: sub.Email,
		Subject: lang.T("mail.welcome.subject", site),
		Headers: headers,
	}, mailBody{
		text: []string{
			lang.T("mail.welcome.heading", site),
			"",
			lang.T("mail.welcome.intro"),
			"",
			lang.T("mail.welcome.browse") + ": " + books,
		},
		footer: lang.T("mail.welcome.signedUp", signedUp) + " " + lang.T("mail.unsubscribeHere", i18n.Args{"link": pageLink}),
		html: `<h1 style="color:#9a3412">` + tHTML(lang, "mail.welcome.heading", site) + `</h1>` +
			`<p>` + tHTML(lang, "mail.welcome.intro", nil) + `</p>` +
			`<p>` + mailLink(books, lang.T("mail.welcome.browse")) + `</p>`,
		footerHTML: tHTML(lang, "mail.welcome.signedUp", signedUp) + ` ` + mailLink(pageLink, lang.T("mail.unsubscribe")) + `.`,
	})
}

// rejoinLink is where someone who unsubscribed confirms they want the
// newsletter again. Only the address's owner receives it.
func rejoinLink(base string, sub *storyshelf.Subscriber) string {
	return base + "/rejoin?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// rejoinMail asks an address that unsubscribed whether it wants the
// newsletter again, after someone typed it into the newsletter form; in the
// language of that form's page.
func rejoinMail(ms mailSite, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := readerLang(sub.Lang)
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.rejoin", To: sub.Email,
		Subject: lang.T("mail.rejoin.subject", i18n.Args{"site": ms.name}),
	}, mailBody{text: []string{
		lang.T("mail.rejoin.intro", i18n.Args{"site": ms.name, "email": sub.Email}),
		rejoinLink(ms.base, sub),
		"",
		lang.T("mail.rejoin.ignore"),
	}})
}

// kitMail carries a kit sign-up's download links, so they survive a closed
// tab, in the language of the page the kit was asked for on. A reader on the
// email list gets the unsubscribe link and headers; one who unsubscribed
// earlier stays off the list, and gets a link to come back; one whose
// address waits for confirmation gets the link to confirm it.
func kitMail(ms mailSite, kit *storyshelf.KindnessKit, sub *storyshelf.Subscriber, downloads []kitDownloadView) storyshelf.OutboxMail {
	lang := readerLang(sub.Lang)
	pageLink, headers := unsubscribeLinks(ms.base, sub)
	kitTitle, _ := storyshelf.InLang(string(lang), kit.Title, kit.TitleEs)
	title := i18n.Args{"kit": kitTitle}
	signedUp := i18n.Args{"email": sub.Email, "site": ms.name}
	b := mailBody{
		text:       []string{lang.T("mail.kit.intro", title), ""},
		footer:     lang.T("mail.kit.signedUp", signedUp) + " " + lang.T("mail.unsubscribeHere", i18n.Args{"link": pageLink}),
		footerHTML: tHTML(lang, "mail.kit.signedUp", signedUp) + ` ` + mailLink(pageLink, lang.T("mail.unsubscribe")) + `.`,
	}
	if sub.Status == storyshelf.SubscriberCancelled {
		rejoin := rejoinLink(ms.base, sub)
		b.footer = lang.T("mail.kit.stillUnsubscribed", signedUp) + " " + lang.T("mail.kit.rejoinHere", i18n.Args{"link": rejoin})
		b.footerHTML = tHTML(lang, "mail.kit.stillUnsubscribed", signedUp) + ` ` + mailLink(rejoin, lang.T("mail.kit.rejoin")) + `.`
		headers = nil
	}
	if sub.Status == storyshelf.SubscriberPending {
		confirm := confirmLink(ms.base, sub)
		b.footer = lang.T("mail.kit.confirmToJoin", signedUp) + " " + lang.T("mail.kit.confirmHere", i18n.Args{"link": confirm})
		b.footerHTML = tHTML(lang, "mail.kit.confirmToJoin", signedUp) + ` ` + mailLink(confirm, lang.T("mail.confirm.button")) + `.`
		headers = nil
	}
	items := ""
	for _, d := range downloads {
		b.text = append(b.text, "- "+d.FileName+": "+ms.base+d.URL)
		items += `<li>` + mailLink(ms.base+d.URL, d.FileName) + `</li>`
	}
	b.text = append(b.text, "", lang.T("mail.kit.expiry"))
	b.html = `<h1 style="color:#9a3412">` + tHTML(lang, "mail.kit.heading", title) + `</h1>` +
		`<p>` + tHTML(lang, "mail.kit.downloadHere", nil) + `</p><ul>` + items + `</ul>` +
		`<p>` + tHTML(lang, "mail.kit.expiry", nil) + `</p>`
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "kit.download", To: sub.Email, Unconfirmed: sub.Status == storyshelf.SubscriberPending,
		Subject: lang.T("mail.kit.subject", i18n.Args{"kit": kitTitle, "site": ms.name}),
		Headers: headers,
	}, b)
}

// langNames name the site's languages for the owner, whose admin is in
// English.
var langNames = map[i18n.Lang]string{i18n.English: "English", i18n.Spanish: "Spanish"}

// contactMail tells the owner about a contact message, in English, with the
// language the sender wrote from; replying answers the sender directly.
func contactMail(ms mailSite, owner string, m *storyshelf.ContactMessage) storyshelf.OutboxMail {
	fromName, _ := mailSender(ms.site, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "contact", To: owner, ReplyTo: m.Email, FromName: fromName,
		Subject: "[" + ms.name + "] " + m.Subject + " from " + m.Name,
		Text: fmt.Sprintf("New message from the contact form\n\nFrom: %s <%s>\nSubject: %s\nLanguage: %s\n\n%s\n\n(Reply to this email to answer %s directly.)",
			m.Name, m.Email, m.Subject, langNames[readerLang(m.Lang)], m.Message, m.Name),
	}
}

// resetMail carries a single-use password reset link.
func resetMail(ms mailSite, to, token string) storyshelf.OutboxMail {
	fromName, _ := mailSender(ms.site, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "password.reset", To: to, FromName: fromName,
		Subject: "Reset your " + ms.name + " password",
		Text: "Someone (hopefully you) asked to reset the password of the " + ms.name + " admin account " + to + ".\n\n" +
			"Choose a new password here (the link works once, for one hour):\n" +
			ms.base + "/admin/reset-password?token=" + url.QueryEscape(token) + "\n\n" +
			"If you did not ask for this, ignore this email: your password stays as it is.",
	}
}
