package signin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Changing the owner's email address: she asks on the Account screen with
// her password, a link goes to the new address, and the address changes
// only when that link's page is confirmed with a button (mail scanners open
// links, they do not press buttons). The old address then hears of it.

// emailChangeAnswer is what asking for a change answers.
type emailChangeAnswer struct {
	Message string                  `json:"message"`
	Pending *storyshelf.EmailChange `json:"pendingEmail"`
}

// changeEmailForm is the form handleChangeEmail reads.
type changeEmailForm struct {
	Email           string `json:"email"`
	CurrentPassword string `json:"currentPassword"`
}

// POST /api/admin/account/email
//
// Body {"email", "currentPassword"}. Mails a link to the new address that
// makes the change within storyshelf.EmailChangeTTL. Without a mail server
// nothing is stored or sent, and the answer (409) says so: the change could
// never be confirmed.
func (s *SignIn) handleChangeEmail(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[changeEmailForm](r)
	if err != nil {
		return err
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	email := storyshelf.NormalizeEmail(form.Email)
	problems := map[string]storyshelf.Msg{}
	if err := storyshelf.ValidateEmail(email); err != nil {
		problems["email"] = storyshelf.ErrorMsg(err)
	} else if email == user.Email {
		problems["email"] = storyshelf.MsgSameEmail
	}
	if form.CurrentPassword == "" {
		problems["currentPassword"] = storyshelf.MsgCurrentPasswordRequired
	}
	if err := storyshelf.FieldErrors(problems, "email", "currentPassword"); err != nil {
		return err
	}
	if !s.CanMail(ctx) {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgEmailChangeNeedsMail)
	}
	if err := s.checkCurrentPassword(w, r, form.CurrentPassword); err != nil {
		return err
	}
	token := auth.NewSecret()
	m := mails.EmailChange(s.MailSite(ctx), user.Email, email, token)
	pending, err := s.Store.CreateEmailChange(ctx, user.ID, email, auth.HashSecret(token), &m)
	if err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, emailChangeAnswer{Message: storyshelf.EmailLinkSent(email), Pending: pending})
	return nil
}

// GET /account/confirm-email?token=…
//
// The link from the mail lands here and asks to confirm; opening it changes
// nothing.
func (s *SignIn) handleConfirmEmailPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	c, err := s.Store.CheckEmailChange(r.Context(), auth.HashSecret(token))
	if err != nil {
		s.RenderNoticeError(w, r, i18n.English, "notice.linkUnknown", err)
		return
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Title: "Confirm your new email address",
		Text:  "Use " + c.NewEmail + " to sign in to the admin from now on, instead of " + c.OldEmail + "?",
		Token: token, Action: mails.ConfirmEmailPath, Button: "Confirm new address"})
}

// POST /account/confirm-email
//
// The confirmation page's button: the address changes, and the old address
// gets a notice.
func (s *SignIn) handleConfirmEmailForm(w http.ResponseWriter, r *http.Request) {
	form, err := toolkit.DecodeFields[tokenForm](r)
	if err != nil {
		s.RenderNotice(w, r, http.StatusBadRequest, toolkit.NoticeView{Title: "Something went wrong", Text: storyshelf.ErrorMessage(err)})
		return
	}
	c, err := s.Store.UseEmailChange(r.Context(), s.MailSite(r.Context()), auth.HashSecret(form.Token))
	if err != nil {
		s.RenderNoticeError(w, r, i18n.English, "notice.linkUnknown", err)
		return
	}
	s.WakeWorkers()
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Title: "Email address changed",
		Text: "Sign in to the admin with " + c.NewEmail + " from now on. We let " + c.OldEmail + " know.",
		Link: "/admin/login", LinkText: "Go to the admin"})
}
