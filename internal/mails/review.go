package mails

import (
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ReviewPublished tells a reviewer their review of book is on the site,
// in the language of the page they wrote it on, with the book's address.
func ReviewPublished(ms Site, book *storyshelf.Book, t *storyshelf.Testimonial) storyshelf.OutboxMail {
	lang := i18n.Parse(t.Lang)
	link := ms.Base + lang.Path("/books/"+book.SlugWithID())
	args := i18n.Args{"name": t.ReviewerName, "title": book.Title, "site": ms.Name}
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "review.published", To: t.Email,
		Subject: lang.T("mail.review.subject", args),
	}, body{
		text: []string{
			lang.T("mail.review.greeting", args),
			"",
			lang.T("mail.review.intro", args),
			link,
			"",
			lang.T("mail.review.thanks"),
		},
		footer: lang.T("mail.review.why"),
		html: `<p>` + tHTML(lang, "mail.review.greeting", args) + `</p>` +
			`<p>` + tHTML(lang, "mail.review.intro", args) + `</p>` +
			`<p>` + mailLink(link, book.Title) + `</p>` +
			`<p>` + tHTML(lang, "mail.review.thanks", nil) + `</p>`,
		footerHTML: tHTML(lang, "mail.review.why", nil),
	})
}
