package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// deviceCookieOf is the device cookie a response set, or nil.
func deviceCookieOf(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == "storyshelf_device" {
			return c
		}
	}
	return nil
}

// Issue 24, finding 5: a browser that has signed in before gets a device
// cookie, and a sign-in that shows it for the same account hashes in a
// reserved slot. Nobody else's cookie, and no made-up one, gets there.
func TestDeviceCookie(t *testing.T) {
	ts := newTestServer(t)
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	mustCreateAdmin(t, ts, "owner@example.com")
	mustCreateAdmin(t, ts, "helper@example.com")
	login := func(b *browser, email, password, from string) int {
		t.Helper()
		res, _ := b.do("POST", "/api/auth/login", `{"email":"`+email+`","password":"`+password+`"}`, "X-Forwarded-For", from)
		return res.StatusCode
	}
	reserved := func(b *browser, email, password, from string, want int) bool {
		t.Helper()
		before := auth.ReservedChecks()
		if got := login(b, email, password, from); got != want {
			t.Fatalf("sign-in as %s from %s: %d, want %d", email, from, got, want)
		}
		return auth.ReservedChecks() > before
	}

	owner := newBrowser(t, ts)
	res, _ := owner.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`)
	c := deviceCookieOf(res)
	if res.StatusCode != 200 || c == nil {
		t.Fatalf("a sign-in sets the device cookie: %d %v", res.StatusCode, res.Cookies())
	}
	if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/api/auth" || c.MaxAge < 300*24*3600 || c.Secure {
		t.Fatalf("device cookie %+v: want HttpOnly, SameSite=Strict, for the sign-in route only, lasting a year, not Secure over http", c)
	}
	if strings.Contains(c.Value, "owner") {
		t.Fatal("the device cookie shows the address")
	}
	if !reserved(owner, "owner@example.com", ownerPassword, "192.0.2.1", 200) {
		t.Fatal("the owner's browser, signing in again, did not get the reserved slot")
	}
	if reserved(newBrowser(t, ts), "owner@example.com", ownerPassword, "192.0.2.2", 200) {
		t.Fatal("a browser without the cookie got the reserved slot")
	}

	t.Run("AnotherAccountsCookieDoesNotHelp", func(t *testing.T) {
		helper := newBrowser(t, ts)
		if login(helper, "helper@example.com", ownerPassword, "192.0.2.3") != 200 {
			t.Fatal("helper sign-in")
		}
		if reserved(helper, "owner@example.com", ownerPassword, "192.0.2.3", 200) {
			t.Fatal("the helper's device cookie got a sign-in to the owner's account the reserved slot")
		}
	})

	t.Run("AMadeUpCookieDoesNotHelp", func(t *testing.T) {
		guessed := auth.DeviceKey{Key: []byte("a guess")}.Sign("owner@example.com", time.Now().Add(time.Hour))
		for _, value := range []string{guessed, c.Value + "x", "x" + c.Value, strings.Replace(c.Value, ".", "", 1)} {
			b := newBrowser(t, ts)
			u, _ := url.Parse(ts.URL + "/api/auth/login")
			b.client.Jar.SetCookies(u, []*http.Cookie{{Name: "storyshelf_device", Value: value, Path: "/api/auth/login"}})
			if reserved(b, "owner@example.com", "Wrong1234", "192.0.2.4", 401) {
				t.Fatalf("the made-up cookie %q got the reserved slot", value)
			}
		}
	})

	t.Run("AStolenCookieIsNoWayAroundTheLimits", func(t *testing.T) {
		thief := newBrowser(t, ts)
		u, _ := url.Parse(ts.URL + "/api/auth/login")
		thief.client.Jar.SetCookies(u, []*http.Cookie{{Name: "storyshelf_device", Value: c.Value, Path: "/api/auth/login"}})
		for i := range 10 { // each from its own address, past the per-address limits
			if !reserved(thief, "owner@example.com", fmt.Sprintf("Guess%d", i), fmt.Sprintf("203.0.113.%d", i), 401) {
				t.Fatalf("guess %d with the cookie did not use the reserved slot", i)
			}
		}
		if reserved(thief, "owner@example.com", "Guess10", "203.0.113.10", 401) {
			t.Fatal("after 10 wrong passwords the cookie still gets the reserved slot")
		}
	})

	t.Run("SecureOnAnHTTPSSite", func(t *testing.T) {
		site := ts.SiteURL
		ts.SiteURL = "https://books.example.com"
		defer func() { ts.SiteURL = site }()
		res, _ := newBrowser(t, ts).do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`,
			"X-Forwarded-For", "192.0.2.5")
		if c := deviceCookieOf(res); res.StatusCode != 200 || c == nil || !c.Secure {
			t.Fatalf("%d %+v: want a Secure device cookie", res.StatusCode, c)
		}
	})
}

// Issue 24, finding 5: while 1,200 strangers tried to sign in at once, one of
// the owner's four sign-ins got "busy" and the rest took 5 s. Here 1,200
// wrong-password sign-ins from 1,200 addresses flood the login (at the
// production hashing cost), and the owner, whose browser has its device
// cookie, signs in four times during the flood: every one succeeds.
func TestOwnerSignsInDuringALoginFlood(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	old := auth.DefaultParams
	auth.DefaultParams = auth.Params{Memory: 64 * 1024, Time: 1, Threads: 2} // production costs: the queue really fills
	t.Cleanup(func() { auth.DefaultParams = old })
	mustCreateAdmin(t, ts, "owner@example.com")
	body := `{"email":"owner@example.com","password":"` + ownerPassword + `"}`

	owner := newBrowser(t, ts)
	if res, _ := owner.do("POST", "/api/auth/login", body, "X-Forwarded-For", "192.0.2.10"); res.StatusCode != 200 || deviceCookieOf(res) == nil {
		t.Fatalf("the owner's first sign-in: %d", res.StatusCode)
	}

	const strangers = 1200
	type answer struct {
		status int
		body   string
		err    error
	}
	answers := make(chan answer, strangers)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: -1}}
	var wg sync.WaitGroup
	var busy atomic.Int64 // strangers turned away because no slot came free
	// The strangers' hashing slots are held while the flood builds, so that it
	// queues and runs over (auth.HashWait) on any machine: whether it ran over
	// used to depend on how fast the machine hashed.
	release := sync.OnceFunc(auth.HoldSharedSlots())
	for i := range strangers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("POST", ts.URL+"/api/auth/login",
				strings.NewReader(fmt.Sprintf(`{"email":"owner@example.com","password":"Wrong%d"}`, i)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Requested-With", "storyshelf")
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.0.%d.%d", i/250, i%250+1))
			res, err := client.Do(req)
			if err != nil {
				answers <- answer{err: err}
				return
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == 429 && strings.Contains(string(b), `"key":"server.busy"`) {
				busy.Add(1)
			}
			answers <- answer{status: res.StatusCode, body: string(b)}
		}()
	}
	t.Cleanup(wg.Wait) // every stranger's request ends by itself (every wait is bounded)
	t.Cleanup(release) // before that wait, and before the next test hashes

	// The flood is on once strangers queue for the hashing slots (the login
	// gate lets a few dozen that far; the rest wait at the gate).
	deadline := time.Now().Add(time.Minute)
	for auth.Waiting() < 10 {
		if time.Now().After(deadline) {
			t.Fatalf("the flood never filled the queue: %d waiting", auth.Waiting())
		}
		time.Sleep(5 * time.Millisecond)
	}

	// Beside the owner, a browser without the cookie signs in to the same
	// account with the right password: it queues with the strangers.
	stranger := make(chan answer, 1)
	go func() {
		b := newBrowser(t, ts)
		req, _ := http.NewRequest("POST", ts.URL+"/api/auth/login", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Requested-With", "storyshelf")
		req.Header.Set("X-Forwarded-For", "192.0.2.20")
		res, err := b.client.Do(req)
		if err != nil {
			stranger <- answer{err: err}
			return
		}
		res.Body.Close()
		stranger <- answer{status: res.StatusCode}
	}()

	for i := range 4 {
		waiting, start := auth.Waiting(), time.Now()
		res, got := owner.do("POST", "/api/auth/login", body, "X-Forwarded-For", "192.0.2.10")
		if res.StatusCode != 200 {
			t.Fatalf("the owner's sign-in %d during the flood: %d %s", i+1, res.StatusCode, got)
		}
		t.Logf("owner's sign-in %d: 200 in %v, with %d strangers' checks queued for a hashing slot", i+1, time.Since(start).Round(time.Millisecond), waiting)
	}
	// The queue runs over (strangers are turned away busy); then the slots
	// are let go and the rest of the flood is checked as usual.
	for busy.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("no stranger was turned away busy while every slot was taken")
		}
		time.Sleep(5 * time.Millisecond)
	}
	release()

	wg.Wait()
	close(answers)
	counts := map[string]int{}
	for a := range answers {
		switch {
		case a.err != nil:
			t.Fatalf("a stranger's request failed: %v", a.err)
		case a.status == 401:
			counts["wrong password"]++
		case a.status == 429 && strings.Contains(a.body, "busy"):
			counts["busy"]++
		case a.status == 429 && strings.Contains(a.body, "This account is getting many sign-in attempts."):
			counts["waiting for the account's turn"]++
		default:
			t.Fatalf("a stranger got %d %s, want 401, 429 busy or 429 for the account's turn", a.status, a.body)
		}
	}
	if counts["busy"] == 0 {
		t.Fatalf("no stranger was turned away busy (%v): the flood did not fill the queue", counts)
	}
	s := <-stranger
	if s.err != nil || (s.status != 200 && s.status != 429) {
		t.Fatalf("the browser without the cookie: %d %v", s.status, s.err)
	}
	t.Logf("strangers: %v; the right password without the cookie: %d", counts, s.status)
}
