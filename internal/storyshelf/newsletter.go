package storyshelf

import (
	"regexp"
	"strings"
	"time"
)

// Newsletter messages (spec §5, §7).
const (
	MsgEmailRequired    = "Please enter your email address."
	MsgEmailInvalid     = "Please enter a valid email address."
	MsgSubscribed       = "Thank you for subscribing!"
	NewsletterConsent   = "I'd like to receive the parent newsletter: educational tips, new book announcements and free activities for kids. I can unsubscribe at any time."
	SubscriberActive    = "subscribed"
	SubscriberCancelled = "unsubscribed"
)

// emailPattern is the spec's rule: text, an at-sign, text, a dot, text.
var emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

// NormalizeEmail trims and lowercases an address so one person is one row.
func NormalizeEmail(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// ValidateEmail applies the newsletter's two checks, in order.
func ValidateEmail(email string) error {
	email = strings.TrimSpace(email)
	if email == "" {
		return &Error{Code: EINVALID, Message: MsgEmailRequired, Fields: map[string]string{"email": MsgEmailRequired}}
	}
	if len(email) > 254 || !emailPattern.MatchString(email) {
		return &Error{Code: EINVALID, Message: MsgEmailInvalid, Fields: map[string]string{"email": MsgEmailInvalid}}
	}
	return nil
}

// Subscriber is one address on the built-in email list, with the record of
// what they agreed to.
type Subscriber struct {
	ID               string     `json:"id"`
	Email            string     `json:"email"`
	Status           string     `json:"status"`
	Source           string     `json:"source"`
	ConsentAt        time.Time  `json:"consentAt"`
	ConsentPage      string     `json:"consentPage"`
	ConsentText      string     `json:"consentText"`
	UnsubscribeToken string     `json:"-"`
	CreatedAt        time.Time  `json:"createdAt"`
	UnsubscribedAt   *time.Time `json:"unsubscribedAt,omitempty"`
}
