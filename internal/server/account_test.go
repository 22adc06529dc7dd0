package server_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type fieldsError struct {
	Error struct {
		Code, Message string
		Fields        map[string]string
	}
}

// signedIn signs b in to the owner's account with a browser's user agent.
func (b *browser) signedIn(userAgent string) string {
	b.t.Helper()
	res, body := b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`, "User-Agent", userAgent)
	if res.StatusCode != 200 {
		b.t.Fatalf("sign-in: %d %s", res.StatusCode, body)
	}
	return decode[session](b.t, body).AccessToken
}

const (
	firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"
	safariOnIPhone   = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
)

func TestAccountChangePassword(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	laptop, phone := newBrowser(t, ts), newBrowser(t, ts)
	lt, pt := laptop.signedIn(firefoxOnWindows), phone.signedIn(safariOnIPhone)
	change := func(b *browser, token, body string) (*http.Response, string) {
		return b.do("POST", "/api/admin/password", body, "Authorization", "Bearer "+token)
	}

	t.Run("ErrFieldsFirst", func(t *testing.T) {
		res, body := change(laptop, lt, `{"currentPassword":"","newPassword":"weak"}`)
		e := decode[fieldsError](t, body).Error
		if res.StatusCode != 400 || e.Fields["currentPassword"] != storyshelf.MsgCurrentPasswordRequired.Text ||
			e.Fields["newPassword"] != "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter." {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrWrongCurrentPassword", func(t *testing.T) {
		res, body := change(laptop, lt, `{"currentPassword":"Nope12345","newPassword":"Moonlight2"}`)
		e := decode[fieldsError](t, body).Error
		if res.StatusCode != 400 || e.Fields["currentPassword"] != storyshelf.MsgWrongPassword.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if phone.me(pt) != 200 {
			t.Fatal("a refused change must not sign anyone out")
		}
	})
	t.Run("OKOtherSessionsEnd", func(t *testing.T) {
		before := auth.ReservedChecks()
		res, body := change(laptop, lt, `{"currentPassword":"`+ownerPassword+`","newPassword":"Moonlight2"}`)
		if res.StatusCode != 200 || decode[map[string]string](t, body)["message"] != storyshelf.MsgPasswordChanged.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		// The check and the new hash both ran in the bounded hashing slots.
		if got := auth.ReservedChecks() - before; got != 2 {
			t.Fatalf("%d hashes in the bounded slots, want 2", got)
		}
		if phone.me(pt) != 401 {
			t.Fatal("the phone's next request must be refused")
		}
		if res, _ := phone.refresh(); res.StatusCode != 401 {
			t.Fatal("the phone's refresh token still works")
		}
		if laptop.me(lt) != 200 {
			t.Fatal("the device that changed it must stay signed in")
		}
		if res, _ := laptop.refresh(); res.StatusCode != 200 {
			t.Fatal("the device that changed it must be able to refresh")
		}
	})
}

// Wrong current passwords are limited like wrong sign-ins: per session, so a
// stolen session cannot guess on, and the owner's other devices are not kept
// out.
func TestAccountPasswordGuessesAreLimited(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	thief, owner := newBrowser(t, ts), newBrowser(t, ts)
	tt, ot := thief.signedIn(firefoxOnWindows), owner.signedIn(safariOnIPhone)
	ts.Mail.Env.SMTPURL = someMailServer // mail can be sent (none is tried here)
	var res *http.Response
	var body string
	// Both forms that ask for the password count together.
	for i := 0; i < 11; i++ {
		guess := "Guess" + string(rune('a'+i)) + "1"
		path, payload := "/api/admin/password", `{"currentPassword":"`+guess+`","newPassword":"Stolen123"}`
		if i%2 == 1 {
			path, payload = "/api/admin/account/email", `{"email":"thief@example.com","currentPassword":"`+guess+`"}`
		}
		res, body = thief.do("POST", path, payload, "Authorization", "Bearer "+tt)
		if i < 10 && (res.StatusCode != 400 || !strings.Contains(body, storyshelf.MsgWrongPassword.Text)) {
			t.Fatalf("guess %d: %d %s", i, res.StatusCode, body)
		}
	}
	if res.StatusCode != 429 || decode[apiError](t, body).Error.Message != storyshelf.MsgTooManyPasswordTries.Text {
		t.Fatalf("after 11 wrong passwords: %d %s", res.StatusCode, body)
	}
	res, _ = thief.do("POST", "/api/admin/password", `{"currentPassword":"`+ownerPassword+`","newPassword":"Stolen123"}`, "Authorization", "Bearer "+tt)
	if res.StatusCode != 429 {
		t.Fatalf("the right password within the window: %d", res.StatusCode)
	}
	res, body = owner.do("POST", "/api/admin/password", `{"currentPassword":"`+ownerPassword+`","newPassword":"Moonlight2"}`, "Authorization", "Bearer "+ot)
	if res.StatusCode != 200 {
		t.Fatalf("the owner's own device is kept out: %d %s", res.StatusCode, body)
	}
}

type signIn struct {
	ID, Browser, System, Network string
	SignedInAt, LastSeenAt       time.Time
	Current                      bool
}

func TestAccountDevices(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	laptop, phone := newBrowser(t, ts), newBrowser(t, ts)
	lt := laptop.signedIn(firefoxOnWindows)
	// An untrusted peer's forwarding headers say nothing about where it is.
	res, body := phone.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`,
		"User-Agent", safariOnIPhone, "X-Forwarded-For", "203.0.113.99", "Forwarded", "for=203.0.113.98")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	pt := decode[session](t, body).AccessToken
	strangerUser := mustCreateAdmin(t, ts, "other@example.com")
	stranger := newBrowser(t, ts)
	stranger.login("other@example.com", ownerPassword)
	list := func(b *browser, token string) []signIn {
		t.Helper()
		res, body := b.do("GET", "/api/admin/sessions", "", "Authorization", "Bearer "+token)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		return decode[[]signIn](t, body)
	}

	devices := list(laptop, lt)
	if len(devices) != 2 {
		t.Fatalf("%+v", devices)
	}
	this, other := devices[0], devices[1]
	if !this.Current || other.Current {
		t.Fatalf("this device must come first, marked: %+v", devices)
	}
	if this.Browser != "Firefox" || this.System != "Windows" || other.Browser != "Safari" || other.System != "iPhone" {
		t.Fatalf("this %+v, other %+v", this, other)
	}
	if other.Network != "127.0.0.1" || this.SignedInAt.IsZero() || this.LastSeenAt.IsZero() {
		t.Fatalf("where and when: %+v", other)
	}

	t.Run("ErrAnotherUsersSession", func(t *testing.T) {
		var theirs string
		ts.DB.QueryRow(`SELECT family_id FROM sessions WHERE user_id = $1`, strangerUser.ID).Scan(&theirs)
		res, body := laptop.do("DELETE", "/api/admin/sessions/"+theirs, "", "Authorization", "Bearer "+lt)
		if res.StatusCode != 404 || decode[apiError](t, body).Error.Message != storyshelf.MsgSignInEnded.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if res, _ := stranger.refresh(); res.StatusCode != 200 {
			t.Fatal("another user's session was ended")
		}
	})
	t.Run("ErrThisDevice", func(t *testing.T) {
		res, body := laptop.do("DELETE", "/api/admin/sessions/"+this.ID, "", "Authorization", "Bearer "+lt)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgUseLogout.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("SignOutOneAtOnce", func(t *testing.T) {
		if phone.me(pt) != 200 {
			t.Fatal("the phone is not signed in")
		}
		res, body := laptop.do("DELETE", "/api/admin/sessions/"+other.ID, "", "Authorization", "Bearer "+lt)
		if res.StatusCode != 204 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if phone.me(pt) != 401 {
			t.Fatal("the phone's next request must be refused")
		}
		if res, _ := phone.refresh(); res.StatusCode != 401 {
			t.Fatal("the phone can refresh")
		}
		if got := list(laptop, lt); len(got) != 1 || !got[0].Current {
			t.Fatalf("%+v", got)
		}
	})
	t.Run("SignOutEverywhereElse", func(t *testing.T) {
		tablet, desk := newBrowser(t, ts), newBrowser(t, ts)
		tt, dt := tablet.signedIn(safariOnIPhone), desk.signedIn(firefoxOnWindows)
		res, body := laptop.do("DELETE", "/api/admin/sessions", "", "Authorization", "Bearer "+lt)
		if res.StatusCode != 200 || decode[map[string]int](t, body)["signedOut"] != 2 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if tablet.me(tt) != 401 || desk.me(dt) != 401 || laptop.me(lt) != 200 {
			t.Fatal("only this device may stay signed in")
		}
		if res, _ := stranger.refresh(); res.StatusCode != 200 {
			t.Fatal("another user's session was ended")
		}
	})
}

var confirmLink = regexp.MustCompile(`(https?://[^\s/]+)/account/confirm-email\?token=([A-Za-z0-9_%-]+)`)

func TestAccountChangeEmail(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	mustCreateAdmin(t, ts, "owner@example.com")
	mustCreateAdmin(t, ts, "taken@example.com")
	b := newBrowser(t, ts)
	token := b.signedIn(firefoxOnWindows)
	ask := func(body string, header ...string) (*http.Response, string) {
		return b.do("POST", "/api/admin/account/email", body, append([]string{"Authorization", "Bearer " + token}, header...)...)
	}
	account := func() map[string]any {
		res, body := b.do("GET", "/api/admin/account", "", "Authorization", "Bearer "+token)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		return decode[map[string]any](t, body)
	}
	count := func(table string) int {
		var n int
		ts.DB.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&n)
		return n
	}

	t.Run("NoMailServerNoClaim", func(t *testing.T) {
		if a := account(); a["email"] != "owner@example.com" || a["mailConfigured"] != false || a["pendingEmail"] != nil {
			t.Fatalf("%v", a)
		}
		res, body := ask(`{"email":"new@example.com","currentPassword":"` + ownerPassword + `"}`)
		msg := decode[apiError](t, body).Error.Message
		if res.StatusCode != 409 || msg != storyshelf.MsgEmailChangeNeedsMail.Text || strings.Contains(msg, "We sent") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if count("email_changes") != 0 || count("outbox") != 0 {
			t.Fatal("nothing may be stored or queued without a mail server")
		}
	})

	ts.Mail.Env.SMTPURL = someMailServer // mail can be sent (none is tried here)
	t.Run("ErrFields", func(t *testing.T) {
		for _, c := range []struct{ body, field, msg string }{
			{`{"email":"not an address","currentPassword":"x"}`, "email", storyshelf.MsgEmailInvalid.Text},
			{`{"email":"Owner@Example.com","currentPassword":"x"}`, "email", storyshelf.MsgSameEmail.Text},
			{`{"email":"new@example.com","currentPassword":""}`, "currentPassword", storyshelf.MsgCurrentPasswordRequired.Text},
			{`{"email":"new@example.com","currentPassword":"Nope12345"}`, "currentPassword", storyshelf.MsgWrongPassword.Text},
			{`{"email":"taken@example.com","currentPassword":"` + ownerPassword + `"}`, "email", storyshelf.MsgEmailInUse.Text},
		} {
			res, body := ask(c.body)
			if res.StatusCode != 400 || decode[fieldsError](t, body).Error.Fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.body, res.StatusCode, body)
			}
		}
		if count("email_changes") != 0 || count("outbox") != 0 {
			t.Fatal("a refused change stored something")
		}
	})

	var link, tok string
	t.Run("OKLinkToTheNewAddress", func(t *testing.T) {
		// A forged Host or forwarding header never reaches the link.
		res, body := ask(`{"email":"New@Example.com","currentPassword":"`+ownerPassword+`"}`,
			"X-Forwarded-Host", "evil.example", "X-Forwarded-Proto", "https", "Forwarded", "host=evil.example")
		if res.StatusCode != 200 || decode[map[string]any](t, body)["message"] != storyshelf.EmailLinkSent("new@example.com") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		out, _ := ts.Store.Outbox(ctx, 5)
		if len(out) != 1 || out[0].To != "new@example.com" || out[0].Kind != "account.email-confirm" {
			t.Fatalf("outbox %+v", out)
		}
		m := confirmLink.FindStringSubmatch(out[0].Text)
		if m == nil || m[1] != ts.SiteURL {
			t.Fatalf("the link must be built from the site's address %s: %q", ts.SiteURL, out[0].Text)
		}
		link, tok = m[0], m[2]
		plain, _ := url.QueryUnescape(tok)
		var stored string
		ts.DB.QueryRow(`SELECT token_hash FROM email_changes`).Scan(&stored)
		if stored != auth.HashSecret(plain) || strings.Contains(stored, plain) {
			t.Fatal("only the token's hash may be stored")
		}
		a := account()
		if a["email"] != "owner@example.com" {
			t.Fatal("the address must not change before the link is followed")
		}
		if p, _ := a["pendingEmail"].(map[string]any); p == nil || p["email"] != "new@example.com" {
			t.Fatalf("%v", a)
		}
	})
	t.Run("OpeningTheLinkChangesNothing", func(t *testing.T) {
		res, body := get(t, strings.Replace(link, ts.SiteURL, ts.URL, 1)) // a mail scanner
		if res.StatusCode != 200 || !strings.Contains(body, `<form method="post" action="/account/confirm-email">`) ||
			!strings.Contains(body, "new@example.com") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if account()["email"] != "owner@example.com" {
			t.Fatal("a GET changed the address")
		}
	})
	confirm := func(form string) (*http.Response, string) {
		return b.do("POST", "/account/confirm-email", form, "Content-Type", "application/x-www-form-urlencoded", "X-Requested-With", "")
	}
	t.Run("ErrCrossSite", func(t *testing.T) {
		res, _ := b.do("POST", "/account/confirm-email", "token="+tok, "Content-Type", "application/x-www-form-urlencoded",
			"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
		if res.StatusCode != 403 || account()["email"] != "owner@example.com" {
			t.Fatalf("a cross-site post: %d", res.StatusCode)
		}
	})
	t.Run("ErrUnknownToken", func(t *testing.T) {
		res, body := confirm("token=not-a-real-token")
		if res.StatusCode != 400 || !strings.Contains(body, storyshelf.MsgEmailLinkInvalid.Text) {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("OKConfirm", func(t *testing.T) {
		res, body := confirm("token=" + tok)
		if res.StatusCode != 200 || !strings.Contains(body, "Email address changed") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if account()["email"] != "new@example.com" {
			t.Fatal("the address did not change")
		}
		out, _ := ts.Store.Outbox(ctx, 1)
		if out[0].To != "owner@example.com" || out[0].Kind != "account.email-changed" || !strings.Contains(out[0].Text, "new@example.com") {
			t.Fatalf("the old address must get a notice: %+v", out[0])
		}
		other := newBrowser(t, ts)
		if res, _ := other.login("new@example.com", ownerPassword); res.StatusCode != 200 {
			t.Fatal("sign-in with the new address refused")
		}
		if res, _ := other.login("owner@example.com", ownerPassword); res.StatusCode != 401 {
			t.Fatal("sign-in with the old address still works")
		}
	})
	t.Run("ErrUsedOnce", func(t *testing.T) {
		res, _ := confirm("token=" + tok)
		if res.StatusCode != 400 {
			t.Fatalf("a used link: %d", res.StatusCode)
		}
		if res, _ := get(t, strings.Replace(link, ts.SiteURL, ts.URL, 1)); res.StatusCode != 400 {
			t.Fatalf("a used link's page: %d", res.StatusCode)
		}
	})
}
