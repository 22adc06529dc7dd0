package site

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// linkForm is the form of a page that a mail's link opens (and of the
// one-click unsubscribe): the link's token, and the page's language.
type linkForm struct {
	Token string `json:"token"`
	Lang  string `json:"lang"`
}

// POST /api/unsubscribe?token=…
//
// One-click unsubscribe (RFC 8058): mail apps post
// "List-Unsubscribe=One-Click" here. Also takes {"token"} as JSON.
func (s *Site) handleUnsubscribeAPI(w http.ResponseWriter, r *http.Request) error {
	token := r.URL.Query().Get("token")
	if token == "" {
		form, err := toolkit.DecodeFields[linkForm](r)
		if err != nil {
			return err
		}
		token = form.Token
	}
	if _, err := s.Store.Unsubscribe(r.Context(), token); err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": "You have been unsubscribed. You will not receive any more newsletters."})
	return nil
}

// GET /unsubscribe?token=…
//
// Asks to confirm; the link from every newsletter mail lands here. The page
// speaks the subscriber's language; a link that matches nobody, the
// browser's.
func (s *Site) handleUnsubscribePage(w http.ResponseWriter, r *http.Request) {
	sub, err := s.Store.SubscriberByToken(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.linkUnknown", err)
		return
	}
	lang := i18n.Parse(sub.Lang)
	email := i18n.Args{"email": sub.Email}
	if sub.Status == storyshelf.SubscriberCancelled {
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
			Text: lang.T("notice.unsubscribed.notListed", email)})
		return
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.unsubscribe.title"),
		Text: lang.T("notice.unsubscribe.text", email), Token: r.URL.Query().Get("token"),
		Action: "/unsubscribe", Button: lang.T("notice.unsubscribe.button")})
}

// POST /unsubscribe
//
// The confirmation page's button.
func (s *Site) handleUnsubscribeForm(w http.ResponseWriter, r *http.Request) {
	form, err := toolkit.DecodeFields[linkForm](r)
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.failed", err)
		return
	}
	sub, err := s.Store.Unsubscribe(r.Context(), form.Token)
	if err != nil {
		s.RenderNoticeError(w, r, i18n.Parse(form.Lang), "notice.linkUnknown", err)
		return
	}
	s.WakeWorkers()
	lang := i18n.Parse(sub.Lang)
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
		Text: lang.T("notice.unsubscribed.text", i18n.Args{"email": sub.Email})})
}

// GET /rejoin?token=…
//
// Someone who unsubscribed asked (through the newsletter or a kit form) to
// hear from us again: the link in the mail that only they receive lands
// here, and asks them to confirm, in the language that mail was in.
func (s *Site) handleRejoinPage(w http.ResponseWriter, r *http.Request) {
	sub, err := s.Store.SubscriberByToken(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.linkUnknown", err)
		return
	}
	lang := i18n.Parse(sub.Lang)
	email := i18n.Args{"email": sub.Email}
	if sub.Status == storyshelf.SubscriberActive {
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.subscribed.title"),
			Text: lang.T("notice.subscribed.text", email)})
		return
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.rejoin.title"),
		Text:  lang.T("notice.rejoin.text", email) + " " + newsletterConsent(lang),
		Token: r.URL.Query().Get("token"), Action: "/rejoin", Button: lang.T("notice.rejoin.button")})
}

// POST /rejoin
//
// The confirmation page's button: the address's owner agreed, from their
// own mail, so the subscription comes back with this new consent: the
// sentence the page showed, in the language it showed it in (the form
// carries which; only the site's languages are read from it).
func (s *Site) handleRejoinForm(w http.ResponseWriter, r *http.Request) {
	form, err := toolkit.DecodeFields[linkForm](r)
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.failed", err)
		return
	}
	shown := i18n.Parse(form.Lang)
	sub, err := s.Store.Rejoin(r.Context(), s.ReaderMail(r.Context()), form.Token, "/rejoin", newsletterConsent(shown))
	if err != nil {
		s.RenderNoticeError(w, r, shown, "notice.linkUnknown", err)
		return
	}
	s.WakeWorkers()
	lang := i18n.Parse(sub.Lang)
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.welcomeBack.title"),
		Text: lang.T("notice.welcomeBack.text", i18n.Args{"email": sub.Email})})
}
