package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// seedKit gives book a kit whose one file is a real private blob.
func seedKit(t *testing.T, ts *testServer, b *storyshelf.Book, active bool) *storyshelf.KindnessKit {
	t.Helper()
	ctx := context.Background()
	key := "kits/guide-" + b.ID[:8] + ".pdf"
	if err := blob.PutBytes(ctx, ts.Blobs, key, []byte("%PDF-1.4 kindness guide"), "application/pdf"); err != nil {
		t.Fatal(err)
	}
	k := &storyshelf.KindnessKit{BookID: b.ID, Active: active, Title: "Kindness Kit", MailerLiteGroupID: "kit-group",
		Files: []storyshelf.KitFile{{FileName: "Parent Guide", FileType: "pdf", FileURL: key, SortOrder: 1}}}
	if err := ts.Store.CreateKit(ctx, k); err != nil {
		t.Fatal(err)
	}
	return k
}

type kitSignUpAnswer struct {
	Message   string
	ExpiresAt time.Time
	Downloads []struct{ ID, FileName, FileType, URL string }
}

func TestBookKitEndpoint(t *testing.T) {
	ts := newTestServer(t)
	withKit := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, withKit, true)
	inactive := seedBook(t, ts, "Quiet Book", 0)
	seedKit(t, ts, inactive, false)

	t.Run("OK", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/"+withKit.ID+"/kit")
		if res.StatusCode != 200 || res.Header.Get("ETag") == "" {
			t.Fatalf("got %d %v", res.StatusCode, res.Header)
		}
		v := decode[map[string]any](t, body)
		files := v["files"].([]any)
		if v["id"] != kit.ID || v["title"] != "Kindness Kit" || len(files) != 1 {
			t.Fatalf("kit = %s", body)
		}
		// Kit files are private and the email-list group is the owner's business.
		if strings.Contains(body, "kits/") || strings.Contains(body, "kit-group") {
			t.Fatalf("kit leaks private fields: %s", body)
		}
	})
	t.Run("NullWhenInactive", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/"+inactive.ID+"/kit")
		if res.StatusCode != 200 || strings.TrimSpace(body) != "null" {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrUnknownBook", func(t *testing.T) {
		res, _ := get(t, ts.URL+"/api/books/no-such-book/kit")
		if res.StatusCode != 404 {
			t.Fatalf("got %d", res.StatusCode)
		}
	})
	t.Run("EmbeddedInTheBookPage", func(t *testing.T) {
		_, body := get(t, ts.URL+"/books/"+withKit.SlugWithID())
		if !strings.Contains(body, `"key":["book-kit","`+withKit.ID+`"]`) || !strings.Contains(body, `"title":"Kindness Kit"`) {
			t.Fatal("the book page does not carry its kit")
		}
	})
}

func TestKitSignUp(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ctx := context.Background()
	b := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, b, true)
	quiet := seedKit(t, ts, seedBook(t, ts, "Quiet Book", 0), false)
	signUp := ts.URL + "/api/kits/" + kit.ID + "/signup"

	for _, tt := range []struct{ name, body, field, msg string }{
		{"ErrEmailRequired", `{"email": " ", "agree": true}`, "email", "Email is required"},
		{"ErrEmailInvalid", `{"email": "parent@example", "agree": true}`, "email", "Please enter a valid email address."},
		{"ErrAgreeRequired", `{"email": "parent@example.com", "agree": false}`, "agree", "You must agree to receive occasional updates"},
		{"ErrAgreeMissing", `{"email": "parent@example.com"}`, "agree", "You must agree to receive occasional updates"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, body := postJSON(t, signUp, tt.body)
			v := decode[struct {
				Error struct {
					Code   string
					Fields map[string]string
				}
			}](t, body)
			if res.StatusCode != 400 || v.Error.Fields[tt.field] != tt.msg {
				t.Fatalf("got %d %s", res.StatusCode, body)
			}
		})
	}
	t.Run("ErrInactiveKit", func(t *testing.T) {
		res, body := postJSON(t, ts.URL+"/api/kits/"+quiet.ID+"/signup", `{"email": "a@example.com", "agree": true}`)
		if res.StatusCode != 404 || decode[apiError](t, body).Error.Message != "Kindness kit not found" {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	if mails, _ := ts.Store.Outbox(ctx, 10); len(mails) != 0 {
		t.Fatalf("a refused sign-up queued mail: %+v", mails)
	}

	res, body := postJSON(t, signUp, `{"email": "Parent@Example.com", "name": "Pat", "agree": true, "page": "/books/kit-book"}`)
	if res.StatusCode != 201 {
		t.Fatalf("got %d %s", res.StatusCode, body)
	}
	answer := decode[kitSignUpAnswer](t, body)
	if len(answer.Downloads) != 1 || answer.Downloads[0].FileName != "Parent Guide" || !strings.HasPrefix(answer.Downloads[0].URL, "/kit-downloads/") ||
		answer.ExpiresAt.Sub(time.Now()) < 23*time.Hour || answer.ExpiresAt.Sub(time.Now()) > 25*time.Hour {
		t.Fatalf("answer %s", body)
	}
	link := ts.URL + answer.Downloads[0].URL

	t.Run("DownloadsThePrivateFile", func(t *testing.T) {
		res, body := get(t, link)
		if res.StatusCode != 200 || body != "%PDF-1.4 kindness guide" {
			t.Fatalf("got %d %q", res.StatusCode, body)
		}
		if res.Header.Get("Content-Type") != "application/pdf" ||
			res.Header.Get("Content-Disposition") != `attachment; filename="Parent Guide.pdf"` ||
			res.Header.Get("Cache-Control") != "private, no-store" {
			t.Fatalf("headers %v", res.Header)
		}
	})
	t.Run("PrivateFileIsNotPublic", func(t *testing.T) {
		res, _ := get(t, ts.URL+"/files/"+kit.Files[0].FileURL)
		if res.StatusCode != 404 {
			t.Fatalf("kit file served publicly: %d", res.StatusCode)
		}
	})
	t.Run("ErrTamperedLink", func(t *testing.T) {
		u, _ := url.Parse(link)
		parts := strings.Split(u.Path, "/") // "", "kit-downloads", token, file
		for _, bad := range []string{
			"/kit-downloads/" + parts[2] + "x/" + parts[3],
			"/kit-downloads/" + parts[2] + "/" + quiet.Files[0].ID,
		} {
			res, body := get(t, ts.URL+bad)
			if res.StatusCode != 404 || !strings.Contains(body, "not valid") || strings.Contains(body, "kindness guide") {
				t.Fatalf("%s: %d %s", bad, res.StatusCode, body)
			}
		}
	})
	t.Run("MailCarriesTheLinksAndUnsubscribe", func(t *testing.T) {
		mails, _ := ts.Store.Outbox(ctx, 10)
		if len(mails) != 1 || mails[0].To != "parent@example.com" || !strings.Contains(mails[0].Text, link) ||
			!strings.Contains(mails[0].HTML, link) || !strings.HasPrefix(mails[0].Headers["List-Unsubscribe"], "<"+ts.URL+"/api/unsubscribe?token=") {
			t.Fatalf("outbox %+v", mails)
		}
		jobs, _ := ts.Store.Jobs(ctx, storyshelf.JobPending, 10)
		if len(jobs) != 1 || !strings.Contains(jobs[0].Payload, `"groups":["kit-group"]`) || !strings.Contains(jobs[0].Payload, `"name":"Pat"`) {
			t.Fatalf("jobs %+v", jobs)
		}
		subs, _ := ts.Store.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
		if len(subs) != 1 || subs[0].Name != "Pat" {
			t.Fatalf("kit subscribers %+v", subs)
		}
	})
	t.Run("FormEncodedWorksToo", func(t *testing.T) {
		res, body := post(t, signUp, "application/x-www-form-urlencoded", "email=second%40example.com&agree=on")
		if res.StatusCode != 201 {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrExpiredLink", func(t *testing.T) {
		ts.Store.Now = func() time.Time { return time.Now().Add(-25 * time.Hour) }
		defer func() { ts.Store.Now = nil }()
		_, body := postJSON(t, signUp, `{"email": "late@example.com", "agree": true}`)
		old := decode[kitSignUpAnswer](t, body)
		res, page := get(t, ts.URL+old.Downloads[0].URL)
		if res.StatusCode != http.StatusGone || !strings.Contains(page, "expired") ||
			!strings.Contains(page, `href="/books/`+b.SlugWithID()+`"`) || strings.Contains(page, "kindness guide") {
			t.Fatalf("got %d %s", res.StatusCode, page)
		}
	})
}

// Many readers signing up at once all get their links: nothing inside the
// sign-up's transaction waits for a second database connection, which on
// SQLite would hold the write lock until the others time out.
func TestManyKitSignUpsAtOnce(t *testing.T) {
	ts := newTestServer(t)
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	b := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, b, true)
	var wg sync.WaitGroup
	statuses := make(chan string, 40)
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, body := postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup",
				fmt.Sprintf(`{"email": "reader%d@example.com", "agree": true}`, i), "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i))
			if res.StatusCode != 201 {
				statuses <- fmt.Sprintf("%d %s", res.StatusCode, body)
			}
		}()
	}
	wg.Wait()
	close(statuses)
	for s := range statuses {
		t.Error(s)
	}
}
