package server_test

import (
	"fmt"
	"net/http"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The sign-in limits of issue #42: a client is an IPv6 /64, and every
// password and code is counted before it is checked, so neither many
// addresses of one network nor many requests at once get more checks than a
// limit allows.

// newProxiedSite is a test server whose clients' addresses come from
// X-Forwarded-For, so each request can be its own client, with the
// per-instance limits lifted to show the database's.
func newProxiedSite(t *testing.T) *testServer {
	t.Helper()
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	mustCreateAdmin(t, ts, "owner@example.com")
	return ts
}

// signInFrom sends a password for email from address ip in a new browser,
// and answers the status and the error message, if any.
func signInFrom(t *testing.T, ts *testServer, ip, email, password string) (int, string) {
	t.Helper()
	res, body := newBrowser(t, ts).do("POST", "/api/auth/login",
		`{"email":"`+email+`","password":"`+password+`"}`, "X-Forwarded-For", ip)
	if res.StatusCode == http.StatusOK {
		return res.StatusCode, ""
	}
	return res.StatusCode, decode[apiError](t, body).Error.Message
}

// atOnce runs n requests at the same time and answers their statuses and
// messages, counted.
func atOnce(n int, request func(i int) (int, string)) map[string]int {
	var mu sync.Mutex
	answers := map[string]int{}
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, message := request(i)
			mu.Lock()
			answers[statusAnd(status, message)]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	return answers
}

// statusAnd is a status and an error message, as the tests compare them.
func statusAnd(status int, message string) string { return fmt.Sprintf("%d %s", status, message) }

var (
	wrongPassword  = statusAnd(401, storyshelf.MsgInvalidCredentials.Text)
	tooManySignIns = statusAnd(429, storyshelf.MsgTooManySignIns.Text)
	wrongCode      = statusAnd(401, storyshelf.MsgWrongSignInCode.Text)
	ticketEnded    = statusAnd(401, storyshelf.MsgSignInExpired.Text)
	accountBusy    = statusAnd(429, server.AccountBusyForTest)
)

// Addresses of one IPv6 /64 are one client: a new address per guess gets
// no more guesses than one address does.
func TestLimitsCountAnIPv6NetworkAsOneClient(t *testing.T) {
	ts := newProxiedSite(t)
	t.Run("Pair", func(t *testing.T) {
		for i := range server.LoginPerPairForTest + 2 {
			status, message := signInFrom(t, ts, fmt.Sprintf("2001:db8:1:2::%x", i+1), "owner@example.com", "Guess1234")
			if got, want := statusAnd(status, message), wrongPassword; i >= server.LoginPerPairForTest {
				want = tooManySignIns
				if got != want {
					t.Fatalf("wrong password %d from the /64: %s, want %s", i+1, got, want)
				}
			} else if got != want {
				t.Fatalf("wrong password %d: %s", i+1, got)
			}
		}
		if status, _ := signInFrom(t, ts, "2001:db8:1:2:ffff::1", "owner@example.com", ownerPassword); status != 429 {
			t.Fatalf("right password from the closed /64: %d", status)
		}
		if status, _ := signInFrom(t, ts, "2001:db8:1:3::1", "owner@example.com", ownerPassword); status != 200 {
			t.Fatalf("the owner from another /64: %d", status)
		}
	})
	t.Run("Client", func(t *testing.T) {
		for i := range server.LoginPerClientForTest + 2 {
			status, _ := signInFrom(t, ts, fmt.Sprintf("2001:db8:5:5::%x", i+1), fmt.Sprintf("guess%d@example.com", i), "Guess1234")
			if want := 401; i >= server.LoginPerClientForTest && status != 429 || i < server.LoginPerClientForTest && status != want {
				t.Fatalf("wrong password %d from the /64, any account: %d", i+1, status)
			}
		}
	})
	t.Run("ForgotPassword", func(t *testing.T) {
		for i := range server.ForgotPerClientForTest + 1 {
			res, _ := newBrowser(t, ts).do("POST", "/api/auth/forgot-password", `{"email":"someone@example.com"}`,
				"X-Forwarded-For", fmt.Sprintf("2001:db8:7:7::%x", i+1))
			if want := 200; i >= server.ForgotPerClientForTest && res.StatusCode != 429 || i < server.ForgotPerClientForTest && res.StatusCode != want {
				t.Fatalf("reset request %d from the /64: %d", i+1, res.StatusCode)
			}
		}
	})
}

// Wrong passwords sent at once for one account from one client get
// LoginPerPair checks, no more; the refused ones do not count.
func TestPasswordsAtOnceGetNoMoreChecksThanTheLimit(t *testing.T) {
	ts := newProxiedSite(t)
	answers := atOnce(30, func(int) (int, string) {
		return signInFrom(t, ts, "198.51.100.7", "owner@example.com", "Guess1234")
	})
	if answers[wrongPassword] != server.LoginPerPairForTest || answers[tooManySignIns] != 30-server.LoginPerPairForTest {
		t.Fatalf("30 wrong passwords at once: %v", answers)
	}
	var hits int
	must(t, ts.DB.QueryRow(`SELECT hits FROM rate_limits WHERE key = $1`, "login:pair:owner@example.com:198.51.100.7").Scan(&hits))
	if hits != server.LoginPerPairForTest {
		t.Fatalf("pair failures %d", hits)
	}
}

// Wrong codes sent at once on one ticket get SignInTicketMisses checks, no
// more, whatever the number of addresses they come from.
func TestCodesAtOnceGetNoMoreChecksThanTheTicketAllows(t *testing.T) {
	c := newCodesSite(t)
	c.turnOn()
	ticket := c.password(newBrowser(t, c.testServer), "192.0.2.1")
	answers := atOnce(30, func(i int) (int, string) {
		res, body := c.second(newBrowser(t, c.testServer), fmt.Sprintf("198.51.100.%d", i+1), ticket, "000000")
		return res.StatusCode, decode[apiError](t, body).Error.Message
	})
	if answers[wrongCode] != storyshelf.SignInTicketMisses || answers[ticketEnded] != 30-storyshelf.SignInTicketMisses {
		t.Fatalf("30 wrong codes at once on one ticket: %v", answers)
	}
	var tried int
	must(t, c.DB.QueryRow(`SELECT misses FROM sign_in_tickets`).Scan(&tried))
	if tried != storyshelf.SignInTicketMisses {
		t.Fatalf("codes counted on the ticket: %d", tried)
	}
	if res, body := c.second(newBrowser(t, c.testServer), "192.0.2.1", ticket, c.code(0)); res.StatusCode != 401 {
		t.Fatalf("the right code on a ticket past its codes: %d %s", res.StatusCode, body)
	}
}

// Past LoginAccountSlow failures, an account's passwords and codes are
// checked one at a time, each LoginSlowDelay after the last, from however
// many networks: LoginTriesAnHour an hour. The owner's own browser goes
// around the turns. Time is the store's clock, moved by the test.
func TestAnAccountUnderAttackTakesTurns(t *testing.T) {
	if server.LoginTriesAnHourForTest != int(time.Hour/server.LoginSlowDelayForTest) {
		t.Fatalf("tries an hour %d", server.LoginTriesAnHourForTest)
	}
	c := newCodesSite(t)
	c.turnOn()
	c.SetLoginSlowdownForTest(time.Millisecond) // the wait in real time; the turns' spacing is the store clock's
	network := 0
	stranger := func(int) (int, string) {
		network++ // a new /64 each time: no client limit ever applies
		return signInFrom(t, c.testServer, fmt.Sprintf("2001:db8:%x::1", network), "owner@example.com", "Guess1234")
	}
	for i := range server.LoginAccountSlowForTest {
		if got := statusAnd(stranger(i)); got != wrongPassword {
			t.Fatalf("failure %d before the turns: %s", i+1, got)
		}
	}
	// Three guesses at once every half turn, for a minute.
	checked := 0
	for step := range int(time.Minute / (server.LoginSlowDelayForTest / 2)) {
		var mu sync.Mutex
		answers := atOnce(3, func(int) (int, string) {
			mu.Lock()
			network++
			ip := fmt.Sprintf("2001:db8:%x::1", network)
			mu.Unlock()
			return signInFrom(t, c.testServer, ip, "owner@example.com", "Guess1234")
		})
		if answers[wrongPassword] > 1 || answers[wrongPassword]+answers[accountBusy] != 3 {
			t.Fatalf("step %d: %v", step, answers)
		}
		checked += answers[wrongPassword]
		c.clock = c.clock.Add(server.LoginSlowDelayForTest / 2)
	}
	if want := int(time.Minute / server.LoginSlowDelayForTest); checked != want {
		t.Fatalf("%d passwords checked in a minute, want %d", checked, want)
	}
	// With a turn taken, the owner's browser still signs in (to her second
	// step), and a stranger is refused.
	if got := statusAnd(stranger(0)); got != wrongPassword {
		t.Fatalf("a free turn: %s", got)
	}
	if got := statusAnd(stranger(0)); got != accountBusy {
		t.Fatalf("a taken turn: %s", got)
	}
	if res, body := c.owner.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`); res.StatusCode != 200 {
		t.Fatalf("the owner's browser during an attack: %d %s", res.StatusCode, body)
	}
	// Codes take the same turns.
	c.clock = c.clock.Add(server.LoginSlowDelayForTest)
	b := newBrowser(t, c.testServer)
	ticket := c.password(b, "192.0.2.50")
	if res, body := c.second(b, "192.0.2.50", ticket, "000000"); statusAnd(res.StatusCode, decode[apiError](t, body).Error.Message) != accountBusy {
		t.Fatalf("a code in a taken turn: %d %s", res.StatusCode, body)
	}
	c.clock = c.clock.Add(server.LoginSlowDelayForTest)
	if res, body := c.second(b, "192.0.2.50", ticket, "000000"); statusAnd(res.StatusCode, decode[apiError](t, body).Error.Message) != wrongCode {
		t.Fatalf("a code in a free turn: %d %s", res.StatusCode, body)
	}
}
