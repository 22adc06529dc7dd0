package signin

import (
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Routes are signing in and out, from the app on this site. Login and
// forgot-password also have limits in the database that hold across
// instances.
func (s *SignIn) Routes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "POST /api/auth/login", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleLogin)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/second-step", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleSecondStep)), MaxBody: 1 << 10},
		{Pattern: "POST /api/auth/refresh", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleRefresh)), MaxBody: 1 << 10},
		{Pattern: "POST /api/auth/logout", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleLogout)), MaxBody: 1 << 10},
		{Pattern: "POST /api/auth/forgot-password", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleForgotPassword)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/reset-password/check", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleCheckReset)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/reset-password", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleResetPassword)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/setup", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleSetup)), MaxBody: 4 << 10},
		{Pattern: "GET /api/auth/recovery", Handler: s.Limit(s.Limits.Auth, s.handleRecovery), MaxBody: toolkit.NoBody},
		{Pattern: "POST /api/auth/invitation/check", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleCheckInvitation)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/invitation/accept", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, s.handleAcceptInvitation)), MaxBody: 4 << 10},
		{Pattern: "POST /api/auth/passkey/begin", Handler: s.FromThisSite(s.Limit(s.Limits.Passkey, s.handlePasskeyBegin)), MaxBody: 1 << 10},
		{Pattern: "POST /api/auth/passkey/finish", Handler: s.FromThisSite(s.Limit(s.Limits.Passkey, s.handlePasskeyFinish)), MaxBody: 8 << 10},
		{Pattern: "GET " + mails.ConfirmEmailPath, Handler: toolkit.Writes(s.handleConfirmEmailPage)},
		{Pattern: "POST " + mails.ConfirmEmailPath, Handler: s.FromThisSite(s.Limit(s.Limits.Auth, toolkit.Writes(s.handleConfirmEmailForm))), MaxBody: 4 << 10},
		{Pattern: "GET " + mails.SignOutDevicePath, Handler: toolkit.Writes(s.handleSignOutDevicePage)},
		{Pattern: "POST " + mails.SignOutDevicePath, Handler: s.FromThisSite(s.Limit(s.Limits.Auth, toolkit.Writes(s.handleSignOutDeviceForm))), MaxBody: 4 << 10},
	}
}

// AccountRoutes are a signed-in person's own account: who she is, and her
// Account page (her password, her devices, her second step). The server
// puts them behind the session check (Session). Each is OwnAccount: an
// account without the second step the site requires may still use them, to
// add one.
//
// And every write among them changes her account (or the site's second-step
// rule): while her account has a second step, these need a sign-in that
// passed it (proveSecondStep), so a password alone (a sign-in from before
// she set the step up, or one a stranger made with her password then)
// cannot undo it. Route by route:
//   - password, email address: each would let that sign-in keep the account
//     after she changes it back, or reset it to itself;
//   - ending sign-ins: it could sign her own devices out;
//   - codes off, removing or renaming a passkey, new recovery codes: they
//     weaken or take over the step it never passed;
//   - starting or confirming codes, adding a passkey: for an account that
//     already has a second step, a new one is a way in for whoever adds it.
//     For an account without one they are how she sets it up, and stay open
//     (then they mark the sign-in as passed);
//   - the second-step rule: it also needs an account with a second step
//     (handleRequireSecondStep), so an account without one never changes it.
//
// Reads stay open: they show only her own account, and the page needs them
// to say what to do.
func (s *SignIn) AccountRoutes() []toolkit.Route {
	routes := []toolkit.Route{
		{Pattern: "GET /api/admin/me", Handler: s.handleMe},
		{Pattern: "GET /api/admin/account", Handler: s.handleAccount},
		{Pattern: "POST /api/admin/password", Handler: s.Limit(s.Limits.Auth, s.handleChangePassword), MaxBody: 4 << 10},
		{Pattern: "POST /api/admin/account/email", Handler: s.Limit(s.Limits.Auth, s.handleChangeEmail), MaxBody: 4 << 10},
		{Pattern: "GET /api/admin/account/passkeys", Handler: s.handlePasskeys},
		{Pattern: "POST /api/admin/account/passkeys/begin", Handler: s.Limit(s.Limits.Auth, s.handleBeginAddPasskey), MaxBody: 4 << 10},
		{Pattern: "POST /api/admin/account/passkeys/finish", Handler: s.Limit(s.Limits.Auth, s.handleFinishAddPasskey), MaxBody: 16 << 10},
		{Pattern: "PUT /api/admin/account/passkeys/{id}", Handler: s.Limit(s.Limits.Auth, s.handleRenamePasskey), MaxBody: 4 << 10},
		{Pattern: "DELETE /api/admin/account/passkeys/{id}", Handler: s.Limit(s.Limits.Auth, s.handleRemovePasskey), MaxBody: 4 << 10},
		{Pattern: "GET /api/admin/sessions", Handler: s.handleSignIns},
		{Pattern: "DELETE /api/admin/sessions", Handler: s.Limit(s.Limits.Auth, s.handleEndOtherSignIns), MaxBody: 1 << 10},
		{Pattern: "DELETE /api/admin/sessions/{id}", Handler: s.Limit(s.Limits.Auth, s.handleEndSignIn), MaxBody: 1 << 10},
		{Pattern: "GET /api/admin/account/codes", Handler: s.handleCodes},
		{Pattern: "POST /api/admin/account/codes", Handler: s.Limit(s.Limits.Auth, s.handleStartCodes), MaxBody: 4 << 10},
		{Pattern: "POST /api/admin/account/codes/confirm", Handler: s.Limit(s.Limits.Auth, s.handleConfirmCodes), MaxBody: 1 << 10},
		{Pattern: "POST /api/admin/account/codes/recovery-codes", Handler: s.Limit(s.Limits.Auth, s.handleNewRecoveryCodes), MaxBody: 4 << 10},
		{Pattern: "POST /api/admin/account/codes/off", Handler: s.Limit(s.Limits.Auth, s.handleCodesOff), MaxBody: 4 << 10},
		{Pattern: "PUT /api/admin/account/second-step-required", Handler: s.Limit(s.Limits.Auth, s.handleRequireSecondStep), MaxBody: 4 << 10, Owner: true},
	}
	for i := range routes {
		routes[i].OwnAccount = true
	}
	return routes
}
