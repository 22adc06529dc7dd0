package signin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The signed-in owner's own account (Admin → Account): her password and
// email address here, her devices in account_devices.go, the change of
// address in account_email.go.

var errTooManyPasswordTries = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, storyshelf.MsgTooManyPasswordTries)

// account is what the Account screen starts from.
type account struct {
	Email string `json:"email"`
	// MailConfigured says whether mail can be sent at all: a change of
	// address needs a confirmation mail.
	MailConfigured bool                    `json:"mailConfigured"`
	PendingEmail   *storyshelf.EmailChange `json:"pendingEmail"` // waiting for its link, or null
}

// GET /api/admin/account
//
// The signed-in owner's address, whether mail can be sent, and the change of
// address still waiting for its link, if any.
func (s *SignIn) handleAccount(w http.ResponseWriter, r *http.Request) error {
	user := toolkit.CurrentUser(r)
	a := account{Email: user.Email, MailConfigured: s.CanMail(r.Context())}
	pending, err := s.Store.PendingEmailChange(r.Context(), user.ID)
	switch {
	case err == nil:
		a.PendingEmail = pending
	case storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND:
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, a)
	return nil
}

// checkCurrentPassword confirms the signed-in owner's password before a
// change to her account. Wrong ones count against her session as wrong
// sign-ins count against a client: past loginPerPair in loginWindow the
// session must wait, so a stolen session cannot guess its way to the
// password, and nobody else is kept out. The check runs in the bounded
// hashing slots, in the reserved one: the session proves what a device
// cookie only suggests, and strangers' sign-ins never queue there.
func (s *SignIn) checkCurrentPassword(w http.ResponseWriter, r *http.Request, password string) error {
	return s.CheckOwnPassword(w, r, "currentPassword", password)
}

// CheckOwnPassword is checkCurrentPassword for a form whose password field
// is named field (People's "make an owner" asks for hers as "password").
func (s *SignIn) CheckOwnPassword(w http.ResponseWriter, r *http.Request, field, password string) error {
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	key := "account:password:" + user.ID + ":" + toolkit.CurrentFamily(r)
	// Counted before the check, so passwords sent at once get no more
	// checks than the limit.
	if ok, err := s.Store.Hit(ctx, key, loginWindow, loginPerPair); err != nil {
		return err
	} else if !ok {
		w.Header().Set("Retry-After", "900")
		return errTooManyPasswordTries
	}
	_, hash, err := s.Store.UserByID(ctx, user.ID)
	if err != nil {
		return err
	}
	ok, err := auth.CheckPassword(auth.Reserved(ctx), hash, password)
	if err != nil {
		s.Store.TakeBackHit(ctx, key) // never checked
		return hashError(err)
	}
	if !ok {
		return storyshelf.FieldError(field, storyshelf.MsgWrongPassword)
	}
	s.Store.ResetHits(ctx, key)
	return nil
}

// changePasswordForm is the form handleChangePassword reads.
type changePasswordForm struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// POST /api/admin/password
//
// Body {"currentPassword", "newPassword"}. Every other session of the
// account ends; this one stays.
func (s *SignIn) handleChangePassword(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[changePasswordForm](r)
	if err != nil {
		return err
	}
	problems := map[string]storyshelf.Msg{}
	if form.CurrentPassword == "" {
		problems["currentPassword"] = storyshelf.MsgCurrentPasswordRequired
	}
	if err := storyshelf.ValidatePassword(form.NewPassword); err != nil {
		problems["newPassword"] = storyshelf.ErrorMsg(err)
	}
	if err := storyshelf.FieldErrors(problems, "currentPassword", "newPassword"); err != nil {
		return err
	}
	if err := s.checkCurrentPassword(w, r, form.CurrentPassword); err != nil {
		return err
	}
	hash, err := auth.HashPassword(auth.Reserved(r.Context()), form.NewPassword)
	if err != nil {
		return hashError(err)
	}
	if err := s.Store.SetPassword(r.Context(), toolkit.CurrentUser(r).ID, hash, toolkit.CurrentFamily(r)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": storyshelf.MsgPasswordChanged.Text})
	return nil
}
