package server_test

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// confirmationOff is the owner's Settings → Newsletter with confirmation
// turned off: sign-ups join at once, as before issue #28.
func confirmationOff(t *testing.T, ts *testServer) {
	t.Helper()
	if err := ts.Store.SaveSiteSection(context.Background(), storyshelf.SectionNewsletter, &storyshelf.SiteNewsletter{}); err != nil {
		t.Fatal(err)
	}
}

var confirmLinkIn = regexp.MustCompile(`https?://\S+/confirm-subscription\?token=[\w%-]+`)

// mailsTo is every mail queued to to, oldest first, by kind.
func mailsTo(t *testing.T, ts *testServer, to string) []storyshelf.OutboxMail {
	t.Helper()
	all, err := ts.Store.Outbox(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []storyshelf.OutboxMail
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].To == to {
			out = append(out, all[i])
		}
	}
	return out
}

func kinds(mails []storyshelf.OutboxMail) string {
	var k []string
	for _, m := range mails {
		k = append(k, m.Kind)
	}
	return strings.Join(k, ",")
}

func statusOf(t *testing.T, ts *testServer, email string) string {
	t.Helper()
	status, err := ts.Store.SubscriberStatus(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	return status
}

func pendingJobs(t *testing.T, ts *testServer) []storyshelf.Job {
	t.Helper()
	jobs, err := ts.Store.Jobs(context.Background(), storyshelf.JobPending, 100)
	if err != nil {
		t.Fatal(err)
	}
	return jobs
}

// A newsletter sign-up waits for the address's owner: a confirmation mail in
// their language, a page whose opening changes nothing, and a button that
// puts them on the list, and only then the welcome mail and the sync.
func TestNewsletterSignUpIsConfirmedFromTheMail(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.SMTPURL = someMailServer
	ts.NewsletterGroup = "news-group"

	res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"lucia@example.com","page":"/es"}`, "Accept-Language", "es")
	if a := readAnswer(t, body); res.StatusCode != 200 || a.Message != "¡Gracias por suscribirte! Revisa tu bandeja de entrada para confirmar." {
		t.Fatalf("sign-up: %d %s", res.StatusCode, body)
	}
	mails := mailsTo(t, ts, "lucia@example.com")
	if kinds(mails) != "newsletter.confirm" || !strings.Contains(mails[0].Subject, "Confirma tu suscripción") ||
		mails[0].Headers["List-Unsubscribe"] != "" || !mails[0].Unconfirmed {
		t.Fatalf("want only the Spanish confirmation mail, got %+v", mails)
	}
	if status := statusOf(t, ts, "lucia@example.com"); status != storyshelf.SubscriberPending {
		t.Fatalf("status %q", status)
	}
	if jobs := pendingJobs(t, ts); len(jobs) != 0 {
		t.Fatalf("a pending address is synced: %+v", jobs)
	}
	link := confirmLinkIn.FindString(mails[0].Text)
	if link == "" || !strings.Contains(mails[0].HTML, link) {
		t.Fatalf("no confirmation link in %q", mails[0].Text)
	}

	// Signing up again while waiting mails nothing more the same day.
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"lucia@example.com"}`, "Accept-Language", "es")
	if got := kinds(mailsTo(t, ts, "lucia@example.com")); got != "newsletter.confirm" {
		t.Fatalf("mails after a second sign-up: %s", got)
	}

	for range 2 { // a mail scanner, then the reader
		res, body = get(t, link)
		if res.StatusCode != 200 || !strings.Contains(body, `<html lang="es">`) ||
			!strings.Contains(body, `action="/confirm-subscription"`) || !strings.Contains(body, "Confirmar mi suscripción") {
			t.Fatalf("page %d %s", res.StatusCode, body)
		}
	}
	if status := statusOf(t, ts, "lucia@example.com"); status != storyshelf.SubscriberPending {
		t.Fatalf("opening the link confirmed it (status %q): mail scanners open links", status)
	}
	if got := kinds(mailsTo(t, ts, "lucia@example.com")); got != "newsletter.confirm" {
		t.Fatalf("opening the link sent %s", got)
	}

	u, _ := url.Parse(link)
	form := url.Values{"token": {u.Query().Get("token")}, "lang": {"es"}}.Encode()
	res, body = post(t, ts.URL+"/confirm-subscription", "application/x-www-form-urlencoded", form)
	if res.StatusCode != 200 || !strings.Contains(body, "¡Tu suscripción está confirmada!") {
		t.Fatalf("confirm %d %s", res.StatusCode, body)
	}
	if status := statusOf(t, ts, "lucia@example.com"); status != storyshelf.SubscriberActive {
		t.Fatalf("after the button: %q", status)
	}
	mails = mailsTo(t, ts, "lucia@example.com")
	if kinds(mails) != "newsletter.confirm,newsletter.welcome" || mails[1].Unconfirmed ||
		!strings.HasPrefix(mails[1].Headers["List-Unsubscribe"], "<"+ts.URL+"/api/unsubscribe?token=") ||
		!strings.Contains(mails[1].Subject, "Te damos la bienvenida") {
		t.Fatalf("after confirming: %+v", mails)
	}
	if jobs := pendingJobs(t, ts); len(jobs) != 1 || !strings.Contains(jobs[0].Payload, `"groups":["news-group"]`) {
		t.Fatalf("sync after confirming: %+v", jobs)
	}
	// Pressing again (a second tab) changes nothing and sends nothing.
	res, _ = post(t, ts.URL+"/confirm-subscription", "application/x-www-form-urlencoded", form)
	if got := kinds(mailsTo(t, ts, "lucia@example.com")); res.StatusCode != 200 || got != "newsletter.confirm,newsletter.welcome" {
		t.Fatalf("second press: %d %s", res.StatusCode, got)
	}
	if res, body = get(t, link); res.StatusCode != 200 || !strings.Contains(body, "Tu suscripción está activa") {
		t.Fatalf("the link once confirmed: %d %s", res.StatusCode, body)
	}
}

// A link that matches nobody, or whose sign-up was removed unconfirmed,
// answers with what to do, on the page and from its button.
func TestBadOrExpiredConfirmationLink(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"late@example.com"}`)
	link := confirmLinkIn.FindString(mailsTo(t, ts, "late@example.com")[0].Text)
	if n, err := ts.Store.PruneUnconfirmed(ctx, time.Now().Add(time.Hour), 100); err != nil || n != 1 {
		t.Fatalf("prune: %d %v", n, err)
	}
	u, _ := url.Parse(link)
	for _, tt := range []struct{ name, method, target, form string }{
		{"Expired", "GET", link, ""},
		{"ExpiredButton", "POST", ts.URL + "/confirm-subscription", "token=" + url.QueryEscape(u.Query().Get("token"))},
		{"Unknown", "GET", ts.URL + "/confirm-subscription?token=nope", ""},
		{"Empty", "GET", ts.URL + "/confirm-subscription", ""},
		{"UnknownButton", "POST", ts.URL + "/confirm-subscription", "token=nope"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var status int
			var body string
			if tt.method == "GET" {
				res, b := get(t, tt.target)
				status, body = res.StatusCode, b
			} else {
				res, b := post(t, tt.target, "application/x-www-form-urlencoded", tt.form)
				status, body = res.StatusCode, b
			}
			if status != 404 || !strings.Contains(body, "This confirmation link is not valid or has expired.") {
				t.Fatalf("%d %s", status, body)
			}
		})
	}
	if status := statusOf(t, ts, "late@example.com"); status != "" {
		t.Fatalf("the removed address is back: %q", status)
	}
}

// With confirmation off (Settings → Newsletter), a sign-up joins at once
// with the welcome mail, as before.
func TestConfirmationOffSubscribesAtOnce(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.SMTPURL = someMailServer
	confirmationOff(t, ts)
	res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"ana@example.com"}`)
	if a := readAnswer(t, body); res.StatusCode != 200 || a.Message != storyshelf.MsgSubscribedWelcome.Text {
		t.Fatalf("sign-up: %d %s", res.StatusCode, body)
	}
	if status, got := statusOf(t, ts, "ana@example.com"), kinds(mailsTo(t, ts, "ana@example.com")); status != storyshelf.SubscriberActive || got != "newsletter.welcome" {
		t.Fatalf("status %q mails %s", status, got)
	}
}

// A kit comes at once; its agreement joins the list after the same
// confirmation, whose link the kit's mail carries, and only then is the
// address synced into the kit's group.
func TestKitSignUpIsConfirmedFromTheKitMail(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.SMTPURL = someMailServer
	kit := seedKit(t, ts, seedBook(t, ts, "Kit Book", 0), true)
	res, body := postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"sam@example.com","name":"Sam","agree":true}`)
	if res.StatusCode != 201 || len(decode[kitSignUpAnswer](t, body).Downloads) != 1 {
		t.Fatalf("kit sign-up: %d %s", res.StatusCode, body)
	}
	mails := mailsTo(t, ts, "sam@example.com")
	link := confirmLinkIn.FindString(mails[0].Text)
	if kinds(mails) != "kit.download" || link == "" || mails[0].Headers["List-Unsubscribe"] != "" || !mails[0].Unconfirmed ||
		!strings.Contains(mails[0].Text, "/kit-downloads/") {
		t.Fatalf("kit mail: %+v", mails)
	}
	if status := statusOf(t, ts, "sam@example.com"); status != storyshelf.SubscriberPending {
		t.Fatalf("status %q", status)
	}
	if jobs := pendingJobs(t, ts); len(jobs) != 0 {
		t.Fatalf("synced before confirming: %+v", jobs)
	}
	u, _ := url.Parse(link)
	res, body = post(t, ts.URL+"/confirm-subscription", "application/x-www-form-urlencoded", "token="+url.QueryEscape(u.Query().Get("token")))
	if res.StatusCode != 200 || !strings.Contains(body, "You&#39;re subscribed!") {
		t.Fatalf("confirm %d %s", res.StatusCode, body)
	}
	if got := kinds(mailsTo(t, ts, "sam@example.com")); got != "kit.download,newsletter.welcome" {
		t.Fatalf("mails %s", got)
	}
	if jobs := pendingJobs(t, ts); len(jobs) != 1 || !strings.Contains(jobs[0].Payload, `"groups":["kit-group"]`) {
		t.Fatalf("sync after confirming: %+v", jobs)
	}
	// Once confirmed, her next kit's mail is not held back with strangers'.
	other := seedKit(t, ts, seedBook(t, ts, "Other Kit Book", 1), true)
	postJSON(t, ts.URL+"/api/kits/"+other.ID+"/signup", `{"email":"sam@example.com","name":"Sam","agree":true}`)
	if mails := mailsTo(t, ts, "sam@example.com"); kinds(mails) != "kit.download,newsletter.welcome,kit.download" || mails[2].Unconfirmed {
		t.Fatalf("a confirmed reader's kit mail: %+v", mails)
	}
}
