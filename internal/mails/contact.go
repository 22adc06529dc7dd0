package mails

import (
	"fmt"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// langNames name the site's languages for the owner, whose admin is in
// English.
var langNames = map[i18n.Lang]string{i18n.English: "English", i18n.Spanish: "Spanish"}

// Contact tells the owner about a contact message, in English, with the
// language the sender wrote from; replying answers the sender directly.
func Contact(ms Site, owner string, m *storyshelf.ContactMessage) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "contact", To: owner, ReplyTo: m.Email, FromName: fromName,
		Subject: "[" + ms.Name + "] " + m.Subject + " from " + m.Name,
		Text: fmt.Sprintf("New message from the contact form\n\nFrom: %s <%s>\nSubject: %s\nLanguage: %s\n\n%s\n\n(Reply to this email to answer %s directly.)",
			m.Name, m.Email, m.Subject, langNames[i18n.Parse(m.Lang)], m.Message, m.Name),
	}
}
