package site

import (
	"net/http"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// newsletterForm is the form handleNewsletter reads.
type newsletterForm struct {
	Email  string `json:"email"`
	Page   string `json:"page"`
	Altcha string `json:"altcha"`
}

// POST /api/newsletter
//
// Body {"email", "page", "altcha"}. Validates as the form does; the store's
// SignUpForNewsletter stores the subscriber once with their consent and the
// page's language (Accept-Language, which the app sets) and queues their
// mail, and the answer is {"message"}. With confirmation on (the default)
// the address waits for it and is mailed the link to confirm
// (confirm_signup.go); the welcome mail and the email-list sync come once it
// is confirmed. With confirmation off they are queued at once. Subscribing
// again answers the same; an address that unsubscribed is mailed a link to
// confirm instead, and one still waiting its link again (each at most once a
// day).
func (s *Site) handleNewsletter(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[newsletterForm](r)
	if err != nil {
		return err
	}
	if err := storyshelf.ValidateEmail(form.Email); err != nil {
		return err
	}
	if err := s.checkChallenge(r.Context(), "newsletter", form.Altcha); err != nil {
		return err
	}
	rm := s.ReaderMail(r.Context())
	// The page's language: the consent is recorded in the words it showed,
	// and the reader's mails and pages speak it from now on. The answer
	// stays the same whatever the address's state, so it says nothing
	// about the address.
	lang := toolkit.RequestLang(r)
	if _, err := s.Store.SignUpForNewsletter(r.Context(), rm, &storyshelf.Subscriber{ID: uuid.NewString(), Email: form.Email,
		Source: "newsletter", ConsentPage: consentPage(form.Page), ConsentText: newsletterConsent(lang), Lang: string(lang),
		UnsubscribeToken: toolkit.NewToken()}); err != nil {
		return err
	}
	s.WakeWorkers()
	// The mail waits while no mail can be sent: then the answer promises
	// none.
	answer := storyshelf.MsgSubscribed
	switch {
	case !s.CanMail(r.Context()):
	case rm.ConfirmFirst():
		answer = storyshelf.MsgSubscribedConfirm
	default:
		answer = storyshelf.MsgSubscribedWelcome
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": toolkit.Say(lang, answer)})
	return nil
}
