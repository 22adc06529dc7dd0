package site

import (
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// contactForm is the form handleContact reads.
type contactForm struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Subject string `json:"subject"`
	Message string `json:"message"`
	Website string `json:"website"` // the honeypot: a field people never see or fill; bots do
	Altcha  string `json:"altcha"`
}

// POST /api/contact
//
// URL-encoded (as the spec's form sends) or JSON: name, email, subject,
// message, and the proof-of-work solution in altcha. Stores the message with the page's
// language and mails the owner, reply-to the sender. A bot
// that fills the honeypot gets the same thank-you and nothing is stored.
func (s *Site) handleContact(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[contactForm](r)
	if err != nil {
		return err
	}
	thanks := map[string]string{"message": toolkit.Say(toolkit.RequestLang(r), storyshelf.MsgContactThanks)}
	if strings.TrimSpace(form.Website) != "" {
		s.Logger.InfoContext(r.Context(), "contact form: honeypot filled, message dropped")
		toolkit.WriteJSON(w, http.StatusOK, thanks)
		return nil
	}
	m := &storyshelf.ContactMessage{Name: oneLine(form.Name), Email: oneLine(form.Email),
		Subject: oneLine(form.Subject), Message: form.Message, Lang: string(toolkit.RequestLang(r))}
	if err := m.Validate(); err != nil {
		return err
	}
	if err := s.checkChallenge(r.Context(), "contact", form.Altcha); err != nil {
		return err
	}
	var notify *storyshelf.OutboxMail
	if owner := s.MailSetup(r.Context()).ContactTo; owner != "" {
		mail := mails.Contact(s.MailSite(r.Context()), owner, m)
		notify = &mail
	}
	if err := s.Store.CreateContactMessage(r.Context(), m, notify); err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, thanks)
	return nil
}

// oneLine drops line breaks and other control characters from a header-bound
// field, so a name can never add a mail header.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}
