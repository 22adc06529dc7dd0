package server_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Issue #42: only a sign-in that passed a second step changes the site's
// second-step rule or an account that has one, and turning the rule on ends
// every sign-in that did not pass one.

// requireSecondStep sets the site's rule from the sign-in token in b.
func requireSecondStep(b *browser, token string, on bool) (*http.Response, string) {
	b.t.Helper()
	return b.do("PUT", "/api/admin/account/second-step-required",
		`{"required":`+map[bool]string{true: "true", false: "false"}[on]+`,"currentPassword":"`+ownerPassword+`"}`,
		"Authorization", "Bearer "+token)
}

// An account without a second step, let in to its Account page while the
// rule is on, cannot switch the rule off and so reach everything else.
func TestAnAccountWithoutASecondStepCannotLiftTheRule(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	if res, body := requireSecondStep(c.owner, c.token, true); res.StatusCode != 200 {
		t.Fatalf("require: %d %s", res.StatusCode, body)
	}
	mustCreateAdmin(t, c.testServer, "helper@example.com")
	helper := newBrowser(t, c.testServer)
	_, s := helper.login("helper@example.com", ownerPassword)
	as := func(method, path string) (*http.Response, string) {
		return helper.do(method, path, "", "Authorization", "Bearer "+s.AccessToken)
	}
	if res, _ := as("GET", "/api/admin/books"); res.StatusCode != 403 {
		t.Fatalf("books: %d", res.StatusCode)
	}
	res, body := requireSecondStep(helper, s.AccessToken, false)
	if res.StatusCode != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgRuleNeedsOwn.Text {
		t.Fatalf("the rule switched off by an account without a second step: %d %s", res.StatusCode, body)
	}
	for _, route := range []string{"GET /api/admin/backup", "GET /api/admin/subscribers/export",
		"DELETE /api/admin/people/" + ownerUserID(t, c.testServer)} {
		method, path, _ := strings.Cut(route, " ")
		if res, _ := as(method, path); res.StatusCode != 403 {
			t.Fatalf("%s: %d", route, res.StatusCode)
		}
	}
	if on, _ := c.Store.SecondStepRequired(t.Context()); !on {
		t.Fatal("the rule went off")
	}
}

// While her account has a second step, a sign-in that did not pass it (one
// from before she set it up) changes nothing on her Account page; reads
// still open. A sign-in with a code does, through its refreshes too.
func TestAccountChangesNeedASignInThatPassedTheSecondStep(t *testing.T) {
	c := newCodesSite(t)
	laptop := newBrowser(t, c.testServer)
	lt := laptop.signedIn(firefoxOnWindows) // her password alone, before codes
	c.turnOn()

	walked := 0
	for _, pattern := range c.RoutePatterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if method == "GET" || !(strings.HasPrefix(path, "/api/admin/account") || strings.HasPrefix(path, "/api/admin/sessions") ||
			path == "/api/admin/password") {
			continue
		}
		walked++
		res, body := laptop.do(method, strings.ReplaceAll(path, "{id}", "x"), `{"currentPassword":"`+ownerPassword+`"}`,
			"Authorization", "Bearer "+lt)
		if res.StatusCode != 403 || decode[apiError](t, body).Error.Message != storyshelf.MsgSignInWithSecondStep.Text {
			t.Fatalf("%s from a sign-in without the second step: %d %s", pattern, res.StatusCode, body)
		}
	}
	if walked < 13 {
		t.Fatalf("only %d account changes walked", walked)
	}
	for _, path := range []string{"/api/admin/account", "/api/admin/account/codes", "/api/admin/sessions", "/api/admin/account/passkeys"} {
		if res, _ := laptop.do("GET", path, "", "Authorization", "Bearer "+lt); res.StatusCode != 200 {
			t.Fatalf("%s: %d", path, res.StatusCode)
		}
	}
	if on, _ := c.Store.CodesOn(t.Context(), ownerUserID(t, c.testServer)); !on {
		t.Fatal("codes went off")
	}

	c.tick()
	phone := newBrowser(t, c.testServer)
	if res, body := c.second(phone, "192.0.2.9", c.password(phone, "192.0.2.9"), c.code(0)); res.StatusCode != 200 {
		t.Fatalf("sign-in with a code: %d %s", res.StatusCode, body)
	}
	res, s := phone.refresh()
	if res.StatusCode != 200 {
		t.Fatalf("refresh: %d", res.StatusCode)
	}
	if res, body := phone.do("POST", "/api/admin/account/codes/recovery-codes", `{"currentPassword":"`+ownerPassword+`"}`,
		"Authorization", "Bearer "+s.AccessToken); res.StatusCode != 200 {
		t.Fatalf("new recovery codes after a code sign-in: %d %s", res.StatusCode, body)
	}
	// The sign-in that set the codes up proved them.
	if res, body := c.admin("DELETE", "/api/admin/sessions", ""); res.StatusCode != 200 || laptop.me(lt) != 401 {
		t.Fatalf("sign the laptop out: %d %s", res.StatusCode, body)
	}
}

// A passkey sign-in, and adding a passkey, pass the second step; a password
// sign-in from before the passkey does not.
func TestAPasskeyPassesTheSecondStep(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	owner, token := ownerSession(t, ts)
	old := newBrowser(t, ts)
	ot := old.signedIn(firefoxOnWindows)
	key := newSoftAuthenticator(t, ts.SiteURL)
	addPasskey(t, owner, token, key, "Laptop")

	if res, body := old.do("DELETE", "/api/admin/sessions", "", "Authorization", "Bearer "+ot); res.StatusCode != 403 {
		t.Fatalf("a password sign-in from before the passkey: %d %s", res.StatusCode, body)
	}
	phone := newBrowser(t, ts)
	res, body := phone.do("POST", "/api/auth/passkey/finish", key.get(beginSignIn(t, phone)))
	if res.StatusCode != 200 {
		t.Fatalf("passkey sign-in: %d %s", res.StatusCode, body)
	}
	pt := decode[session](t, body).AccessToken
	if res, body := phone.do("DELETE", "/api/admin/sessions/"+familyOf(t, ts, ot), "", "Authorization", "Bearer "+pt); res.StatusCode != 204 {
		t.Fatalf("a passkey sign-in ends another: %d %s", res.StatusCode, body)
	}
	if res, body := owner.do("DELETE", "/api/admin/sessions", "", "Authorization", "Bearer "+token); res.StatusCode != 200 {
		t.Fatalf("the sign-in that added the passkey: %d %s", res.StatusCode, body)
	}
}

// familyOf is the sign-in an access token belongs to.
func familyOf(t *testing.T, ts *testServer, token string) string {
	t.Helper()
	claims, err := ts.SignerForTest(t).Verify(token, ts.Store.Now())
	must(t, err)
	return claims.SessionID
}

// Turning the rule on ends every sign-in, of every account, that did not
// pass a second step; the one turning it on stays. Each change, on or off,
// is mailed to every account, saying who and when, and is in History.
func TestRequiringTheSecondStepEndsSignInsWithoutIt(t *testing.T) {
	c := newCodesSite(t)
	c.Mail.Env.SMTPURL = someMailServer
	laptop := newBrowser(t, c.testServer)
	lt := laptop.signedIn(firefoxOnWindows) // before codes
	mustCreateAdmin(t, c.testServer, "helper@example.com")
	helper := newBrowser(t, c.testServer)
	_, hs := helper.login("helper@example.com", ownerPassword)
	c.turnOn()

	if res, body := requireSecondStep(c.owner, c.token, true); res.StatusCode != 200 {
		t.Fatalf("require: %d %s", res.StatusCode, body)
	}
	if c.owner.me(c.token) != 200 {
		t.Fatal("the sign-in that turned the rule on ended")
	}
	if laptop.me(lt) != 401 || helper.me(hs.AccessToken) != 401 {
		t.Fatal("a sign-in without a second step survived the rule")
	}
	if res, _ := laptop.refresh(); res.StatusCode != 401 {
		t.Fatalf("the laptop refreshed: %d", res.StatusCode)
	}
	// Each change mails both accounts, saying who changed what, and when.
	check := func(want int, says string) {
		t.Helper()
		mails := mailsOfKind(t, c.testServer, "account.second-step-rule")
		if len(mails) != want {
			t.Fatalf("%d rule mails, want %d", len(mails), want)
		}
		to := map[string]bool{}
		for _, m := range mails {
			if !strings.Contains(m.Subject, says) {
				continue
			}
			to[m.To] = true
			if !strings.HasPrefix(m.Text, "owner@example.com changed") || !strings.Contains(m.Text, "When: Friday 1 May 2026") {
				t.Fatalf("mail: %s\n%s", m.Subject, m.Text)
			}
		}
		if len(to) != 2 || !to["owner@example.com"] || !to["helper@example.com"] {
			t.Fatalf("%q mailed to %v", says, to)
		}
	}
	check(2, "now required")

	if res, body := requireSecondStep(c.owner, c.token, false); res.StatusCode != 200 {
		t.Fatalf("off: %d %s", res.StatusCode, body)
	}
	check(4, "no longer required")
	n := 0
	for _, rec := range readHistory(t, c.owner, c.token, "kind=settings").Records {
		if rec.Action == "changed whether a second step is required" && rec.ActorEmail == "owner@example.com" {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d History records of the rule", n)
	}
}
