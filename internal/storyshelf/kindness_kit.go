package storyshelf

import (
	"strings"
	"time"
)

// Fallback kit wording when a kit leaves its headline or subheadline empty.
const (
	DefaultKitHeadline    = "Start your ripple with a free kindness kit!"
	DefaultKitSubheadline = "Download the audiobook, coloring pages, and gentle activities."
)

// Kit form messages (spec §5).
var (
	MsgKitEmailRequired = Msg{Key: "api.kitEmailRequired", Text: "Email is required"}
	MsgKitAgreeRequired = Msg{Key: "api.kitAgreeRequired", Text: "You must agree to receive occasional updates"}
	MsgKitNotFound      = Msg{Key: "api.kitNotFound", Text: "Kindness kit not found"}
	MsgKitReady         = Msg{Key: "api.kitReady", Text: "Thank you! Your kindness kit is ready to download."}
	MsgKitLinkExpired   = Msg{Key: "api.kitLinkExpired", Text: "This download link has expired. Sign up for the kit again to get a fresh one."}
	MsgKitLinkUnknown   = Msg{Key: "api.kitLinkUnknown", Text: "This download link is not valid. Sign up for the kit again to get a fresh one."}
)

// The kit form's consent and the kit's download rules (DESIGN.md: kit files
// are reached only through a signed link valid 24 hours).
const (
	KitConsent       = "I agree to receive occasional updates."
	KitLinkTTL       = 24 * time.Hour
	KitMailInterval  = 24 * time.Hour // at most one kit mail per address and kit in this time
	KitNameMaxLength = 100
)

// ValidateKitSignUp applies the kit form's checks (spec §5): the email is
// required and must look like an address, the agreement box must be ticked,
// the name is optional. Every failing field is reported at once.
func ValidateKitSignUp(email, name string, agreed bool) error {
	fields := map[string]Msg{}
	if strings.TrimSpace(email) == "" {
		fields["email"] = MsgKitEmailRequired
	} else if err := ValidateEmail(email); err != nil {
		fields["email"] = MsgEmailInvalid
	}
	if !agreed {
		fields["agree"] = MsgKitAgreeRequired
	}
	if len([]rune(strings.TrimSpace(name))) > KitNameMaxLength {
		fields["name"] = MsgKitNameTooLong
	}
	return FieldErrors(fields, "email", "agree", "name")
}

// MsgKitNameTooLong refuses a kit sign-up's name over KitNameMaxLength
// (100): the catalogues say the number in their words.
var MsgKitNameTooLong = Msg{Key: "api.kitNameTooLong", Text: "Please keep your name under 100 characters."}

// KindnessKit is a free downloadable kit tied to a book; visitors see it only
// while Active. Its texts have optional Spanish versions (see InLang).
type KindnessKit struct {
	ID                string    `json:"id"`
	BookID            string    `json:"bookId"`
	Active            bool      `json:"active"`
	Title             string    `json:"title"`
	TitleEs           string    `json:"titleEs"`
	Headline          string    `json:"headline"`
	HeadlineEs        string    `json:"headlineEs"`
	Subheadline       string    `json:"subheadline"`
	SubheadlineEs     string    `json:"subheadlineEs"`
	HeroImageURL      string    `json:"heroImageUrl"`
	MailerLiteGroupID string    `json:"mailerliteGroupId"`
	Files             []KitFile `json:"files,omitempty"`
	CreatedAt         time.Time `json:"createdAt"`
	UpdatedAt         time.Time `json:"updatedAt"`
	Publishing
}

// KitFile is one file of a kit. Kit files are private: visitors reach them
// only through a signed link.
type KitFile struct {
	ID       string `json:"id"`
	KitID    string `json:"kitId"`
	FileName string `json:"fileName"`
	// FileNameEs is the name the Spanish site, mail and download page give
	// it; empty means not written, and they give the English one.
	FileNameEs string    `json:"fileNameEs"`
	FileType   string    `json:"fileType"`
	FileURL    string    `json:"-"`
	SortOrder  int       `json:"sortOrder"`
	CreatedAt  time.Time `json:"createdAt"`
}

// KitSubscriber is someone who signed up for a kit.
type KitSubscriber struct {
	ID          string     `json:"id"`
	KitID       string     `json:"kitId"`
	Email       string     `json:"email"`
	Name        string     `json:"name"`
	ConsentText string     `json:"consentText"` // what they agreed to, word for word
	ConsentPage string     `json:"consentPage"` // where
	Lang        string     `json:"lang"`        // the language of that page: en or es
	ConsentAt   *time.Time `json:"consentAt"`   // when (their latest sign-up)
	MailedAt    *time.Time `json:"mailedAt"`    // when their links were last mailed
	CreatedAt   time.Time  `json:"createdAt"`
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
	// Lang is the language of the sign-up the link was made for (en when
	// the owner made it): the pages the link opens speak it.
	Lang string `json:"-"`
}

// Kit form messages (admin spec §5, §8).
var (
	MsgKitRequiredFields = MsgFillRequiredFields // the contact form's words
	MsgKitFileRequired   = Msg{Key: "server.kitFileRequired", Text: "Please select a file and provide a name"}
	MsgKitFileName       = Msg{Key: "server.kitFileName", Text: "Give the file a name."}
	MsgKitFileType       = Msg{Key: "server.kitFileType", Text: "Choose one of: pdf, audio, image, other."}
	MsgKitGroupTooLong   = Msg{Key: "server.kitGroupTooLong", Text: "That group id is too long."}
)

var kitFileTypes = map[string]bool{MaterialPDF: true, MaterialAudio: true, MaterialImage: true, MaterialOther: true}

// ValidateKit checks the kit form (admin spec §5): a title and a book are
// required; the hero image, when set, is a stored file or web address.
func ValidateKit(k *KindnessKit) error {
	k.Title, k.BookID = strings.TrimSpace(k.Title), strings.TrimSpace(k.BookID)
	k.Headline, k.Subheadline = strings.TrimSpace(k.Headline), strings.TrimSpace(k.Subheadline)
	k.TitleEs, k.HeadlineEs, k.SubheadlineEs = strings.TrimSpace(k.TitleEs), strings.TrimSpace(k.HeadlineEs), strings.TrimSpace(k.SubheadlineEs)
	k.HeroImageURL, k.MailerLiteGroupID = strings.TrimSpace(k.HeroImageURL), strings.TrimSpace(k.MailerLiteGroupID)
	fields := map[string]Msg{}
	if k.Title == "" {
		fields["title"] = MsgTitleRequired
	}
	if k.BookID == "" {
		fields["bookId"] = MsgSelectBook
	}
	if k.HeroImageURL != "" && !IsFileRef(k.HeroImageURL) {
		fields["heroImageUrl"] = MsgCoverNotImage
	}
	if len(k.MailerLiteGroupID) > 100 {
		fields["mailerliteGroupId"] = MsgKitGroupTooLong
	}
	if len(fields) == 0 {
		return nil
	}
	msg := MsgKitRequiredFields
	_, title := fields["title"]
	if _, book := fields["bookId"]; !title && !book {
		msg = firstMessage(fields)
	}
	return FailFields(EINVALID, msg, fields)
}

// ValidateKitFile checks a file added to a kit (admin spec §5): a name and
// an uploaded file are needed; the type defaults to pdf.
func ValidateKitFile(f *KitFile) error {
	f.FileName, f.FileNameEs, f.FileURL = strings.TrimSpace(f.FileName), strings.TrimSpace(f.FileNameEs), strings.TrimSpace(f.FileURL)
	if f.FileType == "" {
		f.FileType = MaterialPDF
	}
	if f.FileName == "" || f.FileURL == "" {
		return FieldError("file", MsgKitFileRequired)
	}
	if !kitFileTypes[f.FileType] {
		return FieldError("fileType", MsgKitFileType)
	}
	if (!strings.HasPrefix(f.FileURL, "kits/") || strings.Contains(f.FileURL, "..")) && !IsWebURL(f.FileURL) {
		return FieldError("file", MsgKitFileRequired)
	}
	return nil
}

// NameIn is the file's name in lang: its Spanish name on the Spanish site
// when the owner wrote one, else its English name.
func (f *KitFile) NameIn(lang string) string {
	name, _ := InLang(lang, f.FileName, f.FileNameEs)
	return name
}

// ValidateKitFileNames trims and checks a file's two names, as a rename
// sends them: the English one is required.
func ValidateKitFileNames(f *KitFile) error {
	f.FileName, f.FileNameEs = strings.TrimSpace(f.FileName), strings.TrimSpace(f.FileNameEs)
	if f.FileName == "" {
		return FieldError("fileName", MsgKitFileName)
	}
	return nil
}

// KitSignUp is one address's sign-up for a kit, as the owner's list shows
// it: with how many files its links have downloaded.
type KitSignUp struct {
	KitSubscriber
	Downloads int `json:"downloads"`
	// MailStatus is what became of the mail with their latest links (an
	// outbox status; "" for a sign-up from before this was kept). MailedAt is
	// then when it went out, if it did.
	MailStatus string `json:"mailStatus"`
}

// KitSignUpFilter narrows a kit's sign-ups by language ("en" or "es").
type KitSignUpFilter struct {
	Lang string
}
