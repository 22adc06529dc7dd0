package server_test

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// codesSite is a test server with a clock the test moves, its owner signed
// in (token), and her sign-in codes on (secret, recovery codes).
type codesSite struct {
	*testServer
	t        *testing.T
	clock    time.Time
	owner    *browser
	token    string
	secret   string
	recovery []string
}

func newCodesSite(t *testing.T) *codesSite {
	t.Helper()
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	// Addresses come from X-Forwarded-For, so each test step can be its own
	// client for the limits.
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	c := &codesSite{testServer: ts, t: t, clock: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)}
	ts.Store.Now = func() time.Time { return c.clock }
	mustCreateAdmin(t, ts, "owner@example.com")
	c.owner = newBrowser(t, ts)
	_, s := c.owner.login("owner@example.com", ownerPassword)
	c.token = s.AccessToken
	return c
}

func (c *codesSite) admin(method, path, body string) (*http.Response, string) {
	c.t.Helper()
	return c.owner.do(method, path, body, "Authorization", "Bearer "+c.token)
}

// turnOn turns the owner's codes on through the Account routes.
func (c *codesSite) turnOn() {
	c.t.Helper()
	res, body := c.admin("POST", "/api/admin/account/codes", `{"currentPassword":"`+ownerPassword+`"}`)
	if res.StatusCode != 200 {
		c.t.Fatalf("start: %d %s", res.StatusCode, body)
	}
	key := decode[struct{ Secret, URL, QRCode string }](c.t, body)
	if key.Secret == "" || !strings.HasPrefix(key.URL, "otpauth://totp/") || !strings.HasPrefix(key.QRCode, "data:image/png;base64,") {
		c.t.Fatalf("key: %s", body)
	}
	c.secret = key.Secret
	res, body = c.admin("POST", "/api/admin/account/codes/confirm", `{"code":"`+c.code(0)+`"}`)
	if res.StatusCode != 200 {
		c.t.Fatalf("confirm: %d %s", res.StatusCode, body)
	}
	c.recovery = decode[struct{ RecoveryCodes []string }](c.t, body).RecoveryCodes
	if len(c.recovery) != 10 {
		c.t.Fatalf("recovery codes: %s", body)
	}
	c.tick() // the code just used is spent
}

// tick moves the clock on by ten steps, past every code used before.
func (c *codesSite) tick() { c.clock = c.clock.Add(10 * auth.TOTPPeriod * time.Second) }

// code is the app's code offset steps from now.
func (c *codesSite) code(offset int) string {
	c.t.Helper()
	code, err := auth.TOTPCode(c.secret, c.clock.Add(time.Duration(offset*auth.TOTPPeriod)*time.Second))
	if err != nil {
		c.t.Fatal(err)
	}
	return code
}

// password signs in with the password from address ip in browser b, and
// answers the ticket of its second step.
func (c *codesSite) password(b *browser, ip string) string {
	c.t.Helper()
	res, body := b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`, "X-Forwarded-For", ip)
	if res.StatusCode != 200 {
		c.t.Fatalf("password: %d %s", res.StatusCode, body)
	}
	step := decode[struct {
		SecondStep *struct {
			Ticket  string
			Methods []string
		}
		AccessToken string
	}](c.t, body)
	if step.SecondStep == nil || step.AccessToken != "" || step.SecondStep.Ticket == "" ||
		strings.Join(step.SecondStep.Methods, ",") != "code" {
		c.t.Fatalf("no second step: %s", body)
	}
	for _, cookie := range res.Header.Values("Set-Cookie") {
		if strings.HasPrefix(cookie, "storyshelf_refresh=") {
			c.t.Fatal("a session started before the second step")
		}
	}
	return step.SecondStep.Ticket
}

func (c *codesSite) second(b *browser, ip, ticket, code string) (*http.Response, string) {
	c.t.Helper()
	return b.do("POST", "/api/auth/second-step", `{"ticket":"`+ticket+`","code":"`+code+`"}`, "X-Forwarded-For", ip)
}

// signedIn reports whether a second step answered a working session.
func (c *codesSite) signedIn(res *http.Response, body string) bool {
	c.t.Helper()
	if res.StatusCode != 200 {
		return false
	}
	s := decode[session](c.t, body)
	return s.AccessToken != "" && c.owner.me(s.AccessToken) == 200
}

func TestCodesTurnOnNeedsThePasswordAndAFirstCode(t *testing.T) {
	c := newCodesSite(t)
	res, _ := c.admin("POST", "/api/admin/account/codes", `{"currentPassword":"Wrong1234"}`)
	if res.StatusCode != 400 {
		t.Fatalf("wrong password: %d", res.StatusCode)
	}
	res, _ = c.admin("POST", "/api/admin/account/codes", `{}`)
	if res.StatusCode != 400 {
		t.Fatalf("no password: %d", res.StatusCode)
	}
	res, body := c.admin("POST", "/api/admin/account/codes", `{"currentPassword":"`+ownerPassword+`"}`)
	c.secret = decode[struct{ Secret string }](t, body).Secret
	if res.StatusCode != 200 || c.secret == "" {
		t.Fatalf("start: %d %s", res.StatusCode, body)
	}
	// Not on until a first code: the password alone still signs in.
	if res, s := newBrowser(t, c.testServer).login("owner@example.com", ownerPassword); res.StatusCode != 200 || s.AccessToken == "" {
		t.Fatal("codes waiting for their first code already ask for one")
	}
	res, body = c.admin("POST", "/api/admin/account/codes/confirm", `{"code":"000000"}`)
	if res.StatusCode != 400 || !strings.Contains(body, storyshelf.MsgWrongCode.Text) {
		t.Fatalf("wrong first code: %d %s", res.StatusCode, body)
	}
	res, body = c.admin("POST", "/api/admin/account/codes/confirm", `{"code":"`+c.code(0)+`"}`)
	if res.StatusCode != 200 || len(decode[struct{ RecoveryCodes []string }](t, body).RecoveryCodes) != 10 {
		t.Fatalf("confirm: %d %s", res.StatusCode, body)
	}
	res, body = c.admin("GET", "/api/admin/account/codes", "")
	if st := decode[storyshelf.CodesState](t, body); res.StatusCode != 200 || !st.On || st.RecoveryCodesLeft != 10 || st.Required {
		t.Fatalf("state: %s", body)
	}
	// The code that turned them on cannot sign in.
	b := newBrowser(t, c.testServer)
	if c.signedIn(c.second(b, "192.0.2.1", c.password(b, "192.0.2.1"), c.code(0))) {
		t.Fatal("the code that turned codes on signed in")
	}
	// Starting again while they are on is refused; nothing is replaced.
	if res, _ := c.admin("POST", "/api/admin/account/codes", `{"currentPassword":"`+ownerPassword+`"}`); res.StatusCode != 409 {
		t.Fatalf("start while on: %d", res.StatusCode)
	}
	// The secret is sealed in the database, never kept as typed.
	var stored string
	must(t, c.DB.QueryRow(`SELECT secret FROM second_step_codes`).Scan(&stored))
	if strings.Contains(stored, c.secret) || !strings.HasPrefix(stored, "v1.") {
		t.Fatalf("stored secret %q", stored)
	}
}

// A code is taken one step either side of now, not two, and only once.
func TestCodesWindowAndReplay(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	b := newBrowser(t, c.testServer)
	for i, tc := range []struct {
		offset int
		ok     bool
	}{{-2, false}, {2, false}, {-1, true}, {0, true}, {1, true}} {
		ip := "192.0.2." + string(rune('1'+i))
		if got := c.signedIn(c.second(b, ip, c.password(b, ip), c.code(tc.offset))); got != tc.ok {
			t.Fatalf("offset %d: signed in %v", tc.offset, got)
		}
		if tc.ok {
			// The same code again, on a fresh ticket: refused.
			if c.signedIn(c.second(b, ip, c.password(b, ip), c.code(tc.offset))) {
				t.Fatalf("offset %d: the code worked twice", tc.offset)
			}
			// So is an older one still in the window.
			if tc.offset == 1 && c.signedIn(c.second(b, ip, c.password(b, ip), c.code(0))) {
				t.Fatal("a code older than one used worked")
			}
			c.tick()
		}
	}
}

func TestRecoveryCodesWorkOnce(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	b := newBrowser(t, c.testServer)
	typed := strings.ToUpper(strings.ReplaceAll(c.recovery[3], "-", " ")) // as someone might type it
	if !c.signedIn(c.second(b, "192.0.2.1", c.password(b, "192.0.2.1"), typed)) {
		t.Fatal("a recovery code was refused")
	}
	res, body := c.second(b, "192.0.2.1", c.password(b, "192.0.2.1"), c.recovery[3])
	if res.StatusCode != 401 || !strings.Contains(body, storyshelf.MsgWrongSignInCode.Text) {
		t.Fatalf("a used recovery code: %d %s", res.StatusCode, body)
	}
	_, body = c.admin("GET", "/api/admin/account/codes", "")
	if decode[storyshelf.CodesState](t, body).RecoveryCodesLeft != 9 {
		t.Fatalf("left: %s", body)
	}
	// New ones need the password, and the old ones stop working.
	if res, _ := c.admin("POST", "/api/admin/account/codes/recovery-codes", `{"currentPassword":"Wrong1234"}`); res.StatusCode != 400 {
		t.Fatalf("new codes with a wrong password: %d", res.StatusCode)
	}
	res, body = c.admin("POST", "/api/admin/account/codes/recovery-codes", `{"currentPassword":"`+ownerPassword+`"}`)
	fresh := decode[struct{ RecoveryCodes []string }](t, body).RecoveryCodes
	if res.StatusCode != 200 || len(fresh) != 10 {
		t.Fatalf("new codes: %d %s", res.StatusCode, body)
	}
	if c.signedIn(c.second(b, "192.0.2.2", c.password(b, "192.0.2.2"), c.recovery[4])) {
		t.Fatal("an old recovery code worked after new ones were made")
	}
	if !c.signedIn(c.second(b, "192.0.2.2", c.password(b, "192.0.2.2"), fresh[0])) {
		t.Fatal("a new recovery code was refused")
	}
	var stored int
	must(t, c.DB.QueryRow(`SELECT COUNT(*) FROM recovery_codes WHERE code_hash = $1`, fresh[1]).Scan(&stored))
	if stored != 0 {
		t.Fatal("a recovery code is stored as it is shown")
	}
}

func TestSignInTicketSingleUseAndExpiry(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	b := newBrowser(t, c.testServer)
	ticket := c.password(b, "192.0.2.1")
	if !c.signedIn(c.second(b, "192.0.2.1", ticket, c.code(0))) {
		t.Fatal("second step refused")
	}
	c.tick()
	res, body := c.second(b, "192.0.2.1", ticket, c.code(0))
	if res.StatusCode != 401 || !strings.Contains(body, storyshelf.MsgSignInExpired.Text) {
		t.Fatalf("ticket used twice: %d %s", res.StatusCode, body)
	}
	c.tick()
	ticket = c.password(b, "192.0.2.1")
	c.clock = c.clock.Add(storyshelf.SignInTicketTTL + time.Second)
	if res, _ := c.second(b, "192.0.2.1", ticket, c.code(0)); res.StatusCode != 401 {
		t.Fatalf("an expired ticket: %d", res.StatusCode)
	}
	// A few wrong codes end a ticket: the password must be typed again.
	c.tick()
	ticket = c.password(b, "192.0.2.2")
	for range storyshelf.SignInTicketMisses {
		c.second(b, "192.0.2.2", ticket, "000000")
	}
	if res, body := c.second(b, "192.0.2.2", ticket, c.code(0)); res.StatusCode != 401 || !strings.Contains(body, storyshelf.MsgSignInExpired.Text) {
		t.Fatalf("a ticket past its wrong codes: %d %s", res.StatusCode, body)
	}
	// Made-up tickets and empty codes.
	if res, _ := c.second(b, "192.0.2.3", "made-up", c.code(0)); res.StatusCode != 401 {
		t.Fatalf("made-up ticket: %d", res.StatusCode)
	}
	if res, _ := c.second(b, "192.0.2.3", "made-up", ""); res.StatusCode != 400 {
		t.Fatalf("no code: %d", res.StatusCode)
	}
}

// Wrong codes count like wrong passwords: ten from one address shut that
// address out of the account for the window, right code or not, while the
// owner at another address still signs in.
func TestWrongCodesAreRateLimited(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	stranger := newBrowser(t, c.testServer)
	ticket := ""
	for i := range 10 {
		if i%storyshelf.SignInTicketMisses == 0 {
			ticket = c.password(stranger, "198.51.100.7")
		}
		if res, _ := c.second(stranger, "198.51.100.7", ticket, "000000"); res.StatusCode != 401 {
			t.Fatalf("wrong code %d: %d", i, res.StatusCode)
		}
	}
	// The password is still right (a stranger with it has a ticket), but the
	// code step from that address is closed, even with the right code.
	res, _ := stranger.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`, "X-Forwarded-For", "198.51.100.7")
	if res.StatusCode != 429 {
		t.Fatalf("password after ten wrong codes: %d", res.StatusCode)
	}
	owner := newBrowser(t, c.testServer)
	if !c.signedIn(c.second(owner, "203.0.113.9", c.password(owner, "203.0.113.9"), c.code(0))) {
		t.Fatal("the owner at her own address is locked out by a stranger's wrong codes")
	}
	// A right password does not forgive wrong codes: counters reset only
	// when the second step is done.
	var hits int
	must(t, c.DB.QueryRow(`SELECT hits FROM rate_limits WHERE key = $1`, "login:pair:owner@example.com:198.51.100.7").Scan(&hits))
	if hits < 10 {
		t.Fatalf("pair failures %d", hits)
	}
}

// A stolen access token cannot turn codes off (or make new recovery codes,
// or start over) without the password.
func TestStolenTokenCannotTurnCodesOff(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	for _, path := range []string{"/api/admin/account/codes/off", "/api/admin/account/codes/recovery-codes"} {
		for _, body := range []string{`{}`, `{"currentPassword":"Guess1234"}`} {
			if res, _ := c.admin("POST", path, body); res.StatusCode != 400 {
				t.Fatalf("%s %s: %d", path, body, res.StatusCode)
			}
		}
	}
	if on, _ := c.Store.CodesOn(t.Context(), decode[session](t, mustLoginBody(t, c)).User.ID); !on {
		t.Fatal("codes went off without the password")
	}
	res, body := c.admin("POST", "/api/admin/account/codes/off", `{"currentPassword":"`+ownerPassword+`"}`)
	if res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgCodesOff.Text) {
		t.Fatalf("off: %d %s", res.StatusCode, body)
	}
	if res, s := newBrowser(t, c.testServer).login("owner@example.com", ownerPassword); res.StatusCode != 200 || s.AccessToken == "" {
		t.Fatal("with codes off the password alone does not sign in")
	}
	if res, _ := c.admin("POST", "/api/admin/account/codes/recovery-codes", `{"currentPassword":"`+ownerPassword+`"}`); res.StatusCode != 409 {
		t.Fatalf("recovery codes with codes off: %d", res.StatusCode)
	}
}

// mustLoginBody finishes a fresh sign-in with a code and answers its body.
func mustLoginBody(t *testing.T, c *codesSite) string {
	t.Helper()
	c.tick()
	b := newBrowser(t, c.testServer)
	res, body := c.second(b, "192.0.2.200", c.password(b, "192.0.2.200"), c.code(0))
	if res.StatusCode != 200 {
		t.Fatalf("sign-in: %d %s", res.StatusCode, body)
	}
	return body
}

// With a second step required, an account without one is let in to its
// Account page only; every other admin route refuses it with a clear 403.
func TestRequiredSecondStepGate(t *testing.T) {
	c := newCodesSite(t)
	hash, _ := auth.HashPassword(t.Context(), ownerPassword)
	_, err := c.Store.CreateUser(t.Context(), "helper@example.com", hash)
	must(t, err)
	require := func(on bool) (*http.Response, string) {
		return c.admin("PUT", "/api/admin/account/second-step-required",
			`{"required":`+map[bool]string{true: "true", false: "false"}[on]+`,"currentPassword":"`+ownerPassword+`"}`)
	}
	// Not before her own account has one.
	if res, body := require(true); res.StatusCode != 409 || !strings.Contains(body, storyshelf.MsgRequireNeedsOwn.Text) {
		t.Fatalf("required without her own: %d %s", res.StatusCode, body)
	}
	c.turnOn()
	if res, _ := c.admin("PUT", "/api/admin/account/second-step-required", `{"required":true,"currentPassword":"Guess1234"}`); res.StatusCode != 400 {
		t.Fatalf("wrong password: %d", res.StatusCode)
	}
	if res, body := require(true); res.StatusCode != 200 {
		t.Fatalf("require: %d %s", res.StatusCode, body)
	}
	// She cannot then turn her only second step off.
	if res, body := c.admin("POST", "/api/admin/account/codes/off", `{"currentPassword":"`+ownerPassword+`"}`); res.StatusCode != 409 ||
		!strings.Contains(body, storyshelf.MsgStillRequired.Text) {
		t.Fatalf("off while required: %d %s", res.StatusCode, body)
	}

	helper := newBrowser(t, c.testServer)
	res, s := helper.login("helper@example.com", ownerPassword)
	if res.StatusCode != 200 || s.AccessToken == "" {
		t.Fatalf("the helper's password sign-in: %d", res.StatusCode)
	}
	as := func(method, path, body string) int {
		res, _ := helper.do(method, path, body, "Authorization", "Bearer "+s.AccessToken)
		return res.StatusCode
	}
	_, body := helper.do("GET", "/api/admin/me", "", "Authorization", "Bearer "+s.AccessToken)
	if m := decode[struct {
		Email            string
		SecondStepNeeded bool
	}](t, body); m.Email != "helper@example.com" || !m.SecondStepNeeded {
		t.Fatalf("me: %s", body)
	}
	for _, path := range []string{"/api/admin/account", "/api/admin/account/codes", "/api/admin/sessions"} {
		if got := as("GET", path, ""); got != 200 {
			t.Fatalf("%s: %d", path, got)
		}
	}
	res, body = helper.do("GET", "/api/admin/books", "", "Authorization", "Bearer "+s.AccessToken)
	if res.StatusCode != 403 || decode[apiError](t, body).Error.Message != storyshelf.MsgSecondStepNeeded.Text {
		t.Fatalf("books: %d %s", res.StatusCode, body)
	}
	// Every route outside her account is closed, walking the table.
	for _, pattern := range c.RoutePatterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if !strings.HasPrefix(path, "/api/admin/") || strings.HasPrefix(path, "/api/admin/account") ||
			strings.HasPrefix(path, "/api/admin/sessions") || path == "/api/admin/me" || path == "/api/admin/password" {
			continue
		}
		if got := as(method, strings.NewReplacer("{id}", "x", "{file}", "x", "{section}", "x").Replace(path), "{}"); got != 403 {
			t.Fatalf("%s: %d", pattern, got)
		}
	}
	// Once she adds codes, everything opens.
	hc := &codesSite{testServer: c.testServer, t: t, clock: c.clock, owner: helper, token: s.AccessToken}
	c.Store.Now = func() time.Time { return hc.clock }
	hc.turnOn()
	if got := as("GET", "/api/admin/books", ""); got != 200 {
		t.Fatalf("books with codes on: %d", got)
	}
	// The owner is never shut out by the rule; turning it off needs the password.
	c.Store.Now = func() time.Time { return c.clock }
	if res, _ := c.admin("GET", "/api/admin/books", ""); res.StatusCode != 200 {
		t.Fatalf("owner's books: %d", res.StatusCode)
	}
	if res, body := require(false); res.StatusCode != 200 {
		t.Fatalf("turn the rule off: %d %s", res.StatusCode, body)
	}
	_, body = c.admin("GET", "/api/admin/account/codes", "")
	if decode[storyshelf.CodesState](t, body).Required {
		t.Fatal("still required")
	}
}
