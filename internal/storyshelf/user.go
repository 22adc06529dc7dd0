package storyshelf

import (
	"strings"
	"time"
	"unicode"
)

// Authentication messages (admin spec §5, §8).
var (
	MsgPasswordRequirements = Msg{Key: "server.passwordRequirements", Text: "Password does not meet requirements."}
	MsgPasswordsMismatch    = Msg{Key: "server.passwordsMismatch", Text: "Passwords do not match."}
	MsgInvalidRecovery      = Msg{Key: "server.invalidRecovery", Text: "Invalid or expired recovery link. Please request a new password reset."}
	MsgResetLinkSent        = Msg{Key: "server.resetLinkSent", Text: "Password reset link sent! Check your email inbox."}
	// MsgResetNoMail answers forgot-password while no mail can be sent: as
	// the spec's answer, the same for every address.
	MsgResetNoMail = Msg{Key: "server.resetNoMail", Text: "This site cannot send email yet, so no reset email can be sent now. " +
		"If this is your site, the sign-in page says how to set a new password."}
	MsgResetSuccessful    = Msg{Key: "server.resetSuccessful", Text: "Password reset successful! Redirecting to login..."}
	MsgInvalidCredentials = Msg{Key: "server.invalidCredentials", Text: "Invalid login credentials"}
	MsgWrongPassword      = Msg{Key: "server.wrongPassword", Text: "Your current password is not right."}
	MsgTooManySignIns     = Msg{Key: "server.tooManySignIns", Text: "Too many sign-in attempts. Please wait 15 minutes and try again."}
	MsgSessionEnded       = Msg{Key: "server.sessionEnded", Text: "Your session has ended. Please sign in again."}
	MsgNoUser             = Msg{Key: "server.noUser", Text: "No account with that email address."}
	MsgUserExists         = Msg{Key: "server.userExists", Text: "An account with this email address already exists."}
	MsgSetupLinkInvalid   = Msg{Key: "server.setupLinkInvalid", Text: "This setup link is invalid, used or expired. Restart Storyshelf to print a new one, or use storyshelf admin create."}
)

// Session lifetimes. The app refreshes its access token before it expires
// (checked every 30 s, refreshed within 3 checks of expiry).
const (
	AccessTokenTTL  = 15 * time.Minute
	RefreshTokenTTL = 30 * 24 * time.Hour
	RefreshGrace    = 30 * time.Second // two tabs refreshing at once don't sign each other out
	ResetLinkTTL    = time.Hour
	SetupLinkTTL    = time.Hour
)

// User is an administrator. There is one role: any account can do anything.
type User struct {
	ID                string    `json:"id"`
	Email             string    `json:"email"`
	CreatedAt         time.Time `json:"createdAt"`
	PasswordChangedAt time.Time `json:"passwordChangedAt"`
	// Role is RoleOwner or RoleEditor.
	Role string `json:"role"`
}

// ValidatePassword applies the spec's rule: at least 8 characters, one digit
// and one uppercase letter. Its message says which the password lacks
// (PasswordProblem).
func ValidatePassword(p string) error {
	if m, ok := PasswordProblem(p); !ok {
		return FieldError("password", m)
	}
	return nil
}

// PasswordProblem is the spec's "Password does not meet requirements.", then
// each rule p breaks ("it needs a number and an uppercase letter"), as the
// admin's forms say it (web/src/lib/auth/password-rules.ts); ok when p keeps
// them all.
func PasswordProblem(p string) (m Msg, ok bool) {
	var digit, upper bool
	for _, r := range p {
		digit = digit || unicode.IsDigit(r)
		upper = upper || unicode.IsUpper(r)
	}
	base := strings.TrimSuffix(MsgPasswordRequirements.Text, ".")
	if len(p) > 1024 {
		return Msg{Key: MsgPasswordRequirements.Key, Text: base + ": it can have at most 1024 characters."}, false
	}
	var needs []string
	if len([]rune(p)) < 8 || strings.TrimSpace(p) == "" {
		needs = append(needs, "at least 8 characters")
	}
	if !digit {
		needs = append(needs, "a number")
	}
	if !upper {
		needs = append(needs, "an uppercase letter")
	}
	if len(needs) == 0 {
		return Msg{}, true
	}
	list := needs[len(needs)-1]
	if len(needs) > 1 {
		list = strings.Join(needs[:len(needs)-1], ", ") + " and " + list
	}
	return Msg{Key: MsgPasswordRequirements.Key, Text: base + ": it needs " + list + "."}, false
}
