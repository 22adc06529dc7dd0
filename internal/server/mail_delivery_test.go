package server_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// These tests follow a message from the form to a real SMTP server.

func newMailer(t *testing.T, ts *testServer, relay *mailtest.Server) *worker.Mailer {
	t.Helper()
	sender, err := mail.NewSMTP(relay.URL(), "Storyshelf <books@example.com>")
	if err != nil {
		t.Fatal(err)
	}
	return worker.NewMailer(ts.Store, sender, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestContactMailReachesTheOwner(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.OwnerEmail = "owner@example.com"
	relay := mailtest.NewServer(t)
	form := url.Values{"name": {"Pat Parent"}, "email": {"pat@example.com"}, "subject": {"Book Question"},
		"message": {"Is there a Spanish edition?"}}
	if res, _ := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", form.Encode()); res.StatusCode != 200 {
		t.Fatalf("contact %d", res.StatusCode)
	}
	if n, err := newMailer(t, ts, relay).RunOnce(context.Background()); err != nil || n != 1 {
		t.Fatalf("RunOnce = %d, %v", n, err)
	}
	got := relay.WaitFor(t, 1, 5*time.Second)[0]
	if got.To[0] != "owner@example.com" || got.Header.Get("Reply-To") != "<pat@example.com>" && got.Header.Get("Reply-To") != "pat@example.com" {
		t.Fatalf("to %v reply-to %q", got.To, got.Header.Get("Reply-To"))
	}
	if !strings.Contains(string(got.Data), "Is there a Spanish edition?") || !strings.Contains(got.Header.Get("Subject"), "Book Question") {
		t.Fatalf("message:\n%s", got.Data)
	}
}

func TestNewsletterWelcomeCarriesUnsubscribeHeaders(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	relay := mailtest.NewServer(t)
	postJSON(t, ts.URL+"/api/newsletter", `{"email": "parent@example.com"}`)
	newMailer(t, ts, relay).RunOnce(context.Background())
	got := relay.WaitFor(t, 1, 5*time.Second)[0]
	lu := got.Header.Get("List-Unsubscribe")
	if !strings.HasPrefix(lu, "<"+ts.URL+"/api/unsubscribe?token=") || got.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers: %v", got.Header)
	}
	if !strings.Contains(string(got.Data), "text/plain") || !strings.Contains(string(got.Data), "/unsubscribe?token=") {
		t.Fatalf("no plain-text part with the unsubscribe link:\n%s", got.Data)
	}
	// The header's one-click link really unsubscribes.
	res, _ := post(t, strings.Trim(lu, "<>"), "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")
	if n, _ := ts.Store.CountSubscribers(context.Background(), storyshelf.SubscriberActive); res.StatusCode != 200 || n != 0 {
		t.Fatalf("one-click unsubscribe: %d, %d subscribers left", res.StatusCode, n)
	}
}

func TestMailWaitsWhileTheRelayIsDown(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.OwnerEmail = "owner@example.com"
	relay := mailtest.NewServer(t)
	relay.Close()
	postJSON(t, ts.URL+"/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Hello"}`)
	m := newMailer(t, ts, relay)
	ctx := context.Background()
	if _, err := m.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	out, _ := ts.Store.Outbox(ctx, 10)
	if len(out) != 1 || out[0].Status != storyshelf.MailPending || out[0].LastError == "" {
		t.Fatalf("after a failed attempt: %+v", out)
	}
	if err := relay.Restart(); err != nil {
		t.Fatal(err)
	}
	if n, _ := m.RunOnce(ctx); n != 0 {
		t.Fatal("retried before the backoff ran out")
	}
	later := time.Now().Add(2 * time.Minute)
	ts.Store.Now = func() time.Time { return later }
	if n, err := m.RunOnce(ctx); err != nil || n != 1 {
		t.Fatalf("retry: %d %v", n, err)
	}
	relay.WaitFor(t, 1, 5*time.Second)
	out, _ = ts.Store.Outbox(ctx, 10)
	if out[0].Status != storyshelf.MailSent || out[0].Attempts != 2 {
		t.Fatalf("after the relay came back: %+v", out[0])
	}
}

// A MailerLite outage loses nothing: the sync job waits and succeeds later.
func TestEmailListSyncRetries(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.NewsletterGroup = "42"
	down := true
	var bodies []string
	ml := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		bodies = append(bodies, string(b))
		if down {
			http.Error(w, `{"message":"Server Error"}`, http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{"data":{"id":"1","email":"parent@example.com","status":"active"}}`)
	}))
	defer ml.Close()
	provider, err := emaillist.NewMailerLite("key", emaillist.WithBaseURL(ml.URL))
	if err != nil {
		t.Fatal(err)
	}
	syncer := worker.NewSyncer(ts.Store, provider, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx := context.Background()
	postJSON(t, ts.URL+"/api/newsletter", `{"email": "parent@example.com"}`)
	syncer.RunOnce(ctx)
	if pending, _ := ts.Store.Jobs(ctx, storyshelf.JobPending, 10); len(pending) != 1 || !strings.Contains(pending[0].LastError, "503") {
		t.Fatalf("pending %+v", pending)
	}
	down = false
	later := time.Now().Add(2 * time.Minute)
	ts.Store.Now = func() time.Time { return later }
	if n, err := syncer.RunOnce(ctx); err != nil || n != 1 {
		t.Fatalf("retry %d %v", n, err)
	}
	if done, _ := ts.Store.Jobs(ctx, storyshelf.JobDone, 10); len(done) != 1 {
		t.Fatal("sync not done")
	}
	if len(bodies) != 2 || !strings.Contains(bodies[1], `"groups":["42"]`) || !strings.Contains(bodies[1], `"email":"parent@example.com"`) {
		t.Fatalf("bodies %v", bodies)
	}
}

func TestMailsSayWhoSendsThemAsTheOwnerSetIt(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	relay := mailtest.NewServer(t)
	send := func(email string) string {
		t.Helper()
		postJSON(t, ts.URL+"/api/newsletter", `{"email": "`+email+`"}`)
		if n, err := newMailer(t, ts, relay).RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("RunOnce = %d, %v", n, err)
		}
		got := relay.Messages()[len(relay.Messages())-1]
		if got.From != "books@example.com" {
			t.Fatalf("envelope from %q", got.From)
		}
		return got.Header.Get("From")
	}
	ts.Store.SaveSiteSection(ctx, storyshelf.SectionIdentity, &storyshelf.SiteIdentity{Name: "Maple Tree Books", PublisherType: storyshelf.PublisherOrganization})
	if from := send("ann@example.com"); from != `"Maple Tree Books" <books@example.com>` {
		t.Fatalf("by default the site's name: From = %q", from)
	}
	ts.Store.SaveSiteSection(ctx, storyshelf.SectionMail, &storyshelf.SiteMail{FromName: "Anna at Maple Tree"})
	if from := send("ben@example.com"); from != `"Anna at Maple Tree" <books@example.com>` {
		t.Fatalf("the owner's sender name: From = %q", from)
	}
}
