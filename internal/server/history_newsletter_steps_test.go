package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The recorded steps of the newsletter, its subscribers and the settings
// screens, in the order recordedSteps makes them: an issue from its draft
// to its deletion, one sent again, the subscribers, then the settings, the
// tests and an upload. A step that needs mail has it only while it runs,
// so the steps after are as they were.

// newsletterWalk is what these steps carry from one to the next.
type newsletterWalk struct {
	issue storyshelf.Issue
	relay *mailtest.Server
}

// token is the walk's session token, for the helpers that take one.
func (h *historyWalk) token() string { return strings.TrimPrefix(h.authz[1], "Bearer ") }

// withMail makes mail go out through the walk's relay until the step ends
// (the returned func).
func (h *historyWalk) withMail(t *testing.T) (done func()) {
	if h.news.relay == nil {
		h.news.relay = mailtest.NewServer(t)
	}
	env := &h.ts.Mail.Env
	was, wasFrom := env.SMTPURL, env.MailFrom
	env.SMTPURL, env.MailFrom = h.news.relay.URL(), "books@example.com"
	return func() { env.SMTPURL, env.MailFrom = was, wasFrom }
}

// subscriber puts an address on the list, by nobody (not in History).
func (h *historyWalk) subscriber(t *testing.T, id, email string) {
	_, _, err := h.ts.Store.Subscribe(context.Background(), &storyshelf.Subscriber{ID: id, Email: email,
		Source: "newsletter", Lang: "en", UnsubscribeToken: "token-" + id})
	must(t, err)
}

func (h *historyWalk) issuePath(more string) string {
	return "/api/admin/newsletter/issues/" + h.news.issue.ID + more
}

func createIssueStep(t *testing.T, h *historyWalk) string {
	h.news.issue = decode[storyshelf.Issue](t, h.do(t, "POST", "/api/admin/newsletter/issues", issueBody, 201))
	return "Spring tips"
}

// An autosave; the autosaves after it would fold into its record.
func autosaveIssueStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", h.issuePath(""), strings.Replace(issueBody, "Spring tips", "Spring news", 1), 200)
	return "Spring news"
}

func archiveIssueStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", h.issuePath("/archive"), `{"inArchive": true}`, 200)
	return "Spring news"
}

// Only a test that went is recorded (history_unsent_test.go).
func testIssueStep(t *testing.T, h *historyWalk) string {
	defer h.withMail(t)()
	if a := decode[testMailAnswer](t, h.do(t, "POST", h.issuePath("/test"), `{}`, 200)); !a.Sent {
		t.Fatalf("the test was not sent: %+v", a)
	}
	return "Spring news"
}

// Scheduled for tomorrow: a send too, and it can still be cancelled.
func sendIssueStep(t *testing.T, h *historyWalk) string {
	defer h.withMail(t)()
	h.subscriber(t, "walk-reader", "reader@example.com")
	sendAt := time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	h.do(t, "POST", h.issuePath("/send"), `{"sendAt": "`+sendAt+`"}`, 200)
	return "Spring news"
}

func cancelIssueStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", h.issuePath("/cancel"), `{}`, 200)
	return "Spring news"
}

// A draft announcing a book, in the book's language.
func announceBookStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/newsletter/announcements", `{"bookId": "`+h.contentBook.ID+`"}`, 201)
	return "New book: The Sharing Tree"
}

func deleteIssueStep(t *testing.T, h *historyWalk) string {
	h.do(t, "DELETE", h.issuePath(""), "", 200)
	return "Spring news"
}

// An issue sent by nobody (not in History), whose one copy's fate is
// unknown: handed over, and no answer came.
func resendIssueStep(t *testing.T, h *historyWalk) string {
	defer h.withMail(t)()
	ctx := context.Background()
	i := &storyshelf.Issue{Subject: "Summer tips", HTML: "<p>Sun.</p>", Text: "Sun.", Audience: storyshelf.AudienceAll}
	must(t, h.ts.Store.CreateIssue(ctx, i))
	if _, err := h.ts.Store.StartIssue(ctx, i.ID); err != nil {
		t.Fatal(err)
	}
	d, err := h.ts.Store.ClaimDelivery(ctx, "an instance", time.Minute)
	if err != nil || d == nil {
		t.Fatalf("claim: %v %v", d, err)
	}
	must(t, h.ts.Store.HandOverDelivery(ctx, d, "an instance"))
	must(t, h.ts.Store.FinishDelivery(ctx, d, "an instance", store.DeliveryOutcome{Status: storyshelf.CopyHandedOver}))
	h.do(t, "POST", "/api/admin/newsletter/issues/"+i.ID+"/resend", `{}`, 200)
	return "Summer tips"
}

func newsletterSettingsStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/newsletter/settings", `{"perMinute": 30}`, 200)
	return ""
}

func unsubscribeStep(t *testing.T, h *historyWalk) string {
	h.subscriber(t, "walk-parent", "parent@example.com")
	h.do(t, "POST", "/api/admin/subscribers/walk-parent/unsubscribe", "", 200)
	return "parent@example.com"
}

func exportSubscribersStep(t *testing.T, h *historyWalk) string {
	h.do(t, "GET", "/api/admin/subscribers/export", "", 200)
	return ""
}

// The record of forgetting names nobody (TestHistoryRecords: no trace of
// the address is left).
func forgetStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/people/forget", `{"email": "Parent@example.com"}`, 200)
	return ""
}

func saveSectionStep(t *testing.T, h *historyWalk) string {
	identity := readSettings(t, h.b, h.token()).Settings.Identity
	identity.Tagline = "Stories that grow kindness"
	if res, body := saveSection(t, h.b, h.token(), "identity", identity); res.StatusCode != 200 {
		t.Fatalf("settings: %d %s", res.StatusCode, body)
	}
	return storyshelf.SectionLabel("identity")
}

func resetSectionStep(t *testing.T, h *historyWalk) string {
	h.do(t, "DELETE", "/api/admin/settings/identity", "", 200)
	return storyshelf.SectionLabel("identity")
}

func emailSettingsStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/email", `{"host": "mail.example.com", "port": 587, "security": "starttls"}`, 200)
	return ""
}

func testEmailStep(t *testing.T, h *historyWalk) string {
	defer h.withMail(t)()
	if a := decode[testMailAnswer](t, h.do(t, "POST", "/api/admin/email/test", `{`+relayFields(h.news.relay, "", "")+`}`, 200)); !a.Sent {
		t.Fatalf("the test mail was not sent: %+v", a)
	}
	return ""
}

func backupSettingsStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/backups", `{"on": true, "everyHours": 24, "keep": 7}`, 200)
	return ""
}

func downloadBackupStep(t *testing.T, h *historyWalk) string {
	h.do(t, "GET", "/api/admin/backup", "", 200)
	return ""
}

func weeklyLetterStep(t *testing.T, h *historyWalk) string {
	h.do(t, "PUT", "/api/admin/weekly-letter", `{"enabled": true, "timeZone": "Europe/Madrid", "lang": "es"}`, 200)
	return ""
}

func sendWeeklyLetterStep(t *testing.T, h *historyWalk) string {
	defer h.withMail(t)()
	h.do(t, "POST", "/api/admin/weekly-letter/send", "", 200)
	return ""
}

func storageTestStep(t *testing.T, h *historyWalk) string {
	h.do(t, "POST", "/api/admin/storage/test", "", 200)
	return ""
}

// An upload is recorded under what it is for (history_uploads_test.go
// makes one for each).
func uploadStep(t *testing.T, h *historyWalk) string {
	if res, body := uploadWith(t, h.ts, h.token(), "kind=image&for=newsletter-picture", "spring.png", pngBytes(t)); res.StatusCode != 201 {
		t.Fatalf("upload: %d %s", res.StatusCode, body)
	}
	return "spring.png"
}
