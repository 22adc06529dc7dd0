package server_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A historyWalk is the state the store-recorded writes share: one admin
// session and the items made along the way.
type historyWalk struct {
	b        *browser
	authz    []string
	ts       *testServer
	book     storyshelf.Book
	upcoming storyshelf.UpcomingBook
	account  accountWalk
	news     newsletterWalk // the newsletter and settings steps' issue and mail relay
	// The content steps' own book, kit, kit file, review, video and message.
	contentBook *storyshelf.Book
	kit         storyshelf.KindnessKit
	kitFileID   string
	review      storyshelf.Testimonial
	video       storyshelf.Multimedia
	message     *storyshelf.ContactMessage
}

func (h *historyWalk) do(t *testing.T, method, path, body string, want int) string {
	t.Helper()
	res, got := h.b.do(method, path, body, h.authz...)
	if res.StatusCode != want {
		t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, got)
	}
	return got
}

// A recordedStep is an admin route whose History record is written without
// the route table's help: by the store, in the change's own transaction, or
// by the handler for what is not a change (an export, a test mail). do makes
// it through the admin and answers the item's name History must show.
type recordedStep struct {
	pattern, kind, action string
	do                    func(t *testing.T, h *historyWalk) string
}

// recordedSteps are made in this order, each on what the ones before made.
var recordedSteps = []recordedStep{
	{"POST /api/admin/books", storyshelf.HistoryBook, "created", func(t *testing.T, h *historyWalk) string {
		h.book = decode[storyshelf.Book](t, h.do(t, "POST", "/api/admin/books", validBook, 201))
		return "The Brave Little Seed"
	}},
	{"PUT /api/admin/books/{id}", storyshelf.HistoryBook, "changed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/books/"+h.book.ID, strings.Replace(validBook, "The Brave Little Seed", "The Kindness Cloud", 1), 200)
		return "The Kindness Cloud"
	}},
	{"PUT /api/admin/books/featured", storyshelf.HistoryBook, "pinned as the featured book", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/books/featured", `{"bookId": "`+h.book.ID+`"}`, 200)
		return "The Kindness Cloud"
	}},
	{"DELETE /api/admin/books/featured", storyshelf.HistoryBook, "unpinned the featured book", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/books/featured", "", 200)
		return "The Kindness Cloud"
	}},
	{"PUT /api/admin/books/order", storyshelf.HistoryBook, "set the order of the books", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/books/order", `{"ids": ["`+h.book.ID+`"]}`, 200)
		return ""
	}},
	{"DELETE /api/admin/books/order", storyshelf.HistoryBook, "put the books back newest first", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/books/order", "", 200)
		return ""
	}},
	{"PUT /api/admin/genres", storyshelf.HistoryBook, "named the genres in Spanish", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/genres", `{"genres": [{"genre": "Nature", "genreEs": "Naturaleza"}]}`, 200)
		return ""
	}},
	{"POST /api/admin/upcoming-books", storyshelf.HistoryUpcomingBook, "created", func(t *testing.T, h *historyWalk) string {
		h.upcoming = decode[storyshelf.UpcomingBook](t, h.do(t, "POST", "/api/admin/upcoming-books",
			`{"title": "The Moon Garden", "author": "Lily Hart", "description": "Seeds that grow at night.",
			"coverImageUrl": "/files/covers/moon.png", "expectedReleaseDate": "2027-09-01"}`, 201))
		return "The Moon Garden"
	}},
	{"PUT /api/admin/upcoming-books/{id}", storyshelf.HistoryUpcomingBook, "changed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/upcoming-books/"+h.upcoming.ID,
			`{"title": "The Moon Garden at Night", "author": "Lily Hart", "description": "Seeds that grow at night.",
			"coverImageUrl": "/files/covers/moon.png", "expectedReleaseDate": "2027-10-01"}`, 200)
		return "The Moon Garden at Night"
	}},
	{"DELETE /api/admin/upcoming-books/{id}", storyshelf.HistoryUpcomingBook, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/upcoming-books/"+h.upcoming.ID, "", 204)
		return "The Moon Garden at Night"
	}},
	{"POST /api/admin/upcoming-books/{id}/release", storyshelf.HistoryUpcomingBook, "released", func(t *testing.T, h *historyWalk) string {
		u := &storyshelf.UpcomingBook{Title: "Moon Garden", Author: "Lily Hart", Description: "Seeds that grow at night.",
			CoverImageURL: "/files/covers/moon.png", ExpectedReleaseDate: "2027-03-01",
			Release: storyshelf.Release{AgeRange: "4-8", ISBN: "9780000000099", Pages: 32}}
		must(t, h.ts.Store.CreateUpcomingBook(context.Background(), u)) // by nobody: not in History
		h.do(t, "POST", "/api/admin/upcoming-books/"+u.ID+"/release", "", 200)
		return "Moon Garden"
	}},
	{"DELETE /api/admin/books/{id}", storyshelf.HistoryBook, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/books/"+h.book.ID, "", 204)
		return "The Kindness Cloud"
	}},
	// The owner's account and the team: history_account_steps_test.go.
	{"POST /api/admin/account/email", storyshelf.HistoryAccount, "asked to change the email address", askNewEmailStep},
	{"DELETE /api/admin/sessions/{id}", storyshelf.HistoryAccount, "signed out a device", signOutDeviceStep},
	{"DELETE /api/admin/sessions", storyshelf.HistoryAccount, "signed out every other device", signOutOtherDevicesStep},
	{"POST /api/admin/account/codes", storyshelf.HistoryAccount, "started setting up sign-in codes", startCodesStep},
	{"POST /api/admin/account/codes/confirm", storyshelf.HistoryAccount, "turned on sign-in codes", confirmCodesStep},
	{"POST /api/admin/account/codes/recovery-codes", storyshelf.HistoryAccount, "made new recovery codes", newRecoveryCodesStep},
	{"POST /api/admin/account/passkeys/begin", storyshelf.HistoryAccount, "started adding a passkey", beginPasskeyStep},
	{"POST /api/admin/account/passkeys/finish", storyshelf.HistoryAccount, "added a passkey", finishPasskeyStep},
	{"PUT /api/admin/account/passkeys/{id}", storyshelf.HistoryAccount, "renamed a passkey", renamePasskeyStep},
	{"PUT /api/admin/account/second-step-required", storyshelf.HistorySettings, "changed whether a second step is required", requireSecondStepStep},
	{"POST /api/admin/account/codes/off", storyshelf.HistoryAccount, "turned off sign-in codes", codesOffStep},
	{"DELETE /api/admin/account/passkeys/{id}", storyshelf.HistoryAccount, "removed a passkey", removePasskeyStep},
	{"POST /api/admin/password", storyshelf.HistoryAccount, "changed the password", changePasswordStep},
	{"POST /api/admin/people", storyshelf.HistoryPeople, "invited a person", inviteStep},
	{"DELETE /api/admin/people/invitations/{id}", storyshelf.HistoryPeople, "cancelled an invitation", cancelInvitationStep},
	{"DELETE /api/admin/people/{id}", storyshelf.HistoryPeople, "removed an account", removeAccountStep},
	{"PUT /api/admin/people/{id}/role", storyshelf.HistoryPeople, "changed the role of", setRoleStep},
	{"POST /api/admin/kits", storyshelf.HistoryKit, "created", func(t *testing.T, h *historyWalk) string {
		h.contentBook = seedBook(t, h.ts, "The Sharing Tree", 0) // by nobody: not in History
		h.kit = decode[storyshelf.KindnessKit](t, h.do(t, "POST", "/api/admin/kits",
			`{"title": "Kindness Kit", "bookId": "`+h.contentBook.ID+`", "active": true}`, 201))
		return "Kindness Kit"
	}},
	{"PUT /api/admin/kits/{id}", storyshelf.HistoryKit, "changed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/kits/"+h.kit.ID, `{"title": "Spring Kindness Kit", "bookId": "`+h.contentBook.ID+`", "active": true}`, 200)
		return "Spring Kindness Kit"
	}},
	{"POST /api/admin/kits/{id}/files", storyshelf.HistoryKit, "added a file to", func(t *testing.T, h *historyWalk) string {
		h.kitFileID = decode[storyshelf.KitFile](t, h.do(t, "POST", "/api/admin/kits/"+h.kit.ID+"/files",
			`{"fileName": "Parent Guide", "fileUrl": "https://example.com/parent-guide.pdf"}`, 201)).ID
		return "Spring Kindness Kit"
	}},
	{"PUT /api/admin/kits/{id}/files/{file}", storyshelf.HistoryKit, "renamed a file of", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/kits/"+h.kit.ID+"/files/"+h.kitFileID, `{"fileName": "Parent Guide", "fileNameEs": "Guía"}`, 200)
		return "Spring Kindness Kit"
	}},
	{"POST /api/admin/kits/{id}/download-link", storyshelf.HistoryKit, "made a download link for", func(t *testing.T, h *historyWalk) string {
		h.do(t, "POST", "/api/admin/kits/"+h.kit.ID+"/download-link", `{"email": "friend@example.com"}`, 201)
		return "Spring Kindness Kit"
	}},
	{"GET /api/admin/kits/{id}/signups/export", storyshelf.HistoryKit, "exported the sign-ups of", func(t *testing.T, h *historyWalk) string {
		h.do(t, "GET", "/api/admin/kits/"+h.kit.ID+"/signups/export", "", 200)
		return "Spring Kindness Kit"
	}},
	{"DELETE /api/admin/kits/{id}/files/{file}", storyshelf.HistoryKit, "removed a file from", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/kits/"+h.kit.ID+"/files/"+h.kitFileID, "", 204)
		return "Spring Kindness Kit"
	}},
	{"DELETE /api/admin/kits/{id}", storyshelf.HistoryKit, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/kits/"+h.kit.ID, "", 204)
		return "Spring Kindness Kit"
	}},
	{"POST /api/admin/testimonials", storyshelf.HistoryTestimonial, "created", func(t *testing.T, h *historyWalk) string {
		h.review = decode[storyshelf.Testimonial](t, h.do(t, "POST", "/api/admin/testimonials", `{"bookId": "`+h.contentBook.ID+`",
			"reviewerName": "Maya", "content": "We read it every night.", "date": "2026-01-05"}`, 201))
		return "Maya"
	}},
	{"PUT /api/admin/testimonials/{id}", storyshelf.HistoryTestimonial, "changed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/testimonials/"+h.review.ID, `{"bookId": "`+h.contentBook.ID+`",
			"reviewerName": "Maya R.", "content": "We read it every night.", "date": "2026-01-05", "title": "Loved it"}`, 200)
		return "Maya R."
	}},
	{"POST /api/admin/testimonials/{id}/reject", storyshelf.HistoryTestimonial, "rejected", func(t *testing.T, h *historyWalk) string {
		h.do(t, "POST", "/api/admin/testimonials/"+h.review.ID+"/reject", "", 200)
		return "Maya R."
	}},
	{"POST /api/admin/testimonials/{id}/approve", storyshelf.HistoryTestimonial, "approved", func(t *testing.T, h *historyWalk) string {
		h.do(t, "POST", "/api/admin/testimonials/"+h.review.ID+"/approve", "", 200)
		return "Maya R."
	}},
	{"DELETE /api/admin/testimonials/{id}", storyshelf.HistoryTestimonial, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/testimonials/"+h.review.ID, "", 204)
		return "Maya R."
	}},
	{"POST /api/admin/multimedia", storyshelf.HistoryMultimedia, "created", func(t *testing.T, h *historyWalk) string {
		h.video = decode[storyshelf.Multimedia](t, h.do(t, "POST", "/api/admin/multimedia", `{"bookId": "`+h.contentBook.ID+`",
			"title": "Sharing Song", "description": "Sing along", "url": "https://vimeo.com/1", "thumbnail": "https://i.vimeocdn.com/1.jpg"}`, 201))
		return "Sharing Song"
	}},
	{"PUT /api/admin/multimedia/{id}", storyshelf.HistoryMultimedia, "changed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/multimedia/"+h.video.ID, `{"bookId": "`+h.contentBook.ID+`",
			"title": "The Sharing Song", "description": "Sing along", "url": "https://vimeo.com/1", "thumbnail": "https://i.vimeocdn.com/1.jpg"}`, 200)
		return "The Sharing Song"
	}},
	{"DELETE /api/admin/multimedia/{id}", storyshelf.HistoryMultimedia, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/multimedia/"+h.video.ID, "", 204)
		return "The Sharing Song"
	}},
	{"PUT /api/admin/authors", storyshelf.HistoryAuthor, "renamed", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/authors", `{"oldName": "Lily Hart", "newName": "Lily H. Hart"}`, 200)
		return "Lily H. Hart"
	}},
	{"PUT /api/admin/author-profile", storyshelf.HistoryAuthor, "changed the author profile", func(t *testing.T, h *historyWalk) string {
		h.do(t, "PUT", "/api/admin/author-profile", `{"name": "Lily H. Hart", "title": "Author", "bio": ["Writes."]}`, 200)
		return "" // the action names the profile
	}},
	{"PUT /api/admin/messages/{id}", storyshelf.HistoryMessage, "marked", func(t *testing.T, h *historyWalk) string {
		h.message = &storyshelf.ContactMessage{Name: "Pat", Email: "pat@example.com", Subject: "School Visit Request",
			Message: "Could you visit our class?", Lang: "en"}
		must(t, h.ts.Store.CreateContactMessage(context.Background(), h.message, nil)) // a reader's: not in History
		h.do(t, "PUT", "/api/admin/messages/"+h.message.ID, `{"read": true}`, 200)
		return "School Visit Request"
	}},
	{"DELETE /api/admin/messages/{id}", storyshelf.HistoryMessage, "deleted", func(t *testing.T, h *historyWalk) string {
		h.do(t, "DELETE", "/api/admin/messages/"+h.message.ID, "", 204)
		return "School Visit Request"
	}},
	// The newsletter, its subscribers and the settings screens: history_newsletter_steps_test.go.
	{"POST /api/admin/newsletter/issues", storyshelf.HistoryNewsletter, "created", createIssueStep},
	{"PUT /api/admin/newsletter/issues/{id}", storyshelf.HistoryNewsletter, "changed", autosaveIssueStep},
	{"PUT /api/admin/newsletter/issues/{id}/archive", storyshelf.HistoryNewsletter, "changed the archive of", archiveIssueStep},
	{"POST /api/admin/newsletter/issues/{id}/test", storyshelf.HistoryNewsletter, "sent a test of", testIssueStep},
	{"POST /api/admin/newsletter/issues/{id}/send", storyshelf.HistoryNewsletter, "sent", sendIssueStep},
	{"POST /api/admin/newsletter/issues/{id}/cancel", storyshelf.HistoryNewsletter, "cancelled", cancelIssueStep},
	{"DELETE /api/admin/newsletter/issues/{id}", storyshelf.HistoryNewsletter, "deleted", deleteIssueStep},
	{"POST /api/admin/newsletter/issues/{id}/resend", storyshelf.HistoryNewsletter, "sent again to those who may not have got", resendIssueStep},
	{"POST /api/admin/newsletter/announcements", storyshelf.HistoryNewsletter, "created", announceBookStep},
	{"PUT /api/admin/newsletter/settings", storyshelf.HistoryNewsletter, "changed the newsletter settings", newsletterSettingsStep},
	{"POST /api/admin/subscribers/{id}/unsubscribe", storyshelf.HistorySubscriber, "unsubscribed", unsubscribeStep},
	{"GET /api/admin/subscribers/export", storyshelf.HistorySubscriber, "exported the subscriber list", exportSubscribersStep},
	{"POST /api/admin/people/forget", storyshelf.HistorySubscriber, "forgot a person's data", forgetStep},
	{"PUT /api/admin/settings/{section}", storyshelf.HistorySettings, "changed", saveSectionStep},
	{"DELETE /api/admin/settings/{section}", storyshelf.HistorySettings, "reset", resetSectionStep},
	{"PUT /api/admin/email", storyshelf.HistoryEmailSettings, "changed the email settings", emailSettingsStep},
	{"POST /api/admin/email/test", storyshelf.HistoryEmailSettings, "sent a test mail", testEmailStep},
	{"PUT /api/admin/backups", storyshelf.HistoryBackups, "changed the backup settings", backupSettingsStep},
	{"GET /api/admin/backup", storyshelf.HistoryBackups, "downloaded a backup", downloadBackupStep},
	{"PUT /api/admin/weekly-letter", storyshelf.HistorySettings, "changed the weekly letter settings", weeklyLetterStep},
	{"POST /api/admin/weekly-letter/send", storyshelf.HistorySettings, "sent last week's letter now", sendWeeklyLetterStep},
	{"POST /api/admin/storage/test", storyshelf.HistorySettings, "tested the file storage", storageTestStep},
	{"POST /api/admin/uploads", storyshelf.HistoryNewsletter, "uploaded a newsletter picture", uploadStep},
}

// storeRecorded reports whether the store records pattern's writes.
func recordedByStep(pattern string) (kind string, ok bool) {
	for _, w := range slices.Concat(recordedSteps, refusedWrites) {
		if w.pattern == pattern {
			return w.kind, true
		}
	}
	return "", false
}

// TestEachStepLeavesItsRecord makes each recorded step through the admin and
// reads History back: one new record of the write's kind and
// action, by the owner, naming the item.
func TestEachStepLeavesItsRecord(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	h := &historyWalk{b: b, authz: []string{"Authorization", "Bearer " + token}, ts: ts}
	for _, w := range recordedSteps {
		before := readHistory(t, b, token, "").TotalCount
		name := w.do(t, h)
		a := readHistory(t, b, token, "")
		rec := a.Records[0]
		if a.TotalCount != before+1 || rec.Kind != w.kind || rec.Action != w.action || rec.ItemName != name ||
			rec.ActorEmail != "owner@example.com" || rec.ActorID == "" {
			t.Errorf("%s recorded %d records, the newest %+v; want one %q %q naming %q by the owner",
				w.pattern, a.TotalCount-before, rec, w.kind, w.action, name)
		}
	}
}
