package signin

import (
	"context"
	"net/http"
	"slices"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Sign-in codes on the Account screen (issue #29): turning authenticator
// codes on (with the current password, then a first code from the app),
// new recovery codes and turning them off (with the current password), and
// the site's choice to require a second step of every account. A stolen
// access token alone can do none of these: each needs the password, or a
// key that only a request with the password was shown.

// GET /api/admin/account/codes
//
// Whether her codes are on, how many recovery codes she has left, and
// whether the site requires a second step.
func (s *SignIn) handleCodes(w http.ResponseWriter, r *http.Request) error {
	st, err := s.Store.CodesState(r.Context(), toolkit.CurrentUser(r).ID)
	if err != nil {
		return err
	}
	methods, err := s.secondStepMethods(r.Context(), toolkit.CurrentUser(r))
	if err != nil {
		return err
	}
	st.SecondStep = len(methods) > 0
	toolkit.WriteJSON(w, http.StatusOK, st)
	return nil
}

// passwordFirstForm is the form passwordFirst reads.
type passwordFirstForm struct {
	CurrentPassword string `json:"currentPassword"`
}

// passwordFirst checks the body's currentPassword, as every change of a
// second step must.
func (s *SignIn) passwordFirst(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[passwordFirstForm](r)
	if err != nil {
		return err
	}
	if form.CurrentPassword == "" {
		return storyshelf.FieldError("currentPassword", storyshelf.MsgCurrentPasswordRequired)
	}
	return s.checkCurrentPassword(w, r, form.CurrentPassword)
}

// codesKey is what a new authenticator secret is shown as.
type codesKey struct {
	Secret string `json:"secret"` // to type into the app
	URL    string `json:"url"`    // otpauth://, which a phone can open
	QRCode string `json:"qrCode"` // the URL as a QR code, a PNG data URL
}

// POST /api/admin/account/codes
//
// Body {"currentPassword"}. Makes a new secret, kept sealed and waiting for
// its first code, and answers it (the key, and its QR code). Codes are not
// on until POST /api/admin/account/codes/confirm.
func (s *SignIn) handleStartCodes(w http.ResponseWriter, r *http.Request) error {
	if err := s.passwordFirst(w, r); err != nil {
		return err
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	if on, err := s.Store.CodesOn(ctx, user.ID); err != nil {
		return err
	} else if on {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgCodesAlreadyOn)
	}
	issuer := s.Site(ctx).Identity.Name
	if issuer == "" {
		issuer = "Storyshelf"
	}
	key, err := auth.NewTOTPKey(issuer, user.Email)
	if err != nil {
		return err
	}
	qr, err := auth.TOTPQRCode(key.URL)
	if err != nil {
		return err
	}
	if s.Mail.Box == nil {
		return errCodesUnreadable
	}
	sealed, err := s.Mail.Box.Seal(codesPurpose(user.ID), key.Secret)
	if err != nil {
		return err
	}
	if err := s.Store.StartCodes(ctx, user.ID, sealed); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, codesKey{Secret: key.Secret, URL: key.URL, QRCode: qr})
	return nil
}

// recoveryCodes answers new recovery codes, shown this once.
type recoveryCodes struct {
	RecoveryCodes []string `json:"recoveryCodes"`
	Message       string   `json:"message,omitempty"`
}

// newRecoveryCodes makes storyshelf.RecoveryCodeCount codes and their hashes.
func newRecoveryCodes() (codes, hashes []string) {
	for range storyshelf.RecoveryCodeCount {
		c := auth.NewRecoveryCode()
		codes = append(codes, c)
		hashes = append(hashes, auth.HashSecret(auth.NormalizeRecoveryCode(c)))
	}
	return codes, hashes
}

// confirmCodesForm is the form handleConfirmCodes reads.
type confirmCodesForm struct {
	Code string `json:"code"`
}

// POST /api/admin/account/codes/confirm
//
// Body {"code"}: a code from the app for the secret just made. Turns codes
// on and answers the ten recovery codes, shown this once. Wrong codes count
// against the session like wrong current passwords.
func (s *SignIn) handleConfirmCodes(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[confirmCodesForm](r)
	if err != nil {
		return err
	}
	if form.Code == "" {
		return storyshelf.FieldError("code", storyshelf.MsgCodeRequired)
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	key := "account:code:" + user.ID + ":" + toolkit.CurrentFamily(r)
	// Counted before the check, like a sign-in's code (sign_in_attempt.go).
	if ok, err := s.Store.Hit(ctx, key, loginWindow, loginPerPair); err != nil {
		return err
	} else if !ok {
		w.Header().Set("Retry-After", "900")
		return errTooManySignIns
	}
	sealed, err := s.Store.PendingCodesSecret(ctx, user.ID)
	if err != nil {
		return err
	}
	secret, err := s.openCodesSecret(user.ID, sealed)
	if err != nil {
		return err
	}
	steps := auth.MatchTOTP(secret, form.Code, s.Store.Now())
	if len(steps) == 0 {
		return storyshelf.FieldError("code", storyshelf.MsgWrongCode)
	}
	codes, hashes := newRecoveryCodes()
	if err := s.Store.ConfirmCodes(ctx, user.ID, sealed, steps[len(steps)-1], hashes); err != nil {
		return err
	}
	// She just proved the new codes: this sign-in has passed a second step.
	if err := s.Store.PassSecondStep(ctx, toolkit.CurrentFamily(r)); err != nil {
		return err
	}
	s.Store.ResetHits(ctx, key)
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, recoveryCodes{RecoveryCodes: codes, Message: storyshelf.MsgCodesOn.Text})
	return nil
}

// POST /api/admin/account/codes/recovery-codes
//
// Body {"currentPassword"}. Ten new recovery codes, shown this once; the old
// ones stop working.
func (s *SignIn) handleNewRecoveryCodes(w http.ResponseWriter, r *http.Request) error {
	if err := s.passwordFirst(w, r); err != nil {
		return err
	}
	codes, hashes := newRecoveryCodes()
	if err := s.Store.ReplaceRecoveryCodes(r.Context(), toolkit.CurrentUser(r).ID, hashes); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, recoveryCodes{RecoveryCodes: codes})
	return nil
}

// POST /api/admin/account/codes/off
//
// Body {"currentPassword"}. Turns her codes off and removes her recovery
// codes; refused while the site requires a second step and codes are her
// only one.
func (s *SignIn) handleCodesOff(w http.ResponseWriter, r *http.Request) error {
	if err := s.passwordFirst(w, r); err != nil {
		return err
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	if required, err := s.Store.SecondStepRequired(ctx); err != nil {
		return err
	} else if required {
		methods, err := s.secondStepMethods(ctx, user)
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(methods, func(m string) bool { return m != storyshelf.MethodCode }) {
			return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgStillRequired)
		}
	}
	if err := s.Store.TurnCodesOff(ctx, user.ID); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": storyshelf.MsgCodesOff.Text})
	return nil
}

// PUT /api/admin/account/second-step-required
//
// Body {"required": bool, "currentPassword"}: whether every account must
// have a second step. Only an account with one changes it, either way (so
// she can still sign in once it is on, and an account without one cannot
// free itself of it), and s.admin lets only a sign-in that passed that step
// this far (a write on an OwnAccount route). Turning it on ends every sign-in without a
// second step; either change is mailed to every account.
func (s *SignIn) handleRequireSecondStep(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Required        *bool  `json:"required"`
		CurrentPassword string `json:"currentPassword"`
	}
	if err := toolkit.DecodeJSON(r, &body); err != nil {
		return err
	}
	if body.Required == nil {
		return toolkit.WrongType("required", "true or false")
	}
	if body.CurrentPassword == "" {
		return storyshelf.FieldError("currentPassword", storyshelf.MsgCurrentPasswordRequired)
	}
	if err := s.checkCurrentPassword(w, r, body.CurrentPassword); err != nil {
		return err
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	if methods, err := s.secondStepMethods(ctx, user); err != nil {
		return err
	} else if len(methods) == 0 && *body.Required {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgRequireNeedsOwn)
	} else if len(methods) == 0 {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgRuleNeedsOwn)
	}
	mails, err := s.secondStepRuleMails(ctx, user.Email, *body.Required)
	if err != nil {
		return err
	}
	if err := s.Store.SetSecondStepRequired(ctx, *body.Required, mails); err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, map[string]bool{"required": *body.Required})
	return nil
}

// secondStepRuleMails tell every account that the second-step rule changed,
// who changed it and when, so a change nobody meant (a stolen account
// turning it off) does not go unnoticed. As the new-device mail, only while
// mail can be sent: a notice that arrives days later would only alarm.
func (s *SignIn) secondStepRuleMails(ctx context.Context, by string, on bool) ([]storyshelf.OutboxMail, error) {
	if !s.CanMail(ctx) {
		return nil, nil
	}
	to, err := s.Store.OwnerAddresses(ctx)
	if err != nil {
		return nil, err
	}
	ms, at := s.MailSite(ctx), s.Store.Now()
	out := make([]storyshelf.OutboxMail, 0, len(to))
	for _, addr := range to {
		out = append(out, mails.SecondStepRule(ms, addr, by, on, at))
	}
	return out, nil
}
