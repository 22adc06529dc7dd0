package server

import (
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// welcomeMail confirms a newsletter subscription. Like every message to a
// subscriber it carries an unsubscribe link and the RFC 8058 one-click
// headers, so mail apps can offer their own unsubscribe button.
func welcomeMail(base string, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	pageLink := base + "/unsubscribe?token=" + url.QueryEscape(sub.UnsubscribeToken)
	oneClick := base + "/api/unsubscribe?token=" + url.QueryEscape(sub.UnsubscribeToken)
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
		Headers: map[string]string{
			"List-Unsubscribe":      "<" + oneClick + ">",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		},
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
