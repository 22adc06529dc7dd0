//go:build load

// Package loadtest puts the built binary under load on loopback: 200 clients
// mixing page and API reads with newsletter sign-ups, kit sign-ups and
// contact messages, on SQLite and on PostgreSQL, once with the server killed
// (SIGKILL) halfway and started again, and with an export taken during the
// load. Afterwards every write the server acknowledged must be in the
// database. A last phase floods the public forms from many addresses and
// reports what each table grew by (many_addresses_test.go). A newsletter to
// 10,000 subscribers is killed halfway and must reach each exactly once
// (newsletter_test.go). Run it with `make test-load` (STORYSHELF_BIN,
// TEST_DATABASE_URL; LOAD_SECONDS, default 60, and LOAD_CLIENTS, default
// 200). How many analytics events a second the server accepts, against the
// build from before issue 31, is a benchmark (events_test.go, make bench).
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
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"github.com/storyshelf/storyshelf/internal/altcha"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

var (
	duration = time.Duration(envInt("LOAD_SECONDS", 60)) * time.Second
	clients  = envInt("LOAD_CLIENTS", 200)
)

// server is the storyshelf process under load; it can be killed and started
// again on the same data.
type server struct {
	t    testing.TB
	bin  string
	env  []string
	addr string
	cmd  *exec.Cmd
	log  *os.File
}

func (s *server) start() {
	s.t.Helper()
	s.cmd = exec.Command(s.bin, "serve")
	s.cmd.Env = s.env
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	if err := s.cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	// A minute: a loaded two-core machine can take that long to start it.
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get("http://" + s.addr + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
	}
	s.t.Fatal("the server did not start")
}

func (s *server) kill() {
	s.cmd.Process.Signal(syscall.SIGKILL)
	s.cmd.Wait()
}

func (s *server) stop() {
	s.cmd.Process.Signal(os.Interrupt)
	s.cmd.Wait()
}

func run(t testing.TB, bin string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("storyshelf %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func freeAddr(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// result is what a load run saw.
type result struct {
	requests, errors, serverErrors, limited atomic.Int64
	mu                                      sync.Mutex
	latencies                               []time.Duration
	acked                                   map[string][]string // kind → emails the server acknowledged
}

func (r *result) ack(kind, email string) {
	r.mu.Lock()
	r.acked[kind] = append(r.acked[kind], email)
	r.mu.Unlock()
}

func (r *result) p99() time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.latencies) == 0 {
		return 0
	}
	sort.Slice(r.latencies, func(i, j int) bool { return r.latencies[i] < r.latencies[j] })
	return r.latencies[len(r.latencies)*99/100]
}

// load runs the clients against base until ctx ends.
func load(ctx context.Context, t *testing.T, base, run string, r *result) {
	t.Helper()
	var books []struct{ ID, Slug string }
	res, err := http.Get(base + "/api/books")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(res.Body).Decode(&books)
	res.Body.Close()
	var kitID string
	for _, b := range books {
		res, err := http.Get(base + "/api/books/" + b.ID + "/kit")
		if err == nil && res.StatusCode == 200 {
			var kit struct{ ID string }
			if json.NewDecoder(res.Body).Decode(&kit) == nil && kit.ID != "" {
				kitID = kit.ID
			}
		}
		if res != nil {
			res.Body.Close()
		}
	}
	if len(books) == 0 || kitID == "" {
		t.Fatal("the demo's books and kit are not there")
	}
	reads := []string{"/", "/books", "/api/books", "/api/upcoming-books", "/api/testimonials/featured", "/about"}
	for _, b := range books {
		ref := b.Slug + "-" + b.ID[:8]
		reads = append(reads, "/books/"+ref, "/api/books/"+ref)
	}
	transport := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	client := &http.Client{Transport: transport, Timeout: 20 * time.Second}
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each client is its own visitor (the proxy header is believed
			// from loopback), so the per-visitor limits apply per client.
			ip := fmt.Sprintf("10.%d.%d.%d", c/65536, (c/256)%256, c%256)
			contacts := 0
			for i := 0; ctx.Err() == nil; i++ {
				var req *http.Request
				kind, email := "", fmt.Sprintf("%s-c%d-%d@load.example", run, c, i)
				// The forms carry a solved proof-of-work challenge, fetched
				// from the same address as a browser would.
				solved := func(form string) string {
					p, _, err := solvedChallenge(ctx, client, base, form, ip)
					if err != nil && ctx.Err() == nil {
						r.errors.Add(1)
					}
					return p
				}
				switch {
				case i%20 == 7:
					kind = "newsletter"
					req, _ = http.NewRequest("POST", base+"/api/newsletter",
						strings.NewReader(`{"email":"`+email+`","altcha":"`+solved("newsletter")+`"}`))
				case i%20 == 14:
					kind = "kit"
					req, _ = http.NewRequest("POST", base+"/api/kits/"+kitID+"/signup",
						strings.NewReader(`{"email":"`+email+`","name":"Load","agree":true,"altcha":"`+solved("kit")+`"}`))
				case i%40 == 19 && contacts < 4:
					kind = "contact"
					contacts++
					req, _ = http.NewRequest("POST", base+"/api/contact", strings.NewReader(
						`{"name":"Load","email":"`+email+`","subject":"Feedback","message":"Under load","altcha":"`+solved("contact")+`"}`))
				default:
					req, _ = http.NewRequest("GET", base+reads[(c+i)%len(reads)], nil)
				}
				req = req.WithContext(ctx)
				req.Header.Set("X-Forwarded-For", ip)
				req.Header.Set("Accept-Encoding", "gzip")
				req.Header.Set("User-Agent", "Mozilla/5.0 (load test)")
				if req.Method == "POST" {
					req.Header.Set("Content-Type", "application/json")
				}
				start := time.Now()
				res, err := client.Do(req)
				r.requests.Add(1)
				if err != nil {
					if ctx.Err() == nil {
						r.errors.Add(1)
						time.Sleep(20 * time.Millisecond) // the server is down: do not spin
					}
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				took := time.Since(start)
				r.mu.Lock()
				r.latencies = append(r.latencies, took)
				r.mu.Unlock()
				switch {
				case res.StatusCode >= 500:
					r.serverErrors.Add(1)
				case res.StatusCode == http.StatusTooManyRequests:
					r.limited.Add(1)
				case kind != "" && res.StatusCode < 300:
					r.ack(kind, email)
				}
			}
		}()
	}
	wg.Wait()
}

// found counts how many acknowledged writes the database holds.
// solvedChallenge fetches a challenge for form and solves it: the
// proof-of-work payload a browser sends with the form, and how long solving
// took. forwardedFor, when set, is the address the request says it is from.
func solvedChallenge(ctx context.Context, client *http.Client, base, form, forwardedFor string) (payload string, took time.Duration, err error) {
	req, err := http.NewRequestWithContext(ctx, "GET", base+"/api/challenge?form="+form, nil)
	if err != nil {
		return "", 0, err
	}
	if forwardedFor != "" {
		req.Header.Set("X-Forwarded-For", forwardedFor)
	}
	res, err := client.Do(req)
	if err != nil {
		return "", 0, err
	}
	defer res.Body.Close()
	var c altcha.Challenge
	if err := json.NewDecoder(res.Body).Decode(&c); err != nil || res.StatusCode != http.StatusOK {
		return "", 0, fmt.Errorf("challenge: %d %v", res.StatusCode, err)
	}
	start := time.Now()
	n, ok := altcha.Solve(c)
	took = time.Since(start)
	if !ok {
		return "", took, fmt.Errorf("the challenge has no solution")
	}
	return altcha.Payload(c, n), took, nil
}

func found(t *testing.T, db *sql.DB, r *result) (acked, present int) {
	t.Helper()
	tables := map[string]string{"newsletter": "newsletter_subscribers", "kit": "kit_subscribers", "contact": "contact_messages"}
	for kind, emails := range r.acked {
		have := map[string]bool{}
		rows, err := db.Query(`SELECT email FROM ` + tables[kind] + ` WHERE email LIKE '%@load.example'`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var e string
			rows.Scan(&e)
			have[e] = true
		}
		rows.Close()
		for _, e := range emails {
			acked++
			if have[e] {
				present++
			} else if present+5 > acked { // name the first few
				t.Errorf("acknowledged %s write %s is not in the database", kind, e)
			}
		}
	}
	return acked, present
}

func report(t *testing.T, name string, r *result, acked, present int) {
	t.Logf("%s: %d requests, %d writes acknowledged, %d found, %d connection errors, %d 5xx, %d limited (429), p99 %v",
		name, r.requests.Load(), acked, present, r.errors.Load(), r.serverErrors.Load(), r.limited.Load(), r.p99().Round(time.Millisecond))
}

type database struct {
	name, url string
	open      func() *sql.DB
}

// databaseKinds are the databases the load runs on: SQLite, and PostgreSQL,
// which this suite requires.
func databaseKinds(t testing.TB) []string {
	if !testdb.HavePostgres() {
		t.Fatal("TEST_DATABASE_URL is not set: the load test runs on PostgreSQL too (see .ci/run)")
	}
	return []string{"sqlite", "postgres"}
}

// newDatabase is an empty database of kind for t: a SQLite file in a folder
// of its own, or a PostgreSQL schema of its own, dropped when t ends.
func newDatabase(t testing.TB, kind string) database {
	if kind == "sqlite" {
		path := filepath.Join(t.TempDir(), "site.db")
		return database{kind, path, func() *sql.DB {
			db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
			if err != nil {
				t.Fatal(err)
			}
			return db
		}}
	}
	pg := testdb.Postgres(t)
	return database{kind, pg, func() *sql.DB {
		db, err := sql.Open("pgx", pg)
		if err != nil {
			t.Fatal(err)
		}
		return db
	}}
}

func databases(t *testing.T) []database {
	var list []database
	for _, kind := range databaseKinds(t) {
		list = append(list, newDatabase(t, kind))
	}
	return list
}

// demoSite loads the demo into db with bin and serves it on a free loopback
// address, believing the proxy header from loopback so that load clients can
// each be their own visitor.
func demoSite(t testing.TB, bin string, db database) *server {
	t.Helper()
	addr := freeAddr(t)
	data := t.TempDir()
	log, err := os.Create(filepath.Join(data, "serve.log"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { log.Close() })
	env := append(os.Environ(), "DATA_DIR="+data, "DATABASE_URL="+db.url, "STORYSHELF_ADDR="+addr,
		"TRUSTED_PROXIES=127.0.0.1")
	run(t, bin, env, "demo")
	srv := &server{t: t, bin: bin, env: env, addr: addr, log: log}
	// A test that stops early, even while the server starts, leaves no
	// server running.
	t.Cleanup(func() {
		if srv.cmd != nil && srv.cmd.Process != nil && srv.cmd.ProcessState == nil {
			srv.kill()
		}
	})
	srv.start()
	return srv
}

func TestLoad(t *testing.T) {
	bin := os.Getenv("STORYSHELF_BIN")
	if bin == "" {
		t.Fatal("STORYSHELF_BIN is not set: run make test-load")
	}
	for _, db := range databases(t) {
		t.Run(db.name, func(t *testing.T) {
			srv := demoSite(t, bin, db)
			env, base := srv.env, "http://"+srv.addr
			sqlDB := db.open()
			defer sqlDB.Close()

			t.Run("Steady", func(t *testing.T) {
				r := &result{acked: map[string][]string{}}
				ctx, cancel := context.WithTimeout(context.Background(), duration)
				defer cancel()
				// An export in the middle of the load.
				archive := filepath.Join(t.TempDir(), "during.tar.gz")
				exported := make(chan string, 1)
				go func() {
					time.Sleep(duration / 2)
					cmd := exec.Command(bin, "export", archive)
					cmd.Env = env
					out, err := cmd.CombinedOutput()
					if err != nil {
						exported <- fmt.Sprintf("export failed: %v\n%s", err, out)
						return
					}
					exported <- ""
				}()
				load(ctx, t, base, "steady", r)
				acked, present := found(t, sqlDB, r)
				report(t, "steady load", r, acked, present)
				if r.serverErrors.Load() > 0 || r.errors.Load() > 0 || present != acked || acked == 0 {
					t.Fatalf("%d 5xx, %d connection errors, %d of %d acknowledged writes found",
						r.serverErrors.Load(), r.errors.Load(), present, acked)
				}
				if msg := <-exported; msg != "" {
					t.Fatal(msg)
				}
				// The export taken under load imports into a fresh site and
				// matches its own manifest.
				fresh := append(os.Environ(), "DATA_DIR="+t.TempDir())
				out := run(t, bin, fresh, "import", archive)
				if !strings.Contains(out, "Imported") {
					t.Fatalf("import: %s", out)
				}
				t.Logf("the export taken during the load imported into a fresh site:\n%s", out)
			})

			t.Run("KilledHalfwayAndStartedAgain", func(t *testing.T) {
				r := &result{acked: map[string][]string{}}
				ctx, cancel := context.WithTimeout(context.Background(), duration)
				defer cancel()
				go func() {
					time.Sleep(duration / 2)
					srv.kill()
					srv.start()
				}()
				load(ctx, t, base, "killed", r)
				acked, present := found(t, sqlDB, r)
				report(t, "load with SIGKILL and restart", r, acked, present)
				if r.serverErrors.Load() > 0 || present != acked || acked == 0 {
					t.Fatalf("%d 5xx, %d of %d acknowledged writes found", r.serverErrors.Load(), present, acked)
				}
			})
			t.Run("ManyAddresses", func(t *testing.T) { floodFromManyAddresses(t, base, db, sqlDB) })
			srv.stop()
		})
	}
}
