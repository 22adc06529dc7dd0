package signin

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The second step of a password sign-in (issue #29). A right password for an
// account with a second step starts no session: it answers a ticket, kept
// (hashed) in the database for a few minutes so any instance can finish it,
// and the ways the account can finish it. POST /api/auth/second-step then
// takes a code from the authenticator app or a recovery code, and only then
// signs in. Wrong codes count like wrong passwords, in the same counters.

var (
	errSignInExpired    = storyshelf.Fail(storyshelf.EUNAUTHORIZED, storyshelf.MsgSignInExpired)
	errSecondStepNeeded = storyshelf.Fail(storyshelf.EFORBIDDEN, storyshelf.MsgSecondStepNeeded)
	errCodesUnreadable  = storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesUnreadable)
	// errSignInWithSecondStep: a 403, like the gate's, so the app shows its
	// message where she pressed the button.
	errSignInWithSecondStep = storyshelf.Fail(storyshelf.EFORBIDDEN, storyshelf.MsgSignInWithSecondStep)
)

// secondStepMethods is the one place that says how an account can finish a
// sign-in after its password: "code" when authenticator codes are on (at
// merge, "passkey" when it has passkeys). None: the password is enough.
func (s *SignIn) secondStepMethods(ctx context.Context, user *storyshelf.User) ([]string, error) {
	methods := []string{}
	on, err := s.Store.CodesOn(ctx, user.ID)
	if err != nil {
		return nil, err
	}
	if on {
		methods = append(methods, storyshelf.MethodCode)
	}
	// A passkey is a second step too: with one on the account, a password
	// alone no longer signs in.
	if has, err := s.Store.HasPasskeys(ctx, user.ID); err != nil {
		return nil, err
	} else if has {
		methods = append(methods, storyshelf.MethodPasskey)
	}
	return methods, nil
}

// secondStep is the login answer for an account with a second step.
type secondStep struct {
	Ticket  string   `json:"ticket"`
	Methods []string `json:"methods"`
}

// startSecondStep answers a right password for an account with a second
// step: a new ticket, and no session yet.
func (s *SignIn) startSecondStep(w http.ResponseWriter, r *http.Request, user *storyshelf.User, methods []string) error {
	ticket := auth.NewSecret()
	if _, err := s.Store.CreateSignInTicket(r.Context(), user.ID, auth.HashSecret(ticket)); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, map[string]secondStep{"secondStep": {Ticket: ticket, Methods: methods}})
	return nil
}

// secondStepForm is the form handleSecondStep reads.
type secondStepForm struct {
	Ticket string `json:"ticket"`
	Code   string `json:"code"`
}

// POST /api/auth/second-step
//
// Body {"ticket", "code"}: the ticket a right password answered, and a
// 6-digit code from the authenticator app or a recovery code. Answers the
// session, as login does without a second step. A wrong code counts against
// the client it came from (alone, and with the account), as a wrong password
// does, and against the ticket, which ends after a few. Like a password, a
// code is counted before it is checked (sign_in_attempt.go).
func (s *SignIn) handleSecondStep(w http.ResponseWriter, r *http.Request) error {
	form, err := decodeAppForm[secondStepForm](s, r)
	if err != nil {
		return err
	}
	ticket, code := form.Ticket, strings.TrimSpace(form.Code)
	if code == "" {
		return storyshelf.FieldError("code", storyshelf.MsgCodeRequired)
	}
	if ticket == "" || len(ticket) > 200 {
		return errSignInExpired
	}
	ctx := r.Context()
	ticketHash := auth.HashSecret(ticket)
	userID, err := s.Store.SignInTicket(ctx, ticketHash)
	if err != nil {
		return err
	}
	user, _, err := s.Store.UserByID(ctx, userID)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return errSignInExpired
	} else if err != nil {
		return err
	}
	attempt, err := s.startSignInAttempt(w, r, user.Email, s.deviceFor(r, user.Email))
	if err != nil {
		return err
	}
	// The ticket counts the code last, right before the check, so a code
	// that a limit refused never spends one of the ticket's.
	if _, err := s.Store.TrySignInTicket(ctx, ticketHash); err != nil {
		attempt.takeBack()
		return err
	}
	ok, err := s.checkSignInCode(ctx, user.ID, code)
	if err != nil {
		attempt.takeBack()
		return err
	}
	if !ok {
		history.FailedSignIn(ctx, s.Deps, user.Email) // a wrong code is a failed sign-in in History too
		return storyshelf.FailFields(storyshelf.EUNAUTHORIZED, storyshelf.MsgWrongSignInCode,
			map[string]storyshelf.Msg{"code": storyshelf.MsgWrongSignInCode})
	}
	if _, err := s.Store.UseSignInTicket(ctx, ticketHash); err != nil {
		return err
	}
	attempt.signedIn()
	return s.signIn(w, r, user, true)
}

// checkSignInCode spends code for userID when it is right: a code of the
// authenticator app (six digits, within a step of now, of a step newer than
// any accepted before) or one of its unused recovery codes.
func (s *SignIn) checkSignInCode(ctx context.Context, userID, code string) (bool, error) {
	if digits := strings.ReplaceAll(code, " ", ""); len(digits) == 6 && strings.Trim(digits, "0123456789") == "" {
		secret, err := s.codesSecret(ctx, userID)
		if storyshelf.ErrorCode(err) == storyshelf.ECONFLICT && !errors.Is(err, errCodesUnreadable) {
			return false, nil // no codes on
		} else if err != nil {
			return false, err
		}
		return s.useTOTP(ctx, userID, secret, digits)
	}
	recovery := auth.NormalizeRecoveryCode(code)
	if recovery == "" {
		return false, nil
	}
	return s.Store.UseRecoveryCode(ctx, userID, auth.HashSecret(recovery))
}

// useTOTP accepts code when it is secret's for a step within one of now that
// is newer than any step accepted before, and remembers that step.
func (s *SignIn) useTOTP(ctx context.Context, userID, secret, code string) (bool, error) {
	for _, step := range auth.MatchTOTP(secret, code, s.Store.Now()) {
		if ok, err := s.Store.UseCodeStep(ctx, userID, step); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// codesPurpose binds a sealed authenticator secret to its account, so no
// other sealed value (or another account's) can stand in for it.
func codesPurpose(userID string) string { return "second_step_codes.secret:" + userID }

// codesSecret opens userID's authenticator secret (codes on).
func (s *SignIn) codesSecret(ctx context.Context, userID string) (string, error) {
	sealed, err := s.Store.CodesSecret(ctx, userID)
	if err != nil {
		return "", err
	}
	return s.openCodesSecret(userID, sealed)
}

func (s *SignIn) openCodesSecret(userID, sealed string) (string, error) {
	if s.Mail.Box == nil {
		return "", errCodesUnreadable
	}
	secret, err := s.Mail.Box.Open(codesPurpose(userID), sealed)
	if err != nil {
		s.Logger.Warn("an authenticator secret cannot be opened with this site's key", "err", err)
		return "", errCodesUnreadable
	}
	return secret, nil
}

// secondStepNeeded reports whether the site requires a second step and
// user has none: she may then only reach her account (the OwnAccount routes)
// to add one.
func (s *SignIn) secondStepNeeded(ctx context.Context, user *storyshelf.User) (bool, error) {
	required, err := s.Store.SecondStepRequired(ctx)
	if err != nil || !required {
		return false, err
	}
	methods, err := s.secondStepMethods(ctx, user)
	return len(methods) == 0, err
}

// proveSecondStep refuses a change to user's account from the sign-in
// family when her account has a second step that sign-in did not pass.
func (s *SignIn) proveSecondStep(ctx context.Context, user *storyshelf.User, family string) error {
	passed, err := s.Store.SecondStepPassed(ctx, family)
	if err != nil || passed {
		return err
	}
	methods, err := s.secondStepMethods(ctx, user)
	if err != nil {
		return err
	}
	if len(methods) > 0 {
		return errSignInWithSecondStep
	}
	return nil
}

type secondStepNeededKey struct{}

// me is GET /api/admin/me's answer: the signed-in admin, and whether she
// must add a second step before anything but her Account page opens.
type me struct {
	*storyshelf.User
	SecondStepNeeded bool `json:"secondStepNeeded"`
}
