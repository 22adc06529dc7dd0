package server_test

// One test per finding of the security review (issue #9).

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"net/http"
	"net/netip"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/heaptest"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var hostileHeaders = []string{"X-Forwarded-Host", "attacker.example", "X-Forwarded-Proto", "https",
	"Forwarded", "host=attacker.example;proto=https"}

// sendForged makes one request with a forged Host and the hostile headers.
func sendForged(t *testing.T, method, url, body string, header ...string) (*http.Response, string) {
	t.Helper()
	body = withChallenge(t, url, "application/json", body)
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Host = "attacker.example"
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "storyshelf")
	all := append(append([]string{}, hostileHeaders...), header...)
	for i := 0; i+1 < len(all); i += 2 {
		req.Header.Set(all[i], all[i+1])
	}
	return roundTrip(t, req)
}

// Finding 1: no address written into a mail, a page or a cacheable answer
// comes from Host or X-Forwarded-*.
func TestLinksNeverComeFromRequestHeaders(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	mustCreateAdmin(t, ts, "owner@example.com")
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)

	if res, body := sendForged(t, "POST", ts.URL+"/api/auth/forgot-password", `{"email":"owner@example.com"}`); res.StatusCode != 200 {
		t.Fatalf("forgot-password: %d %s", res.StatusCode, body)
	}
	sendForged(t, "POST", ts.URL+"/api/newsletter", `{"email":"parent@example.com"}`)
	sendForged(t, "POST", ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"teacher@example.com","agree":true}`)
	out, err := ts.Store.Outbox(ctx, 10)
	if err != nil || len(out) != 3 {
		t.Fatalf("outbox: %d mails, %v", len(out), err)
	}
	for _, m := range out {
		text := m.Text + m.HTML + fmt.Sprint(m.Headers)
		if strings.Contains(text, "attacker.example") || !strings.Contains(text, ts.SiteURL+"/") {
			t.Fatalf("%s mail links elsewhere than %s:\n%s", m.Kind, ts.SiteURL, text)
		}
	}
	for _, path := range []string{"/", "/books/" + book.SlugWithID(), "/robots.txt", "/sitemap.xml"} {
		_, body := sendForged(t, "GET", ts.URL+path, "")
		if strings.Contains(body, "attacker.example") || !strings.Contains(body, ts.SiteURL+"/") {
			t.Fatalf("%s reflects a forged host:\n%s", path, body)
		}
	}
}

// Finding 2: X-Forwarded-For is believed only from proxies the owner named,
// and then only its right-most address that is not one of them.
func TestForwardedForIsTrustedOnlyFromNamedProxies(t *testing.T) {
	ts := newTestServer(t)
	ts.StopLimitClocksForTest() // a burst of 10, then one per 10 s: no refill however slow the run
	signUps := func(forwarded func(i int) string) (limited int) {
		for i := range 12 {
			res, _ := postJSON(t, ts.URL+"/api/newsletter", fmt.Sprintf(`{"email":"p%d@example.com"}`, i),
				"X-Forwarded-For", forwarded(i))
			if res.StatusCode == http.StatusTooManyRequests {
				limited++
			}
		}
		return limited
	}
	// By default nobody is trusted: a new forged address per request is still
	// the one connection it came from (the limit is a burst of 10).
	if n := signUps(func(i int) string { return fmt.Sprintf("198.51.100.%d", i) }); n != 2 {
		t.Fatalf("untrusted peer: %d of 12 limited, want 2", n)
	}

	ts = newTestServer(t)
	ts.StopLimitClocksForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	// Behind a named proxy, what the client wrote left of the proxy's own
	// entry changes nothing.
	if n := signUps(func(i int) string { return fmt.Sprintf("10.9.9.%d, 203.0.113.7", i) }); n != 2 {
		t.Fatalf("forged left-hand entries: %d of 12 limited, want 2", n)
	}
	// Different real clients behind the proxy each get their own limit.
	if n := signUps(func(i int) string { return fmt.Sprintf("203.0.113.%d, 127.0.0.1", 100+i) }); n != 0 {
		t.Fatalf("separate clients behind the proxy: %d limited, want 0", n)
	}
}

// Finding 3: a stranger's failures, from as many addresses as they like,
// never keep the owner out. Past LoginAccountSlow failures the account takes
// turns (sign_in_attempt.go): with the store's clock standing still, one
// more guess is checked and every other is refused, never the owner once a
// turn is free again.
func TestStrangersCannotLockTheOwnerOut(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	ts.SetLoginSlowdownForTest(time.Millisecond)
	now := time.Now().UTC()
	ts.Store.Now = func() time.Time { return now }
	mustCreateAdmin(t, ts, "owner@example.com")
	login := func(from, password string) int {
		b := newBrowser(t, ts)
		res, _ := b.do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+password+`"}`, "X-Forwarded-For", from)
		return res.StatusCode
	}
	// Twelve attackers, twelve guesses each: more than any per-account
	// lockout would allow.
	checked := 0
	for a := range 12 {
		mine := 0
		for g := range 12 {
			switch login(fmt.Sprintf("198.51.100.%d", a), fmt.Sprintf("Guess%d%d", a, g)) {
			case http.StatusTooManyRequests:
			case http.StatusUnauthorized:
				mine++
			default:
				t.Fatal("a wrong password must be 401 or 429")
			}
		}
		if mine > 10 {
			t.Fatalf("attacker %d had %d passwords checked, want at most 10", a, mine)
		}
		checked += mine
	}
	if want := server.LoginAccountSlowForTest + 1; checked != want {
		t.Fatalf("%d of 144 guesses checked, want %d (the account's free failures, then one turn)", checked, want)
	}
	if got := login("198.51.100.0", ownerPassword); got != http.StatusTooManyRequests {
		t.Fatalf("the attacker's own address stays limited, even with the right password: %d", got)
	}
	now = now.Add(server.LoginSlowDelayForTest)
	if got := login("192.0.2.10", ownerPassword); got != http.StatusOK {
		t.Fatalf("the owner, from her own address, at the next turn: %d, want 200", got)
	}
}

// A team behind one office address signs in as often as it likes; wrong
// passwords from that address, for any account, close it after
// loginPerClient (20) of them.
func TestOneAddressIsLimitedByItsFailuresOnly(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	mustCreateAdmin(t, ts, "owner@example.com")
	login := func(email, password string) int {
		res, _ := newBrowser(t, ts).do("POST", "/api/auth/login", `{"email":"`+email+`","password":"`+password+`"}`,
			"X-Forwarded-For", "203.0.113.50")
		return res.StatusCode
	}
	for i := range 30 {
		if got := login("owner@example.com", ownerPassword); got != http.StatusOK {
			t.Fatalf("sign-in %d from the office: %d", i+1, got)
		}
	}
	for i := range 20 {
		if got := login(fmt.Sprintf("guess%d@example.com", i), "Wrong1234"); got != http.StatusUnauthorized {
			t.Fatalf("wrong password %d: %d", i+1, got)
		}
	}
	if got := login("owner@example.com", ownerPassword); got != http.StatusTooManyRequests {
		t.Fatalf("after 20 failures the address waits: %d", got)
	}
}

// Finding 4: password hashing is bounded. Made-up reset and setup tokens
// cost no hash at all; a burst of sign-ins runs at most
// auth.MaxConcurrentHashes argon2id hashes (64 MiB each) at once, so memory
// stays near 2 × 64 MiB instead of 20 × 64 MiB.
func TestPasswordHashingMemoryIsBounded(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	old := auth.DefaultParams
	auth.DefaultParams = auth.Params{Memory: 64 * 1024, Time: 1, Threads: 2} // production costs
	t.Cleanup(func() { auth.DefaultParams = old })
	mustCreateAdmin(t, ts, "owner@example.com")

	burst := func(n int, path string, body func(i int) string) map[int]int {
		var mu sync.Mutex
		statuses := map[int]int{}
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := newBrowser(t, ts)
				res, _ := b.do("POST", path, body(i), "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i))
				mu.Lock()
				statuses[res.StatusCode]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		return statuses
	}

	auth.PeakHashes()
	got := burst(30, "/api/auth/reset-password", func(i int) string { return fmt.Sprintf(`{"token":"made-up-%d","password":"Another88"}`, i) })
	got2 := burst(30, "/api/auth/setup", func(i int) string {
		return fmt.Sprintf(`{"token":"made-up-%d","email":"x%d@example.com","password":"Another88"}`, i, i)
	})
	if got[400] != 30 || got2[400] != 30 {
		t.Fatalf("made-up tokens: reset %v, setup %v; want 30 × 400 each", got, got2)
	}
	if peak := auth.PeakHashes(); peak != 0 {
		t.Fatalf("made-up tokens ran %d hashes at once; the token must be checked first", peak)
	}

	// The live heap, sampled: what the hashes really hold at once, not the
	// garbage a busy machine's collector has not reached yet.
	stop := heaptest.Watch()
	got = burst(20, "/api/auth/login", func(i int) string { return fmt.Sprintf(`{"email":"owner@example.com","password":"Wrong%d"}`, i) })
	grew := stop()
	if got[401]+got[429] != 20 {
		t.Fatalf("20 wrong passwords at once: %v, want 401s (or 429s when the queue is full)", got)
	}
	if peak := auth.PeakHashes(); peak < 1 || peak > auth.MaxConcurrentHashes {
		t.Fatalf("%d hashes ran at once, want 1..%d", peak, auth.MaxConcurrentHashes)
	}
	// Each hash running holds its 64 MiB block; one block more is slack for
	// everything else.
	const bound = (auth.MaxConcurrentHashes + 1) * 64 << 20
	if grew > bound {
		t.Fatalf("live heap grew by %d MiB during 20 concurrent sign-ins, bound %d MiB", grew>>20, bound>>20)
	}
	t.Logf("live heap grew by at most %d MiB during 20 concurrent sign-ins (bound %d MiB; unbounded it would be about %d MiB)",
		grew>>20, bound>>20, 20*64)
}

// Finding 5: the kit form is no mail cannon, and it never re-subscribes an
// address that left the newsletter.
func TestKitSignUpIsNoMailCannon(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)
	signUp := func(email string) {
		t.Helper()
		res, body := postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"`+email+`","agree":true,"page":"/books/x"}`)
		if res.StatusCode != 201 || !strings.Contains(body, "/kit-downloads/") {
			t.Fatalf("sign-up: %d %s", res.StatusCode, body)
		}
	}
	kitMails := func(to string) (n int) {
		out, _ := ts.Store.Outbox(ctx, 100)
		for _, m := range out {
			if m.To == to && strings.HasPrefix(m.Kind, "kit") {
				n++
			}
		}
		return n
	}
	for range 5 {
		signUp("victim@example.com")
	}
	if n := kitMails("victim@example.com"); n != 1 {
		t.Fatalf("five sign-ups in a day sent %d mails, want 1", n)
	}
	subs, err := ts.Store.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
	if err != nil || len(subs) != 1 || subs[0].ConsentText != storyshelf.KitConsent || subs[0].ConsentAt == nil || subs[0].ConsentPage != "/books/x" {
		t.Fatalf("consent record: %+v %v", subs, err)
	}

	// Someone who unsubscribed stays unsubscribed when a stranger uses the kit form.
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"left@example.com"}`)
	out, _ := ts.Store.Outbox(ctx, 100)
	token := ""
	for _, m := range out {
		if m.To == "left@example.com" {
			_, after, _ := strings.Cut(m.Text, "/unsubscribe?token=")
			token = strings.Fields(after)[0]
		}
	}
	if res, body := postJSON(t, ts.URL+"/api/unsubscribe", `{"token":"`+token+`"}`); res.StatusCode != 200 {
		t.Fatalf("unsubscribe: %d %s", res.StatusCode, body)
	}
	signUp("left@example.com")
	sub, err := ts.Store.SubscriberByToken(ctx, token)
	if err != nil || sub.Status != storyshelf.SubscriberCancelled {
		t.Fatalf("after a kit sign-up: %+v %v", sub, err)
	}
}

// Finding 6: an upload bigger than net/http's in-memory form limit (32 MB)
// leaves no temporary file behind.
func TestUploadsLeaveNoTempFiles(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	pdf := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("0"), 33<<20)...)
	res, body := upload(t, ts, token, "material", "big.pdf", pdf)
	if res.StatusCode != 201 {
		t.Fatalf("upload: %d %s", res.StatusCode, body)
	}
	left, _ := filepath.Glob(filepath.Join(tmp, "multipart-*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// pngHeader is the start of a PNG declaring w × h pixels: enough for a
// header check, a bomb if anything decoded it.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	b.Write(bytes.Repeat([]byte{0}, 64))
	return b.Bytes()
}

// Finding 7, the low ones.
func TestLowFindings(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)

	t.Run("MalformedBodiesCreateNoGrant", func(t *testing.T) {
		for _, body := range []string{`null`, `[]`, `"x"`, `{"email": 5}`, `{"email": ["a@example.com"]}`,
			`{} {}`, `{"email":"a@example.com"} trailing`, "{\"email\":\"\xff@example.com\"}", ``} {
			res, got := b.do("POST", "/api/admin/kits/"+kit.ID+"/download-link", body, authz...)
			if res.StatusCode != 400 || !strings.Contains(got, `"code":"invalid"`) {
				t.Fatalf("%q: %d %s", body, res.StatusCode, got)
			}
		}
		if res, got := b.do("POST", "/api/admin/kits/"+kit.ID+"/download-link", `{"email": 5}`, authz...); !strings.Contains(got, `"fields":{"email":"Expected text."}`) {
			t.Fatalf("wrong type: %d %s", res.StatusCode, got)
		}
	})
	t.Run("EveryBodyIsCapped", func(t *testing.T) {
		huge := `{"email":"` + strings.Repeat("a", 3<<20) + `@example.com"}`
		for _, path := range []string{"/api/admin/kits/" + kit.ID + "/download-link", "/api/admin/books"} {
			res, got := b.do("POST", path, huge, authz...)
			if res.StatusCode != 400 || !strings.Contains(got, "more than we can accept") {
				t.Fatalf("%s: %d %.200s", path, res.StatusCode, got)
			}
		}
	})
	t.Run("TextsHaveLimitsAndMustBeUTF8", func(t *testing.T) {
		res, got := postJSON(t, ts.URL+"/api/newsletter", `{"email":"`+strings.Repeat("a", 300)+`@example.com"}`)
		if res.StatusCode != 400 || !strings.Contains(got, "under 254 characters") {
			t.Fatalf("long email: %d %s", res.StatusCode, got)
		}
		long := strings.Repeat("word ", storyshelf.LongTextLimit/5+1)
		res, got = b.do("POST", "/api/admin/books", `{"title":"T","description":"`+long+`"}`, authz...)
		if res.StatusCode != 400 || !strings.Contains(got, `"description":"Please keep this under 20000 characters."`) {
			t.Fatalf("long description: %d %.300s", res.StatusCode, got)
		}
		res, got = post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", "name=%FF%FE&email=a%40example.com&subject=Other&message=hi")
		if res.StatusCode != 400 || !strings.Contains(got, "characters we cannot read") {
			t.Fatalf("invalid UTF-8 form: %d %s", res.StatusCode, got)
		}
		res, got = postJSON(t, ts.URL+"/api/contact", `{"name":"a\u0000b","email":"a@example.com","subject":"Other","message":"hi"}`)
		if res.StatusCode != 400 || !strings.Contains(got, "cannot store") {
			t.Fatalf("NUL byte: %d %s", res.StatusCode, got)
		}
	})
	t.Run("UnmailableAddressesAreRefused", func(t *testing.T) {
		for _, email := range []string{`a,b@example.com`, `a;b@example.com`, `<script>@example.com`, `a\u0000b@example.com`} {
			res, got := postJSON(t, ts.URL+"/api/contact", `{"name":"A","email":"`+email+`","subject":"Other","message":"hi"}`)
			if res.StatusCode != 400 || !strings.Contains(got, storyshelf.MsgEmailInvalid.Text) && !strings.Contains(got, "cannot store") {
				t.Fatalf("%s: %d %s", email, res.StatusCode, got)
			}
		}
	})
	t.Run("LoginOnlyFromTheApp", func(t *testing.T) {
		site := strings.TrimPrefix(ts.URL, "http://")
		body := `{"email":"owner@example.com","password":"` + ownerPassword + `"}`
		for name, header := range map[string][]string{
			"a cross-site form (no header)": {"X-Requested-With", ""},
			"another site":                  {"Origin", "https://evil.example"},
			"this host, another scheme":     {"Origin", "https://" + site},
		} {
			res, _ := newBrowser(t, ts).do("POST", "/api/auth/login", body, header...)
			if res.StatusCode != 403 || res.Header.Get("Set-Cookie") != "" {
				t.Fatalf("%s: %d", name, res.StatusCode)
			}
		}
		if res, _ := newBrowser(t, ts).do("POST", "/api/auth/login", body, "Origin", ts.URL); res.StatusCode != 200 {
			t.Fatalf("the app itself: %d", res.StatusCode)
		}
	})
	t.Run("HugeImagesAreRefusedFromTheHeader", func(t *testing.T) {
		for _, dims := range [][2]uint32{{20000, 20000}, {10001, 10}, {8000, 8000}} {
			res, got := upload(t, ts, token, "cover", "bomb.png", pngHeader(dims[0], dims[1]))
			want := fmt.Sprintf("This image is %d × %d pixels, too large to use.", dims[0], dims[1])
			if res.StatusCode != 400 || !strings.Contains(got, want) {
				t.Fatalf("%v: %d %s", dims, res.StatusCode, got)
			}
		}
	})
}

// Finding 5, continued: whoever types an address into a form, an address
// that unsubscribed comes back only when its owner confirms from a mail
// that only they receive, and that mail goes at most once a day.
func TestOnlyTheOwnerOfAnAddressBringsItBack(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"left@example.com"}`)
	out, _ := ts.Store.Outbox(ctx, 100)
	_, after, _ := strings.Cut(out[0].Text, "/unsubscribe?token=")
	token := strings.Fields(after)[0]
	post(t, ts.URL+"/api/unsubscribe?token="+token, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")

	for range 3 {
		res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"Left@example.com"}`)
		if res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgSubscribed.Text) {
			t.Fatalf("the form answers as always: %d %s", res.StatusCode, body)
		}
	}
	if sub, _ := ts.Store.SubscriberByToken(ctx, token); sub.Status != storyshelf.SubscriberCancelled {
		t.Fatal("the newsletter form brought back an address that unsubscribed")
	}
	book := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, book, true)
	postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"left@example.com","agree":true}`)
	out, _ = ts.Store.Outbox(ctx, 100)
	var rejoins, kits []string
	for _, m := range out {
		switch m.Kind {
		case "newsletter.rejoin":
			rejoins = append(rejoins, m.Text)
		case "kit.download":
			kits = append(kits, m.Text)
			if m.Headers["List-Unsubscribe"] != "" {
				t.Fatal("a kit mail to someone off the list carries list headers")
			}
		}
	}
	link := ts.SiteURL + "/rejoin?token=" + token
	if len(rejoins) != 1 || !strings.Contains(rejoins[0], link) || len(kits) != 1 || !strings.Contains(kits[0], link) ||
		!strings.Contains(kits[0], "you still are") {
		t.Fatalf("rejoin mails %q, kit mails %q", rejoins, kits)
	}

	res, page := get(t, link)
	if res.StatusCode != 200 || !strings.Contains(page, `action="/rejoin"`) || !strings.Contains(page, "Yes, subscribe me") {
		t.Fatalf("confirm page: %d %s", res.StatusCode, page)
	}
	if sub, _ := ts.Store.SubscriberByToken(ctx, token); sub.Status != storyshelf.SubscriberCancelled {
		t.Fatal("opening the link (as mail scanners do) must not subscribe")
	}
	res, page = post(t, ts.URL+"/rejoin", "application/x-www-form-urlencoded", "token="+token)
	if res.StatusCode != 200 || !strings.Contains(page, "Welcome back!") {
		t.Fatalf("confirm: %d %s", res.StatusCode, page)
	}
	sub, _ := ts.Store.SubscriberByToken(ctx, token)
	if sub.Status != storyshelf.SubscriberActive || sub.ConsentPage != "/rejoin" || sub.ConsentText != storyshelf.NewsletterConsent {
		t.Fatalf("after confirming: %+v", sub)
	}
	if res, _ := post(t, ts.URL+"/rejoin", "application/x-www-form-urlencoded", "token=made-up"); res.StatusCode != 404 {
		t.Fatalf("a made-up link: %d", res.StatusCode)
	}
}

// The analytics tell the site's own pages from other sites by the site's
// address, not by a Host header a visitor can forge.
func TestReferrerIsJudgedByTheSiteAddress(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	site := strings.TrimPrefix(ts.SiteURL, "http://")
	for _, ref := range []string{"https://attacker.example/page", ts.SiteURL + "/books"} {
		res, _ := sendForged(t, "POST", ts.URL+"/api/events", `{"name":"pageview","path":"/","referrer":"`+ref+`"}`,
			"User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36")
		if res.StatusCode != 204 {
			t.Fatalf("event: %d", res.StatusCode)
		}
	}
	var got []string
	rows, _ := ts.DB.Query(`SELECT referrer FROM events ORDER BY created_at, id`)
	for rows.Next() {
		var r string
		rows.Scan(&r)
		got = append(got, r)
	}
	rows.Close()
	if strings.Join(got, ",") != "attacker.example," && strings.Join(got, ",") != ",attacker.example" {
		t.Fatalf("referrers %q (site %s): another site's must count, the site's own must not", got, site)
	}
}
