package server_test

import (
	"context"
	"encoding/csv"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// A reader signs up and writes in; the owner finds them with their consent,
// exports them, and forgets them on request, MailerLite included.
func TestOwnerSeesAndForgetsAReader(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	ctx := context.Background()
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)

	postJSON(t, ts.URL+"/api/newsletter", `{"email":"other@example.com","page":"/"}`)
	postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"Reader@example.com","name":"Rae Reader","agree":true,"page":"/books/kit"}`)
	post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", "name=Rae&email=reader%40example.com&subject=Feedback&message=Hi")
	out, _ := ts.Store.Outbox(ctx, 10)
	for _, m := range out {
		if m.Kind == "kit.download" {
			_, after, _ := strings.Cut(m.Text, ts.SiteURL)
			link := strings.Fields(after)[0]
			if res, _ := get(t, ts.URL+link); res.StatusCode != 200 {
				t.Fatalf("kit download %s: %d", link, res.StatusCode)
			}
		}
	}

	res, body := b.do("GET", "/api/admin/subscribers?source=kit", "", authz...)
	p := decode[store.SubscriberPage](t, body)
	if res.StatusCode != 200 || p.TotalCount != 1 || p.Subscribers[0].Email != "reader@example.com" ||
		p.Subscribers[0].Name != "Rae Reader" || p.Subscribers[0].ConsentPage != "/books/kit" ||
		p.Subscribers[0].ConsentText != storyshelf.KitConsent || p.Subscribers[0].Kits[0] != "Kindness Kit" {
		t.Fatalf("subscribers: %d %s", res.StatusCode, body)
	}
	res, body = b.do("GET", "/api/admin/subscribers/export", "", authz...)
	rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	if err != nil || res.Header.Get("Content-Type") != "text/csv; charset=utf-8" || len(rows) != 3 ||
		rows[0][0] != "email" || rows[0][8] != "consent_text" || rows[1][0] != "reader@example.com" || rows[1][8] != storyshelf.KitConsent {
		t.Fatalf("export: %v %q", err, body)
	}
	res, body = b.do("GET", "/api/admin/kits/"+kit.ID+"/signups", "", authz...)
	signUps := decode[[]storyshelf.KitSignUp](t, body)
	if res.StatusCode != 200 || len(signUps) != 1 || signUps[0].Downloads != 1 || signUps[0].Name != "Rae Reader" {
		t.Fatalf("kit sign-ups: %d %s", res.StatusCode, body)
	}
	if _, body := b.do("GET", "/api/admin/kits/"+kit.ID+"/signups/export", "", authz...); !strings.Contains(body, "reader@example.com,Rae Reader,") {
		t.Fatalf("kit export: %s", body)
	}

	res, body = b.do("POST", "/api/admin/people/forget", `{"email":"READER@example.com"}`, authz...)
	removed := decode[storyshelf.Removed](t, body)
	if res.StatusCode != 200 || removed.Subscribers != 1 || removed.KitSignUps != 1 || removed.Messages != 1 || removed.DownloadLinks != 1 {
		t.Fatalf("forget: %d %s", res.StatusCode, body)
	}
	_, body = b.do("GET", "/api/admin/subscribers?q=reader", "", authz...)
	if decode[store.SubscriberPage](t, body).TotalCount != 0 {
		t.Fatal("still listed")
	}
	if _, body = b.do("GET", "/api/admin/messages?q=reader", "", authz...); decode[store.InboxPage](t, body).TotalCount != 0 {
		t.Fatal("their message is still in the inbox")
	}

	// The erasure reaches MailerLite: the other subscriber's sync goes as
	// before, and the reader is looked up and forgotten.
	var mu sync.Mutex
	var calls []string
	ml := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		calls = append(calls, r.Method+" "+r.URL.Path)
		mu.Unlock()
		if r.Method == http.MethodGet {
			io.WriteString(w, `{"data":{"id":"77","email":"reader@example.com"}}`)
			return
		}
		io.WriteString(w, `{}`)
	}))
	defer ml.Close()
	provider, _ := emaillist.NewMailerLite("key", emaillist.WithBaseURL(ml.URL))
	syncer := worker.NewSyncer(ts.Store, provider, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if _, err := syncer.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(calls, ",")
	if !strings.Contains(got, "GET /subscribers/reader@example.com,POST /subscribers/77/forget") || strings.Count(got, "POST /subscribers,") > 1 {
		t.Fatalf("MailerLite calls: %s", got)
	}

	res, body = b.do("POST", "/api/admin/subscribers/"+p.Subscribers[0].ID+"/unsubscribe", "", authz...)
	if res.StatusCode != 404 {
		t.Fatalf("unsubscribing someone forgotten: %d %s", res.StatusCode, body)
	}
	_, body = b.do("GET", "/api/admin/subscribers", "", authz...)
	other := decode[store.SubscriberPage](t, body).Subscribers[0]
	res, body = b.do("POST", "/api/admin/subscribers/"+other.ID+"/unsubscribe", "", authz...)
	if res.StatusCode != 200 || decode[storyshelf.Subscriber](t, body).Status != storyshelf.SubscriberCancelled {
		t.Fatalf("owner unsubscribes: %d %s", res.StatusCode, body)
	}
}

// A name a spreadsheet would run is exported as text.
func TestExportDefusesFormulas(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)
	postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"x@example.com","name":"=HYPERLINK(\"http://evil.example\")","agree":true}`)
	_, body := b.do("GET", "/api/admin/kits/"+kit.ID+"/signups/export", "", "Authorization", "Bearer "+token)
	rows, _ := csv.NewReader(strings.NewReader(body)).ReadAll()
	if len(rows) != 2 || rows[1][1] != `'=HYPERLINK("http://evil.example")` {
		t.Fatalf("export: %q", body)
	}
}
