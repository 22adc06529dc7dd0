package storyshelf

import "time"

// A second step at sign-in (issue #29): after the right password, a code
// from an authenticator app or a one-time recovery code (and, at merge, a
// passkey).

// Second-step messages.
var (
	MsgCodeRequired     = Msg{Key: "server.codeRequired", Text: "Please enter the 6-digit code from your authenticator app."}
	MsgWrongCode        = Msg{Key: "server.wrongCode", Text: "That code is not right. Check the code in your authenticator app and try again."}
	MsgWrongSignInCode  = Msg{Key: "server.wrongSignInCode", Text: "That code is not right, or it was already used. Check your authenticator app (or your recovery codes) and try again."}
	MsgSignInExpired    = Msg{Key: "server.signInExpired", Text: "This sign-in has expired. Please sign in again with your email and password."}
	MsgCodesAlreadyOn   = Msg{Key: "server.codesAlreadyOn", Text: "Sign-in codes are already on for your account."}
	MsgCodesNotOn       = Msg{Key: "server.codesNotOn", Text: "Sign-in codes are not on for your account."}
	MsgCodesNotStarted  = Msg{Key: "server.codesNotStarted", Text: "Start again: turn sign-in codes on to get a new key."}
	MsgCodesOn          = Msg{Key: "server.codesOn", Text: "Sign-in codes are on. Keep your recovery codes somewhere safe."}
	MsgCodesOff         = Msg{Key: "server.codesOff", Text: "Sign-in codes are off. You sign in with your password alone."}
	MsgCodesUnreadable  = Msg{Key: "server.codesUnreadable", Text: "Your sign-in codes cannot be checked: this site's key has changed. Run 'storyshelf admin reset-second-step' where the site runs, then set them up again."}
	MsgSecondStepNeeded = Msg{Key: "server.secondStepNeeded", Text: "This site requires a second step at sign-in for every account. Add sign-in codes (or a passkey) on your Account page to continue."}
	MsgRequireNeedsOwn  = Msg{Key: "server.requireNeedsOwn", Text: "Add a second step to your own account first: otherwise you could not sign in once it is required."}
	MsgStillRequired    = Msg{Key: "server.stillRequired", Text: "This site requires a second step for every account, and sign-in codes are your only one. Turn the requirement off first, or add a passkey."}
	// MsgSignInWithSecondStep refuses a change to an account with a second
	// step from a sign-in that did not use it (issue #42).
	MsgSignInWithSecondStep = Msg{Key: "server.signInWithSecondStep", Text: "Sign out and sign in again with your second step (a code from your app, or a passkey) to change this."}
	MsgRuleNeedsOwn         = Msg{Key: "server.ruleNeedsOwn", Text: "Only an account with its own second step can change this rule. Turn on sign-in codes (or add a passkey) first."}
)

// Second-step lifetimes and limits.
const (
	SignInTicketTTL = 5 * time.Minute
	// SignInTicketMisses is how many wrong codes one ticket takes before it
	// ends (the password must then be typed again).
	SignInTicketMisses = 5
	RecoveryCodeCount  = 10
)

// Second-step methods, as POST /api/auth/login names them.
const (
	MethodCode    = "code"
	MethodPasskey = "passkey"
)

// CodesState is what the Account screen shows of an account's codes, and
// the site's choice to require a second step.
type CodesState struct {
	On                bool `json:"on"`
	RecoveryCodesLeft int  `json:"recoveryCodesLeft"`
	// Required: the site requires a second step of every account.
	Required bool `json:"required"`
	// SecondStep: the account has one, codes or a passkey, so it may
	// require one of every account.
	SecondStep bool `json:"secondStep"`
}

// SecondStepRemoval is what removing an account's second step took away.
type SecondStepRemoval struct {
	Codes         bool // authenticator codes were on (or being set up)
	RecoveryCodes int  // unused recovery codes
	Passkeys      int  // passkeys removed
	SignIns       int  // sign-ins ended
}
