package server_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestNewsletterRoutesNeedASession(t *testing.T) {
	ts := newTestServer(t)
	n := 0
	for _, pattern := range ts.RoutePatterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if !strings.HasPrefix(path, "/api/admin/newsletter/") {
			continue
		}
		n++
		path = strings.ReplaceAll(path, "{id}", "x")
		if res, body := newBrowser(t, ts).do(method, path, `{}`); res.StatusCode != 401 {
			t.Errorf("%s without a session: %d %s", pattern, res.StatusCode, body)
		}
	}
	if n < 14 {
		t.Fatalf("only %d newsletter routes", n)
	}
}

type issueAnswer struct {
	Message string
	Issue   storyshelf.Issue
}

// newsletterSite is a site with a local mail server, subscribers and the
// newsletter worker.
func newsletterSite(t *testing.T) (*testServer, emailOwner, *mailtest.Server, *worker.Newsletters) {
	t.Helper()
	ts := newTestServer(t)
	relay := mailtest.NewServer(t)
	ts.Mail.Env.SMTPURL, ts.Mail.Env.MailFrom = relay.URL(), "books@example.com"
	ctx := context.Background()
	for i, lang := range []string{"en", "en", "es"} {
		if _, _, err := ts.Store.Subscribe(ctx, &storyshelf.Subscriber{ID: fmt.Sprint("sub", i), Email: fmt.Sprintf("parent%d@example.com", i),
			Source: "newsletter", Lang: lang, UnsubscribeToken: fmt.Sprint("token", i)}); err != nil {
			t.Fatal(err)
		}
	}
	n := worker.NewNewsletters(ts.Store, ts.Mail, slog.New(slog.NewTextHandler(io.Discard, nil)))
	n.Compose = func(ctx context.Context, i *storyshelf.Issue, sub *storyshelf.Subscriber) (mail.Message, error) {
		return mails.Issue(ts.MailSite(ctx), i, sub), nil
	}
	n.Wait = func(context.Context, time.Duration) error { return nil } // the pace is the store's (worker tests)
	return ts, newEmailOwner(t, ts), relay, n
}

// sendAll runs the newsletter worker until no copy is left to send.
func sendAll(t *testing.T, sender *worker.Newsletters) {
	t.Helper()
	for {
		n, err := sender.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

const issueBody = `{"subject":"Spring tips","previewText":"Three ideas for the garden","audience":"all",
	"bodyHtml":"<h2>Spring</h2><p>Plant a <strong>seed</strong>.</p><img src=\"/files/covers/seed.png\" alt=\"Seed\"><script>x()</script><a class=\"button\" href=\"/books\">See the books</a>",
	"bodyText":"Spring\n\nPlant a seed.\n\nSee the books: /books"}`

func TestNewsletterWriteTestAndSend(t *testing.T) {
	ts, owner, relay, sender := newsletterSite(t)

	t.Run("ErrFields", func(t *testing.T) {
		for _, c := range []struct{ body, field, msg string }{
			{`{"subject":"` + strings.Repeat("a", 201) + `"}`, "subject", "Please keep this under 200 characters."},
			{`{"subject":"Two\nlines"}`, "subject", storyshelf.MsgIssueSubjectOneLine.Text},
			{`{"audience":"martians"}`, "audience", storyshelf.MsgIssueAudienceUnknown.Text},
			{`{"previewText":"` + strings.Repeat("a", 301) + `"}`, "previewText", "Please keep this under 300 characters."},
		} {
			status, body := owner.do("POST", "/api/admin/newsletter/issues", c.body)
			e := decode[fieldsError](t, body)
			if status != 400 || e.Error.Fields[c.field] != c.msg {
				t.Errorf("%.60s: %d %s", c.body, status, body)
			}
		}
		if status, body := owner.do("POST", "/api/admin/newsletter/issues", `{"subject":"x","colour":"red"}`); status != 400 {
			t.Errorf("an unknown field: %d %s", status, body)
		}
	})

	status, body := owner.do("POST", "/api/admin/newsletter/issues", `{}`) // the editor opens: an empty draft
	if status != 201 {
		t.Fatalf("create: %d %s", status, body)
	}
	draft := decode[storyshelf.Issue](t, body)
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+draft.ID+"/send", `{"sendAt":null}`); status != 400 ||
		decode[fieldsError](t, body).Error.Fields["subject"] != storyshelf.MsgIssueSubjectRequired.Text {
		t.Fatalf("an empty draft sent: %d %s", status, body)
	}
	status, body = owner.do("PUT", "/api/admin/newsletter/issues/"+draft.ID, issueBody) // autosave
	saved := decode[storyshelf.Issue](t, body)
	if status != 200 || strings.Contains(saved.HTML, "script") || !strings.Contains(saved.HTML, `<img src="/files/covers/seed.png"`) {
		t.Fatalf("autosave: %d %s", status, body)
	}
	if list := ownerGet[struct{ Issues []storyshelf.Issue }](owner, "/api/admin/newsletter/issues"); len(list.Issues) != 1 ||
		list.Issues[0].Subject != "Spring tips" || list.Issues[0].Status != storyshelf.IssueDraft {
		t.Fatalf("list: %+v", list)
	}
	for q, want := range map[string]int{"audience=all": 3, "audience=es": 1, "audience=kit&kit=nope": 0} {
		if got := ownerGet[struct{ Count int }](owner, "/api/admin/newsletter/audience?"+q); got.Count != want {
			t.Errorf("audience %s: %d, want %d", q, got.Count, want)
		}
	}

	t.Run("TestGoesToTheOwner", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/newsletter/issues/"+draft.ID+"/test", `{}`)
		if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent {
			t.Fatalf("test: %d %s", status, body)
		}
		got := relay.WaitFor(t, 1, 5*time.Second)[0]
		if got.To[0] != "owner@example.com" || got.Header.Get("Subject") != "[Test] Spring tips" {
			t.Fatalf("test mail to %v: %q", got.To, got.Header.Get("Subject"))
		}
	})

	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+draft.ID+"/send", `{"sendAt":"2020-01-01T00:00:00Z"}`); status != 400 ||
		decode[fieldsError](t, body).Error.Fields["sendAt"] != storyshelf.MsgIssueSendAtPast.Text {
		t.Fatalf("scheduled in the past: %d %s", status, body)
	}
	status, body = owner.do("POST", "/api/admin/newsletter/issues/"+draft.ID+"/send", `{"sendAt":null}`)
	if a := decode[issueAnswer](t, body); status != 200 || a.Issue.Status != storyshelf.IssueSending || a.Issue.Counts.Recipients != 3 ||
		a.Message != "Sending started: 3 subscribers will get it." {
		t.Fatalf("send now: %d %s", status, body)
	}
	for _, c := range []struct{ method, path, body string }{
		{"PUT", "", issueBody}, {"DELETE", "", ""}, {"POST", "/send", `{"sendAt":null}`}, {"POST", "/cancel", `{}`},
	} {
		if status, body := owner.do(c.method, "/api/admin/newsletter/issues/"+draft.ID+c.path, c.body); status != 409 {
			t.Errorf("%s %s while sending: %d %s", c.method, c.path, status, body)
		}
	}
	p := ownerGet[storyshelf.IssueProgress](owner, "/api/admin/newsletter/issues/"+draft.ID+"/progress")
	if p.Counts.Waiting != 3 || p.Counts.Sent != 0 {
		t.Fatalf("progress before the worker: %+v", p)
	}
	sendAll(t, sender)
	mails := relay.WaitFor(t, 4, 5*time.Second)[1:]
	if len(mails) != 3 {
		t.Fatalf("%d copies arrived, want 3", len(mails))
	}

	t.Run("EveryCopyIsPersonalAndPlain", func(t *testing.T) {
		for _, m := range mails {
			data := strings.NewReplacer("=\r\n", "", "=3D", "=").Replace(string(m.Data)) // quoted-printable
			i := strings.TrimSuffix(strings.TrimPrefix(m.To[0], "parent"), "@example.com")
			lu := m.Header.Get("List-Unsubscribe")
			if lu != "<"+ts.URL+"/api/unsubscribe?token=token"+i+">" || m.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
				t.Errorf("%s: headers %v", m.To[0], m.Header)
			}
			if mt, _, _ := mime.ParseMediaType(m.Header.Get("Content-Type")); mt != "multipart/alternative" ||
				!strings.Contains(data, "text/plain") || !strings.Contains(data, "text/html") {
				t.Errorf("%s: not multipart/alternative with both parts:\n%s", m.To[0], data)
			}
			for _, want := range []string{ts.URL + "/unsubscribe?token=token" + i + "\r\n", `src="` + ts.URL + `/files/covers/seed.png"`,
				`href="` + ts.URL + `/books?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=spring-tips"`,
				"Three ideas for the garden", "Plant a seed."} {
				if !strings.Contains(data, want) {
					t.Errorf("%s: no %q in\n%s", m.To[0], want, data)
				}
			}
			if strings.Contains(data, "script") {
				t.Errorf("%s: a script went out", m.To[0])
			}
			if spanish := strings.Contains(data, "Recibes este correo"); spanish != (i == "2") { // parent2 reads Spanish
				t.Errorf("%s: footer in the wrong language", m.To[0])
			}
			// The issue has no Spanish version: parent2 gets the English one, marked as English.
			if marked := strings.Contains(data, `<div lang="en">`); marked != (i == "2") {
				t.Errorf("%s: the English words marked as English: %v", m.To[0], marked)
			}
		}
	})

	// One reader leaves with one click; the report counts it.
	lu := strings.Trim(mails[0].Header.Get("List-Unsubscribe"), "<>")
	if res, _ := post(t, lu, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"); res.StatusCode != 200 {
		t.Fatalf("one-click: %d", res.StatusCode)
	}
	r := ownerGet[storyshelf.IssueReport](owner, "/api/admin/newsletter/issues/"+draft.ID+"/report")
	if r.Status != storyshelf.IssueSent || r.Delivered != 3 || r.Counts.Failed != 0 || r.Unsubscribes != 1 {
		t.Fatalf("report %+v", r)
	}
	status, body = owner.do("PUT", "/api/admin/newsletter/issues/"+draft.ID+"/archive", `{"inArchive":true}`)
	if a := decode[issueAnswer](t, body); status != 200 || !a.Issue.InArchive {
		t.Fatalf("archive: %d %s", status, body)
	}
}

func TestNewsletterScheduleAndCancel(t *testing.T) {
	_, owner, _, _ := newsletterSite(t)
	_, body := owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	at := time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	status, body := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", `{"sendAt":"`+at+`"}`)
	if a := decode[issueAnswer](t, body); status != 200 || a.Issue.Status != storyshelf.IssueScheduled || a.Issue.SendAt == nil {
		t.Fatalf("schedule: %d %s", status, body)
	}
	status, body = owner.do("POST", "/api/admin/newsletter/issues/"+id+"/cancel", `{}`)
	if a := decode[issueAnswer](t, body); status != 200 || a.Issue.Status != storyshelf.IssueCancelled {
		t.Fatalf("cancel: %d %s", status, body)
	}
	if got := ownerGet[storyshelf.Issue](owner, "/api/admin/newsletter/issues/"+id); got.Status != storyshelf.IssueCancelled ||
		got.Subject != "Spring tips" || got.PreviewText != "Three ideas for the garden" || got.SendAt == nil {
		t.Fatalf("the cancelled issue: %+v", got)
	}
	if status, body := owner.do("DELETE", "/api/admin/newsletter/issues/"+id, ""); status != 200 {
		t.Fatalf("delete: %d %s", status, body)
	}
	if status, _ := owner.do("GET", "/api/admin/newsletter/issues/"+id, ""); status != 404 {
		t.Fatalf("deleted issue: %d", status)
	}
}

func TestNewsletterWaitsForAMailServer(t *testing.T) {
	ts, owner, _, _ := newsletterSite(t)
	ts.Mail.Env.SMTPURL = ""
	_, body := owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	status, body := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", `{"sendAt":null}`)
	if status != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgIssueNoMailServer.Text {
		t.Fatalf("sent without a mail server: %d %s", status, body)
	}
	status, body = owner.do("POST", "/api/admin/newsletter/issues/"+id+"/test", `{}`)
	if a := decode[testMailAnswer](t, body); status != 200 || a.Sent {
		t.Fatalf("a test without a mail server: %d %s", status, body)
	}
}

func TestNewsletterSettings(t *testing.T) {
	ts, owner, _, _ := newsletterSite(t)
	// The editor's links start with the site's configured address, not the
	// address the admin was opened at.
	if got := ownerGet[struct {
		SiteURL string `json:"siteUrl"`
	}](owner, "/api/admin/newsletter/settings"); got.SiteURL != ts.SiteURL || ts.SiteURL == "" {
		t.Fatalf("siteUrl %q, want %q", got.SiteURL, ts.SiteURL)
	}
	if got := ownerGet[storyshelf.NewsletterSettings](owner, "/api/admin/newsletter/settings"); got.PerMinute != storyshelf.DefaultNewsletterPerMinute {
		t.Fatalf("default pace %d", got.PerMinute)
	}
	for _, bad := range []string{`{"perMinute":0}`, `{"perMinute":60001}`, `{}`} {
		status, body := owner.do("PUT", "/api/admin/newsletter/settings", bad)
		if status != 400 || decode[fieldsError](t, body).Error.Fields["perMinute"] != storyshelf.MsgNewsletterRateRange.Text {
			t.Errorf("%s: %d %s", bad, status, body)
		}
	}
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":300}`); status != 200 {
		t.Fatalf("save: %d %s", status, body)
	}
	if got := ownerGet[storyshelf.NewsletterSettings](owner, "/api/admin/newsletter/settings"); got.PerMinute != 300 {
		t.Fatalf("saved pace %d", got.PerMinute)
	}
}

// The archive switch has its own route: an autosave sent before it was
// pressed (carrying the old choice) does not undo it.
func TestAutosaveKeepsTheArchiveChoice(t *testing.T) {
	_, owner, _, _ := newsletterSite(t)
	_, body := owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	if status, body := owner.do("PUT", "/api/admin/newsletter/issues/"+id+"/archive", `{"inArchive":true}`); status != 200 {
		t.Fatalf("archive: %d %s", status, body)
	}
	stale := strings.Replace(issueBody, `"audience"`, `"inArchive":false,"audience"`, 1)
	status, body := owner.do("PUT", "/api/admin/newsletter/issues/"+id, strings.Replace(stale, `"subject":"`, `"subject":"Now `, 1))
	if got := decode[storyshelf.Issue](t, body); status != 200 || !got.InArchive || !strings.HasPrefix(got.Subject, "Now ") {
		t.Fatalf("after the autosave: %d %s", status, body)
	}
}

// The editor saves as she types: History keeps one record of it, not one a
// pause.
func TestAutosavesAreOneHistoryRecord(t *testing.T) {
	_, owner, _, _ := newsletterSite(t)
	_, body := owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	for _, subject := range []string{"Spring", "Spring news", "Spring news!"} {
		if status, body := owner.do("PUT", "/api/admin/newsletter/issues/"+id, strings.Replace(issueBody, "Spring tips", subject, 1)); status != 200 {
			t.Fatalf("autosave: %d %s", status, body)
		}
	}
	p := ownerGet[storyshelf.HistoryPage](owner, "/api/admin/history?kind=newsletter")
	changed := 0
	for _, r := range p.Records {
		if r.Action == "changed" && r.ItemID == id {
			changed++
			if r.ItemName != "Spring news!" || len(r.Fields) != 1 || r.Fields[0].Name != "subject" ||
				r.Fields[0].Old != "Spring tips" || r.Fields[0].New != "Spring news!" {
				t.Errorf("the record names the issue as it is now, from the first subject to the last: %+v", r)
			}
		}
	}
	if changed != 1 {
		t.Fatalf("%d records of the autosaves: %+v", changed, p.Records)
	}

	// The sending pace says what it was and what it became.
	if status, body := owner.do("PUT", "/api/admin/newsletter/settings", `{"perMinute":30}`); status != 200 {
		t.Fatalf("pace: %d %s", status, body)
	}
	p = ownerGet[storyshelf.HistoryPage](owner, "/api/admin/history?kind=newsletter")
	if r := p.Records[0]; len(r.Fields) != 1 || r.Fields[0].Name != "perMinute" || r.Fields[0].New != float64(30) {
		t.Fatalf("pace record: %+v", r)
	}
}

// Links to the site's own pages carry the issue's campaign tags, in both
// parts of every copy; other sites' links, files, the admin, the owner's own
// tags and the unsubscribe link stay as they were (issue #31).
func TestNewsletterLinksCarryTheCampaign(t *testing.T) {
	ts := newTestServer(t)
	site := ts.URL
	const tags = "utm_source=newsletter&utm_medium=email&utm_campaign="
	subject := "¡Nuevo libro! The Kindness Cloud, " + strings.Repeat("and more ", 10)
	campaign := "nuevo-libro-the-kindness-cloud-and-more-and-more-and-more-an" // 60 characters
	if len([]rune(campaign)) != 60 {
		t.Fatalf("the expected campaign has %d characters", len([]rune(campaign)))
	}
	u, _ := url.Parse(site)
	lookAlike := "http://" + u.Hostname() + ".example.org/books" // another site whose name starts like this one's
	issue := &storyshelf.Issue{Subject: subject, HTML: storyshelf.SanitizeIssueHTML(
		`<p><a href="/books/the-kindness-cloud-a835d4ab">The book</a>` +
			` <a href="` + site + `/books?age=3-5&amp;sort=new#list">Little ones</a>` +
			` <a href="` + site + `/es/libros/">Libros</a>` +
			` <a href="` + site + `">Home</a>` +
			` <a href="https://bookshop.org` + `/books/the-kindness-cloud">Bookshop</a>` +
			` <a href="` + lookAlike + `">Look-alike</a>` +
			` <a href="/files/materials/sheet.pdf">Sheet</a> <a href="/favicon.svg">Icon</a>` +
			` <a href="/kit?utm_source=instagram">Her own tag</a>` +
			` <a href="/admin/books">Admin</a>` +
			` <a href="/unsubscribe">Leave</a>` +
			` <a href="mailto:author@example.com">Write</a></p>`),
		Text: "The book (" + site + "/books/the-kindness-cloud-a835d4ab). Little ones: " + site + "/books?age=3-5#list.\n" +
			"Bookshop (https://bookshop.org/books/the-kindness-cloud)\nSheet: " + site + "/files/materials/sheet.pdf\nHome: " + site}
	m := mails.Issue(ts.MailSite(context.Background()), issue, &storyshelf.Subscriber{Email: "parent@example.com", Lang: "es", UnsubscribeToken: "tok"})
	amp := strings.ReplaceAll(tags, "&", "&amp;") + campaign
	for _, want := range []string{
		`href="` + site + `/books/the-kindness-cloud-a835d4ab?` + amp + `"`,
		`href="` + site + `/books?age=3-5&amp;sort=new&amp;` + amp + `#list"`,
		`href="` + site + `/es/libros/?` + amp + `"`,
		`href="` + site + `?` + amp + `"`,
		`href="https://bookshop.org/books/the-kindness-cloud"`,
		`href="` + lookAlike + `"`,
		`href="` + site + `/files/materials/sheet.pdf"`, `href="` + site + `/favicon.svg"`,
		`href="` + site + `/kit?utm_source=instagram"`,
		`href="` + site + `/admin/books"`,
		`href="` + site + `/unsubscribe"`,
		`href="mailto:author@example.com"`,
		`href="` + site + `/unsubscribe?token=tok"`,
	} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML part: no %s in\n%s", want, m.HTML)
		}
	}
	if n := strings.Count(m.HTML, "utm_medium=email"); n != 4 {
		t.Errorf("HTML part: %d tagged links, want 4:\n%s", n, m.HTML)
	}
	for _, want := range []string{
		"The book (" + site + "/books/the-kindness-cloud-a835d4ab?" + tags + campaign + ").",
		"Little ones: " + site + "/books?age=3-5&" + tags + campaign + "#list.\n",
		"Bookshop (https://bookshop.org/books/the-kindness-cloud)\n",
		"Sheet: " + site + "/files/materials/sheet.pdf\n",
		"Home: " + site + "?" + tags + campaign + "\n",
		site + "/unsubscribe?token=tok",
	} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text part: no %q in\n%s", want, m.Text)
		}
	}
	if n := strings.Count(m.Text, "utm_medium=email"); n != 3 {
		t.Errorf("text part: %d tagged links, want 3:\n%s", n, m.Text)
	}
}

// A copy the mail server never answered for "may not have arrived": the
// report counts and names it apart from the sent ones, and the owner sends
// it again. Only such copies go back in the queue: one still being sent by
// another instance (within its claim) stays as it is.
func TestNewsletterSendAgain(t *testing.T) {
	ts, owner, relay, sender := newsletterSite(t)
	ctx := context.Background()
	_, body := owner.do("POST", "/api/admin/newsletter/issues", issueBody)
	id := decode[storyshelf.Issue](t, body).ID
	resend := "/api/admin/newsletter/issues/" + id + "/resend"
	if status, body := owner.do("POST", "/api/admin/newsletter/issues/"+id+"/send", `{"sendAt":null}`); status != 200 {
		t.Fatalf("send now: %d %s", status, body)
	}
	// Another instance is writing one copy's final dot right now.
	inFlight, err := ts.Store.ClaimDelivery(ctx, "another instance", time.Minute)
	if err != nil || inFlight == nil {
		t.Fatalf("claim: %v %v", inFlight, err)
	}
	if err := ts.Store.HandOverDelivery(ctx, inFlight, "another instance"); err != nil {
		t.Fatal(err)
	}
	lost := "parent0@example.com"
	if inFlight.Email == lost {
		lost = "parent1@example.com"
	}
	relay.HangUpAfterDot(lost, "Spring tips")
	sendAll(t, sender)

	p := ownerGet[storyshelf.IssueProgress](owner, "/api/admin/newsletter/issues/"+id+"/progress")
	want := storyshelf.IssueCounts{Recipients: 3, Sent: 1, Waiting: 1, Unknown: 1}
	if p.Status != storyshelf.IssueSending || p.Counts != want || len(p.UnknownEmails) != 1 || p.UnknownEmails[0] != lost {
		t.Fatalf("progress %+v, want %+v with %s unknown", p, want, lost)
	}

	t.Run("ErrNoSession", func(t *testing.T) {
		if res, body := newBrowser(t, ts).do("POST", resend, `{}`); res.StatusCode != 401 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrNotFound", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/newsletter/issues/no-such-issue/resend", `{}`)
		if status != 404 || decode[apiError](t, body).Error.Message != storyshelf.MsgIssueNotFound.Text {
			t.Fatalf("%d %s", status, body)
		}
	})
	t.Run("ErrBody", func(t *testing.T) {
		if status, body := owner.do("POST", resend, `{"all":true}`); status != 400 {
			t.Fatalf("%d %s", status, body)
		}
	})
	t.Run("OK", func(t *testing.T) {
		status, body := owner.do("POST", resend, `{}`)
		a := decode[issueAnswer](t, body)
		if status != 200 || a.Message != "Sending again to 1 subscriber whose copy may not have arrived." ||
			a.Issue.Status != storyshelf.IssueSending || a.Issue.Counts.Unknown != 0 || a.Issue.Counts.Waiting != 2 {
			t.Fatalf("%d %s", status, body)
		}
		sendAll(t, sender)
		got := map[string]int{}
		for _, m := range relay.Messages() {
			got[m.To[0]]++
		}
		if got[lost] != 1 || got[inFlight.Email] != 0 {
			t.Fatalf("arrived %v: want one for %s, none sent here for %s (another instance has it)", got, lost, inFlight.Email)
		}
		p := ownerGet[storyshelf.IssueProgress](owner, "/api/admin/newsletter/issues/"+id+"/progress")
		if want := (storyshelf.IssueCounts{Recipients: 3, Sent: 2, Waiting: 1}); p.Counts != want || len(p.UnknownEmails) != 0 {
			t.Fatalf("after sending again %+v, want %+v", p, want)
		}
		h := ownerGet[storyshelf.HistoryPage](owner, "/api/admin/history?kind=newsletter")
		if r := h.Records[0]; r.Action != "sent again to those who may not have got" || r.ItemID != id || r.ItemName != "Spring tips" {
			t.Fatalf("history %+v", r)
		}
	})
	t.Run("ErrNothingToSendAgain", func(t *testing.T) {
		status, body := owner.do("POST", resend, `{}`)
		if status != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgIssueNothingToResend.Text {
			t.Fatalf("%d %s", status, body)
		}
	})
}
