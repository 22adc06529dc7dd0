package server

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// unsubscribeFollowUp tells the email-list provider too, so leaving is
// honoured everywhere.
func (s *Server) unsubscribeFollowUp(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
	return nil, []storyshelf.Job{s.syncJob(sub.Email, "", true)}
}

// POST /api/unsubscribe?token=…
//
// One-click unsubscribe (RFC 8058): mail apps post
// "List-Unsubscribe=One-Click" here. Also takes {"token"} as JSON.
func (s *Server) handleUnsubscribeAPI(w http.ResponseWriter, r *http.Request) error {
	token := r.URL.Query().Get("token")
	if token == "" {
		fields, err := decodeForm(r)
		if err != nil {
			return err
		}
		token = fields["token"]
	}
	if _, err := s.Store.Unsubscribe(r.Context(), token, s.unsubscribeFollowUp); err != nil {
		return err
	}
	s.wake()
	writeJSON(w, http.StatusOK, map[string]string{"message": "You have been unsubscribed. You will not receive any more newsletters."})
	return nil
}

// GET /unsubscribe?token=…
//
// Asks to confirm; the link from every newsletter mail lands here.
func (s *Server) handleUnsubscribePage(w http.ResponseWriter, r *http.Request) {
	sub, err := s.Store.SubscriberByToken(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.renderNoticeError(w, r, "Link not recognised", err)
		return
	}
	if sub.Status == storyshelf.SubscriberCancelled {
		s.renderNotice(w, r, http.StatusOK, noticeView{Title: "You're unsubscribed", Text: sub.Email + " is not on our mailing list."})
		return
	}
	s.renderNotice(w, r, http.StatusOK, noticeView{Title: "Unsubscribe?",
		Text: "Stop sending the parent newsletter to " + sub.Email + "?", Token: r.URL.Query().Get("token"),
		Action: "/unsubscribe", Button: "Unsubscribe"})
}

// POST /unsubscribe
//
// The confirmation page's button.
func (s *Server) handleUnsubscribeForm(w http.ResponseWriter, r *http.Request) {
	fields, err := decodeForm(r)
	if err != nil {
		s.renderNotice(w, r, http.StatusBadRequest, noticeView{Title: "Something went wrong", Text: storyshelf.ErrorMessage(err)})
		return
	}
	sub, err := s.Store.Unsubscribe(r.Context(), fields["token"], s.unsubscribeFollowUp)
	if err != nil {
		s.renderNoticeError(w, r, "Link not recognised", err)
		return
	}
	s.wake()
	s.renderNotice(w, r, http.StatusOK, noticeView{Title: "You're unsubscribed",
		Text: sub.Email + " will not receive any more newsletters. You can join again at any time from our website."})
}

// GET /rejoin?token=…
//
// Someone who unsubscribed asked (through the newsletter or a kit form) to
// hear from us again: the link in the mail that only they receive lands
// here, and asks them to confirm.
func (s *Server) handleRejoinPage(w http.ResponseWriter, r *http.Request) {
	sub, err := s.Store.SubscriberByToken(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.renderNoticeError(w, r, "Link not recognised", err)
		return
	}
	if sub.Status == storyshelf.SubscriberActive {
		s.renderNotice(w, r, http.StatusOK, noticeView{Title: "You're subscribed", Text: sub.Email + " is on our mailing list."})
		return
	}
	s.renderNotice(w, r, http.StatusOK, noticeView{Title: "Join the newsletter again?",
		Text:  "Send the parent newsletter to " + sub.Email + " again? " + storyshelf.NewsletterConsent,
		Token: r.URL.Query().Get("token"), Action: "/rejoin", Button: "Yes, subscribe me"})
}

// POST /rejoin
//
// The confirmation page's button: the address's owner agreed, from their
// own mail, so the subscription comes back with this new consent.
func (s *Server) handleRejoinForm(w http.ResponseWriter, r *http.Request) {
	fields, err := decodeForm(r)
	if err != nil {
		s.renderNotice(w, r, http.StatusBadRequest, noticeView{Title: "Something went wrong", Text: storyshelf.ErrorMessage(err)})
		return
	}
	sub, err := s.Store.Rejoin(r.Context(), fields["token"], "/rejoin", func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
		return nil, []storyshelf.Job{s.syncJob(sub.Email, "", false, s.NewsletterGroup)}
	})
	if err != nil {
		s.renderNoticeError(w, r, "Link not recognised", err)
		return
	}
	s.wake()
	s.renderNotice(w, r, http.StatusOK, noticeView{Title: "Welcome back!",
		Text: sub.Email + " will receive the parent newsletter again. Every newsletter has a link to unsubscribe."})
}
