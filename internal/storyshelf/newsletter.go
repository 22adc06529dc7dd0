package storyshelf

import (
	"net/mail"
	"regexp"
	"strings"
	"time"

	"golang.org/x/net/idna"
)

// Newsletter messages (spec §5, §7).
var (
	MsgEmailRequired = Msg{Key: "api.emailRequired", Text: "Please enter your email address."}
	MsgEmailInvalid  = Msg{Key: "api.emailInvalid", Text: "Please enter a valid email address."}
	MsgSubscribed    = Msg{Key: "api.subscribed", Text: "Thank you for subscribing!"}
	// MsgSubscribedWelcome is the sign-up's answer: the spec's thanks, and what comes next.
	MsgSubscribedWelcome = Msg{Key: "api.subscribedWelcome", Text: "Thank you for subscribing! Look out for our welcome email with tips and free activities."}
	// MsgSubscribedConfirm is the answer when the address must be confirmed
	// first (double opt-in) and a mail can go out to ask.
	MsgSubscribedConfirm = Msg{Key: "api.subscribedConfirm", Text: "Thank you for subscribing! Check your inbox to confirm."}
	// MsgConfirmLinkUnknown answers a confirmation link that matches no
	// address waiting for it.
	MsgConfirmLinkUnknown = Msg{Key: "api.confirmLinkUnknown", Text: "This confirmation link is not valid or has expired. Please sign up again on our website."}
	// MsgUnsubscribeLinkInvalid answers an unsubscribe link that matches no address.
	MsgUnsubscribeLinkInvalid = Msg{Key: "api.unsubscribeLinkInvalid", Text: "This unsubscribe link is not valid. It may be incomplete: please copy the whole link from the email."}
	MsgSubscriberNotFound     = Msg{Key: "server.subscriberNotFound", Text: "Subscriber not found"}
)

// The newsletter's consent, subscriber states and intervals.
const (
	NewsletterConsent   = "I'd like to receive the parent newsletter: educational tips, new book announcements and free activities for kids. I can unsubscribe at any time."
	SubscriberActive    = "subscribed"
	SubscriberCancelled = "unsubscribed"
	// SubscriberPending is an address waiting for confirmation: it signed
	// up, was mailed a link, and gets nothing else until the link's page is
	// confirmed. Unconfirmed addresses are removed after UnconfirmedKept.
	SubscriberPending = "pending"
	// UnconfirmedKept is how long an address waits for confirmation by
	// default before it is removed.
	UnconfirmedKept = 7 * 24 * time.Hour
	// SourceImported marks an address brought in from the old hosted site,
	// which kept no consent record (storyshelf import-hosted).
	SourceImported     = "imported"
	RejoinMailInterval = 24 * time.Hour // at most one "join again?" mail a day per address
)

// emailPattern is the spec's rule: text, an at-sign, text, a dot, text.
var emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

// NormalizeEmail trims and lowercases an address so one person is one row.
func NormalizeEmail(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// ValidateEmail applies the newsletter's two checks, in order. An address
// must also be one the mailer can send to: the same parser (net/mail) must
// read it as exactly one bare address, so commas, semicolons, angle brackets,
// control characters and display names are refused here rather than failing
// every delivery attempt later.
func ValidateEmail(email string) error {
	email = strings.TrimSpace(email)
	if email == "" {
		return FieldError("email", MsgEmailRequired)
	}
	if len(email) > 254 || !emailPattern.MatchString(email) || !mailable(email) {
		return FieldError("email", MsgEmailInvalid)
	}
	return nil
}

func mailable(email string) bool {
	if strings.ContainsAny(email, ",;<>\"()[]\\") || strings.IndexFunc(email, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0 {
		return false
	}
	a, err := mail.ParseAddress(email)
	return err == nil && a.Name == "" && a.Address == email && deliverableDomain(email[strings.LastIndex(email, "@")+1:])
}

// mailDomain is how a domain is looked up (IDNA 2008, UTS #46 mapping), plus
// the DNS lengths: net/mail takes any atoms after the at-sign, so without it
// "b.co#x", "-b.co", "b_c.co" and "xn--.co" would be stored and then fail
// every delivery. Internationalised domains such as münchen.de pass.
var mailDomain = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckHyphens(true),
	idna.CheckJoiners(true), idna.VerifyDNSLength(true))

func deliverableDomain(domain string) bool {
	_, err := mailDomain.ToASCII(domain)
	return err == nil
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
	Lang             string     `json:"lang"` // the language of the page they last signed up on: en or es
	UnsubscribeToken string     `json:"-"`
	CreatedAt        time.Time  `json:"createdAt"`
	UnsubscribedAt   *time.Time `json:"unsubscribedAt,omitempty"`
	ConfirmedAt      *time.Time `json:"confirmedAt,omitempty"` // when the address's owner confirmed it (double opt-in)
}

// ListedSubscriber is a subscriber as the owner's list shows them: with the
// name they gave on a kit form, the kits they signed up for, and where their
// email-list sync stands.
type ListedSubscriber struct {
	Subscriber
	Name       string   `json:"name"`
	Kits       []string `json:"kits"`       // titles
	SyncStatus string   `json:"syncStatus"` // a Job… status, or "" when never synced
	SyncError  string   `json:"syncError,omitempty"`
}

// SubscriberFilter narrows the owner's list: by status (SubscriberActive,
// SubscriberPending or SubscriberCancelled), by source ("newsletter", "kit" or SourceImported), by
// language ("en" or "es") and by words in the address or name.
type SubscriberFilter struct {
	Status string
	Source string
	Lang   string
	Query  string
}

// AdminSubscribersPage is how many subscribers the owner's list shows at once.
const AdminSubscribersPage = 25

// Removed counts what forgetting a person deleted, table by table.
type Removed struct {
	Subscribers   int `json:"subscribers"`
	KitSignUps    int `json:"kitSignUps"`
	DownloadLinks int `json:"downloadLinks"`
	Messages      int `json:"messages"`
	Mails         int `json:"mails"`
	SyncJobs      int `json:"syncJobs"`
}
