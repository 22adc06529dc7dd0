package mails

import (
	"net/url"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// UnsubscribeLinks are a subscriber's two ways out: the confirm page for
// people, and the RFC 8058 one-click headers for mail apps' own button.
func UnsubscribeLinks(base string, sub *storyshelf.Subscriber) (page string, headers map[string]string) {
	token := url.QueryEscape(sub.UnsubscribeToken)
	return base + "/unsubscribe?token=" + token, map[string]string{
		"List-Unsubscribe":      "<" + base + "/api/unsubscribe?token=" + token + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	}
}

// Welcome confirms a newsletter subscription, in the subscriber's
// language. Like every message to a subscriber it carries an unsubscribe
// link and the RFC 8058 one-click headers, so mail apps can offer their own
// unsubscribe button.
func Welcome(ms Site, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := i18n.Parse(sub.Lang)
	pageLink, headers := UnsubscribeLinks(ms.Base, sub)
	books := ms.Base + lang.Path("/books")
	site := i18n.Args{"site": ms.Name}
	signedUp := i18n.Args{"email": sub.Email}
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.welcome", To: sub.Email,
		Subject: lang.T("mail.welcome.subject", site),
		Headers: headers,
	}, body{
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

// RejoinLink is where someone who unsubscribed confirms they want the
// newsletter again. Only the address's owner receives it.
func RejoinLink(base string, sub *storyshelf.Subscriber) string {
	return base + "/rejoin?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// Rejoin asks an address that unsubscribed whether it wants the
// newsletter again, after someone typed it into the newsletter form; in the
// language of that form's page.
func Rejoin(ms Site, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := i18n.Parse(sub.Lang)
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.rejoin", To: sub.Email,
		Subject: lang.T("mail.rejoin.subject", i18n.Args{"site": ms.Name}),
	}, body{text: []string{
		lang.T("mail.rejoin.intro", i18n.Args{"site": ms.Name, "email": sub.Email}),
		RejoinLink(ms.Base, sub),
		"",
		lang.T("mail.rejoin.ignore"),
	}})
}

const ConfirmSignUpPath = "/confirm-subscription"

// ConfirmLink is where the owner of a pending address confirms it.
func ConfirmLink(base string, sub *storyshelf.Subscriber) string {
	return base + ConfirmSignUpPath + "?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// Confirm asks the owner of a new address to confirm it, in the
// language of the page they signed up on.
func Confirm(ms Site, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := i18n.Parse(sub.Lang)
	site := i18n.Args{"site": ms.Name}
	link := ConfirmLink(ms.Base, sub)
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.confirm", To: sub.Email, Unconfirmed: true,
		Subject: lang.T("mail.confirm.subject", site),
	}, body{
		text: []string{
			lang.T("mail.confirm.intro", i18n.Args{"site": ms.Name, "email": sub.Email}),
			link,
			"",
			lang.T("mail.confirm.ignore"),
		},
		html: `<h1 style="color:#9a3412">` + tHTML(lang, "mail.confirm.subject", site) + `</h1>` +
			`<p>` + tHTML(lang, "mail.confirm.intro", i18n.Args{"site": ms.Name, "email": sub.Email}) + `</p>` +
			`<p>` + mailLink(link, lang.T("mail.confirm.button")) + `</p>` +
			`<p>` + tHTML(lang, "mail.confirm.ignore", nil) + `</p>`,
	})
}
