package signin

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Passkeys (WebAuthn): the owner adds them on the Account screen, after her
// current password, and signs in with one on the login page. The checking is
// go-webauthn's; this file keeps its ceremonies in the database (a ticket's
// hash names each, used once, within storyshelf.PasskeyCeremonyTTL), so
// they work across instances.

// Failed passkey sign-ins count like wrong passwords: against the address
// they come from (past loginPerPair of them it waits out loginWindow), and
// against the account when the passkey names one, which only ever slows it
// (login's loginAccountSlow). A stranger's failures never stop the owner's
// own address.
const (
	passkeyBeginsPerClient = 60 // ceremonies one address may start per loginWindow (the login page starts one per visit)
	passkeyTicketBytes     = 200
)

var (
	errNoPasskeyAddress   = storyshelf.Fail(storyshelf.EINVALID, msgNoPasskeyAddress)
	errPasskeyNotAccepted = storyshelf.Fail(storyshelf.EUNAUTHORIZED, storyshelf.MsgPasskeyNotAccepted)
	errPasskeyNotAdded    = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgPasskeyNotAdded)
	errPasskeyTryAgain    = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgPasskeyTryAgain)
)

var msgNoPasskeyAddress = storyshelf.Msg{Key: "server.noPasskeyAddress",
	Text: "Passkeys need the site to have a web address with a name, such as books.example.com. Ask whoever runs your site to set it."}

// relyingParty is the WebAuthn configuration for this site: its ID and the
// one origin passkeys are accepted from come from the site's address
// (SiteURL: PUBLIC_URL, or the listen address), never from the request. A
// loopback address (http://127.0.0.1:8080, as `make run` and the tests
// listen) is the same machine as localhost, the only local name browsers
// accept for passkeys, so it becomes http://localhost:8080. Any other
// numeric address cannot have passkeys.
func (s *SignIn) relyingParty() (*webauthn.WebAuthn, error) {
	rpID, origin, ok := passkeyOrigin(s.SiteURL)
	if !ok {
		return nil, errNoPasskeyAddress
	}
	timeout := webauthn.TimeoutConfig{Enforce: true, Timeout: storyshelf.PasskeyCeremonyTTL, TimeoutUVD: storyshelf.PasskeyCeremonyTTL}
	return webauthn.New(&webauthn.Config{
		RPID:          rpID,
		RPDisplayName: "Storyshelf",
		RPOrigins:     []string{origin},
		AuthenticatorSelection: protocol.AuthenticatorSelection{
			ResidentKey:        protocol.ResidentKeyRequirementRequired,
			RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification:   protocol.VerificationRequired,
		},
		Timeouts: webauthn.TimeoutsConfig{Login: timeout, Registration: timeout},
	})
}

// passkeyOrigin is the relying party ID and origin for a site address.
func passkeyOrigin(siteURL string) (rpID, origin string, ok bool) {
	u, err := url.Parse(siteURL)
	if err != nil || u.Hostname() == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", "", false
	}
	host := strings.ToLower(u.Hostname())
	if ip := net.ParseIP(host); ip != nil {
		if !ip.IsLoopback() {
			return "", "", false
		}
		host = "localhost"
	}
	origin = u.Scheme + "://" + host
	if port := u.Port(); port != "" {
		origin += ":" + port
	}
	return host, origin, true
}

// passkeyUser is an account as go-webauthn sees it: its user handle is the
// account's id.
type passkeyUser struct {
	user  *storyshelf.User
	creds []webauthn.Credential
}

func (u *passkeyUser) WebAuthnID() []byte                         { return []byte(u.user.ID) }
func (u *passkeyUser) WebAuthnName() string                       { return u.user.Email }
func (u *passkeyUser) WebAuthnDisplayName() string                { return u.user.Email }
func (u *passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }

// loadPasskeyUser is user with their stored passkeys.
func (s *SignIn) loadPasskeyUser(r *http.Request, user *storyshelf.User) (*passkeyUser, error) {
	stored, err := s.Store.PasskeyCredentials(r.Context(), user.ID)
	if err != nil {
		return nil, err
	}
	u := &passkeyUser{user: user}
	for _, c := range stored {
		u.creds = append(u.creds, libraryCredential(c))
	}
	return u, nil
}

// libraryCredential turns a stored passkey into go-webauthn's credential.
func libraryCredential(c *store.PasskeyCredential) webauthn.Credential {
	cred := webauthn.Credential{
		ID:              c.CredentialID,
		PublicKey:       c.PublicKey,
		AttestationType: c.AttestationType,
		Flags:           webauthn.NewCredentialFlags(protocol.AuthenticatorFlags(c.Flags)),
		Authenticator:   webauthn.Authenticator{AAGUID: c.AAGUID, SignCount: c.SignCount},
	}
	for _, t := range c.Transports {
		cred.Transport = append(cred.Transport, protocol.AuthenticatorTransport(t))
	}
	_ = json.Unmarshal([]byte(c.Attestation), &cred.Attestation) // only kept, never needed to sign in
	return cred
}

// storedCredential is the reverse, for a passkey just added.
func storedCredential(userID, name string, cred *webauthn.Credential) *store.PasskeyCredential {
	c := &store.PasskeyCredential{
		UserID: userID, Name: name, CredentialID: cred.ID, PublicKey: cred.PublicKey,
		SignCount: cred.Authenticator.SignCount, Flags: byte(cred.Flags.ProtocolValue()),
		AAGUID: cred.Authenticator.AAGUID, AttestationType: cred.AttestationType,
	}
	for _, t := range cred.Transport {
		c.Transports = append(c.Transports, string(t))
	}
	if raw, err := json.Marshal(cred.Attestation); err == nil {
		c.Attestation = string(raw)
	}
	return c
}

// ceremony is what a stored challenge holds: the library's session data and,
// when adding a passkey, the name she gave it.
type ceremony struct {
	Name    string               `json:"name,omitempty"`
	Session webauthn.SessionData `json:"session"`
}

// startCeremony stores a ceremony and answers its ticket with the options
// for the browser.
func (s *SignIn) startCeremony(w http.ResponseWriter, r *http.Request, userID, purpose string, c ceremony, options any) error {
	raw, err := json.Marshal(c)
	if err != nil {
		return err
	}
	ticket := auth.NewSecret()
	if err := s.Store.CreatePasskeyChallenge(r.Context(), auth.HashSecret(ticket), userID, purpose, c.Name, string(raw)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"ticket": ticket, "options": options})
	return nil
}

// takeCeremony uses up the ceremony a ticket names.
func (s *SignIn) takeCeremony(r *http.Request, ticket, purpose string) (userID string, c ceremony, err error) {
	if ticket == "" {
		return "", c, errPasskeyTryAgain
	}
	userID, raw, err := s.Store.UsePasskeyChallenge(r.Context(), auth.HashSecret(ticket), purpose)
	if err != nil {
		return "", c, err
	}
	if err := json.Unmarshal([]byte(raw), &c); err != nil {
		return "", c, errPasskeyTryAgain
	}
	return userID, c, nil
}

// finishCeremony is the start of every finish: the browser's answer read,
// the relying party, and the ceremony its ticket names used up (the account
// it was begun for, "" for a sign-in).
func (s *SignIn) finishCeremony(r *http.Request, purpose string) (*passkeyAnswer, *webauthn.WebAuthn, string, ceremony, error) {
	answer, err := decodePasskeyAnswer(r)
	if err != nil {
		return nil, nil, "", ceremony{}, err
	}
	rp, err := s.relyingParty()
	if err != nil {
		return nil, nil, "", ceremony{}, err
	}
	userID, c, err := s.takeCeremony(r, answer.Ticket, purpose)
	return answer, rp, userID, c, err
}

// passkeyAnswer is a finish request: the ticket from begin and the browser's
// credential as @simplewebauthn/browser sends it, which go-webauthn reads.
type passkeyAnswer struct {
	Ticket     string          `json:"ticket"`
	Credential json.RawMessage `json:"credential"`
}

// decodePasskeyAnswer reads a finish body (capped by its route). The
// credential is the library's to read, so the body's texts are not held to
// the form limits, only the ticket is.
func decodePasskeyAnswer(r *http.Request) (*passkeyAnswer, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, toolkit.BodyError(err)
	}
	if !utf8.Valid(body) {
		return nil, toolkit.ErrNotUTF8
	}
	var a passkeyAnswer
	dec := json.NewDecoder(bytes.NewReader(body))
	if !bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{")) || dec.Decode(&a) != nil {
		return nil, toolkit.ErrUnreadable
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, toolkit.ErrUnreadable
	}
	if len(a.Ticket) > passkeyTicketBytes {
		return nil, errPasskeyTryAgain
	}
	if len(bytes.TrimSpace(a.Credential)) == 0 || !bytes.HasPrefix(bytes.TrimSpace(a.Credential), []byte("{")) {
		return nil, toolkit.ErrUnreadable
	}
	return &a, nil
}

// GET /api/admin/account/passkeys
//
// Her passkeys: name, when added, when last used.
func (s *SignIn) handlePasskeys(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.Passkeys(r.Context(), toolkit.CurrentUser(r).ID)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// beginAddPasskeyForm is the form handleBeginAddPasskey reads.
type beginAddPasskeyForm struct {
	Name            string `json:"name"`
	CurrentPassword string `json:"currentPassword"`
}

// POST /api/admin/account/passkeys/begin
//
// Body {"name", "currentPassword"}: the options for her browser to make a
// new passkey, and the ticket that finishes it. The password is what a
// stolen access token does not have.
func (s *SignIn) handleBeginAddPasskey(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[beginAddPasskeyForm](r)
	if err != nil {
		return err
	}
	problems := map[string]storyshelf.Msg{}
	name, err := storyshelf.PasskeyName(form.Name)
	if err != nil {
		problems["name"] = storyshelf.ErrorMsg(err)
	}
	if form.CurrentPassword == "" {
		problems["currentPassword"] = storyshelf.MsgCurrentPasswordRequired
	}
	if err := storyshelf.FieldErrors(problems, "name", "currentPassword"); err != nil {
		return err
	}
	rp, err := s.relyingParty()
	if err != nil {
		return err
	}
	if err := s.checkCurrentPassword(w, r, form.CurrentPassword); err != nil {
		return err
	}
	user, err := s.loadPasskeyUser(r, toolkit.CurrentUser(r))
	if err != nil {
		return err
	}
	if len(user.creds) >= storyshelf.MaxPasskeys {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgTooManyPasskeys)
	}
	creation, session, err := rp.BeginRegistration(user,
		webauthn.WithExclusions(webauthn.Credentials(user.creds).CredentialDescriptors()),
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementRequired))
	if err != nil {
		return err
	}
	return s.startCeremony(w, r, user.user.ID, storyshelf.PasskeyRegister, ceremony{Name: name, Session: *session}, creation.Response)
}

// POST /api/admin/account/passkeys/finish
//
// Body {"ticket", "credential"}: the new passkey, made by her browser for the
// ceremony begin started (for this account, once, within minutes).
func (s *SignIn) handleFinishAddPasskey(w http.ResponseWriter, r *http.Request) error {
	answer, rp, userID, c, err := s.finishCeremony(r, storyshelf.PasskeyRegister)
	if err != nil {
		return err
	}
	if userID != toolkit.CurrentUser(r).ID {
		return errPasskeyTryAgain
	}
	user, err := s.loadPasskeyUser(r, toolkit.CurrentUser(r))
	if err != nil {
		return err
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(answer.Credential)
	if err != nil {
		s.Logger.InfoContext(r.Context(), "passkey not added", "err", passkeyErrorDetail(err))
		return errPasskeyNotAdded
	}
	cred, err := rp.CreateCredential(user, c.Session, parsed)
	if err != nil {
		s.Logger.InfoContext(r.Context(), "passkey not added", "err", passkeyErrorDetail(err))
		return errPasskeyNotAdded
	}
	p, err := s.Store.AddPasskey(r.Context(), storedCredential(user.user.ID, c.Name, cred))
	if err != nil {
		return err
	}
	// She just proved the passkey: this sign-in has passed a second step.
	if err := s.Store.PassSecondStep(r.Context(), toolkit.CurrentFamily(r)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, map[string]any{"message": storyshelf.MsgPasskeyAdded.Text, "passkey": p})
	return nil
}

// renamePasskeyForm is the form handleRenamePasskey reads.
type renamePasskeyForm struct {
	Name string `json:"name"`
}

// PUT /api/admin/account/passkeys/{id}
//
// Body {"name"}: a new name for one of her passkeys.
func (s *SignIn) handleRenamePasskey(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[renamePasskeyForm](r)
	if err != nil {
		return err
	}
	name, err := storyshelf.PasskeyName(form.Name)
	if err != nil {
		return err
	}
	if err := s.Store.RenamePasskey(r.Context(), toolkit.CurrentUser(r).ID, r.PathValue("id"), name); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": storyshelf.MsgPasskeyRenamed.Text})
	return nil
}

// removePasskeyForm is the form handleRemovePasskey reads.
type removePasskeyForm struct {
	CurrentPassword string `json:"currentPassword"`
}

// DELETE /api/admin/account/passkeys/{id}
//
// Body {"currentPassword"}: removes one of her passkeys.
func (s *SignIn) handleRemovePasskey(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[removePasskeyForm](r)
	if err != nil {
		return err
	}
	if form.CurrentPassword == "" {
		return storyshelf.FieldError("currentPassword", storyshelf.MsgCurrentPasswordRequired)
	}
	if err := s.checkCurrentPassword(w, r, form.CurrentPassword); err != nil {
		return err
	}
	// While the site requires a second step, her last one stays.
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	if required, err := s.Store.SecondStepRequired(ctx); err != nil {
		return err
	} else if required {
		codes, err := s.Store.CodesOn(ctx, user.ID)
		if err != nil {
			return err
		}
		list, err := s.Store.Passkeys(ctx, user.ID)
		if err != nil {
			return err
		}
		if !codes && len(list) <= 1 {
			return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgLastPasskeyRequired)
		}
	}
	if err := s.Store.DeletePasskey(ctx, user.ID, r.PathValue("id")); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": storyshelf.MsgPasskeyRemoved.Text})
	return nil
}

// passkeyFailures is the key failed passkey sign-ins from one client
// (clientKey) count under.
func passkeyFailures(client string) string { return "passkey:fail:" + client }

// passkeyClientWaits refuses an address past its failed passkey sign-ins.
func (s *SignIn) passkeyClientWaits(w http.ResponseWriter, r *http.Request) error {
	failures, err := s.Store.Hits(r.Context(), passkeyFailures(s.ClientKey(r)), loginWindow)
	if err != nil {
		return err
	}
	if failures >= loginPerPair {
		w.Header().Set("Retry-After", "900")
		return errTooManySignIns
	}
	return nil
}

// POST /api/auth/passkey/begin
//
// The options for signing in with a passkey (any of this site's: the browser
// offers the ones it has), and the ticket that finishes it. The login page
// asks at once, for the browser to offer passkeys in the email field's
// suggestions, and again for "Sign in with a passkey".
func (s *SignIn) handlePasskeyBegin(w http.ResponseWriter, r *http.Request) error {
	if !s.sameOrigin(r) {
		return errNotFromApp
	}
	if err := s.passkeyClientWaits(w, r); err != nil {
		return err
	}
	if ok, err := s.Store.Hit(r.Context(), "passkey:begin:"+s.ClientKey(r), loginWindow, passkeyBeginsPerClient); err != nil {
		return err
	} else if !ok {
		w.Header().Set("Retry-After", "900")
		return errTooManySignIns
	}
	rp, err := s.relyingParty()
	if err != nil {
		return err
	}
	assertion, session, err := rp.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
	if err != nil {
		return err
	}
	return s.startCeremony(w, r, "", storyshelf.PasskeySignIn, ceremony{Session: *session}, assertion.Response)
}

// POST /api/auth/passkey/finish
//
// Body {"ticket", "credential"}: the browser's signed answer. A good one is a
// whole sign-in (the passkey verified her), answered like a password
// sign-in; a bad one counts like a wrong password.
func (s *SignIn) handlePasskeyFinish(w http.ResponseWriter, r *http.Request) error {
	if !s.sameOrigin(r) {
		return errNotFromApp
	}
	if err := s.passkeyClientWaits(w, r); err != nil {
		return err
	}
	answer, rp, _, c, err := s.finishCeremony(r, storyshelf.PasskeySignIn)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var account *storyshelf.User
	var stored *store.PasskeyCredential
	found := func(rawID, userHandle []byte) (webauthn.User, error) {
		c, err := s.Store.PasskeyByCredentialID(ctx, rawID)
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(userHandle, []byte(c.UserID)) {
			return nil, errors.New("the passkey's user handle is another account's")
		}
		user, _, err := s.Store.UserByID(ctx, c.UserID)
		if err != nil {
			return nil, err
		}
		account, stored = user, c
		return s.loadPasskeyUser(r, user)
	}
	var cred *webauthn.Credential
	parsed, err := protocol.ParseCredentialRequestResponseBytes(answer.Credential)
	if err == nil {
		_, cred, err = rp.ValidatePasskeyLogin(found, c.Session, parsed)
	}
	if err == nil && cred.Authenticator.CloneWarning {
		err = errors.New("the passkey's signature counter went back: a copy of it may exist")
	}
	if err != nil {
		s.Logger.InfoContext(ctx, "passkey sign-in refused", "err", passkeyErrorDetail(err))
		keys := []string{passkeyFailures(s.ClientKey(r))}
		if account != nil {
			keys = append(keys, "login:account:"+account.Email)
			history.FailedSignIn(ctx, s.Deps, account.Email) // in History as a failed sign-in
		}
		for _, key := range keys {
			if _, err := s.Store.Hit(ctx, key, loginWindow, 0); err != nil {
				return err
			}
		}
		return errPasskeyNotAccepted
	}
	if err := s.Store.UsePasskey(ctx, stored.ID, cred.Authenticator.SignCount, byte(cred.Flags.ProtocolValue())); err != nil {
		return err
	}
	s.Store.ResetHits(ctx, passkeyFailures(s.ClientKey(r)))
	return s.signIn(w, r, account, true) // a passkey is a second step in itself
}

// passkeyErrorDetail is what the log says of a refused passkey: the
// library's details, which the browser is never told.
func passkeyErrorDetail(err error) string {
	var pe *protocol.Error
	if errors.As(err, &pe) {
		return strings.TrimSpace(pe.Type + ": " + pe.Details + " " + pe.DevInfo)
	}
	return err.Error()
}
