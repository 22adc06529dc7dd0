package site

import (
	"net/http"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/mails"
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
// Body {"email", "page", "altcha"}. Validates as the form does, stores the subscriber
// once with their consent and the page's language (Accept-Language, which the
// app sets), and answers {"message"}. With confirmation on (the default) the
// address waits for it and is mailed the link to confirm (confirm_signup.go);
// the welcome mail and the email-list sync come once it is confirmed. With
// confirmation off they are queued at once. Subscribing again answers the
// same; an address that unsubscribed is mailed a link to confirm instead, and
// one still waiting its link again (each at most once a day).
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
	page := form.Page
	if len(page) > 200 {
		page = page[:200]
	}
	ms := s.MailSite(r.Context())
	confirm := ms.Settings.Newsletter.ConfirmSignUps
	// The page's language: the consent is recorded in the words it showed,
	// and the reader's mails and pages speak it from now on.
	lang := toolkit.RequestLang(r)
	sub := &storyshelf.Subscriber{ID: uuid.NewString(), Email: form.Email, Source: "newsletter",
		ConsentPage: page, ConsentText: newsletterConsent(lang), Lang: string(lang), UnsubscribeToken: toolkit.NewToken()}
	if confirm {
		sub.Status = storyshelf.SubscriberPending
	}
	askToConfirm := func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
		return []storyshelf.OutboxMail{mails.Confirm(ms, sub)}, nil
	}
	stored, _, err := s.Store.Subscribe(r.Context(), sub, func(stored *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
		if stored.Status == storyshelf.SubscriberPending {
			return askToConfirm(stored)
		}
		return []storyshelf.OutboxMail{mails.Welcome(ms, stored)},
			[]storyshelf.Job{storyshelf.EmailListSync(stored.Email, "", false, s.NewsletterGroup)}
	})
	if err != nil {
		return err
	}
	// Someone who unsubscribed comes back only by confirming from their own
	// mail, and someone still waiting may have lost the link. The answer
	// stays the same, so it says nothing about the address.
	switch stored.Status {
	case storyshelf.SubscriberCancelled:
		if _, err := s.Store.RequestRejoin(r.Context(), stored.Email, func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
			return []storyshelf.OutboxMail{mails.Rejoin(ms, sub)}, nil
		}); err != nil {
			return err
		}
	case storyshelf.SubscriberPending:
		if _, err := s.Store.RequestConfirm(r.Context(), stored.Email, askToConfirm); err != nil {
			return err
		}
	}
	s.WakeWorkers()
	// The mail waits while no mail can be sent: then the answer promises
	// none.
	answer := storyshelf.MsgSubscribed
	switch {
	case !s.CanMail(r.Context()):
	case confirm:
		answer = storyshelf.MsgSubscribedConfirm
	default:
		answer = storyshelf.MsgSubscribedWelcome
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": toolkit.Say(lang, answer)})
	return nil
}
