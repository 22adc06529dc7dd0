package server_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
)

// serveOn runs ts.Serve on a real listener, as storyshelf serve does, until
// the test ends.
func serveOn(t *testing.T, ts *testServer) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- ts.Serve(ctx, ln) }()
	t.Cleanup(func() {
		stop()
		if err := <-served; err != nil {
			t.Errorf("Serve = %v", err)
		}
	})
	return ln.Addr().String()
}

// patience is how long these tests wait for something to come true: long
// enough for a machine busy with other work, and no wait when it comes at
// once. It bounds waits for a state; it is no target for how fast.
const patience = time.Minute

// dialFrom opens a connection to addr from the loopback address from (Linux
// routes all of 127/8 to the loopback interface).
func dialFrom(from, addr string) (net.Conn, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: patience}
	return d.Dial("tcp", addr)
}

// clientFrom is an HTTP client whose connections come from the address from.
func clientFrom(from string) *http.Client {
	return &http.Client{Timeout: patience, Transport: &http.Transport{
		DisableKeepAlives: true,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
			return d.DialContext(ctx, network, addr)
		},
	}}
}

// waitFor polls cond until it holds, for at most patience.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(patience)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not within %s: %s", patience, what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The probe: connections that send headers declaring a body, then
// trickle it a byte at a time. 1,500 of them from five addresses: each
// address gets at most its cap held, the rest are closed as they arrive,
// another address is answered while every held one is still held, and the
// held ones are cut off by the body deadline instead of being kept for
// minutes.
func TestSlowClientsDoNotTakeTheSiteDown(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest() // the contact form reads each body rather than answering 429 first
	// Long enough that no slow connection is let go before they are all
	// held and the other address has been answered, on a busy machine too;
	// short, beside the "minutes" a missing deadline would hold them for.
	ts.BodyTimeout = 10 * time.Second
	addr := serveOn(t, ts)

	const perAddress = 300
	slowFrom := []string{"127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"}
	start := time.Now()
	var wg sync.WaitGroup
	stopTrickling := make(chan struct{})
	defer close(stopTrickling)
	var mu sync.Mutex
	closed, lastClosed := 0, time.Duration(0)
	for _, from := range slowFrom {
		for range perAddress {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c, err := dialFrom(from, addr)
				if err != nil {
					t.Errorf("dial from %s: %v", from, err)
					return
				}
				defer c.Close()
				fmt.Fprintf(c, "POST /api/contact HTTP/1.1\r\nHost: %s\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20000\r\n\r\n", addr)
				go func() { // one byte at a time until the server lets go
					tick := time.NewTicker(500 * time.Millisecond)
					defer tick.Stop()
					for {
						select {
						case <-stopTrickling:
							return
						case <-tick.C:
							if _, err := c.Write([]byte("a")); err != nil {
								return
							}
						}
					}
				}()
				io.Copy(io.Discard, c) // returns when the server closes the connection
				mu.Lock()
				closed++
				lastClosed = max(lastClosed, time.Since(start))
				mu.Unlock()
			}()
		}
	}

	// Held: each slow address at its cap, no more.
	atCap := func() bool {
		_, per := ts.ConnCountsForTest()
		for _, from := range slowFrom {
			if per[from] < 128 {
				return false
			}
		}
		return true
	}
	waitFor(t, "every slow address holding its cap of connections", atCap)
	total, per := ts.ConnCountsForTest()
	for _, from := range slowFrom {
		if per[from] > 128 {
			t.Errorf("%s holds %d connections, over its cap of 128", from, per[from])
		}
	}
	t.Logf("held %d of %d slow connections, %s after the start", total, len(slowFrom)*perAddress, time.Since(start).Round(time.Millisecond))

	// Meanwhile another address is answered: while every held connection is
	// still held, so not by waiting for the body deadline to free a place or
	// a worker.
	reader := clientFrom("127.0.0.9")
	for _, path := range []string{"/healthz", "/api/books", "/healthz", "/api/books"} {
		res, err := reader.Get("http://" + addr + path)
		if err != nil {
			t.Fatalf("%s from another address while 1,500 slow connections are open: %v", path, err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Errorf("%s from another address: %d, want 200", path, res.StatusCode)
		}
		if !atCap() {
			held, _ := ts.ConnCountsForTest()
			t.Fatalf("%s from another address was answered only once held slow connections were let go (%d of %d still held)", path, held, total)
		}
	}

	// The body deadline lets go of every held connection.
	allClosed := make(chan struct{})
	go func() { wg.Wait(); close(allClosed) }()
	select {
	case <-allClosed:
	case <-time.After(ts.BodyTimeout + patience):
		mu.Lock()
		t.Fatalf("%d of %d slow connections still open %s after the start, with a body deadline of %s",
			len(slowFrom)*perAddress-closed, len(slowFrom)*perAddress, time.Since(start).Round(time.Second), ts.BodyTimeout)
	}
	t.Logf("the last slow connection was closed %s after the start", lastClosed.Round(time.Millisecond))
	waitFor(t, "the server counting no open connections", func() bool {
		n, _ := ts.ConnCountsForTest()
		return n == 0
	})
}

// Connections beyond the per-address cap, or the total, are closed as they
// arrive; a trusted proxy, which carries every visitor behind it, counts only
// against the total; the total's last places are kept for clients holding
// few connections.
func TestConnectionCapsAtTheListener(t *testing.T) {
	ts := newTestServer(t)
	ts.MaxConns, ts.MaxConnsPerClient = 12, 4
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.7/32")}
	addr := serveOn(t, ts)

	var conns []net.Conn
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	open := func(from string, n int) {
		for range n {
			c, err := dialFrom(from, addr)
			if err != nil {
				t.Fatal(err)
			}
			conns = append(conns, c)
		}
	}
	counts := func(want int, wantPer map[string]int) func() bool {
		return func() bool {
			total, per := ts.ConnCountsForTest()
			if total != want || len(per) != len(wantPer) {
				return false
			}
			for k, v := range wantPer {
				if per[k] != v {
					return false
				}
			}
			return true
		}
	}

	open("127.0.0.7", 6) // the proxy: past the per-address cap of 4
	waitFor(t, "the proxy's 6 connections all held", counts(6, map[string]int{}))
	open("127.0.0.2", 6)
	waitFor(t, "4 of 127.0.0.2's 6 connections held", counts(10, map[string]int{"127.0.0.2": 4}))
	open("127.0.0.3", 4)
	// The total's last place (an eighth of 12, rounded down) is kept for
	// light clients, which at a cap of 4 per address means those holding
	// none yet: 127.0.0.3 stops at one connection.
	waitFor(t, "the place kept for light clients reached", counts(11, map[string]int{"127.0.0.2": 4, "127.0.0.3": 1}))
	open("127.0.0.4", 2) // a newcomer gets the kept place
	waitFor(t, "the total cap of 12 reached", counts(12, map[string]int{"127.0.0.2": 4, "127.0.0.3": 1, "127.0.0.4": 1}))
	open("127.0.0.7", 2) // the proxy does not get past the total either

	// Every connection asks for /healthz: those within the caps are
	// answered; those beyond were closed unread, and end at once.
	answered := 0
	for _, c := range conns {
		fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		c.SetReadDeadline(time.Now().Add(patience))
		if res, err := http.ReadResponse(bufio.NewReader(c), nil); err == nil {
			res.Body.Close()
			answered++
		} else if isTimeout(err) {
			t.Fatal("a connection was neither answered nor closed")
		}
	}
	if answered != 12 {
		t.Fatalf("%d of %d connections answered, want the total cap of 12", answered, len(conns))
	}
	if total, _ := ts.ConnCountsForTest(); total != 12 {
		t.Fatalf("%d connections held, want the total cap of 12", total)
	}

	// A place freed is a place for the next connection.
	for _, c := range conns {
		c.Close()
	}
	conns = nil
	waitFor(t, "every place given back", counts(0, map[string]int{}))
	open("127.0.0.2", 4)
	waitFor(t, "127.0.0.2 held again", counts(4, map[string]int{"127.0.0.2": 4}))
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}

// Headers are capped at 16 KiB: the largest a reader or the owner sends (a
// bearer token and the refresh cookie) is well under it, and a stranger's
// megabyte of headers is refused before it is held in memory.
func TestOversizedHeadersAreRefused(t *testing.T) {
	ts := newTestServer(t)
	addr := serveOn(t, ts)
	client := clientFrom("127.0.0.9")
	ask := func(cookie int) int {
		req, _ := http.NewRequest("GET", "http://"+addr+"/healthz", nil)
		req.Header.Set("Authorization", "Bearer "+strings.Repeat("t", 1<<10))
		req.Header.Set("Cookie", "storyshelf_refresh="+strings.Repeat("c", cookie))
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if status := ask(4 << 10); status != 200 {
		t.Fatalf("a request with 5 KiB of headers: %d", status)
	}
	if status := ask(64 << 10); status != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("a request with 65 KiB of headers: %d, want 431", status)
	}
}

// slowBody sends parts of a body one after another, a pause before each.
func slowBody(parts [][]byte, pause time.Duration) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		for _, p := range parts {
			time.Sleep(pause)
			if _, err := pw.Write(p); err != nil {
				return
			}
		}
		pw.Close()
	}()
	return pr
}

// The owner's uploads keep a long body deadline once her session is checked;
// a slow body from a stranger is cut off at the short one.
func TestOwnerUploadsKeepALongBodyDeadline(t *testing.T) {
	ts := newTestServer(t)
	ts.BodyTimeout = time.Second
	_, token := ownerSession(t, ts)

	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("file", "slow video.mp4")
	fw.Write([]byte{0, 0, 0, 0x18, 'f', 't', 'y', 'p', 'm', 'p', '4', '2'})
	fw.Write(make([]byte, 64<<10))
	mw.Close()
	b := form.Bytes()
	var parts [][]byte
	for i := 0; i < len(b); i += len(b)/8 + 1 {
		parts = append(parts, b[i:min(i+len(b)/8+1, len(b))])
	}
	// Eight parts a third of a second apart: well past the 1 s deadline.
	req, _ := http.NewRequest("POST", ts.URL+"/api/admin/uploads?kind=material", slowBody(parts, 300*time.Millisecond))
	req.ContentLength = int64(len(b))
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	if res, body := roundTrip(t, req); res.StatusCode != 201 {
		t.Fatalf("the owner's slow upload: %d %s", res.StatusCode, body)
	}

	ts.RelaxLimitsForTest()
	signup := []byte("email=reader%40example.com&consent=true" + strings.Repeat("&x=y", 100))
	// Its first bytes, then nothing more until the test ends: only the
	// deadline can end the request, and the test waits for that, not for a
	// time that a busy machine could stretch past the body's end.
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	pr, pw := io.Pipe()
	context.AfterFunc(ctx, func() { pw.Close() }) // the client waits for its body to end before it gives up
	go pw.Write(signup[:20])
	req, _ = http.NewRequestWithContext(ctx, "POST", ts.URL+"/api/newsletter", pr)
	req.ContentLength = int64(len(signup))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := http.DefaultClient.Do(req)
	if ctx.Err() != nil {
		t.Fatalf("a stranger's body that stopped coming was still waited for after %s, with a body deadline of %s", patience, ts.BodyTimeout)
	}
	if err == nil {
		res.Body.Close()
		if res.StatusCode < 400 {
			t.Fatalf("a stranger's body that stopped coming: %d", res.StatusCode)
		}
	}
}
