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
// and one uppercase letter.
func ValidatePassword(p string) error {
	var digit, upper bool
	for _, r := range p {
		digit = digit || unicode.IsDigit(r)
		upper = upper || unicode.IsUpper(r)
	}
	if len([]rune(p)) < 8 || !digit || !upper || len(p) > 1024 || strings.TrimSpace(p) == "" {
		return FieldError("password", MsgPasswordRequirements)
	}
	return nil
}
