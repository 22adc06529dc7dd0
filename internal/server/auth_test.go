package server_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func init() {
	auth.DefaultParams = auth.Params{Memory: 1024, Time: 1, Threads: 1} // fast hashes in tests
}

const ownerPassword = "Sunshine1"

func mustCreateAdmin(t *testing.T, ts *testServer, email string) *storyshelf.User {
	t.Helper()
	hash, _ := auth.HashPassword(context.Background(), ownerPassword)
	u, err := ts.Store.CreateUser(context.Background(), email, hash)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// browser is a client with its own cookie jar, like one browser profile.
type browser struct {
	t      *testing.T
	ts     *testServer
	client *http.Client
}

func newBrowser(t *testing.T, ts *testServer) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, ts: ts, client: &http.Client{Jar: jar}}
}

func (b *browser) do(method, path, body string, header ...string) (*http.Response, string) {
	b.t.Helper()
	req, _ := http.NewRequest(method, b.ts.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "storyshelf")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	var sb strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := res.Body.Read(buf)
		sb.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return res, sb.String()
}

type session struct {
	AccessToken string
	ExpiresAt   time.Time
	User        storyshelf.User
}

func (b *browser) login(email, password string) (*http.Response, session) {
	b.t.Helper()
	res, body := b.do("POST", "/api/auth/login", `{"email":"`+email+`","password":"`+password+`"}`)
	var s session
	if res.StatusCode == 200 {
		s = decode[session](b.t, body)
	}
	return res, s
}

func (b *browser) refresh() (*http.Response, session) {
	b.t.Helper()
	res, body := b.do("POST", "/api/auth/refresh", "")
	var s session
	if res.StatusCode == 200 {
		s = decode[session](b.t, body)
	}
	return res, s
}

func (b *browser) me(token string) int {
	b.t.Helper()
	res, _ := b.do("GET", "/api/admin/me", "", "Authorization", "Bearer "+token)
	return res.StatusCode
}

// Every /api/admin/ route answers 401 without a session, with an expired
// token and with a token signed by another key. Routes added later are
// covered because the test walks the route table itself.
func TestEveryAdminRouteNeedsASession(t *testing.T) {
	ts := newTestServer(t)
	u := mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, live := b.login("owner@example.com", ownerPassword)
	claims, _ := ts.SignerForTest(t).Verify(live.AccessToken, time.Now())
	expired := ts.SignerForTest(t).Sign(auth.Claims{UserID: u.ID, SessionID: claims.SessionID, Expires: time.Now().Add(-time.Second)})
	foreign := auth.Signer{Key: []byte("some-other-key-some-other-key-!!")}.Sign(auth.Claims{UserID: u.ID, SessionID: claims.SessionID, Expires: time.Now().Add(time.Hour)})
	param := regexp.MustCompile(`\{[^}]*\}`)
	var checked int
	for _, pattern := range ts.RoutePatterns() {
		method, path, ok := strings.Cut(pattern, " ")
		if !ok {
			method, path = "GET", pattern
		}
		if !strings.HasPrefix(path, "/api/admin/") {
			continue
		}
		path = param.ReplaceAllString(path, "x")
		for name, header := range map[string][]string{
			"NoSession":  nil,
			"Expired":    {"Authorization", "Bearer " + expired},
			"ForeignKey": {"Authorization", "Bearer " + foreign},
			"Garbage":    {"Authorization", "Bearer not-a-token"},
		} {
			res, body := b.do(method, path, `{}`, header...)
			if res.StatusCode != http.StatusUnauthorized || decode[apiError](t, body).Error.Code != "unauthorized" {
				t.Errorf("%s %s (%s) = %d %s", method, path, name, res.StatusCode, body)
			}
		}
		checked++
	}
	if checked < 3 {
		t.Fatalf("only %d admin routes found", checked)
	}
	if b.me(live.AccessToken) != 200 {
		t.Fatal("a live token must work")
	}
}

func TestLogin(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	t.Run("ErrWrongPassword", func(t *testing.T) {
		res, body := b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"Nope1234"}`)
		if res.StatusCode != 401 || decode[apiError](t, body).Error.Message != "Invalid login credentials" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrUnknownEmailLooksTheSame", func(t *testing.T) {
		res, body := b.do("POST", "/api/auth/login", `{"email":"nobody@example.com","password":"Nope1234"}`)
		if res.StatusCode != 401 || decode[apiError](t, body).Error.Message != "Invalid login credentials" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrRequired", func(t *testing.T) {
		res, _ := b.do("POST", "/api/auth/login", `{"email":"","password":""}`)
		if res.StatusCode != 400 {
			t.Fatalf("%d", res.StatusCode)
		}
	})
	t.Run("OK", func(t *testing.T) {
		res, s := b.login("Owner@Example.com", ownerPassword)
		if res.StatusCode != 200 || s.AccessToken == "" || s.User.Email != "owner@example.com" {
			t.Fatalf("%d %+v", res.StatusCode, s)
		}
		var cookie string // the refresh cookie's header (the device cookie comes too)
		for _, c := range res.Header.Values("Set-Cookie") {
			if strings.HasPrefix(c, "storyshelf_refresh=") {
				cookie = c
			}
		}
		for _, want := range []string{"storyshelf_refresh=", "Path=/api/auth", "HttpOnly", "SameSite=Strict"} {
			if !strings.Contains(cookie, want) {
				t.Fatalf("cookie %q lacks %s", cookie, want)
			}
		}
		if strings.Contains(cookie, "Secure") {
			t.Fatal("Secure on plain HTTP would lose the cookie")
		}
		if b.me(s.AccessToken) != 200 {
			t.Fatal("token refused")
		}
	})
	t.Run("SecureBehindTLS", func(t *testing.T) {
		ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
		defer func() { ts.TrustedProxies = nil }()
		res, _ := b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`,
			"X-Forwarded-Proto", "https", "Origin", "https://"+strings.TrimPrefix(ts.URL, "http://"))
		if !strings.Contains(res.Header.Get("Set-Cookie"), "Secure") {
			t.Fatal("no Secure flag behind TLS")
		}
	})
}

func TestRefreshRotationAndReuse(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	b.login("owner@example.com", ownerPassword)
	stolen := b.cookie()

	res, s := b.refresh()
	if res.StatusCode != 200 || s.AccessToken == "" || b.cookie() == stolen {
		t.Fatalf("refresh %d, cookie rotated %v", res.StatusCode, b.cookie() != stolen)
	}
	t.Run("TwoTabsAtOnce", func(t *testing.T) {
		before := b.cookie()
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tab := &browser{t: t, ts: ts, client: &http.Client{}}
				res, _ := tab.do("POST", "/api/auth/refresh", "", "Cookie", "storyshelf_refresh="+before)
				codes[i] = res.StatusCode
			}()
		}
		wg.Wait()
		if codes[0] != 200 || codes[1] != 200 {
			t.Fatalf("two tabs refreshing together: %v", codes)
		}
	})
	t.Run("ReuseOfASpentTokenEndsTheSession", func(t *testing.T) {
		later := time.Now().Add(time.Minute) // past the grace window
		ts.Store.Now = func() time.Time { return later }
		thief := &browser{t: t, ts: ts, client: &http.Client{}}
		res, _ := thief.do("POST", "/api/auth/refresh", "", "Cookie", "storyshelf_refresh="+stolen)
		if res.StatusCode != 401 {
			t.Fatalf("reuse answered %d", res.StatusCode)
		}
		if res, _ := b.refresh(); res.StatusCode != 401 {
			t.Fatalf("the owner's newest token must be revoked with its family: %d", res.StatusCode)
		}
		if b.me(s.AccessToken) != 401 {
			t.Fatal("access tokens of a revoked session must stop working")
		}
	})
}

func (b *browser) cookie() string {
	u, _ := url.Parse(b.ts.URL + "/api/auth")
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == "storyshelf_refresh" {
			return c.Value
		}
	}
	return ""
}

func TestLogoutAndPasswordChange(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	phone, laptop := newBrowser(t, ts), newBrowser(t, ts)
	_, ps := phone.login("owner@example.com", ownerPassword)
	_, ls := laptop.login("owner@example.com", ownerPassword)

	t.Run("CSRF", func(t *testing.T) {
		req, _ := http.NewRequest("POST", ts.URL+"/api/auth/logout", nil)
		req.Header.Set("Cookie", "storyshelf_refresh="+phone.cookie())
		res, _ := http.DefaultClient.Do(req)
		if res.StatusCode != 403 {
			t.Fatalf("logout without the app's header = %d", res.StatusCode)
		}
		res, _ = phone.do("POST", "/api/auth/refresh", "", "Origin", "https://evil.example")
		if res.StatusCode != 403 {
			t.Fatalf("cross-origin refresh = %d", res.StatusCode)
		}
	})
	t.Run("PasswordChangeEndsOtherSessions", func(t *testing.T) {
		res, body := laptop.do("POST", "/api/admin/password", `{"currentPassword":"`+ownerPassword+`","newPassword":"Moonlight2"}`,
			"Authorization", "Bearer "+ls.AccessToken)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if phone.me(ps.AccessToken) != 401 {
			t.Fatal("the phone is still signed in")
		}
		if laptop.me(ls.AccessToken) != 200 {
			t.Fatal("the laptop that changed it must stay signed in")
		}
		if res, _ := phone.login("owner@example.com", ownerPassword); res.StatusCode != 401 {
			t.Fatal("old password still works")
		}
	})
	t.Run("Logout", func(t *testing.T) {
		res, _ := laptop.do("POST", "/api/auth/logout", "")
		if res.StatusCode != 204 {
			t.Fatalf("logout %d", res.StatusCode)
		}
		if laptop.me(ls.AccessToken) != 401 {
			t.Fatal("access token works after logout")
		}
		if res, _ := laptop.refresh(); res.StatusCode != 401 {
			t.Fatal("refresh works after logout")
		}
	})
}

var resetLink = regexp.MustCompile(`/admin/reset-password\?token=([A-Za-z0-9_%-]+)`)

func TestForgotAndResetPassword(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.SMTPURL = someMailServer // the spec's answer (honest_answers_test.go: without mail)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	ctx := context.Background()
	_, s := b.login("owner@example.com", ownerPassword)

	res1, known := b.do("POST", "/api/auth/forgot-password", `{"email":"owner@example.com"}`)
	res2, unknown := b.do("POST", "/api/auth/forgot-password", `{"email":"stranger@example.com"}`)
	if res1.StatusCode != 200 || res2.StatusCode != 200 || known != unknown ||
		decode[map[string]string](t, known)["message"] != "Password reset link sent! Check your email inbox." {
		t.Fatalf("answers differ: %d %s / %d %s", res1.StatusCode, known, res2.StatusCode, unknown)
	}
	ts.WaitHandedOffForTest()
	out, _ := ts.Store.Outbox(ctx, 10)
	// The sign-in above, the browser's first, told the owner of it (people_test.go).
	out = slices.DeleteFunc(out, func(m storyshelf.OutboxMail) bool { return m.Kind == "account.new-device" })
	if len(out) != 1 || out[0].To != "owner@example.com" {
		t.Fatalf("outbox %+v", out)
	}
	m := resetLink.FindStringSubmatch(out[0].Text)
	if m == nil {
		t.Fatalf("no link in %q", out[0].Text)
	}
	token, _ := url.QueryUnescape(m[1])

	t.Run("OpeningTheLinkDoesNotUseIt", func(t *testing.T) {
		get(t, ts.URL+"/admin/reset-password?token="+m[1]) // a mail scanner
		res, _ := b.do("POST", "/api/auth/reset-password/check", `{"token":"`+token+`"}`)
		if res.StatusCode != 200 {
			t.Fatalf("check %d", res.StatusCode)
		}
	})
	t.Run("ErrWeakPassword", func(t *testing.T) {
		res, body := b.do("POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"weakpass"}`)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Password does not meet requirements: it needs a number and an uppercase letter." {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("OK", func(t *testing.T) {
		res, body := b.do("POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"Rainbow77"}`)
		if res.StatusCode != 200 || decode[map[string]string](t, body)["message"] != "Password reset successful! Redirecting to login..." {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if b.me(s.AccessToken) != 401 {
			t.Fatal("sessions survive the reset")
		}
		if res, _ := b.login("owner@example.com", "Rainbow77"); res.StatusCode != 200 {
			t.Fatal("new password refused")
		}
	})
	t.Run("ErrSingleUse", func(t *testing.T) {
		res, body := b.do("POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"Another88"}`)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Invalid or expired recovery link. Please request a new password reset." {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrExpired", func(t *testing.T) {
		b.do("POST", "/api/auth/forgot-password", `{"email":"owner@example.com"}`)
		ts.WaitHandedOffForTest()
		out, _ := ts.Store.Outbox(ctx, 1)
		tok, _ := url.QueryUnescape(resetLink.FindStringSubmatch(out[0].Text)[1])
		later := time.Now().Add(storyshelf.ResetLinkTTL + time.Minute)
		ts.Store.Now = func() time.Time { return later }
		res, body := b.do("POST", "/api/auth/reset-password", `{"token":"`+tok+`","password":"Another88"}`)
		if res.StatusCode != 400 || !strings.Contains(body, "Invalid or expired recovery link") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

func TestAuthRateLimits(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	var res *http.Response
	var body string
	for i := 0; i < 11; i++ {
		res, body = b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"Guess`+string(rune('a'+i))+`1"}`)
	}
	if res.StatusCode != 429 || decode[apiError](t, body).Error.Message != storyshelf.MsgTooManySignIns.Text {
		t.Fatalf("after 11 wrong passwords: %d %s", res.StatusCode, body)
	}
	if res, _ := b.login("owner@example.com", ownerPassword); res.StatusCode != 429 {
		t.Fatal("the account stays locked for the window, even with the right password")
	}
	// The limit lives in the database: a second instance sees it too.
	second := newBrowser(t, &testServer{URL: ts.secondInstance(t)})
	if res, _ := second.login("owner@example.com", ownerPassword); res.StatusCode != 429 {
		t.Fatalf("second instance let the account through: %d", res.StatusCode)
	}
	for i := 0; i < 3; i++ {
		b.do("POST", "/api/auth/forgot-password", `{"email":"owner@example.com"}`)
	}
	ts.WaitHandedOffForTest()
	out, _ := ts.Store.Outbox(context.Background(), 10)
	b.do("POST", "/api/auth/forgot-password", `{"email":"owner@example.com"}`)
	ts.WaitHandedOffForTest()
	if again, _ := ts.Store.Outbox(context.Background(), 10); len(again) != len(out) || len(out) != 3 {
		t.Fatalf("reset mails: %d then %d", len(out), len(again))
	}
}

func TestSetupLink(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	token := auth.NewSecret()
	ts.Store.CreateSetupToken(ctx, auth.HashSecret(token))
	b := newBrowser(t, ts)
	res, body := b.do("POST", "/api/auth/setup", `{"token":"`+token+`","email":"first@example.com","password":"weak"}`)
	if res.StatusCode != 400 || !strings.Contains(body, "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter.") {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	res, body = b.do("POST", "/api/auth/setup", `{"token":"`+token+`","email":"first@example.com","password":"Sunshine1"}`)
	if res.StatusCode != 200 || b.me(decode[session](t, body).AccessToken) != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	res, _ = b.do("POST", "/api/auth/setup", `{"token":"`+token+`","email":"second@example.com","password":"Sunshine1"}`)
	if res.StatusCode != 400 {
		t.Fatal("a setup link works once")
	}
}

func TestDashboard(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, s := b.login("owner@example.com", ownerPassword)
	for _, title := range []string{"One", "Two", "Three", "Four", "Five", "Six"} {
		seedBook(t, ts, title, 0)
		time.Sleep(2 * time.Millisecond)
	}
	postJSON(t, ts.URL+"/api/events", `{"name":"pageview","path":"/"}`)
	postJSON(t, ts.URL+"/api/events", `{"name":"pageview","path":"/books"}`)
	res, body := b.do("GET", "/api/admin/dashboard", "", "Authorization", "Bearer "+s.AccessToken)
	type dash struct {
		RecentActivities []struct {
			Type, Message string
			Timestamp     time.Time
		}
		RecentBooks []struct{ Title string }
		Visits      int
		Visitors    int
	}
	d := decode[dash](t, body)
	if res.StatusCode != 200 || len(d.RecentBooks) != 5 || d.RecentBooks[0].Title != "Six" || len(d.RecentActivities) != 5 || d.Visits != 2 || d.Visitors != 1 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	first, second := d.RecentActivities[0], d.RecentActivities[1]
	if first.Type != "book_added" || first.Message != "New book added: Six" || second.Type != "material_added" {
		t.Fatalf("activities %+v", d.RecentActivities)
	}
	for _, a := range d.RecentActivities {
		// Added with its book, so at the same time (the spec's dashboard dated it an hour before).
		if a.Type == "material_added" && a.Message == "1 learning material added to Six" && !a.Timestamp.Equal(first.Timestamp) {
			t.Fatalf("material activity must be when it was added, with its book: %+v", a)
		}
	}
}

// The dashboard dates materials when they were really added: with their
// book, or later when an edit adds one; an edit that keeps a material keeps
// its time (issue 27).
func TestDashboardMaterialTimes(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	clock := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	ts.Store.Now = func() time.Time { return clock }
	res, body := b.do("POST", "/api/admin/books", validBook, auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create %d %s", res.StatusCode, body)
	}
	book := decode[storyshelf.Book](t, body)
	type dash struct {
		RecentActivities []struct {
			Type, Message string
			Timestamp     time.Time
		}
	}
	activities := func() map[string]time.Time {
		t.Helper()
		_, body := b.do("GET", "/api/admin/dashboard", "", auth...)
		got := map[string]time.Time{}
		for _, a := range decode[dash](t, body).RecentActivities {
			got[a.Message] = a.Timestamp
		}
		return got
	}
	if got := activities(); !got["1 learning material added to The Brave Little Seed"].Equal(clock) ||
		!got["New book added: The Brave Little Seed"].Equal(clock) {
		t.Fatalf("created: %v", got)
	}

	// Two hours later the owner edits the book, keeping its material: nothing moves.
	clock = clock.Add(2 * time.Hour)
	if res, body := b.do("PUT", "/api/admin/books/"+book.ID, validBook, auth...); res.StatusCode != 200 {
		t.Fatalf("edit %d %s", res.StatusCode, body)
	}
	if got := activities(); !got["1 learning material added to The Brave Little Seed"].Equal(clock.Add(-2 * time.Hour)) {
		t.Fatalf("kept: %v", got)
	}

	// Then she adds a second one: it is dated now, and counted alone.
	clock = clock.Add(time.Hour)
	two := strings.Replace(validBook, `"fileSize": "12 KB"}]`, `"fileSize": "12 KB"}, {"title": "Maze", "description": "Find the way", "type": "pdf",
		"fileUrl": "/files/materials/maze.pdf", "fileSize": "3 KB"}]`, 1)
	if res, body := b.do("PUT", "/api/admin/books/"+book.ID, two, auth...); res.StatusCode != 200 {
		t.Fatalf("add %d %s", res.StatusCode, body)
	}
	if got := activities(); !got["1 learning material added to The Brave Little Seed"].Equal(clock) {
		t.Fatalf("added: %v", got)
	}
}

func TestOutboxForTheOwner(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, s := b.login("owner@example.com", ownerPassword)
	b.do("POST", "/api/auth/forgot-password", `{"email":"owner@example.com"}`)
	ts.WaitHandedOffForTest()
	res, body := b.do("GET", "/api/admin/outbox", "", "Authorization", "Bearer "+s.AccessToken)
	if res.StatusCode != 200 || !strings.Contains(body, `"kind":"password.reset"`) || !strings.Contains(body, `"status":"pending"`) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if strings.Contains(body, "reset-password?token=") {
		t.Fatal("the outbox view must not show mail bodies (reset links)")
	}
}
