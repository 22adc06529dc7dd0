package server_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/altcha"
)

// challengeForms maps the public form routes to the form their challenge is
// for.
var challengeForms = []struct {
	path *regexp.Regexp
	form string
}{
	{regexp.MustCompile(`^/api/newsletter$`), "newsletter"},
	{regexp.MustCompile(`^/api/contact$`), "contact"},
	{regexp.MustCompile(`^/api/kits/[^/]+/signup$`), "kit"},
	{regexp.MustCompile(`^/api/books/[^/]+/reviews$`), "review"},
}

// fetchChallenge asks the site for a challenge for form, as the widget does,
// from the same address (header) as the form will be sent.
func fetchChallenge(t *testing.T, base, form string, header ...string) altcha.Challenge {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/challenge?form="+form, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, body := roundTrip(t, req)
	if res.StatusCode != 200 {
		t.Fatalf("GET /api/challenge?form=%s: %d %s", form, res.StatusCode, body)
	}
	var c altcha.Challenge
	if err := json.Unmarshal([]byte(body), &c); err != nil {
		t.Fatalf("challenge: %v in %s", err, body)
	}
	return c
}

// solvedChallenge is the payload a browser sends with form: a fresh
// challenge from the site, solved.
func solvedChallenge(t *testing.T, base, form string, header ...string) string {
	t.Helper()
	c := fetchChallenge(t, base, form, header...)
	n, ok := altcha.Solve(c)
	if !ok {
		t.Fatalf("no solution up to %d", c.MaxNumber)
	}
	return altcha.Payload(c, n)
}

// withChallenge adds a solved challenge to a post to one of the public
// forms, as the app does: an "altcha" field in a JSON object or a URL-encoded
// form. Bodies that already have one, or are neither, are left alone.
func withChallenge(t *testing.T, target, contentType, body string, header ...string) string {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil || strings.Contains(body, "altcha") {
		return body
	}
	form := ""
	for _, f := range challengeForms {
		if f.path.MatchString(u.Path) {
			form = f.form
		}
	}
	if form == "" {
		return body
	}
	base := u.Scheme + "://" + u.Host
	switch {
	case contentType == "application/x-www-form-urlencoded":
		return body + "&altcha=" + url.QueryEscape(solvedChallenge(t, base, form, header...))
	case strings.HasPrefix(strings.TrimSpace(body), "{"):
		field := `"altcha":"` + solvedChallenge(t, base, form, header...) + `"`
		rest := strings.TrimPrefix(strings.TrimSpace(body), "{")
		if strings.HasPrefix(strings.TrimSpace(rest), "}") {
			return "{" + field + rest
		}
		return "{" + field + "," + rest
	}
	return body
}

// rawPost sends body as is: no challenge is added.
func rawPost(t *testing.T, target, contentType, body string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", target, strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return roundTrip(t, req)
}

func TestChallengeEndpoint(t *testing.T) {
	ts := newTestServer(t)
	res, body := get(t, ts.URL+"/api/challenge?form=contact")
	if res.StatusCode != 200 || res.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("GET /api/challenge: %d %q %s", res.StatusCode, res.Header.Get("Cache-Control"), body)
	}
	var c altcha.Challenge
	if err := json.Unmarshal([]byte(body), &c); err != nil || c.Algorithm != "SHA-256" || c.MaxNumber <= 0 ||
		len(c.Challenge) != 64 || len(c.Signature) != 64 || !strings.Contains(c.Salt, "form=contact") {
		t.Fatalf("challenge %+v, %v", c, err)
	}
	if again := fetchChallenge(t, ts.URL, "contact"); again.Challenge == c.Challenge || again.Salt == c.Salt {
		t.Fatal("two requests got the same challenge")
	}
	if res, _ := get(t, ts.URL+"/api/challenge?form=other"); res.StatusCode != 404 {
		t.Fatalf("unknown form: %d", res.StatusCode)
	}
}

// Each form's solution is refused when missing, wrong, forged, expired,
// reused or made for another form; a good one is accepted.
func TestPublicFormsNeedASolvedChallenge(t *testing.T) {
	ts := newTestServer(t)
	newsletter := ts.URL + "/api/newsletter"
	send := func(payload string) (int, string) {
		res, body := rawPost(t, newsletter, "application/json", `{"email":"parent@example.com","altcha":"`+payload+`"}`)
		return res.StatusCode, decode[apiError](t, body).Error.Message
	}
	const (
		missing = "Your browser did not finish the quick check this form needs. Please reload the page and try again."
		invalid = "We could not confirm this form came from your browser. Please reload the page and try again."
		old     = "This form's check has expired or was already used. Please send it again."
	)
	if res, body := rawPost(t, newsletter, "application/json", `{"email":"parent@example.com"}`); res.StatusCode != 400 ||
		decode[apiError](t, body).Error.Message != missing {
		t.Fatalf("no solution: %d %s", res.StatusCode, body)
	}

	c := fetchChallenge(t, ts.URL, "newsletter")
	n, _ := altcha.Solve(c)
	if code, msg := send(altcha.Payload(c, n+1)); code != 400 || msg != invalid {
		t.Fatalf("wrong number: %d %s", code, msg)
	}
	forged, _ := altcha.New([]byte("a key of my own"), 10, time.Now().Add(time.Hour), url.Values{"form": {"newsletter"}})
	fn, _ := altcha.Solve(forged)
	if code, msg := send(altcha.Payload(forged, fn)); code != 400 || msg != invalid {
		t.Fatalf("forged signature: %d %s", code, msg)
	}
	contact := fetchChallenge(t, ts.URL, "contact")
	cn, _ := altcha.Solve(contact)
	if code, msg := send(altcha.Payload(contact, cn)); code != 400 || msg != invalid {
		t.Fatalf("another form's challenge: %d %s", code, msg)
	}
	if code, msg := send(base64.StdEncoding.EncodeToString([]byte(`{"algorithm":"SHA-256"}`))); code != 400 || msg != invalid {
		t.Fatalf("malformed: %d %s", code, msg)
	}

	if code, msg := send(altcha.Payload(c, n)); code != 200 {
		t.Fatalf("good solution: %d %s", code, msg)
	}
	if code, msg := send(altcha.Payload(c, n)); code != 400 || msg != old {
		t.Fatalf("reused: %d %s", code, msg)
	}
	// Reused on a second instance: the used challenges are in the database.
	second := ts.secondInstance(t)
	if res, body := rawPost(t, second+"/api/newsletter", "application/json",
		`{"email":"parent@example.com","altcha":"`+altcha.Payload(c, n)+`"}`); res.StatusCode != 400 {
		t.Fatalf("reused on another instance: %d %s", res.StatusCode, body)
	}

	// Expired: the same site, 31 minutes later.
	late := fetchChallenge(t, ts.URL, "newsletter")
	ln, _ := altcha.Solve(late)
	ts.Store.Now = func() time.Time { return time.Now().UTC().Add(31 * time.Minute) }
	if code, msg := send(altcha.Payload(late, ln)); code != 400 || msg != old {
		t.Fatalf("expired: %d %s", code, msg)
	}

	// Used challenges are forgotten once expired.
	var rows int
	if err := ts.DB.QueryRow(`SELECT COUNT(*) FROM used_challenges`).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("used challenges: %d, %v", rows, err)
	}
	if _, err := ts.Store.PruneChallenges(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := ts.DB.QueryRow(`SELECT COUNT(*) FROM used_challenges`).Scan(&rows); err != nil || rows != 0 {
		t.Fatalf("after pruning: %d, %v", rows, err)
	}

	// The contact and kit forms refuse a missing solution too.
	kit := seedKit(t, ts, seedBook(t, ts, "Kit Book", 0), true)
	ts.Store.Now = func() time.Time { return time.Now().UTC() }
	for _, target := range []string{ts.URL + "/api/contact", ts.URL + "/api/kits/" + kit.ID + "/signup"} {
		res, body := rawPost(t, target, "application/x-www-form-urlencoded",
			"name=Pat&email=pat%40example.com&subject=Other&message=Hi&agree=true")
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != missing {
			t.Fatalf("%s without a solution: %d %s", target, res.StatusCode, body)
		}
	}
}

// A flood across many addresses raises the challenge's cost rather than
// refusing anyone, and the owner's dashboard says so.
func TestFloodRaisesTheCostAndTellsTheOwner(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	_, sess := newBrowser(t, ts).login("owner@example.com", ownerPassword)
	token := sess.AccessToken
	notices := func() []string {
		res, body := get(t, ts.URL+"/api/admin/dashboard", "Authorization", "Bearer "+token)
		var d struct{ FloodNotices []string }
		if res.StatusCode != 200 || json.Unmarshal([]byte(body), &d) != nil || d.FloodNotices == nil {
			t.Fatalf("dashboard: %d %s", res.StatusCode, body)
		}
		return d.FloodNotices
	}
	if got := notices(); len(got) != 0 {
		t.Fatalf("a quiet site has notices: %q", got)
	}
	usual := fetchChallenge(t, ts.URL, "newsletter").MaxNumber

	// 51 sign-ups from 51 addresses (a trusted proxy names them), at once:
	// one over the newsletter's budget of 50 in ten minutes.
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	var wg sync.WaitGroup
	codes := make([]int, 51)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ip := fmt.Sprintf("203.0.113.%d", i)
			res, _ := postJSON(t, ts.URL+"/api/newsletter", fmt.Sprintf(`{"email":"flood%d@example.com"}`, i), "X-Forwarded-For", ip)
			codes[i] = res.StatusCode
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != 200 {
			t.Fatalf("sign-up %d: %d; a flood is slowed, never refused", i, c)
		}
	}
	// A new instance reads the counts from the database at once (the first
	// instance trusts what it read for a few seconds).
	raised := fetchChallenge(t, ts.secondInstance(t), "newsletter").MaxNumber
	if raised <= usual {
		t.Fatalf("after the flood the cost is %d, before it %d", raised, usual)
	}
	if other := fetchChallenge(t, ts.secondInstance(t), "contact").MaxNumber; other != usual {
		t.Fatalf("the contact form's cost moved with the newsletter's: %d", other)
	}
	want := "Unusually many newsletter sign-ups in the last hour: the site is slowing them down."
	if got := notices(); len(got) != 1 || got[0] != want {
		t.Fatalf("notices %q, want %q", got, want)
	}
	// A reader still gets through at the raised cost.
	if res, body := postJSON(t, ts.secondInstance(t)+"/api/newsletter", `{"email":"reader@example.com"}`,
		"X-Forwarded-For", "198.51.100.1"); res.StatusCode != 200 {
		t.Fatalf("a reader during the flood: %d %s", res.StatusCode, body)
	}
}
