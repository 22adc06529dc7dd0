package storyshelf

import (
	"fmt"
	"strings"
	"time"
)

// Fallback kit wording when a kit leaves its headline or subheadline empty.
const (
	DefaultKitHeadline    = "Start your ripple with a free kindness kit!"
	DefaultKitSubheadline = "Download the audiobook, coloring pages, and gentle activities."
)

// Kit form messages (spec §5) and the kit's download rules (DESIGN.md: kit
// files are reached only through a signed link valid 24 hours).
const (
	MsgKitEmailRequired = "Email is required"
	MsgKitAgreeRequired = "You must agree to receive occasional updates"
	MsgKitNotFound      = "Kindness kit not found"
	MsgKitLinkExpired   = "This download link has expired. Sign up for the kit again to get a fresh one."
	MsgKitLinkUnknown   = "This download link is not valid. Sign up for the kit again to get a fresh one."
	KitConsent          = "I agree to receive occasional updates."
	KitLinkTTL          = 24 * time.Hour
	KitNameMaxLength    = 100
)

// ValidateKitSignUp applies the kit form's checks (spec §5): the email is
// required and must look like an address, the agreement box must be ticked,
// the name is optional. Every failing field is reported at once.
func ValidateKitSignUp(email, name string, agreed bool) error {
	fields := map[string]string{}
	if strings.TrimSpace(email) == "" {
		fields["email"] = MsgKitEmailRequired
	} else if err := ValidateEmail(email); err != nil {
		fields["email"] = MsgEmailInvalid
	}
	if !agreed {
		fields["agree"] = MsgKitAgreeRequired
	}
	if len([]rune(strings.TrimSpace(name))) > KitNameMaxLength {
		fields["name"] = fmt.Sprintf("Please keep your name under %d characters.", KitNameMaxLength)
	}
	if len(fields) == 0 {
		return nil
	}
	return &Error{Code: EINVALID, Message: firstMessage(fields, "email", "agree", "name"), Fields: fields}
}

// KindnessKit is a free downloadable kit tied to a book; visitors see it only
// while Active.
type KindnessKit struct {
	ID                string    `json:"id"`
	BookID            string    `json:"bookId"`
	Active            bool      `json:"active"`
	Title             string    `json:"title"`
	Headline          string    `json:"headline"`
	Subheadline       string    `json:"subheadline"`
	HeroImageURL      string    `json:"heroImageUrl"`
	MailerLiteGroupID string    `json:"mailerliteGroupId"`
	Files             []KitFile `json:"files,omitempty"`
	CreatedAt         time.Time `json:"createdAt"`
	UpdatedAt         time.Time `json:"updatedAt"`
}

// KitFile is one file of a kit. Kit files are private: visitors reach them
// only through a signed link.
type KitFile struct {
	ID        string    `json:"id"`
	KitID     string    `json:"kitId"`
	FileName  string    `json:"fileName"`
	FileType  string    `json:"fileType"`
	FileURL   string    `json:"-"`
	SortOrder int       `json:"sortOrder"`
	CreatedAt time.Time `json:"createdAt"`
}

// KitSubscriber is someone who signed up for a kit.
type KitSubscriber struct {
	ID        string    `json:"id"`
	KitID     string    `json:"kitId"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"createdAt"`
}

// DownloadGrant lets one sign-up download its kit's files until ExpiresAt.
// The link carries a random token; only its hash is stored.
type DownloadGrant struct {
	ID        string    `json:"id"`
	KitID     string    `json:"kitId"`
	Email     string    `json:"email"`
	TokenHash string    `json:"-"`
	ExpiresAt time.Time `json:"expiresAt"`
	CreatedAt time.Time `json:"createdAt"`
}
