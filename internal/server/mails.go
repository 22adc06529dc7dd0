package server

import (
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

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
func welcomeMail(base string, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	pageLink, headers := unsubscribeLinks(base, sub)
	text := strings.Join([]string{
		"Welcome to the " + siteName + " parent newsletter!",
		"",
		"You'll hear from us now and then with educational tips, new book announcements and free activities for kids.",
		"",
		"Browse the books and free learning materials: " + base + "/books",
		"",
		"You signed up with " + sub.Email + ". Not you, or changed your mind? Unsubscribe here: " + pageLink,
	}, "\n")
	htmlBody := `<!doctype html><html><body style="font-family:sans-serif;color:#292524;line-height:1.5">` +
		`<h1 style="color:#9a3412">Welcome to the ` + siteName + ` parent newsletter!</h1>` +
		`<p>You'll hear from us now and then with educational tips, new book announcements and free activities for kids.</p>` +
		`<p><a href="` + html.EscapeString(base+"/books") + `">Browse the books and free learning materials</a></p>` +
		`<p style="font-size:12px;color:#57534e">You signed up with ` + html.EscapeString(sub.Email) +
		`. Not you, or changed your mind? <a href="` + html.EscapeString(pageLink) + `">Unsubscribe</a>.</p></body></html>`
	return storyshelf.OutboxMail{
		Kind: "newsletter.welcome", To: sub.Email,
		Subject: "Welcome to the " + siteName + " parent newsletter",
		Text:    text, HTML: htmlBody,
		Headers: headers,
	}
}

// rejoinLink is where someone who unsubscribed confirms they want the
// newsletter again. Only the address's owner receives it.
func rejoinLink(base string, sub *storyshelf.Subscriber) string {
	return base + "/rejoin?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// rejoinMail asks an address that unsubscribed whether it wants the
// newsletter again, after someone typed it into the newsletter form.
func rejoinMail(base string, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	link := rejoinLink(base, sub)
	return storyshelf.OutboxMail{
		Kind: "newsletter.rejoin", To: sub.Email,
		Subject: "Join the " + siteName + " parent newsletter again?",
		Text: "Someone (hopefully you) asked to receive the " + siteName + " parent newsletter at " + sub.Email +
			". You unsubscribed earlier, so we will not send it unless you confirm here:\n" + link +
			"\n\nIf this was not you, ignore this email: you stay unsubscribed.",
	}
}

// kitMail carries a kit sign-up's download links, so they survive a closed
// tab. A reader on the email list gets the unsubscribe link and headers; one
// who unsubscribed earlier stays off the list, and gets a link to come back.
func kitMail(base string, kit *storyshelf.KindnessKit, sub *storyshelf.Subscriber, downloads []kitDownloadView) storyshelf.OutboxMail {
	pageLink, headers := unsubscribeLinks(base, sub)
	footer := "You signed up with " + sub.Email + " and agreed to occasional updates from " + siteName + ". Unsubscribe here: " + pageLink
	footerHTML := `You signed up with ` + html.EscapeString(sub.Email) + ` and agreed to occasional updates from ` + siteName +
		`. <a href="` + html.EscapeString(pageLink) + `">Unsubscribe</a>.`
	if sub.Status == storyshelf.SubscriberCancelled {
		link := rejoinLink(base, sub)
		footer = "You signed up with " + sub.Email + ". You unsubscribed from our newsletter earlier and you still are. To receive it again, confirm here: " + link
		footerHTML = `You signed up with ` + html.EscapeString(sub.Email) + `. You unsubscribed from our newsletter earlier and you still are. ` +
			`<a href="` + html.EscapeString(link) + `">Receive it again</a>.`
		headers = nil
	}
	lines := []string{"Thank you for signing up! Here is your " + kit.Title + ":", ""}
	items := ""
	for _, d := range downloads {
		lines = append(lines, "- "+d.FileName+": "+base+d.URL)
		items += `<li><a href="` + html.EscapeString(base+d.URL) + `">` + html.EscapeString(d.FileName) + `</a></li>`
	}
	lines = append(lines, "", "The links work for 24 hours. After that, sign up on the book's page again for fresh ones.", "", footer)
	htmlBody := `<!doctype html><html><body style="font-family:sans-serif;color:#292524;line-height:1.5">` +
		`<h1 style="color:#9a3412">Your ` + html.EscapeString(kit.Title) + ` is ready</h1>` +
		`<p>Thank you for signing up! Download your files here:</p><ul>` + items + `</ul>` +
		`<p>The links work for 24 hours. After that, sign up on the book's page again for fresh ones.</p>` +
		`<p style="font-size:12px;color:#57534e">` + footerHTML + `</p></body></html>`
	return storyshelf.OutboxMail{
		Kind: "kit.download", To: sub.Email,
		Subject: "Your " + kit.Title + " from " + siteName,
		Text:    strings.Join(lines, "\n"), HTML: htmlBody,
		Headers: headers,
	}
}

// contactMail tells the owner about a contact message; replying answers the
// sender directly.
func contactMail(owner string, m *storyshelf.ContactMessage) storyshelf.OutboxMail {
	text := fmt.Sprintf("New message from the contact form\n\nFrom: %s <%s>\nSubject: %s\n\n%s\n\n(Reply to this email to answer %s directly.)",
		m.Name, m.Email, m.Subject, m.Message, m.Name)
	return storyshelf.OutboxMail{
		Kind: "contact", To: owner, ReplyTo: m.Email,
		Subject: "[" + siteName + "] " + m.Subject + " from " + m.Name,
		Text:    text,
	}
}

// resetMail carries a single-use password reset link.
func resetMail(base, to, token string) storyshelf.OutboxMail {
	link := base + "/admin/reset-password?token=" + url.QueryEscape(token)
	return storyshelf.OutboxMail{
		Kind: "password.reset", To: to,
		Subject: "Reset your " + siteName + " password",
		Text: "Someone (hopefully you) asked to reset the password of the " + siteName + " admin account " + to + ".\n\n" +
			"Choose a new password here (the link works once, for one hour):\n" + link + "\n\n" +
			"If you did not ask for this, ignore this email: your password stays as it is.",
	}
}
