package storyshelf

import "time"

// People (Admin → People): the admin accounts, each an owner or an editor,
// and the invitations that add one.

// People messages.
var (
	MsgAccountExists = Msg{Key: "server.accountExists", Text: "This address already has an account."}
	// MsgAccountExistsSignIn answers an invitation to an address that meanwhile got an account.
	MsgAccountExistsSignIn = Msg{Key: "server.accountExistsSignIn", Text: "This address already has an account. Sign in with it."}
	MsgLastAccount         = Msg{Key: "server.lastAccount", Text: "This is the only account: it cannot be removed, or nobody could sign in. Invite someone else first."}
	MsgAccountGone         = Msg{Key: "server.accountGone", Text: "This account has already been removed."}
	MsgInvitationGone      = Msg{Key: "server.invitationGone", Text: "This invitation is no longer waiting: it was used, cancelled or has expired."}
	MsgInvitationUnknown   = Msg{Key: "server.invitationUnknown", Text: "This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation."}
	MsgInvitationUsed      = Msg{Key: "server.invitationUsed", Text: "This invitation has already been used. Sign in with the address it was sent to."}
	MsgInvitationExpired   = Msg{Key: "server.invitationExpired", Text: "This invitation has expired: invitations work for 48 hours. Ask whoever invited you to send a new one."}
	MsgInvitationCancel    = Msg{Key: "server.invitationCancel", Text: "This invitation was cancelled. Ask whoever invited you to send a new one."}
	MsgDeviceLinkInvalid   = Msg{Key: "server.deviceLinkInvalid", Text: "This link no longer works: that device is already signed out, or the link is not complete."}
	MsgTooManyInvitations  = Msg{Key: "server.tooManyInvitations", Text: "Too many invitations in the last hour. Please wait an hour and try again."}
	MsgLastOwner           = Msg{Key: "server.lastOwner", Text: "The site needs at least one owner. Make someone else an owner first."}
	MsgChooseRole          = Msg{Key: "server.chooseRole", Text: "Choose Owner or Editor."}
	MsgPasswordForOwner    = Msg{Key: "server.passwordForOwner", Text: "Enter your password to make someone an owner."}
	MsgOwnersOnly          = Msg{Key: "server.ownersOnly", Text: "Only an owner of this site can do this."}
)

// The roles of an account. An owner can do everything. An editor manages
// the content (books, authors, upcoming books, reviews, videos and songs,
// kits, materials, newsletter drafts) and reads the inbox, the statistics
// and History; people, mail, backups, security, subscribers and sending a
// newsletter are the owners' (the routes marked Owner). The spec's one role
// is the owner's: accounts made before roles are owners.
const (
	RoleOwner  = "owner"
	RoleEditor = "editor"
)

// ValidRole says whether role is one of the roles.
func ValidRole(role string) bool { return role == RoleOwner || role == RoleEditor }

// RoleChanged is what a change of role answers: a sentence for the toast.
func RoleChanged(email, role string) string {
	if role == RoleOwner {
		return email + " is now an owner: they can do everything, including people, mail and backups."
	}
	return email + " is now an editor: they manage the content, and no longer people, mail, backups or subscribers."
}

const (
	// InvitationTTL is how long an invitation link works.
	InvitationTTL = 48 * time.Hour
	// InvitesPerHour is how many invitations one account sends in an hour:
	// each may mail a stranger, so a session (or a stolen one) sends a
	// handful, counted in the database across instances.
	InvitesPerHour = 20
)

// Person is one admin account as the People screen lists it.
type Person struct {
	ID           string     `json:"id"`
	Email        string     `json:"email"`
	CreatedAt    time.Time  `json:"createdAt"`
	LastSignInAt *time.Time `json:"lastSignInAt"` // null when no sign-in is on record
	You          bool       `json:"you"`          // the account asking
	Role         string     `json:"role"`
}

// Invitation is one invitation still waiting to be used.
type Invitation struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	InvitedBy string    `json:"invitedBy"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
	// Role is the role the account it makes will have.
	Role string `json:"role"`
}

// DeviceSignOut is the sign-in a new-device mail's link ends, as its page
// describes it.
type DeviceSignOut struct {
	FamilyID   string
	UserID     string
	Email      string
	UserAgent  string
	Network    string
	SignedInAt time.Time
}

// InvitationSent is the answer when the invitation mail was queued; again
// when it replaced one still waiting.
func InvitationSent(address string, again bool) string {
	if again {
		return "We sent a new invitation to " + address + ". The link in the earlier one no longer works; the new one works once, for 48 hours."
	}
	return "We sent an invitation to " + address + ". The link in it works once, for 48 hours."
}

// InvitationNotMailed is the answer while the site cannot send mail: the
// invitation exists, no mail went out, and the link is shown to pass on.
func InvitationNotMailed(address string) string {
	return "This site cannot send email yet, so no invitation email was sent. Give " + address +
		" the link below yourself (it works once, for 48 hours), or set up email in Settings → Email and invite again."
}
