package server_test

import (
	"context"
	"testing"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// The recorded steps of the owner's own account and of the team (People),
// in the order recordedSteps makes them: her address, her devices, her
// codes, a passkey, the site's second-step rule, her password last (the
// steps before need the one she signed in with), then the team. Each leaves
// the account as the steps after it need it: no second step and no rule
// left on, and the same session.

// accountWalk is what these steps carry from one to the next.
type accountWalk struct {
	codesSecret  string
	passkeys     *softAuthenticator
	ceremony     ceremonyStart
	passkeyID    string
	invitationID string
}

const withPassword = `{"currentPassword": "` + ownerPassword + `"}`

// ownerID is the signed-in owner's account.
func (h *historyWalk) ownerID(t *testing.T) string {
	t.Helper()
	u, _, err := h.ts.Store.UserByEmail(context.Background(), "owner@example.com")
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// A change of address needs mail; only this step has it, so the steps
// after are as they were.
func askNewEmailStep(t *testing.T, h *historyWalk) string {
	h.ts.Mail.Env.SMTPURL = someMailServer
	defer func() { h.ts.Mail.Env.SMTPURL = "" }()
	h.do(t, "POST", "/api/admin/account/email", `{"email": "owner.new@example.com", "currentPassword": "`+ownerPassword+`"}`, 200)
	return "owner@example.com"
}

// Her phone's sign-in is made in the store: a sign-in through the site
// would leave a record of its own.
func signOutDeviceStep(t *testing.T, h *historyWalk) string {
	phone, err := h.ts.Store.CreateSession(context.Background(), h.ownerID(t), "phone-refresh", safariOnIPhone, "203.0.113.8")
	if err != nil {
		t.Fatal(err)
	}
	h.do(t, "DELETE", "/api/admin/sessions/"+phone.FamilyID, "", 204)
	return "Safari on iPhone"
}

func signOutOtherDevicesStep(t *testing.T, h *historyWalk) string {
	if _, err := h.ts.Store.CreateSession(context.Background(), h.ownerID(t), "laptop-refresh", firefoxOnWindows, "203.0.113.7"); err != nil {
		t.Fatal(err)
	}
	h.do(t, "DELETE", "/api/admin/sessions", "", 200)
	return "owner@example.com"
}

func startCodesStep(t *testing.T, h *historyWalk) string {
	h.account.codesSecret = decode[struct{ Secret string }](t, h.do(t, "POST", "/api/admin/account/codes", withPassword, 200)).Secret
	return "owner@example.com"
}

func confirmCodesStep(t *testing.T, h *historyWalk) string {
	code, err := auth.TOTPCode(h.account.codesSecret, h.ts.Store.Now())
	if err != nil {
		t.Fatal(err)
	}
	h.do(t, "POST", "/api/admin/account/codes/confirm", `{"code": "`+code+`"}`, 200)
	return "owner@example.com"
}

func newRecoveryCodesStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/account/codes/recovery-codes", withPassword, 200)
	return "owner@example.com"
}

func beginPasskeyStep(t *testing.T, h *historyWalk) string {
	h.account.passkeys = newSoftAuthenticator(t, h.ts.SiteURL)
	h.account.ceremony = decode[ceremonyStart](t, h.do(t, "POST", "/api/admin/account/passkeys/begin",
		`{"name": "Laptop", "currentPassword": "`+ownerPassword+`"}`, 200))
	return "Laptop"
}

func finishPasskeyStep(t *testing.T, h *historyWalk) string {
	added := decode[struct{ Passkey struct{ ID string } }](t, h.do(t, "POST", "/api/admin/account/passkeys/finish",
		h.account.passkeys.create(h.account.ceremony), 201))
	h.account.passkeyID = added.Passkey.ID
	return "Laptop"
}

func renamePasskeyStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/account/passkeys/"+h.account.passkeyID, `{"name": "Work laptop"}`, 200)
	return "Work laptop"
}

// The rule goes back off by nobody, in the store: left on, it would hold the
// steps after to her Account page once her second steps are gone.
func requireSecondStepStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/account/second-step-required", `{"required": true, "currentPassword": "`+ownerPassword+`"}`, 200)
	if err := h.ts.Store.SetSecondStepRequired(context.Background(), false, nil); err != nil {
		t.Fatal(err)
	}
	return ""
}

func codesOffStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/account/codes/off", withPassword, 200)
	return "owner@example.com"
}

func removePasskeyStep(t *testing.T, h *historyWalk) string {
	h.do(t, "DELETE", "/api/admin/account/passkeys/"+h.account.passkeyID, withPassword, 200)
	return "Work laptop"
}

// Her sign-in stays; the steps after need no password.
func changePasswordStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/password", `{"currentPassword": "`+ownerPassword+`", "newPassword": "Rainbow2468"}`, 200)
	return "owner@example.com"
}

func inviteStep(t *testing.T, h *historyWalk) string {
	answer := decode[struct{ Invitation struct{ ID string } }](t, h.do(t, "POST", "/api/admin/people", `{"email": "Anna@Example.com"}`, 200))
	h.account.invitationID = answer.Invitation.ID
	return "anna@example.com"
}

func cancelInvitationStep(t *testing.T, h *historyWalk) string {
	h.do(t, "DELETE", "/api/admin/people/invitations/"+h.account.invitationID, "", 204)
	return "anna@example.com"
}

// The helper's account is made by nobody (in the store): not History's.
func removeAccountStep(t *testing.T, h *historyWalk) string {
	helper := mustCreateAdmin(t, h.ts, "helper@example.com")
	h.do(t, "DELETE", "/api/admin/people/"+helper.ID, "", 200)
	return "helper@example.com"
}

// The helper's account is made by nobody (in the store): not History's.
func setRoleStep(t *testing.T, h *historyWalk) string {
	helper := mustCreateAdmin(t, h.ts, "editor-to-be@example.com")
	h.do(t, "PUT", "/api/admin/people/"+helper.ID+"/role", `{"role": "editor"}`, 200)
	return "editor-to-be@example.com"
}
