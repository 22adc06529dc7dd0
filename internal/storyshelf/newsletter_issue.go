package storyshelf

import (
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
)

// SubscriberBounced is an address the mail server refused for good (a 5xx
// answer): it is left out of every newsletter from then on.
const SubscriberBounced = "bounced"

// Newsletter issue statuses. A draft is edited; scheduled waits for its
// SendAt; sending has its recipients fixed (one delivery each); sent is
// done; cancelled was stopped before it started.
const (
	IssueDraft     = "draft"
	IssueScheduled = "scheduled"
	IssueSending   = "sending"
	IssueSent      = "sent"
	IssueCancelled = "cancelled"
)

// Audiences: who an issue goes to. Every one of them is active (confirmed)
// subscribers only; unsubscribed, unconfirmed and bounced addresses never get it.
const (
	AudienceAll        = "all"        // every active subscriber
	AudienceEnglish    = "en"         // those who read in English
	AudienceSpanish    = "es"         // those who read in Spanish
	AudienceNewsletter = "newsletter" // signed up with the newsletter form
	AudienceKit        = "kit"        // signed up for the kit AudienceKit names
	AudienceImported   = "imported"   // brought in from the old hosted site
)

// Audiences lists the audience choices, in the order the editor offers them.
var Audiences = []string{AudienceAll, AudienceEnglish, AudienceSpanish, AudienceNewsletter, AudienceKit, AudienceImported}

// Copy statuses (newsletter_deliveries): one row per recipient of an issue. See worker.Newsletters
// for the order of writes that keeps anyone from getting two copies.
const (
	CopyWaiting = "waiting" // to be sent (again, after a temporary refusal)
	CopySending = "sending" // claimed by an instance, the final dot not yet written
	// CopyHandedOver: the final dot is being written, or was written and no
	// answer came. While its claim holds it is being sent; after that its
	// fate is unknown: it may or may not have arrived (IssueCounts.Unknown).
	CopyHandedOver = "handed_over"
	CopySent       = "sent"    // the mail server accepted it (250)
	CopyFailed     = "failed"  // refused for good, or too many temporary refusals
	CopySkipped    = "skipped" // unsubscribed or bounced before its turn
)

// Limits on an issue's fields.
const (
	MaxIssueSubject = 200
	MaxIssuePreview = 300
	MaxIssueBody    = 200_000 // characters of HTML, and of plain text
)

// Messages for the newsletter editor and its API.
var (
	MsgIssueSubjectRequired = Msg{Key: "server.issueSubjectRequired", Text: "Please enter a subject."}
	MsgIssueSubjectTooLong  = Msg{Key: "server.issueSubjectTooLong", Text: "The subject is too long (at most 200 characters)."}
	MsgIssueSubjectOneLine  = Msg{Key: "server.issueSubjectOneLine", Text: "The subject must be one line."}
	MsgIssuePreviewTooLong  = Msg{Key: "server.issuePreviewTooLong", Text: "The preview text is too long (at most 300 characters)."}
	MsgIssueBodyRequired    = Msg{Key: "server.issueBodyRequired", Text: "Please write the newsletter before sending it."}
	MsgIssueBodyTooLong     = Msg{Key: "server.issueBodyTooLong", Text: "The newsletter is too long."}
	MsgIssueAudienceUnknown = Msg{Key: "server.issueAudienceUnknown", Text: "Please choose who gets this newsletter."}
	MsgIssueKitRequired     = Msg{Key: "server.issueKitRequired", Text: "Please choose the kit whose sign-ups get this newsletter."}
	MsgIssueSendAtPast      = Msg{Key: "server.issueSendAtPast", Text: "Please choose a time in the future."}
	MsgIssueNotFound        = Msg{Key: "server.issueNotFound", Text: "This newsletter does not exist (it may have been deleted)."}
	MsgIssueNotDraft        = Msg{Key: "server.issueNotDraft", Text: "This newsletter is no longer a draft: it has been scheduled or sent."}
	MsgIssueNotScheduled    = Msg{Key: "server.issueNotScheduled", Text: "This newsletter has already started sending, so it can no longer be cancelled."}
	MsgIssueNoRecipients    = Msg{Key: "server.issueNoRecipients", Text: "Nobody would get this newsletter: no confirmed subscriber is in the chosen group."}
	MsgNewsletterRateRange  = Msg{Key: "server.newsletterRateRange", Text: "Please choose between 1 and 60000 emails a minute."}
	MsgIssueNoMailServer    = Msg{Key: "server.issueNoMailServer", Text: "No mail server is set up yet: set one up in Settings → Email, then send it."}
	MsgIssueNothingToResend = Msg{Key: "server.issueNothingToResend", Text: "There is nothing to send again: every copy of this newsletter has arrived, failed or is being sent now."}
)

// Issue is one newsletter: what it says, in English and in Spanish, who gets
// it and where its sending stands. Either version may be empty (not
// written): each reader gets their language's version, or the other one.
type Issue struct {
	ID          string `json:"id"`
	Subject     string `json:"subject"`
	PreviewText string `json:"previewText"`
	HTML        string `json:"bodyHtml"` // sanitized (SanitizeIssueHTML) when stored
	Text        string `json:"bodyText"` // the plain-text part
	// The Spanish version, as above.
	SubjectEs     string      `json:"subjectEs"`
	PreviewTextEs string      `json:"previewTextEs"`
	HTMLEs        string      `json:"bodyHtmlEs"`
	TextEs        string      `json:"bodyTextEs"`
	Status        string      `json:"status"`
	Audience      string      `json:"audience"`    // one of Audiences
	AudienceKit   string      `json:"audienceKit"` // the kit's id when Audience is AudienceKit
	SendAt        *time.Time  `json:"sendAt"`      // when scheduled (or started)
	InArchive     bool        `json:"inArchive"`   // shown in the public archive
	StartedAt     *time.Time  `json:"startedAt"`
	FinishedAt    *time.Time  `json:"finishedAt"`
	CreatedAt     time.Time   `json:"createdAt"`
	UpdatedAt     time.Time   `json:"updatedAt"`
	Counts        IssueCounts `json:"counts"`
}

// IssueCounts is how an issue's sending stands. Every recipient is in
// exactly one of the other counts.
type IssueCounts struct {
	Recipients int `json:"recipients"` // deliveries made when it started
	Sent       int `json:"sent"`       // accepted by the mail server
	Waiting    int `json:"waiting"`    // still to go, including the ones being sent now
	Failed     int `json:"failed"`
	Skipped    int `json:"skipped"` // unsubscribed or bounced before their turn
	// Unknown were handed to the mail server, which never said it got them
	// (the connection was lost, or an instance died, at the last step): they
	// may not have arrived. The owner can send them again.
	Unknown int `json:"unknown"`
}

// IssueFailure is one address an issue could not be delivered to, and why.
type IssueFailure struct {
	Email  string `json:"email"`
	Reason string `json:"reason"`
}

// IssueProgress is the sending screen: the counts, the failures and the
// copies that may not have arrived so far.
type IssueProgress struct {
	Status   string         `json:"status"`
	Counts   IssueCounts    `json:"counts"`
	Failures []IssueFailure `json:"failures"` // at most MaxIssueFailuresShown
	// UnknownEmails are the addresses of the Unknown copies, at most
	// MaxIssueFailuresShown of them.
	UnknownEmails []string `json:"unknownEmails"`
}

// IssueReport is what the owner reads once an issue is sent.
type IssueReport struct {
	IssueProgress
	Delivered    int `json:"delivered"`
	Unsubscribes int `json:"unsubscribes"` // left the list after this issue and before the next one reached them
}

// MaxIssueFailuresShown bounds the failures progress lists, and the
// addresses that may not have got their copy.
const MaxIssueFailuresShown = 100

// Delivery is one recipient's copy of an issue, as a worker claims it.
type Delivery struct {
	IssueID      string
	SubscriberID string
	Email        string
	Attempts     int
	NotBefore    time.Time // the pace: not to be sent before this time
	Until        time.Time // the claim's end: the instance is done with the copy by then
}

// NewsletterSettings are how newsletters are sent: the pace, in emails a
// minute, across all instances.
type NewsletterSettings struct {
	PerMinute int `json:"perMinute"`
	// SendFrom is where newsletters go out from: SendFromSite (the
	// default), or SendFromMailerLite when MailerLite is set up.
	SendFrom string `json:"sendFrom"`
}

// DefaultNewsletterPerMinute is one email a second. Common SMTP services
// accept that without throttling: Amazon SES starts accounts at one a
// second, and Mailgun, Postmark, SendGrid and Brevo allow more; a 10,000
// list takes under three hours.
const DefaultNewsletterPerMinute = 60

// MaxNewsletterPerMinute bounds the pace the owner can set.
const MaxNewsletterPerMinute = 60000

// MaxDeliveryAttempts bounds the tries of one copy after temporary refusals
// (4xx, lost connections): then it is failed.
const MaxDeliveryAttempts = 5

// ValidateNewsletterSettings checks the pace.
func (n NewsletterSettings) Validate() error {
	if n.PerMinute < 1 || n.PerMinute > MaxNewsletterPerMinute {
		return FieldError("perMinute", MsgNewsletterRateRange)
	}
	if n.SendFrom != SendFromSite && n.SendFrom != SendFromMailerLite {
		return FieldError("sendFrom", MsgSendFromUnknown)
	}
	return nil
}

// Interval is the time between two emails at this pace.
func (n NewsletterSettings) Interval() time.Duration {
	return time.Minute / time.Duration(max(n.PerMinute, 1))
}

// IssueVersion is an issue in one language: what a reader of that language
// gets, and what the archive shows at that language's address.
type IssueVersion struct {
	Lang        string // "en" or "es": the language it is written in
	Subject     string
	PreviewText string
	HTML        string
	Text        string
}

// issueFields names a version's fields as the editor and its API do.
type issueFields struct{ subject, previewText, html, text string }

var versionFields = map[string]issueFields{
	"en": {"subject", "previewText", "bodyHtml", "bodyText"},
	"es": {"subjectEs", "previewTextEs", "bodyHtmlEs", "bodyTextEs"},
}

// Versions are the issue's two versions, English first, written or not.
func (i *Issue) Versions() []IssueVersion {
	return []IssueVersion{
		{Lang: "en", Subject: i.Subject, PreviewText: i.PreviewText, HTML: i.HTML, Text: i.Text},
		{Lang: "es", Subject: i.SubjectEs, PreviewText: i.PreviewTextEs, HTML: i.HTMLEs, Text: i.TextEs},
	}
}

// Written says whether the version has been written: it has a subject (a
// sent issue's versions have their subject and body, or neither).
func (v IssueVersion) Written() bool { return v.Subject != "" }

// begun says whether she has started this version: any word of its subject
// or body. A begun version must be complete before the issue is sent.
func (v IssueVersion) begun() bool {
	return v.Subject != "" || strings.TrimSpace(v.Text) != "" || strings.TrimSpace(v.HTML) != ""
}

// Version is what a reader of lang gets: the version in lang when it is
// written, else the other one.
func (i *Issue) Version(lang string) IssueVersion {
	return pickVersion(lang, i.Versions())
}

func pickVersion(lang string, versions []IssueVersion) IssueVersion {
	if lang != "es" {
		lang = "en"
	}
	for _, v := range versions {
		if v.Lang == lang && v.Written() {
			return v
		}
	}
	for _, v := range versions {
		if v.Written() {
			return v
		}
	}
	return versions[0]
}

// Name is how the admin and History name the issue: its English subject, or
// the Spanish one when it has no English version.
func (i *Issue) Name() string {
	if i.Subject == "" {
		return i.SubjectEs
	}
	return i.Subject
}

// NormalizeDraft trims the fields and checks what a draft may hold: a draft
// may be incomplete (autosave), but never too long or of an unknown audience.
func (i *Issue) NormalizeDraft() error {
	i.Subject = strings.TrimSpace(i.Subject)
	i.PreviewText = strings.TrimSpace(i.PreviewText)
	i.SubjectEs = strings.TrimSpace(i.SubjectEs)
	i.PreviewTextEs = strings.TrimSpace(i.PreviewTextEs)
	i.Audience = strings.TrimSpace(i.Audience)
	if i.Audience == "" {
		i.Audience = AudienceAll
	}
	if i.Audience != AudienceKit {
		i.AudienceKit = ""
	}
	fields := map[string]Msg{}
	for _, v := range i.Versions() {
		names := versionFields[v.Lang]
		switch {
		case utf8.RuneCountInString(v.Subject) > MaxIssueSubject:
			fields[names.subject] = MsgIssueSubjectTooLong
		case strings.ContainsAny(v.Subject, "\r\n"):
			fields[names.subject] = MsgIssueSubjectOneLine
		}
		if utf8.RuneCountInString(v.PreviewText) > MaxIssuePreview || strings.ContainsAny(v.PreviewText, "\r\n") {
			fields[names.previewText] = MsgIssuePreviewTooLong
		}
		if utf8.RuneCountInString(v.HTML) > MaxIssueBody {
			fields[names.html] = MsgIssueBodyTooLong
		}
		if utf8.RuneCountInString(v.Text) > MaxIssueBody {
			fields[names.text] = MsgIssueBodyTooLong
		}
	}
	valid := false
	for _, a := range Audiences {
		valid = valid || a == i.Audience
	}
	if !valid {
		fields["audience"] = MsgIssueAudienceUnknown
	}
	if err := FieldErrors(fields, issueFieldOrder...); err != nil {
		return err
	}
	i.HTML = SanitizeIssueHTML(i.HTML)
	i.HTMLEs = SanitizeIssueHTML(i.HTMLEs)
	return nil
}

// issueFieldOrder is the order the editor shows the fields in, for the
// first message.
var issueFieldOrder = []string{"subject", "previewText", "bodyHtml", "bodyText",
	"subjectEs", "previewTextEs", "bodyHtmlEs", "bodyTextEs", "audience", "audienceKit"}

// ValidateForSending checks what sending needs beyond a draft: a version
// with a subject and a body (each version she has begun complete), and the
// kit when the audience is a kit's sign-ups.
func (i *Issue) ValidateForSending() error {
	fields := map[string]Msg{}
	complete := func(v IssueVersion) {
		names := versionFields[v.Lang]
		if v.Subject == "" {
			fields[names.subject] = MsgIssueSubjectRequired
		}
		if strings.TrimSpace(v.Text) == "" || strings.TrimSpace(v.HTML) == "" {
			fields[names.html] = MsgIssueBodyRequired
		}
	}
	begun := 0
	for _, v := range i.Versions() {
		if v.begun() {
			begun++
			complete(v)
		}
	}
	if begun == 0 {
		complete(i.Versions()[0]) // nothing written: the English version asks for its words
	}
	if i.Audience == AudienceKit && i.AudienceKit == "" {
		fields["audienceKit"] = MsgIssueKitRequired
	}
	return FieldErrors(fields, issueFieldOrder...)
}

// siteFile is an image the site itself stores: a relative /files/ path.
// Images from elsewhere would tell another site who opened the mail.
var siteFile = regexp.MustCompile(`^/files/[A-Za-z0-9._~/-]+$`)

// issuePolicy is the allow-list an issue's HTML keeps: headings, paragraphs,
// bold and italics, lists, links (http, https, mailto), images from the
// site's own files, and a link styled as a button (class "button").
var issuePolicy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("h1", "h2", "h3", "h4", "p", "br", "strong", "b", "em", "i", "ul", "ol", "li")
	p.AllowStandardURLs()
	p.AllowURLSchemes("http", "https", "mailto")
	p.RequireParseableURLs(true)
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("class").Matching(regexp.MustCompile(`^button$`)).OnElements("a")
	p.AllowAttrs("src").Matching(siteFile).OnElements("img")
	p.AllowAttrs("alt").OnElements("img")
	p.AllowRelativeURLs(true)
	p.RequireNoFollowOnLinks(false)
	p.AddTargetBlankToFullyQualifiedLinks(false)
	return p
}()

// SanitizeIssueHTML keeps only what the allow-list permits. A relative link
// other than an image's /files/ path is dropped with its href.
func SanitizeIssueHTML(html string) string {
	out := issuePolicy.Sanitize(html)
	return strings.TrimSpace(out)
}
