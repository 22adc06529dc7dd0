package storyshelf

import "time"

// The signed-in owner's own account (Admin → Account): her password, her
// email address and the devices she is signed in on.

// Account messages.
var (
	MsgCurrentPasswordRequired = Msg{Key: "server.currentPasswordRequired", Text: "Please enter your current password."}
	MsgPasswordChanged         = Msg{Key: "server.passwordChanged", Text: "Password changed. Other devices have been signed out."}
	MsgTooManyPasswordTries    = Msg{Key: "server.tooManyPasswordTries", Text: "Too many wrong passwords. Please wait 15 minutes and try again."}
	MsgSameEmail               = Msg{Key: "server.sameEmail", Text: "This is already your email address."}
	MsgEmailInUse              = Msg{Key: "server.emailInUse", Text: "Another account already uses this email address."}
	// No mail server: nothing was sent, so nothing may say it was.
	MsgEmailChangeNeedsMail = Msg{Key: "server.emailChangeNeedsMail", Text: "Your email address cannot be changed yet: the new address must be confirmed with a link by email, " +
		"and this site has no mail server set up. No email was sent. Once email is set up, try again."}
	MsgEmailLinkInvalid = Msg{Key: "server.emailLinkInvalid", Text: "This link is invalid, used or expired. Ask for a new one on the Account page of the admin."}
	MsgSignInEnded      = Msg{Key: "server.signInEnded", Text: "This device is already signed out."}
	MsgUseLogout        = Msg{Key: "server.useLogout", Text: "This is the device you are using: sign out of it with Logout."}
	MsgNoPendingChange  = Msg{Key: "server.noPendingChange", Text: "No change of email address is waiting."}
)

// EmailLinkSent is the answer when the confirmation mail was queued.
func EmailLinkSent(address string) string {
	return "We sent a link to " + address + ". Open it within 24 hours to confirm the change; until then you sign in with your current address."
}

// Account lifetimes.
const (
	EmailChangeTTL = 24 * time.Hour
	// SessionSeenEvery is how stale a sign-in's "last seen" may get before a
	// request writes it again: one write every few minutes per device, not one
	// per request.
	SessionSeenEvery = 5 * time.Minute
)

// SignIn is one device the owner is signed in on (a session family): what
// the Account screen lists.
type SignIn struct {
	ID         string    `json:"id"`
	UserAgent  string    `json:"-"`
	Browser    string    `json:"browser"` // "Firefox", or "" when the user agent does not say
	System     string    `json:"system"`  // "Windows", "iPhone", …, or ""
	Network    string    `json:"network"` // the IPv4 address or IPv6 /64 it was last seen from
	SignedInAt time.Time `json:"signedInAt"`
	LastSeenAt time.Time `json:"lastSeenAt"`
	Current    bool      `json:"current"` // the device asking
}

// EmailChange is a change of the account's address that waits for the link
// mailed to the new address.
type EmailChange struct {
	UserID    string    `json:"-"`
	OldEmail  string    `json:"-"`
	NewEmail  string    `json:"email"`
	ExpiresAt time.Time `json:"expiresAt"`
}
