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
		{Pattern: "POST /api/auth/login", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleLogin))},
		{Pattern: "POST /api/auth/second-step", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleSecondStep))},
		{Pattern: "POST /api/auth/refresh", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleRefresh))},
		{Pattern: "POST /api/auth/logout", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleLogout))},
		{Pattern: "POST /api/auth/forgot-password", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleForgotPassword))},
		{Pattern: "POST /api/auth/reset-password/check", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleCheckReset))},
		{Pattern: "POST /api/auth/reset-password", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleResetPassword))},
		{Pattern: "POST /api/auth/setup", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleSetup))},
		{Pattern: "GET /api/auth/recovery", Handler: s.Limit(s.Limits.Auth, 0, s.handleRecovery)},
		{Pattern: "POST /api/auth/invitation/check", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleCheckInvitation))},
		{Pattern: "POST /api/auth/invitation/accept", Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleAcceptInvitation))},
		{Pattern: "POST /api/auth/passkey/begin", Handler: s.FromThisSite(s.Limit(s.Limits.Passkey, 1<<10, s.handlePasskeyBegin))},
		{Pattern: "POST /api/auth/passkey/finish", Handler: s.FromThisSite(s.Limit(s.Limits.Passkey, 8<<10, s.handlePasskeyFinish))},
		{Pattern: "GET " + mails.ConfirmEmailPath, Handler: toolkit.Writes(s.handleConfirmEmailPage)},
		{Pattern: "POST " + mails.ConfirmEmailPath, Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, toolkit.Writes(s.handleConfirmEmailForm)))},
		{Pattern: "GET " + mails.SignOutDevicePath, Handler: toolkit.Writes(s.handleSignOutDevicePage)},
		{Pattern: "POST " + mails.SignOutDevicePath, Handler: s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, toolkit.Writes(s.handleSignOutDeviceForm)))},
	}
}

// AccountRoutes are a signed-in person's own account; the server puts them
// behind the session check (Session).
func (s *SignIn) AccountRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/me", Handler: s.handleMe},
		{Pattern: "GET /api/admin/account", Handler: s.handleAccount},
		{Pattern: "POST /api/admin/password", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleChangePassword)},
		{Pattern: "POST /api/admin/account/email", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleChangeEmail)},
		{Pattern: "GET /api/admin/account/passkeys", Handler: s.handlePasskeys},
		{Pattern: "POST /api/admin/account/passkeys/begin", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleBeginAddPasskey)},
		{Pattern: "POST /api/admin/account/passkeys/finish", Handler: s.Limit(s.Limits.Auth, 16<<10, s.handleFinishAddPasskey)},
		{Pattern: "PUT /api/admin/account/passkeys/{id}", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleRenamePasskey)},
		{Pattern: "DELETE /api/admin/account/passkeys/{id}", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleRemovePasskey)},
		{Pattern: "GET /api/admin/sessions", Handler: s.handleSignIns},
		{Pattern: "DELETE /api/admin/sessions", Handler: s.Limit(s.Limits.Auth, 1<<10, s.handleEndOtherSignIns)},
		{Pattern: "DELETE /api/admin/sessions/{id}", Handler: s.Limit(s.Limits.Auth, 1<<10, s.handleEndSignIn)},
		{Pattern: "GET /api/admin/account/codes", Handler: s.handleCodes},
		{Pattern: "POST /api/admin/account/codes", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleStartCodes)},
		{Pattern: "POST /api/admin/account/codes/confirm", Handler: s.Limit(s.Limits.Auth, 1<<10, s.handleConfirmCodes)},
		{Pattern: "POST /api/admin/account/codes/recovery-codes", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleNewRecoveryCodes)},
		{Pattern: "POST /api/admin/account/codes/off", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleCodesOff)},
		{Pattern: "PUT /api/admin/account/second-step-required", Handler: s.Limit(s.Limits.Auth, 4<<10, s.handleRequireSecondStep)},
	}
}
