package storyshelf

import "time"

// ArchivedIssue is a newsletter as the public archive shows it (/newsletter):
// a sent issue the owner put in the archive, in its English and Spanish
// versions (empty when not written). It carries the issue's own words only,
// never a reader's copy: the personal footer (their address, their
// unsubscribe link) is added to each copy as it is sent and never stored.
// The bodies are empty in the archive's list and set on the web version.
type ArchivedIssue struct {
	ID            string    `json:"id"`
	Subject       string    `json:"subject"`
	PreviewText   string    `json:"previewText"`
	SubjectEs     string    `json:"subjectEs"`
	PreviewTextEs string    `json:"previewTextEs"`
	SentAt        time.Time `json:"sentAt"`
	HTML          string    `json:"bodyHtml,omitempty"` // sanitized when stored (SanitizeIssueHTML)
	HTMLEs        string    `json:"bodyHtmlEs,omitempty"`
}

// Version is the issue as the archive's page in lang shows it: its version
// in lang, else the other one.
func (a *ArchivedIssue) Version(lang string) IssueVersion {
	return pickVersion(lang, []IssueVersion{
		{Lang: "en", Subject: a.Subject, PreviewText: a.PreviewText, HTML: a.HTML},
		{Lang: "es", Subject: a.SubjectEs, PreviewText: a.PreviewTextEs, HTML: a.HTMLEs},
	})
}

// In says whether the issue has a version in lang: each language's archive
// and feed list only the issues written in it.
func (a *ArchivedIssue) In(lang string) bool {
	return a.Version(lang).Lang == lang
}

// Where newsletters are sent from (NewsletterSettings.SendFrom). With
// MailerLite set up the owner may send from there instead; this site then
// refuses to send, so nobody gets an issue twice.
const (
	SendFromSite       = "site"
	SendFromMailerLite = "mailerlite"
)

// Messages about where newsletters are sent from.
var (
	MsgArchiveIssueNotFound  = Msg{Key: "api.archiveIssueNotFound", Text: "This newsletter is not in the archive."}
	MsgSendFromUnknown       = Msg{Key: "server.sendFromUnknown", Text: "Please choose where newsletters are sent from."}
	MsgSendFromNoMailerLite  = Msg{Key: "server.sendFromNoMailerLite", Text: "MailerLite is not set up on this site, so newsletters are sent from this site."}
	MsgSendFromBusy          = Msg{Key: "server.sendFromBusy", Text: "A newsletter is scheduled or being sent from this site: cancel it or let it finish, then choose MailerLite."}
	MsgIssueSentByMailerLite = Msg{Key: "server.issueSentByMailerLite", Text: "Newsletters are sent through MailerLite (see the newsletter settings), so this site does not send them: nobody gets an issue twice. Send it from MailerLite, or choose “from this site” first."}
)
