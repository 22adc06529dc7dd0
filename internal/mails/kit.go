package mails

import (
	"net/url"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// KitDownloadPath is the path of a kit file's signed link: the sign-up's
// secret token, and the file.
func KitDownloadPath(token, fileID string) string {
	return "/kit-downloads/" + url.PathEscape(token) + "/" + url.PathEscape(fileID)
}

// Download is one file of a kit sign-up: its name and its signed link's
// path on the site.
type Download struct{ FileName, URL string }

// Kit carries a kit sign-up's download links, so they survive a closed
// tab, in the language of the page the kit was asked for on. A reader on the
// email list gets the unsubscribe link and headers; one who unsubscribed
// earlier stays off the list, and gets a link to come back; one whose
// address waits for confirmation gets the link to confirm it.
func Kit(ms Site, kit *storyshelf.KindnessKit, sub *storyshelf.Subscriber, downloads []Download) storyshelf.OutboxMail {
	lang := i18n.Parse(sub.Lang)
	pageLink, headers := UnsubscribeLinks(ms.Base, sub)
	kitTitle, _ := storyshelf.InLang(string(lang), kit.Title, kit.TitleEs)
	title := i18n.Args{"kit": kitTitle}
	signedUp := i18n.Args{"email": sub.Email, "site": ms.Name}
	b := body{
		text:       []string{lang.T("mail.kit.intro", title), ""},
		footer:     lang.T("mail.kit.signedUp", signedUp) + " " + lang.T("mail.unsubscribeHere", i18n.Args{"link": pageLink}),
		footerHTML: tHTML(lang, "mail.kit.signedUp", signedUp) + ` ` + mailLink(pageLink, lang.T("mail.unsubscribe")) + `.`,
	}
	if sub.Status == storyshelf.SubscriberCancelled {
		rejoin := RejoinLink(ms.Base, sub)
		b.footer = lang.T("mail.kit.stillUnsubscribed", signedUp) + " " + lang.T("mail.kit.rejoinHere", i18n.Args{"link": rejoin})
		b.footerHTML = tHTML(lang, "mail.kit.stillUnsubscribed", signedUp) + ` ` + mailLink(rejoin, lang.T("mail.kit.rejoin")) + `.`
		headers = nil
	}
	if sub.Status == storyshelf.SubscriberPending {
		confirm := ConfirmLink(ms.Base, sub)
		b.footer = lang.T("mail.kit.confirmToJoin", signedUp) + " " + lang.T("mail.kit.confirmHere", i18n.Args{"link": confirm})
		b.footerHTML = tHTML(lang, "mail.kit.confirmToJoin", signedUp) + ` ` + mailLink(confirm, lang.T("mail.confirm.button")) + `.`
		headers = nil
	}
	items := ""
	for _, d := range downloads {
		b.text = append(b.text, "- "+d.FileName+": "+ms.Base+d.URL)
		items += `<li>` + mailLink(ms.Base+d.URL, d.FileName) + `</li>`
	}
	b.text = append(b.text, "", lang.T("mail.kit.expiry"))
	b.html = `<h1 style="color:#9a3412">` + tHTML(lang, "mail.kit.heading", title) + `</h1>` +
		`<p>` + tHTML(lang, "mail.kit.downloadHere", nil) + `</p><ul>` + items + `</ul>` +
		`<p>` + tHTML(lang, "mail.kit.expiry", nil) + `</p>`
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "kit.download", To: sub.Email, Unconfirmed: sub.Status == storyshelf.SubscriberPending,
		Subject: lang.T("mail.kit.subject", i18n.Args{"kit": kitTitle, "site": ms.Name}),
		Headers: headers,
	}, b)
}
