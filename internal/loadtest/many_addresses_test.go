//go:build load

package loadtest

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The "many addresses" phase is the flood of the second security review:
// strangers post newsletter and kit sign-ups, contact messages, analytics
// events and password-reset requests, each address only a few times, so no
// per-address limit ever bites. Every connection comes from its own loopback
// address (127.0.x.y, never the trusted proxy 127.0.0.1), so the server sees
// them as distinct clients. The phase reports what each table grew by and
// how big the database got; it asserts only that the server told the
// addresses apart and never failed. LOAD_MANY_SECONDS (default 20),
// LOAD_MANY_ADDRESSES (default 2000) and LOAD_MANY_WORKERS (default 64).
var (
	manySeconds   = time.Duration(envInt("LOAD_MANY_SECONDS", 20)) * time.Second
	manyAddresses = envInt("LOAD_MANY_ADDRESSES", 2000)
	manyWorkers   = envInt("LOAD_MANY_WORKERS", 64)
)

// grownTables are the tables a stranger's posts add rows to.
var grownTables = []string{"newsletter_subscribers", "kit_subscribers", "contact_messages", "outbox",
	"download_grants", "events", "rate_limits", "jobs"}

// fromAddr is the context key for the local address a request is sent from.
type fromAddr struct{}

// stranger posts the public forms from any loopback address.
type stranger struct {
	base      string
	client    *http.Client
	solveTime atomic.Int64 // nanoseconds spent solving challenges
	solved    atomic.Int64
}

func newStranger(base string) *stranger {
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		d := net.Dialer{Timeout: 5 * time.Second}
		if ip, ok := ctx.Value(fromAddr{}).(net.IP); ok {
			d.LocalAddr = &net.TCPAddr{IP: ip}
		}
		return d.DialContext(ctx, network, addr)
	}
	// One connection per request: a connection belongs to one address.
	transport := &http.Transport{DialContext: dial, DisableKeepAlives: true}
	return &stranger{base: base, client: &http.Client{Transport: transport, Timeout: 20 * time.Second}}
}

// post sends one public form as JSON from the address from and answers the
// status. It is the only place the phase sends anything. The forms that ask
// for a proof of work get one solved here, as a flood must (fetched from the
// same address); solving counts in solveTime, what the flood paid.
func (s *stranger) post(ctx context.Context, from net.IP, form, path string, body map[string]any) (int, error) {
	ctx = context.WithValue(ctx, fromAddr{}, from)
	if form == "newsletter" || form == "kit" || form == "contact" {
		payload, err := s.solve(ctx, form)
		if err != nil {
			return 0, err
		}
		body["altcha"] = payload
	}
	b, err := json.Marshal(body)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", s.base+path, strings.NewReader(string(b)))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Mozilla/5.0 (many addresses)")
	res, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, nil
}

// solve fetches a challenge for form and solves it.
func (s *stranger) solve(ctx context.Context, form string) (string, error) {
	payload, took, err := solvedChallenge(ctx, s.client, s.base, form, "")
	if took > 0 {
		s.solveTime.Add(int64(took))
		s.solved.Add(1)
	}
	return payload, err
}

// loopback is the n-th address of the pool: 127.0.1.1, 127.0.1.2, …,
// 127.0.1.254, 127.0.2.1, …
func loopback(n int) net.IP {
	return net.IPv4(127, 0, byte(1+n/254), byte(1+n%254))
}

// demoKitID is the kit of one of the demo's books.
func demoKitID(t *testing.T, base string) string {
	t.Helper()
	var books []struct{ ID string }
	res, err := http.Get(base + "/api/books")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(res.Body).Decode(&books)
	res.Body.Close()
	for _, b := range books {
		res, err := http.Get(base + "/api/books/" + b.ID + "/kit")
		if err != nil {
			t.Fatal(err)
		}
		var kit struct{ ID string }
		if res.StatusCode == 200 && json.NewDecoder(res.Body).Decode(&kit) == nil && kit.ID != "" {
			res.Body.Close()
			return kit.ID
		}
		res.Body.Close()
	}
	t.Fatal("the demo's kit is not there")
	return ""
}

// tableRows counts each grown table's rows.
func tableRows(t *testing.T, db *sql.DB) map[string]int {
	t.Helper()
	rows := map[string]int{}
	for _, table := range grownTables {
		var n int
		if err := db.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		rows[table] = n
	}
	return rows
}

// databaseBytes is the database's size on disk: the SQLite file and its
// write-ahead log, or the PostgreSQL schema's tables with their indexes.
func databaseBytes(t *testing.T, d database, db *sql.DB) int64 {
	t.Helper()
	if d.name == "sqlite" {
		var size int64
		for _, f := range []string{d.url, d.url + "-wal"} {
			if fi, err := os.Stat(f); err == nil {
				size += fi.Size()
			}
		}
		return size
	}
	var size int64
	err := db.QueryRow(`SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`).Scan(&size)
	if err != nil {
		t.Fatal(err)
	}
	return size
}

// floodFromManyAddresses runs the phase against the server at base, whose
// database d is open read-only as db.
func floodFromManyAddresses(t *testing.T, base string, d database, db *sql.DB) {
	kitID := demoKitID(t, base)
	rowsBefore, bytesBefore := tableRows(t, db), databaseBytes(t, d, db)
	s := newStranger(base)
	ctx, cancel := context.WithTimeout(context.Background(), manySeconds)
	defer cancel()

	// A page the site does not have: the server stores it as "other"
	// (storyshelf.Other), which only this phase's events are.
	const eventPath = "/many-addresses"
	var next, requests, failures, serverErrors, limited atomic.Int64
	var mu sync.Mutex
	statuses := map[string]map[int]int{} // form → status → count
	eventFrom := map[string]bool{}       // addresses whose event was counted
	var wg sync.WaitGroup
	for range manyWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				// Five posts in a row from one address, one of each form,
				// then on to the next address.
				k := int(next.Add(1) - 1)
				from := loopback((k / 5) % manyAddresses)
				email := fmt.Sprintf("many-%d@load.example", k)
				var form, path string
				var body map[string]any
				switch k % 5 {
				case 0:
					form, path, body = "newsletter", "/api/newsletter", map[string]any{"email": email}
				case 1:
					form, path, body = "kit", "/api/kits/"+kitID+"/signup", map[string]any{"email": email, "name": "Many", "agree": true}
				case 2:
					form, path, body = "contact", "/api/contact", map[string]any{"name": "Many", "email": email, "subject": "Feedback", "message": "From many addresses"}
				case 3:
					form, path, body = "event", "/api/events", map[string]any{"name": "pageview", "path": eventPath}
				case 4:
					form, path, body = "forgot", "/api/auth/forgot-password", map[string]any{"email": email}
				}
				status, err := s.post(ctx, from, form, path, body)
				if ctx.Err() != nil {
					return // the phase is over; this answer may be cut short
				}
				requests.Add(1)
				switch {
				case err != nil:
					if failures.Add(1) <= 5 { // name the first few
						t.Logf("%s from %s: %v", form, from, err)
					}
					continue
				case status >= 500:
					serverErrors.Add(1)
				case status == http.StatusTooManyRequests:
					limited.Add(1)
				}
				mu.Lock()
				if statuses[form] == nil {
					statuses[form] = map[int]int{}
				}
				statuses[form][status]++
				if form == "event" && status == http.StatusNoContent {
					eventFrom[from.String()] = true
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()

	rowsAfter, bytesAfter := tableRows(t, db), databaseBytes(t, d, db)
	used := min(int(next.Load()+4)/5, manyAddresses)
	t.Logf("many addresses, %s: %d requests from %d addresses in %v by %d workers; %d connection errors, %d 5xx, %d limited (429)",
		d.name, requests.Load(), used, manySeconds, manyWorkers, failures.Load(), serverErrors.Load(), limited.Load())
	if n := s.solved.Load(); n > 0 {
		t.Logf("  proof of work: %d challenges solved, %.1f ms of CPU each on average", n, float64(s.solveTime.Load())/float64(n)/1e6)
	}
	for _, form := range []string{"newsletter", "kit", "contact", "event", "forgot"} {
		t.Logf("  %-10s answers by status: %v", form, statuses[form])
	}
	for _, table := range grownTables {
		t.Logf("  %-22s grew by %6d rows (%d → %d)", table, rowsAfter[table]-rowsBefore[table], rowsBefore[table], rowsAfter[table])
	}
	t.Logf("  database size: %.1f MB → %.1f MB (+%.1f MB)", mb(bytesBefore), mb(bytesAfter), mb(bytesAfter-bytesBefore))

	// The server told the addresses apart: each address whose event was
	// counted is its own visitor (the visitor hash is of the client's
	// address and browser, and every client sends the same browser).
	var visitors int
	if err := db.QueryRow(`SELECT COUNT(DISTINCT visitor) FROM events WHERE path = $1`, storyshelf.Other).Scan(&visitors); err != nil {
		t.Fatal(err)
	}
	t.Logf("  distinct visitors the server counted: %d, from %d addresses whose event it took", visitors, len(eventFrom))
	if len(eventFrom) < 2 || visitors < len(eventFrom) {
		t.Fatalf("the server saw %d distinct visitors from %d addresses: it did not tell the addresses apart", visitors, len(eventFrom))
	}
	if serverErrors.Load() > 0 || failures.Load() > 0 {
		t.Fatalf("%d 5xx and %d connection errors under a flood from many addresses", serverErrors.Load(), failures.Load())
	}
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }
