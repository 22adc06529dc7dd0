package server

import (
	"net/http"
	"net/url"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Confirmed sign-ups (double opt-in): a new address waits as
// storyshelf.SubscriberPending until its owner follows the mailed link and
// presses the button on the page it opens. Following the link alone changes
// nothing, so mail scanners that open links do not confirm. The link carries
// the subscriber's own random token (the one of their unsubscribe link); an
// address nobody confirms is removed after storyshelf.UnconfirmedKept, and
// its link with it.

const confirmSignUpPath = "/confirm-subscription"

// errBadConfirmLink answers a confirmation link that matches nobody: never
// valid, or its sign-up was removed unconfirmed.
var errBadConfirmLink = storyshelf.Errorf(storyshelf.ENOTFOUND, "%s", storyshelf.MsgConfirmLinkUnknown)

// confirmLink is where the owner of a pending address confirms it.
func confirmLink(base string, sub *storyshelf.Subscriber) string {
	return base + confirmSignUpPath + "?token=" + url.QueryEscape(sub.UnsubscribeToken)
}

// confirmSignUps says whether new sign-ups wait for confirmation (the
// owner's Settings → Newsletter; on unless she turned it off).
func confirmSignUps(ms mailSite) bool {
	return ms.site.Newsletter.ConfirmSignUps
}

// confirmedFollowUp is what confirming brings: the welcome mail, and the
// email-list sync into the newsletter's group (for a newsletter sign-up) and
// the groups of the kits the address signed up for.
func (s *Server) confirmedFollowUp(ms mailSite, kitGroups []string) store.FollowUp {
	return func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
		groups := kitGroups
		if sub.Source != "kit" {
			groups = append([]string{s.NewsletterGroup}, groups...)
		}
		var jobs []storyshelf.Job
		if sub.Source != "kit" || len(kitGroups) > 0 {
			jobs = []storyshelf.Job{s.syncJob(sub.Email, "", false, groups...)}
		}
		return []storyshelf.OutboxMail{welcomeMail(ms, sub)}, jobs
	}
}

// GET /confirm-subscription?token=…
//
// The confirmation mail's link lands here: a page in the reader's language
// with one button. Opening it confirms nothing.
func (s *Server) handleConfirmSignUpPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	sub, err := s.Store.SubscriberByToken(r.Context(), token)
	if err != nil {
		s.renderConfirmError(w, r, toolkit.RequestLang(r), err)
		return
	}
	lang := readerLang(sub.Lang)
	email := i18n.Args{"email": sub.Email}
	switch sub.Status {
	case storyshelf.SubscriberPending:
		s.renderNotice(w, r, http.StatusOK, noticeView{Lang: lang, Title: lang.T("notice.confirm.title"),
			Text:  lang.T("notice.confirm.text", email) + " " + newsletterConsent(lang),
			Token: token, Action: confirmSignUpPath, Button: lang.T("notice.confirm.button")})
	case storyshelf.SubscriberActive:
		s.renderNotice(w, r, http.StatusOK, noticeView{Lang: lang, Title: lang.T("notice.subscribed.title"),
			Text: lang.T("notice.subscribed.text", email)})
	default:
		// Confirmed once and unsubscribed since: the old link does not
		// bring the address back.
		s.renderNotice(w, r, http.StatusOK, noticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
			Text: lang.T("notice.unsubscribed.notListed", email)})
	}
}

// POST /confirm-subscription
//
// The page's button: the address's owner confirmed from their own mail.
func (s *Server) handleConfirmSignUpForm(w http.ResponseWriter, r *http.Request) {
	fields, err := toolkit.DecodeForm(r)
	if err != nil {
		s.renderNoticeError(w, r, toolkit.RequestLang(r), "notice.failed", err)
		return
	}
	shown := i18n.Parse(fields["lang"])
	ctx := r.Context()
	// Read before the change's transaction (which must not wait for a
	// second connection): the kits' groups for the email-list sync.
	var kitGroups []string
	if sub, err := s.Store.SubscriberByToken(ctx, fields["token"]); err == nil {
		if kitGroups, err = s.Store.KitListGroups(ctx, sub.Email); err != nil {
			s.renderNoticeError(w, r, shown, "notice.failed", err)
			return
		}
	}
	sub, err := s.Store.Confirm(ctx, fields["token"], s.confirmedFollowUp(s.mailSite(ctx), kitGroups))
	if err != nil {
		s.renderConfirmError(w, r, shown, err)
		return
	}
	s.WakeWorkers()
	lang := readerLang(sub.Lang)
	if sub.Status != storyshelf.SubscriberActive {
		s.renderNotice(w, r, http.StatusOK, noticeView{Lang: lang, Title: lang.T("notice.unsubscribed.title"),
			Text: lang.T("notice.unsubscribed.notListed", i18n.Args{"email": sub.Email})})
		return
	}
	s.renderNotice(w, r, http.StatusOK, noticeView{Lang: lang, Title: lang.T("notice.confirmed.title"),
		Text: lang.T("notice.confirmed.text", i18n.Args{"email": sub.Email})})
}

// renderConfirmError answers a confirmation link that matches nobody with
// what to do, and any other failure as it is.
func (s *Server) renderConfirmError(w http.ResponseWriter, r *http.Request, lang i18n.Lang, err error) {
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		err = errBadConfirmLink
	}
	s.renderNoticeError(w, r, lang, "notice.linkUnknown", err)
}

// confirmMail asks the owner of a new address to confirm it, in the
// language of the page they signed up on.
func confirmMail(ms mailSite, sub *storyshelf.Subscriber) storyshelf.OutboxMail {
	lang := readerLang(sub.Lang)
	site := i18n.Args{"site": ms.name}
	link := confirmLink(ms.base, sub)
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "newsletter.confirm", To: sub.Email, Unconfirmed: true,
		Subject: lang.T("mail.confirm.subject", site),
	}, mailBody{
		text: []string{
			lang.T("mail.confirm.intro", i18n.Args{"site": ms.name, "email": sub.Email}),
			link,
			"",
			lang.T("mail.confirm.ignore"),
		},
		html: `<h1 style="color:#9a3412">` + tHTML(lang, "mail.confirm.subject", site) + `</h1>` +
			`<p>` + tHTML(lang, "mail.confirm.intro", i18n.Args{"site": ms.name, "email": sub.Email}) + `</p>` +
			`<p>` + mailLink(link, lang.T("mail.confirm.button")) + `</p>` +
			`<p>` + tHTML(lang, "mail.confirm.ignore", nil) + `</p>`,
	})
}
