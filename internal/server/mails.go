package server

import (
	"context"
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mailSite is what the site's mails say of it: its address, its name, the
// sender's name and the owner's signature line (site settings).
type mailSite struct {
	base, name, fromName, signature string
}

// mailSite reads the settings the mails are written with.
func (s *Server) mailSite(ctx context.Context) mailSite {
	site := s.site(ctx)
	return mailSite{base: s.SiteURL, name: site.Identity.Name, fromName: site.MailFromName(), signature: site.Mail.Signature}
}

// mailBody is a mail's words: the message, then the small print about why
// the reader receives it.
type mailBody struct {
	text       []string // lines
	footer     string
	html       string // "" for a plain-text mail
	footerHTML string
}

// write puts the body into m with the owner's signature line after the
// message and before the small print, and names the sender.
func (ms mailSite) write(m storyshelf.OutboxMail, b mailBody) storyshelf.OutboxMail {
	text := b.text
	if ms.signature != "" {
		text = append(text, "", ms.signature)
		b.html += `<p>` + strings.ReplaceAll(html.EscapeString(ms.signature), "\n", "<br>") + `</p>`
	}
	if b.footer != "" {
		text = append(text, "", b.footer)
	}
	m.Text = strings.Join(text, "\n")
	if b.html != "" {
		m.HTML = `<!doctype html><html><body style="font-family:sans-serif;color:#292524;line-height:1.5">` + b.html +
			`<p style="font-size:12px;color:#57534e">` + b.footerHTML + `</p></body></html>`
	}
	m.FromName = ms.fromName
	return m
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

// welcomeMail confirms a newsletter subscription. Like every message to a
// subscriber it carries an unsubscribe link and the RFC 8058 one-click
// headers, so mail apps can offer their own unsubscribe button.
func welcomeMail(ms mailSite, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	pageLink, headers := unsubscribeLinks(ms.base, sub)
	name := html.EscapeString(ms.name)
	return ms.write(storyshelf.OutboxMail{
		Kind: "newsletter.welcome", To: sub.Email,
		Subject: "Welcome to the " + ms.name + " parent newsletter",
		Headers: headers,
	}, mailBody{
		text: []string{
			"Welcome to the " + ms.name + " parent newsletter!",
			"",
			"You'll hear from us now and then with educational tips, new book announcements and free activities for kids.",
			"",
			"Browse the books and free learning materials: " + ms.base + "/books",
		},
		footer: "You signed up with " + sub.Email + ". Not you, or changed your mind? Unsubscribe here: " + pageLink,
		html: `<h1 style="color:#9a3412">Welcome to the ` + name + ` parent newsletter!</h1>` +
			`<p>You'll hear from us now and then with educational tips, new book announcements and free activities for kids.</p>` +
			`<p><a href="` + html.EscapeString(ms.base+"/books") + `">Browse the books and free learning materials</a></p>`,
		footerHTML: `You signed up with ` + html.EscapeString(sub.Email) +
			`. Not you, or changed your mind? <a href="` + html.EscapeString(pageLink) + `">Unsubscribe</a>.`,
	})
}

// rejoinLink is where someone who unsubscribed confirms they want the
// newsletter again. Only the address's owner receives it.
func rejoinLink(base string, sub *storyshelf.Subscriber) string {
	return base + "/rejoin?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// rejoinMail asks an address that unsubscribed whether it wants the
// newsletter again, after someone typed it into the newsletter form.
func rejoinMail(ms mailSite, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	return ms.write(storyshelf.OutboxMail{
		Kind: "newsletter.rejoin", To: sub.Email,
		Subject: "Join the " + ms.name + " parent newsletter again?",
	}, mailBody{text: []string{
		"Someone (hopefully you) asked to receive the " + ms.name + " parent newsletter at " + sub.Email +
			". You unsubscribed earlier, so we will not send it unless you confirm here:",
		rejoinLink(ms.base, sub),
		"",
		"If this was not you, ignore this email: you stay unsubscribed.",
	}})
}

// kitMail carries a kit sign-up's download links, so they survive a closed
// tab. A reader on the email list gets the unsubscribe link and headers; one
// who unsubscribed earlier stays off the list, and gets a link to come back.
func kitMail(ms mailSite, kit *storyshelf.KindnessKit, sub *storyshelf.Subscriber, downloads []kitDownloadView) storyshelf.OutboxMail {
	pageLink, headers := unsubscribeLinks(ms.base, sub)
	b := mailBody{
		text: []string{"Thank you for signing up! Here is your " + kit.Title + ":", ""},
		footer: "You signed up with " + sub.Email + " and agreed to occasional updates from " + ms.name +
			". Unsubscribe here: " + pageLink,
		footerHTML: `You signed up with ` + html.EscapeString(sub.Email) + ` and agreed to occasional updates from ` +
			html.EscapeString(ms.name) + `. <a href="` + html.EscapeString(pageLink) + `">Unsubscribe</a>.`,
	}
	if sub.Status == storyshelf.SubscriberCancelled {
		link := rejoinLink(ms.base, sub)
		b.footer = "You signed up with " + sub.Email + ". You unsubscribed from our newsletter earlier and you still are. To receive it again, confirm here: " + link
		b.footerHTML = `You signed up with ` + html.EscapeString(sub.Email) + `. You unsubscribed from our newsletter earlier and you still are. ` +
			`<a href="` + html.EscapeString(link) + `">Receive it again</a>.`
		headers = nil
	}
	items := ""
	for _, d := range downloads {
		b.text = append(b.text, "- "+d.FileName+": "+ms.base+d.URL)
		items += `<li><a href="` + html.EscapeString(ms.base+d.URL) + `">` + html.EscapeString(d.FileName) + `</a></li>`
	}
	b.text = append(b.text, "", "The links work for 24 hours. After that, sign up on the book's page again for fresh ones.")
	b.html = `<h1 style="color:#9a3412">Your ` + html.EscapeString(kit.Title) + ` is ready</h1>` +
		`<p>Thank you for signing up! Download your files here:</p><ul>` + items + `</ul>` +
		`<p>The links work for 24 hours. After that, sign up on the book's page again for fresh ones.</p>`
	return ms.write(storyshelf.OutboxMail{
		Kind: "kit.download", To: sub.Email,
		Subject: "Your " + kit.Title + " from " + ms.name,
		Headers: headers,
	}, b)
}

// contactMail tells the owner about a contact message; replying answers the
// sender directly.
func contactMail(ms mailSite, owner string, m *storyshelf.ContactMessage) storyshelf.OutboxMail {
	return storyshelf.OutboxMail{
		Kind: "contact", To: owner, ReplyTo: m.Email, FromName: ms.fromName,
		Subject: "[" + ms.name + "] " + m.Subject + " from " + m.Name,
		Text: fmt.Sprintf("New message from the contact form\n\nFrom: %s <%s>\nSubject: %s\n\n%s\n\n(Reply to this email to answer %s directly.)",
			m.Name, m.Email, m.Subject, m.Message, m.Name),
	}
}

// resetMail carries a single-use password reset link.
func resetMail(ms mailSite, to, token string) storyshelf.OutboxMail {
	return storyshelf.OutboxMail{
		Kind: "password.reset", To: to, FromName: ms.fromName,
		Subject: "Reset your " + ms.name + " password",
		Text: "Someone (hopefully you) asked to reset the password of the " + ms.name + " admin account " + to + ".\n\n" +
			"Choose a new password here (the link works once, for one hour):\n" +
			ms.base + "/admin/reset-password?token=" + url.QueryEscape(token) + "\n\n" +
			"If you did not ask for this, ignore this email: your password stays as it is.",
	}
}
