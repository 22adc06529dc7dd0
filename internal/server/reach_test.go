package server_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func post(t *testing.T, target, contentType, body string, header ...string) (*http.Response, string) {
	t.Helper()
	body = withChallenge(t, target, contentType, body, header...)
	req, _ := http.NewRequest("POST", target, strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return roundTrip(t, req)
}

// roundTrip sends req and reads the whole answer.
func roundTrip(t *testing.T, req *http.Request) (*http.Response, string) {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func postJSON(t *testing.T, target, body string, header ...string) (*http.Response, string) {
	t.Helper()
	return post(t, target, "application/json", body, header...)
}

// inbox is every contact message stored, newest first.
func inbox(t *testing.T, ts *testServer) []storyshelf.InboxMessage {
	t.Helper()
	p, err := ts.Store.Inbox(context.Background(), storyshelf.InboxFilter{}, 1, 100)
	if err != nil {
		t.Fatalf("reading the inbox: %v", err)
	}
	return p.Messages
}

type fieldErrors struct {
	Error struct{ Fields map[string]string }
}

func TestNewsletter(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.NewsletterGroup = "news-group"
	ctx := context.Background()
	for _, tt := range []struct{ name, body, msg string }{
		{"ErrRequired", `{"email": "  "}`, "Please enter your email address."},
		{"ErrInvalid", `{"email": "parent@example"}`, "Please enter a valid email address."},
		{"ErrInvalidNoAt", `{"email": "parent.example.com"}`, "Please enter a valid email address."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, body := postJSON(t, ts.URL+"/api/newsletter", tt.body)
			if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != tt.msg {
				t.Fatalf("got %d %s", res.StatusCode, body)
			}
		})
	}
	t.Run("OK", func(t *testing.T) {
		res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email": "Parent@Example.com", "page": "/about"}`)
		msg := decode[map[string]string](t, body)["message"]
		if res.StatusCode != 200 || !strings.HasPrefix(msg, "Thank you for subscribing!") {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
		mails, _ := ts.Store.Outbox(ctx, 10)
		if len(mails) != 1 || mails[0].To != "parent@example.com" || mails[0].Text == "" {
			t.Fatalf("outbox %+v", mails)
		}
		lu := mails[0].Headers["List-Unsubscribe"]
		if !strings.HasPrefix(lu, "<"+ts.URL+"/api/unsubscribe?token=") || mails[0].Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
			t.Fatalf("headers %v", mails[0].Headers)
		}
		if !strings.Contains(mails[0].Text, ts.URL+"/unsubscribe?token=") {
			t.Fatal("no unsubscribe link in the text part")
		}
		jobs, _ := ts.Store.Jobs(ctx, storyshelf.JobPending, 10)
		if len(jobs) != 1 || !strings.Contains(jobs[0].Payload, `"groups":["news-group"]`) {
			t.Fatalf("jobs %+v", jobs)
		}
	})
	t.Run("TwiceIsFineAndAddsNothing", func(t *testing.T) {
		res, _ := postJSON(t, ts.URL+"/api/newsletter", `{"email": "parent@example.com"}`)
		if res.StatusCode != 200 {
			t.Fatalf("got %d", res.StatusCode)
		}
		if n, _ := ts.Store.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 1 {
			t.Fatalf("%d subscribers", n)
		}
		if mails, _ := ts.Store.Outbox(ctx, 10); len(mails) != 1 {
			t.Fatalf("a second welcome mail was queued")
		}
	})
	t.Run("OneClickUnsubscribe", func(t *testing.T) {
		mails, _ := ts.Store.Outbox(ctx, 10)
		link := strings.Trim(mails[0].Headers["List-Unsubscribe"], "<>")
		res, body := post(t, link, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")
		if res.StatusCode != 200 {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
		if n, _ := ts.Store.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 0 {
			t.Fatal("still subscribed")
		}
		jobs, _ := ts.Store.Jobs(ctx, storyshelf.JobPending, 10)
		if len(jobs) != 2 || !strings.Contains(jobs[0].Payload+jobs[1].Payload, `"unsubscribed":true`) {
			t.Fatalf("the email list is not told: %+v", jobs)
		}
	})
}

func TestUnsubscribePage(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ctx := context.Background()
	postJSON(t, ts.URL+"/api/newsletter", `{"email": "parent@example.com"}`)
	mails, _ := ts.Store.Outbox(ctx, 10)
	u, _ := url.Parse(strings.Trim(mails[0].Headers["List-Unsubscribe"], "<>"))
	token := u.Query().Get("token")

	res, body := get(t, ts.URL+"/unsubscribe?token="+url.QueryEscape(token))
	if res.StatusCode != 200 || !strings.Contains(body, "parent@example.com") || !strings.Contains(body, `<button type="submit">Unsubscribe</button>`) {
		t.Fatalf("page %d %s", res.StatusCode, body)
	}
	if n, _ := ts.Store.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 1 {
		t.Fatal("opening the link must not unsubscribe (mail scanners open links)")
	}
	res, body = post(t, ts.URL+"/unsubscribe", "application/x-www-form-urlencoded", "token="+url.QueryEscape(token))
	if res.StatusCode != 200 || !strings.Contains(body, "You&#39;re unsubscribed") {
		t.Fatalf("confirm %d %s", res.StatusCode, body)
	}
	if n, _ := ts.Store.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 0 {
		t.Fatal("still subscribed")
	}
	res, body = get(t, ts.URL+"/unsubscribe?token=nope")
	if res.StatusCode != 404 || !strings.Contains(body, "not valid") {
		t.Fatalf("bad token %d %s", res.StatusCode, body)
	}
}

func TestContact(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.OwnerEmail = "owner@example.com"
	ctx := context.Background()
	form := url.Values{"name": {"Pat Parent"}, "email": {"pat@example.com"}, "subject": {"School Visit Request"},
		"message": {"Could you visit our school in May?"}}
	t.Run("URLEncoded", func(t *testing.T) {
		res, body := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", form.Encode())
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") ||
			decode[map[string]string](t, body)["message"] == "" {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
		msgs := inbox(t, ts)
		mails, err := ts.Store.Outbox(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(msgs) != 1 || msgs[0].Subject != "School Visit Request" || len(mails) != 1 ||
			mails[0].To != "owner@example.com" || mails[0].ReplyTo != "pat@example.com" {
			t.Fatalf("stored %+v, mail %+v", msgs, mails)
		}
	})
	t.Run("JSON", func(t *testing.T) {
		res, _ := postJSON(t, ts.URL+"/api/contact", `{"name":"A","email":"a@example.com","subject":"Feedback","message":"Lovely books"}`)
		if res.StatusCode != 200 {
			t.Fatalf("got %d", res.StatusCode)
		}
	})
	t.Run("ErrFields", func(t *testing.T) {
		res, body := postJSON(t, ts.URL+"/api/contact", `{"name":"","email":"x","subject":"Pizza","message":""}`)
		e := decode[fieldErrors](t, body)
		if res.StatusCode != 400 || len(e.Error.Fields) != 4 || e.Error.Fields["email"] != "Please enter a valid email address." {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	t.Run("HoneypotLooksTheSameAndStoresNothing", func(t *testing.T) {
		bot := url.Values{"website": {"http://spam.example"}}
		for k, v := range form {
			bot[k] = v
		}
		before := inbox(t, ts)
		res, body := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", bot.Encode())
		after := inbox(t, ts)
		if res.StatusCode != 200 || decode[map[string]string](t, body)["message"] != storyshelf.MsgContactThanks.Text || len(after) != len(before) {
			t.Fatalf("got %d %s, %d -> %d messages", res.StatusCode, body, len(before), len(after))
		}
	})
	t.Run("HeaderInjection", func(t *testing.T) {
		postJSON(t, ts.URL+"/api/contact", `{"name":"Eve\r\nBcc: victim@example.com","email":"eve@example.com","subject":"Other","message":"hi"}`)
		mails, _ := ts.Store.Outbox(ctx, 1)
		if strings.ContainsAny(mails[0].Subject, "\r\n") {
			t.Fatalf("subject %q", mails[0].Subject)
		}
	})
}

func TestPublicWritesAreRateLimited(t *testing.T) {
	ts := newTestServer(t)
	ts.StopLimitClocksForTest()
	var last *http.Response
	var body string
	for i := 0; i < 15; i++ {
		last, body = postJSON(t, ts.URL+"/api/newsletter", `{"email": "x@example.com"}`)
	}
	if last.StatusCode != http.StatusTooManyRequests || last.Header.Get("Retry-After") == "" ||
		decode[apiError](t, body).Error.Message != "Too many requests. Please wait a minute and try again." {
		t.Fatalf("got %d %s", last.StatusCode, body)
	}
	res, body := postJSON(t, ts.URL+"/api/contact", `{"name":"`+strings.Repeat("a", 40<<10)+`"}`)
	if res.StatusCode != 400 || !strings.Contains(body, "more than we can accept") {
		t.Fatalf("big body: %d %s", res.StatusCode, body)
	}
}

func TestEvents(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	day := ts.Store.Now().UTC().Format("2006-01-02")
	send := func(body string, header ...string) int {
		res, _ := postJSON(t, ts.URL+"/api/events", body, header...)
		return res.StatusCode
	}
	if code := send(`{"name":"pageview","path":"/books","referrer":"https://search.example/q?x=secret"}`); code != 204 {
		t.Fatalf("pageview %d", code)
	}
	send(`{"name":"pageview","path":"/"}`)
	send(`{"name":"pageview","path":"/"}`, "DNT", "1")
	send(`{"name":"pageview","path":"/"}`, "Sec-GPC", "1")
	send(`{"name":"pageview","path":"/"}`, "User-Agent", "Googlebot/2.1")
	send(`{"name":"pageview","path":"/admin/books"}`)
	book := seedBook(t, ts, "Brave Bea", 0)
	page := "/books/" + book.SlugWithID()
	send(`{"name":"Book View","path":"` + page + `","refId":"` + book.ID + `","label":"Brave Bea"}`)
	send(`{"name":"Form Submit","path":"/contact","label":"contact","success":true}`)
	if code := send(`{"name":"Material Download","path":"` + page + `","refId":"/files/materials/a.pdf","label":"` + book.ID + `"}`); code != 204 {
		t.Fatalf("material download %d", code)
	}
	if code := send(`{"name":"hack","path":"/"}`); code != 400 {
		t.Fatalf("unknown event %d", code)
	}
	days, _ := ts.Store.VisitsByDay(ctx, day, day)
	if len(days) != 1 || days[0].Visits != 2 || days[0].Visitors != 1 {
		t.Fatalf("visits %+v (DNT, GPC, bots and admin must not count)", days)
	}
	books, _ := ts.Store.TopBooks(ctx, day, day, 5)
	forms, _ := ts.Store.FormSubmissions(ctx, day, day)
	if len(books) != 1 || books[0].Label != "Brave Bea" || len(forms) != 1 || forms[0].Key != "contact:ok" {
		t.Fatalf("books %v forms %v", books, forms)
	}

	// A book's title is the site's, never the one sent.
	send(`{"name":"Book View","path":"` + page + `","refId":"` + book.ID + `","label":"a` + strings.Repeat("é", 149) + `"}`)
	var labels int
	if err := ts.DB.QueryRow(`SELECT COUNT(*) FROM events WHERE name = 'Book View' AND label = 'Brave Bea'`).Scan(&labels); err != nil || labels != 2 {
		t.Fatalf("%d book views carry the book's title (%v)", labels, err)
	}
}
