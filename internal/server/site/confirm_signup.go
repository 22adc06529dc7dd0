package site

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Confirmed sign-ups (double opt-in): a new address waits as
// storyshelf.SubscriberPending until its owner follows the mailed link and
// presses the button on the page it opens. Following the link alone changes
// nothing, so mail scanners that open links do not confirm. The link carries
// the subscriber's own random token (the one of their unsubscribe link); an
// address nobody confirms is removed after storyshelf.UnconfirmedKept, and
// its link with it.

// errBadConfirmLink answers a confirmation link that matches nobody: never
// valid, or its sign-up was removed unconfirmed.
var errBadConfirmLink = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgConfirmLinkUnknown)

// GET /confirm-subscription?token=…
//
// The confirmation mail's link lands here: a page in the reader's language
// with one button. Opening it confirms nothing.
func (s *Site) handleConfirmSignUpPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	sub, err := s.Store.SubscriberByToken(r.Context(), token)
	if err != nil {
		s.renderConfirmError(w, r, toolkit.RequestLang(r), err)
		return
	}
	lang := i18n.Parse(sub.Lang)
	email := i18n.Args{"email": sub.Email}
	switch sub.Status {
	case storyshelf.SubscriberPending:
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.confirm.title"),
			Text:  lang.T("notice.confirm.text", email) + " " + newsletterConsent(lang),
			Token: token, Action: mails.ConfirmSignUpPath, Button: lang.T("notice.confirm.button")})
	case storyshelf.SubscriberActive:
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.subscribed.title"),
			Text: lang.T("notice.subscribed.text", email)})
	default:
		// Confirmed once and unsubscribed since: the old link does not
		// bring the address back.
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
			Text: lang.T("notice.unsubscribed.notListed", email)})
	}
}

// POST /confirm-subscription
//
// The page's button: the address's owner confirmed from their own mail. The
// store's ConfirmSignUp puts them on the list and queues the welcome mail
// and the email-list sync in one transaction.
func (s *Site) handleConfirmSignUpForm(w http.ResponseWriter, r *http.Request) {
	form, err := toolkit.DecodeFields[linkForm](r)
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.failed", err)
		return
	}
	shown := i18n.Parse(form.Lang)
	sub, err := s.Store.ConfirmSignUp(r.Context(), s.ReaderMail(r.Context()), form.Token)
	if err != nil {
		s.renderConfirmError(w, r, shown, err)
		return
	}
	s.WakeWorkers()
	lang := i18n.Parse(sub.Lang)
	if sub.Status != storyshelf.SubscriberActive {
		s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
			Text: lang.T("notice.unsubscribed.notListed", i18n.Args{"email": sub.Email})})
		return
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Lang: lang, Title: lang.T("notice.confirmed.title"),
		Text: lang.T("notice.confirmed.text", i18n.Args{"email": sub.Email})})
}

// renderConfirmError answers a confirmation link that matches nobody with
// what to do, and any other failure as it is.
func (s *Site) renderConfirmError(w http.ResponseWriter, r *http.Request, lang i18n.Lang, err error) {
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		err = errBadConfirmLink
	}
	s.RenderNoticeError(w, r, lang, "notice.linkUnknown", err)
}
