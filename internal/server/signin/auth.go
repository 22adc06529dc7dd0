package signin

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// tokenForm is a form that carries only a link's token (a reset link, an
// invitation, a mail's sign-out or confirmation link).
type tokenForm struct {
	Token string `json:"token"`
}

// Brute-force limits. They live in the database, so they hold across every
// instance, and count a client by clientKey (an IPv6 /64, not an address).
// Every password and code is counted before it is checked
// (sign_in_attempt.go). None of them lets a stranger lock the owner out: a
// client's failures count against that client (alone, and with that
// account), and an account under attack from everywhere is slowed, never
// closed.
const (
	loginWindow      = 15 * time.Minute
	loginPerClient   = 20                              // failures from one client, any account (a team signing in from one office is no attack)
	loginPerPair     = 10                              // failures for one account from one client
	loginAccountSlow = 50                              // failures for one account from all clients in loginWindow, past which …
	loginSlowDelay   = 2 * time.Second                 // … its passwords and codes are checked one at a time, each this long after the last (takeTurn): …
	loginTriesAnHour = int(time.Hour / loginSlowDelay) // … 1800 an hour at most, on every instance together, plus loginAccountSlow each window
	forgotWindow     = time.Hour
	forgotPerIP      = 10
	forgotPerEmail   = 3
)

var (
	errTooManySignIns = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, storyshelf.MsgTooManySignIns)
	errBusy           = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, msgBusy)
	errAccountBusy    = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, msgAccountBusy)
)

// The sign-in's own words.
var (
	msgBusy           = storyshelf.Msg{Key: "server.busy", Text: "Storyshelf is busy checking passwords. Please try again in a moment."}
	msgAccountBusy    = storyshelf.Msg{Key: "server.accountBusy", Text: "This account is getting many sign-in attempts. Please try again in a moment."}
	msgNotFromApp     = storyshelf.Msg{Key: "server.notFromApp", Text: "This request must come from the Storyshelf app."}
	msgTooManyResets  = storyshelf.Msg{Key: "server.tooManyResets", Text: "Too many reset requests. Please wait an hour and try again."}
	msgSignInFields   = storyshelf.Msg{Key: "server.signInFields", Text: "Email and password are required."}
	msgSignInEmail    = storyshelf.Msg{Key: "server.signInEmail", Text: "Email is required."}
	msgSignInPassword = storyshelf.Msg{Key: "server.signInPassword", Text: "Password is required."}
)

// hashError turns a full hashing queue into a 429 the app can show.
func hashError(err error) error {
	if errors.Is(err, auth.ErrBusy) {
		return errBusy
	}
	return err
}

// loginForm is the form handleLogin reads.
type loginForm struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// POST /api/auth/login
//
// Body {"email", "password"}. For an account with a second step, answers
// {"secondStep": {"ticket", "methods"}} and no session (second_step.go).
// Otherwise answers the access token and sets the refresh cookie, and the device cookie that lets this browser's next sign-ins skip
// the queue strangers wait in (device.go). Like refresh and logout it must
// come from the app itself, so a hostile page cannot sign a visitor into an
// account of its choosing.
func (s *SignIn) handleLogin(w http.ResponseWriter, r *http.Request) error {
	form, err := decodeAppForm[loginForm](s, r)
	if err != nil {
		return err
	}
	email, password := storyshelf.NormalizeEmail(form.Email), form.Password
	if email == "" || password == "" {
		return storyshelf.FailFields(storyshelf.EINVALID, msgSignInFields,
			map[string]storyshelf.Msg{"email": msgSignInEmail, "password": msgSignInPassword})
	}
	ctx := r.Context()
	// A browser that signed in to this account before (its device cookie)
	// goes around what strangers queue for: the gate in front of the
	// database, the turns of an account under attack, and the shared
	// hashing slots. Its own wrong passwords still count, against the account
	// and against the cookie, which stops helping past loginPerPair of them.
	device := s.deviceFor(r, email)
	if device == "" {
		release, err := s.logins.admit(ctx)
		if err != nil {
			return hashError(err)
		}
		defer release()
	}
	attempt, err := s.startSignInAttempt(w, r, email, device)
	if err != nil {
		return err
	}
	user, hash, err := s.Store.UserByEmail(ctx, email)
	match := false
	switch {
	case storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND:
		err = auth.CheckNoAccount(attempt.hashContext(), password) // as slow as a real check: no hint that the account is missing
	case err == nil:
		match, err = auth.CheckPassword(attempt.hashContext(), hash, password)
	}
	if err != nil {
		attempt.takeBack() // never checked
		return hashError(err)
	}
	if !match {
		history.FailedSignIn(ctx, s.Deps, email)
		return storyshelf.Fail(storyshelf.EUNAUTHORIZED, storyshelf.MsgInvalidCredentials)
	}
	// An account with a second step is not signed in yet, and nothing is
	// forgiven but this right password: the failures before it are forgiven
	// when the second step is done.
	if methods, err := s.secondStepMethods(ctx, user); err != nil {
		return err
	} else if len(methods) > 0 {
		attempt.takeBack()
		return s.startSecondStep(w, r, user, methods)
	}
	attempt.signedIn()
	return s.signIn(w, r, user, false)
}

// signIn starts a new session for user: a refresh cookie and an access
// token. It is the one place a session starts, whatever proved who she is
// (a password, a second step, a passkey). A browser that shows no device
// cookie for the account is a device never seen for it: the account's
// address hears of the sign-in, with a link that signs that device out
// (new_device.go). Either way the browser is marked as seen. secondStep
// says she passed a second step (a code, or a passkey): the session
// remembers it (proveSecondStep).
func (s *SignIn) signIn(w http.ResponseWriter, r *http.Request, user *storyshelf.User, secondStep bool) error {
	return s.startSession(w, r, user, s.deviceFor(r, user.Email) == "", secondStep)
}

// startSession is signIn, with the new-device mail only when tell is set:
// not for the sign-in that creates an account (setup, an invitation), on
// the device that just created it.
func (s *SignIn) startSession(w http.ResponseWriter, r *http.Request, user *storyshelf.User, tell, secondStep bool) error {
	refresh := auth.NewSecret()
	sess, err := s.Store.CreateSession(r.Context(), user.ID, auth.HashSecret(refresh), r.UserAgent(), s.ClientKey(r))
	if err != nil {
		return err
	}
	if secondStep {
		if err := s.Store.PassSecondStep(r.Context(), sess.FamilyID); err != nil {
			return err
		}
	}
	if tell {
		s.mailNewDevice(r, user, sess.FamilyID)
	}
	s.setDeviceCookie(w, r, user.Email)
	if err := s.issue(w, r, user, sess.FamilyID, refresh); err != nil {
		return err
	}
	// Every sign-in, setup and invitations too, is in History.
	history.Save(r.Context(), s.Deps, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySignIn, Action: "signed in",
		ActorID: user.ID, ActorEmail: user.Email})
	return nil
}

// newPasswordHash checks a new password against the rules, then that the
// change is allowed (a reset or setup link), and only then hashes it:
// hashing is the expensive part, never spent on a made-up link.
func newPasswordHash(ctx context.Context, password string, allowed func() error) (string, error) {
	if err := storyshelf.ValidatePassword(password); err != nil {
		return "", err
	}
	if allowed != nil {
		if err := allowed(); err != nil {
			return "", err
		}
	}
	hash, err := auth.HashPassword(ctx, password)
	return hash, hashError(err)
}

var errNotFromApp = storyshelf.Fail(storyshelf.EFORBIDDEN, msgNotFromApp)

// POST /api/auth/refresh
//
// Exchanges the refresh cookie for a new access token and, unless another
// tab just did the same, a new refresh cookie. The app calls it on load (to
// learn whether it is signed in) and before its access token expires.
func (s *SignIn) handleRefresh(w http.ResponseWriter, r *http.Request) error {
	if !s.sameOrigin(r) {
		return errNotFromApp
	}
	c, err := r.Cookie(refreshCookie)
	if err != nil || c.Value == "" {
		return errUnauthorized
	}
	next := auth.NewSecret()
	sess, rotated, err := s.Store.RotateSession(r.Context(), auth.HashSecret(c.Value), auth.HashSecret(next))
	if err != nil {
		if storyshelf.ErrorCode(err) == storyshelf.EUNAUTHORIZED {
			s.ClearRefreshCookie(w, r)
		}
		return err
	}
	user, _, err := s.Store.UserByID(r.Context(), sess.UserID)
	if err != nil {
		return errUnauthorized
	}
	if !rotated {
		next = "" // the other tab's response already set the newer cookie
	}
	return s.issue(w, r, user, sess.FamilyID, next)
}

// POST /api/auth/logout
//
// Ends the session on the server and clears the cookie. Signing out twice is
// fine.
func (s *SignIn) handleLogout(w http.ResponseWriter, r *http.Request) error {
	if !s.sameOrigin(r) {
		return errNotFromApp
	}
	if c, err := r.Cookie(refreshCookie); err == nil && c.Value != "" {
		if err := s.Store.RevokeSessionByToken(r.Context(), auth.HashSecret(c.Value)); err != nil {
			return err
		}
	}
	s.ClearRefreshCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// POST /api/auth/forgot-password
//
// Body {"email"}. Mails a single-use reset link when the address has an
// account, and answers exactly the same when it does not.
func (s *SignIn) handleForgotPassword(w http.ResponseWriter, r *http.Request) error {
	email, err := toolkit.DecodeAddress(r)
	if err != nil {
		return err
	}
	if ok, err := s.Store.Hit(r.Context(), "forgot:ip:"+s.ClientKey(r), forgotWindow, forgotPerIP); err != nil {
		return err
	} else if !ok {
		w.Header().Set("Retry-After", "3600")
		return storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, msgTooManyResets)
	}
	answer := map[string]string{"message": storyshelf.MsgResetLinkSent.Text}
	if !s.CanMail(r.Context()) {
		answer["message"] = storyshelf.MsgResetNoMail.Text
	}
	// Past the per-address limit nothing more is sent, but the answer stays
	// the same so it says nothing about the address.
	if ok, err := s.Store.Hit(r.Context(), "forgot:account:"+email, forgotWindow, forgotPerEmail); err != nil || !ok {
		toolkit.WriteJSON(w, http.StatusOK, answer)
		return nil
	}
	// Up to the answer every address takes the same steps: the lookup, and
	// the link and mail for an account, come after it, so the time the
	// answer takes says nothing about whether the address has an account.
	s.handedOff.later(r.Context(), func(ctx context.Context) { s.mailResetLink(ctx, email) })
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}

// mailResetLink queues a reset link to email when it names an account, after
// forgot-password has answered.
func (s *SignIn) mailResetLink(ctx context.Context, email string) {
	user, _, err := s.Store.UserByEmail(ctx, email)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return
	} else if err != nil {
		s.Logger.ErrorContext(ctx, "reset link not sent", "err", err)
		return
	}
	token := auth.NewSecret()
	m := mails.PasswordReset(s.MailSite(ctx), user.Email, token)
	if err := s.Store.CreatePasswordReset(ctx, user.ID, auth.HashSecret(token), &m); err != nil {
		s.Logger.ErrorContext(ctx, "reset link not sent", "err", err)
		return
	}
	s.WakeWorkers()
}

// POST /api/auth/reset-password/check
//
// Body {"token"}: whether a reset link is still good, without using it, so
// the page can say so before the owner types a new password.
func (s *SignIn) handleCheckReset(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[tokenForm](r)
	if err != nil {
		return err
	}
	if err := s.Store.CheckPasswordReset(r.Context(), auth.HashSecret(form.Token)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]bool{"valid": true})
	return nil
}

// resetPasswordForm is the form handleResetPassword reads.
type resetPasswordForm struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// POST /api/auth/reset-password
//
// Body {"token", "password"}. Only this submission uses the link: opening it
// (as mail scanners do) does not. Every session of the account ends.
func (s *SignIn) handleResetPassword(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[resetPasswordForm](r)
	if err != nil {
		return err
	}
	if strings.TrimSpace(form.Token) == "" {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvalidRecovery)
	}
	hash, err := newPasswordHash(r.Context(), form.Password, func() error {
		return s.Store.CheckPasswordReset(r.Context(), auth.HashSecret(form.Token))
	})
	if err != nil {
		return err
	}
	if _, err := s.Store.UsePasswordReset(r.Context(), auth.HashSecret(form.Token), hash); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": storyshelf.MsgResetSuccessful.Text})
	return nil
}

// setupForm is the form handleSetup reads.
type setupForm struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Token    string `json:"token"`
}

// POST /api/auth/setup
//
// Body {"token", "email", "password"}: the one-time setup link creates the
// first admin and signs them in.
func (s *SignIn) handleSetup(w http.ResponseWriter, r *http.Request) error {
	form, err := decodeAppForm[setupForm](s, r)
	if err != nil {
		return err
	}
	if err := storyshelf.ValidateEmail(form.Email); err != nil {
		return err
	}
	hash, err := newPasswordHash(r.Context(), form.Password, func() error {
		return s.Store.CheckSetupToken(r.Context(), auth.HashSecret(form.Token))
	})
	if err != nil {
		return err
	}
	user, err := s.Store.UseSetupToken(r.Context(), auth.HashSecret(form.Token), form.Email, hash)
	if err != nil {
		return err
	}
	return s.startSession(w, r, user, false, false)
}

// GET /api/admin/me
//
// The signed-in admin, and whether she must add a second step (the site
// requires one) before anything but her Account page opens.
func (s *SignIn) handleMe(w http.ResponseWriter, r *http.Request) error {
	needed, _ := r.Context().Value(secondStepNeededKey{}).(bool)
	toolkit.WriteJSON(w, http.StatusOK, me{User: toolkit.CurrentUser(r), SecondStepNeeded: needed})
	return nil
}
