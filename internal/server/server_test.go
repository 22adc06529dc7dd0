package server_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// testWeb stands in for the Vite build: same file layout, tiny content.
var testWeb = fstest.MapFS{
	"index.html":           {Data: []byte(`<!doctype html><html><head><title>Storyshelf</title></head><body><div id="root"></div></body></html>`)},
	"assets/index-abc1.js": {Data: []byte(strings.Repeat("console.log('storyshelf');\n", 200))},
	"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
	// A script the build shipped pre-compressed: the .br stands in for Brotli
	// output (Go has no Brotli reader), the .gz is real gzip.
	"assets/app-2.js":    {Data: []byte(appScript)},
	"assets/app-2.js.br": {Data: []byte("brotli bytes of app-2.js")},
	"assets/app-2.js.gz": {Data: gzipped(appScript)},
	".vite/manifest.json": {Data: []byte(`{
		"index.html": {"file": "assets/index-abc1.js", "isEntry": true, "imports": ["_site-1.js"]},
		"_site-1.js": {"file": "assets/site-1.js"},
		"_card-1.js": {"file": "assets/card-1.js", "imports": ["index.html", "_site-1.js"]},
		"src/app/routes/home.tsx": {"file": "assets/home-1.js", "imports": ["index.html", "_card-1.js"]},
		"src/app/routes/books.tsx": {"file": "assets/books-1.js", "imports": ["_card-1.js"]},
		"virtual:catalogue/en": {"file": "assets/en-1.js", "isDynamicEntry": true},
		"virtual:catalogue/es": {"file": "assets/es-1.js", "isDynamicEntry": true},
		"virtual:catalogue/en/privacy": {"file": "assets/en-privacy-1.js", "isDynamicEntry": true},
		"virtual:catalogue/es/privacy": {"file": "assets/es-privacy-1.js", "isDynamicEntry": true}
	}`)},
}

const appScript = "console.log('pre-compressed');\n"

func gzipped(text string) []byte {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write([]byte(text))
	zw.Close()
	return b.Bytes()
}

type testServer struct {
	*server.Server
	Store *store.Store
	Blobs *blob.Local
	URL   string
	// DB reads the same database, for tests that look at every table.
	DB *sql.DB
	// keyFile is where the site's settings key is kept (auth.SecretBox).
	keyFile string
}

// KeyFileForTest is the site's key file: another instance's box opens it.
func (ts *testServer) KeyFileForTest() string { return ts.keyFile }

// onPostgres is set when the HTTP tests run on PostgreSQL: `make
// test-http-postgres` sets it with TEST_DATABASE_URL, and CI runs that after
// `make test` (the store tests run on both databases in `make test` itself).
// The HTTP tests on PostgreSQL are the same tests on the same SQL the store
// tests already check there, and take minutes of a two-core machine.
var onPostgres = os.Getenv(postgresRunEnv) != ""

// postgresRunEnv asks for the HTTP tests' PostgreSQL run.
const postgresRunEnv = "STORYSHELF_HTTP_TESTS_ON_POSTGRES"

// TestMain refuses the PostgreSQL run without a database to run on, rather
// than passing on SQLite under its name.
func TestMain(m *testing.M) {
	if onPostgres && !testdb.HavePostgres() {
		fmt.Println(postgresRunEnv + " is set but TEST_DATABASE_URL is not: no PostgreSQL to run the HTTP tests on")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// newTestServer serves a new, empty site on SQLite, or on a schema of its
// own in TEST_DATABASE_URL's PostgreSQL in the second run (TestMain).
func newTestServer(t *testing.T) *testServer {
	t.Helper()
	dir := t.TempDir()
	dsn, driver := filepath.Join(dir, "test.db"), "sqlite"
	readDSN := "file:" + dsn + "?mode=ro"
	if onPostgres {
		dsn, driver = testdb.Postgres(t), "pgx"
		readDSN = dsn
	}
	st := testdb.Store(t, dsn)
	blobs, err := blob.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	s := server.New(st, blobs, testWeb, logger)
	keyFile := filepath.Join(dir, "settings.key") // beside the data, as by default
	s.Mail.Box = auth.NewSecretBox("", keyFile)
	hs := httptest.NewUnstartedServer(s.Handler())
	s.SiteURL = "http://" + hs.Listener.Addr().String() // as config.SiteURL derives it from the listen address
	hs.Start()
	t.Cleanup(hs.Close)
	t.Cleanup(s.WaitHandedOffForTest) // reset mails still being queued, before the database closes
	db, err := sql.Open(driver, readDSN)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return &testServer{Server: s, Store: st, Blobs: blobs, URL: hs.URL, DB: db, keyFile: keyFile}
}

// secondInstance starts another server on the same database, as a second
// instance behind a load balancer would be, and returns its URL.
func (ts *testServer) secondInstance(t *testing.T) string {
	t.Helper()
	s := server.New(ts.Store, ts.Blobs, testWeb, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s.SiteURL = ts.SiteURL                         // one site, one address
	s.Mail.Box = auth.NewSecretBox("", ts.keyFile) // every instance is given the same key
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(hs.Close)
	return hs.URL
}

// must stops the test at a failed setup step, with its error.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("setup: %v", err)
	}
}

func get(t *testing.T, url string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	tr := &http.Transport{DisableCompression: true}
	res, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		gz, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = gz
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}

// noRedirect fetches url without following redirects.
func noRedirect(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func TestHealth(t *testing.T) {
	ts := newTestServer(t)
	res, body := get(t, ts.URL+"/healthz")
	if res.StatusCode != 200 || !strings.Contains(body, `"status":"ok"`) {
		t.Fatalf("healthz = %d %s", res.StatusCode, body)
	}
	ts.Store.Close()
	res, body = get(t, ts.URL+"/healthz")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "The database is not answering.") {
		t.Fatalf("healthz with database closed = %d %s", res.StatusCode, body)
	}
}

func TestReady(t *testing.T) {
	ts := newTestServer(t)
	if res, body := get(t, ts.URL+"/readyz"); res.StatusCode != 200 || !strings.Contains(body, `"status":"ready"`) {
		t.Fatalf("readyz = %d %s", res.StatusCode, body)
	}
	os.RemoveAll(ts.Blobs.Root)
	res, body := get(t, ts.URL+"/readyz")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "The storage is not answering.") ||
		!strings.Contains(body, `"requestId":"`+res.Header.Get("X-Request-Id")+`"`) {
		t.Fatalf("readyz without storage = %d %s", res.StatusCode, body)
	}
	os.MkdirAll(ts.Blobs.Root, 0o755)
	ts.Store.Close()
	if res, body := get(t, ts.URL+"/readyz"); res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "The database is not answering.") {
		t.Fatalf("readyz with database closed = %d %s", res.StatusCode, body)
	}
}

// Every answer carries its own request id, every error answer repeats it,
// and every log line written for the request names it.
func TestRequestIDs(t *testing.T) {
	ts := newTestServer(t)
	var log bytes.Buffer
	logged := server.New(ts.Store, ts.Blobs, testWeb, slog.New(slog.NewJSONHandler(&log, nil)))
	hs := httptest.NewServer(logged.Handler())
	defer hs.Close()
	ids := map[string]bool{}
	for range 3 {
		res, body := get(t, hs.URL+"/api/books/nope-12345678", "X-Request-Id", "chosen-by-the-client")
		id := res.Header.Get("X-Request-Id")
		if id == "" || id == "chosen-by-the-client" || ids[id] || !strings.Contains(body, `"requestId":"`+id+`"`) {
			t.Fatalf("id %q: %s", id, body)
		}
		ids[id] = true
		if !strings.Contains(log.String(), `"request_id":"`+id+`"`) {
			t.Fatalf("the log does not name %s:\n%s", id, log.String())
		}
	}
}

func TestBooksEndpoint(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	t.Run("Empty", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books")
		if res.StatusCode != 200 || strings.TrimSpace(body) != "[]" {
			t.Fatalf("got %d %q", res.StatusCode, body)
		}
	})
	b := &storyshelf.Book{Title: "The Kind Little Cloud", Author: "Ada", AgeRange: "3-6", Genres: []string{"Kindness"}}
	if err := ts.Store.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}
	t.Run("OK", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books")
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("got %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
		var books []map[string]any
		if err := json.Unmarshal([]byte(body), &books); err != nil {
			t.Fatal(err)
		}
		if len(books) != 1 || books[0]["title"] != "The Kind Little Cloud" || books[0]["ageRange"] != "3-6" ||
			books[0]["slug"] != "the-kind-little-cloud" || books[0]["genres"].([]any)[0] != "Kindness" {
			t.Fatalf("books = %v", books)
		}
	})
}

func TestUnknownAPIPathIsJSON404(t *testing.T) {
	ts := newTestServer(t)
	for _, path := range []string{"/api/nope", "/api/", "/api/books/x/y/z"} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 404 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("%s = %d %s %s", path, res.StatusCode, res.Header.Get("Content-Type"), body)
		}
		var e struct {
			Error struct{ Code, Message string }
		}
		if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error.Code != "not_found" || e.Error.Message == "" {
			t.Fatalf("%s body = %s", path, body)
		}
	}
}

func TestApp(t *testing.T) {
	ts := newTestServer(t)
	t.Run("AppRoutesGetIndex", func(t *testing.T) {
		for path, status := range map[string]int{"/": 200, "/books": 200, "/about": 200, "/contact": 200,
			"/privacy-policy": 200, "/admin": 200, "/admin/books": 200, "/books/the-kind-little-cloud-1a2b3c4d": 404} {
			res, body := get(t, ts.URL+path)
			if res.StatusCode != status || !strings.Contains(body, `<div id="root">`) || res.Header.Get("Cache-Control") != "no-cache" {
				t.Fatalf("%s = %d %q %s", path, res.StatusCode, res.Header.Get("Cache-Control"), body)
			}
		}
	})
	t.Run("UnknownPathIsNotFound", func(t *testing.T) {
		res, body := noRedirect(t, ts.URL+"/no-such-page")
		if res.StatusCode != http.StatusNotFound || !strings.Contains(body, `<div id="root">`) || res.Header.Get("Location") != "" {
			t.Fatalf("got %d %q", res.StatusCode, res.Header.Get("Location"))
		}
	})
	t.Run("AssetsAreImmutable", func(t *testing.T) {
		res, body := get(t, ts.URL+"/assets/index-abc1.js")
		if res.StatusCode != 200 || !strings.Contains(body, "storyshelf") ||
			res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("asset = %d %q", res.StatusCode, res.Header.Get("Cache-Control"))
		}
	})
	t.Run("MissingAssetIs404NotIndex", func(t *testing.T) {
		res, body := get(t, ts.URL+"/assets/gone-123.js")
		if res.StatusCode != 404 || strings.Contains(body, "root") {
			t.Fatalf("missing asset = %d %s", res.StatusCode, body)
		}
	})
	t.Run("RootFile", func(t *testing.T) {
		res, _ := get(t, ts.URL+"/favicon.svg")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/svg+xml" {
			t.Fatalf("favicon = %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
	})
	t.Run("PrecompressedVariants", func(t *testing.T) {
		for _, c := range []struct{ accept, encoding, body string }{
			{"gzip, deflate, br, zstd", "br", "brotli bytes of app-2.js"},
			{"br;q=1.0, gzip;q=0.8", "br", "brotli bytes of app-2.js"},
			{"gzip", "gzip", appScript},
			{"br;q=0, gzip", "gzip", appScript},
			{"*", "br", "brotli bytes of app-2.js"},
			{"*;q=0, gzip", "gzip", appScript},
			{"", "", appScript},
			{"identity", "", appScript},
			{"br;q=0, gzip;q=0", "", appScript},
		} {
			res, body := get(t, ts.URL+"/assets/app-2.js", "Accept-Encoding", c.accept)
			if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != c.encoding || body != c.body {
				t.Errorf("Accept-Encoding %q: %d %q %q", c.accept, res.StatusCode, res.Header.Get("Content-Encoding"), body)
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
				t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, ct)
			}
			if len(res.Header.Values("Vary")) != 1 || res.Header.Get("Vary") != "Accept-Encoding" || res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("Accept-Encoding %q: headers %v", c.accept, res.Header)
			}
		}
	})
	t.Run("Compressed", func(t *testing.T) {
		res, body := get(t, ts.URL+"/assets/index-abc1.js", "Accept-Encoding", "gzip")
		if res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(body, "storyshelf") {
			t.Fatalf("encoding = %q", res.Header.Get("Content-Encoding"))
		}
	})
}

func TestSecurityHeaders(t *testing.T) {
	ts := newTestServer(t)
	for _, path := range []string{"/", "/api/books", "/api/nope"} {
		res, _ := get(t, ts.URL+path)
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self'") ||
			!strings.Contains(csp, "frame-src https://www.youtube.com") {
			t.Fatalf("%s CSP = %q", path, csp)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" {
			t.Fatalf("%s headers = %v", path, res.Header)
		}
		if res.Header.Get("Strict-Transport-Security") != "" {
			t.Fatalf("HSTS sent over plain HTTP")
		}
	}
	// X-Forwarded-Proto is believed only from a proxy the owner named.
	if res, _ := get(t, ts.URL+"/", "X-Forwarded-Proto", "https"); res.Header.Get("Strict-Transport-Security") != "" {
		t.Fatal("HSTS from an X-Forwarded-Proto no trusted proxy sent")
	}
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	res, _ := get(t, ts.URL+"/", "X-Forwarded-Proto", "https")
	if !strings.Contains(res.Header.Get("Strict-Transport-Security"), "max-age=") {
		t.Fatal("no HSTS behind a trusted TLS proxy")
	}
}

func TestFiles(t *testing.T) {
	ts := newTestServer(t)
	data := []byte("%PDF-1.4 tiny")
	key := blob.ContentKey("materials", data, ".pdf")
	if err := blob.PutBytes(context.Background(), ts.Blobs, key, data, "application/pdf"); err != nil {
		t.Fatal(err)
	}
	res, body := get(t, ts.URL+"/files/"+key)
	if res.StatusCode != 200 || body != string(data) || res.Header.Get("Content-Type") != "application/pdf" ||
		!strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
		t.Fatalf("file = %d %q %v", res.StatusCode, body, res.Header)
	}
	private := blob.ContentKey(blob.PrivateFolder, data, ".pdf")
	if err := blob.PutBytes(context.Background(), ts.Blobs, private, data, "application/pdf"); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/files/" + private, "/files/materials/missing.pdf", "/files/..%2f..%2fetc%2fpasswd", "/files/materials/..%2f..%2ftest.db"} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 404 || strings.Contains(body, "SQLite") {
			t.Fatalf("%s = %d %s", path, res.StatusCode, body)
		}
	}
}

func TestGracefulShutdownFinishesInFlightRequests(t *testing.T) {
	ts := newTestServer(t)
	started, finish := make(chan struct{}), make(chan struct{})
	ts.HandleForTest("GET /slow", func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-finish
		io.WriteString(w, "finished")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- ts.Serve(ctx, ln) }()

	got := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + ln.Addr().String() + "/slow")
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		got <- string(b)
	}()
	<-started
	stop() // as SIGTERM does
	// The request finishes only once the shutdown is under way: the server
	// takes no more connections.
	waitFor(t, "the server to stop taking connections", func() bool {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err == nil {
			c.Close()
		}
		return err != nil
	})
	close(finish)
	if body := <-got; body != "finished" {
		t.Fatalf("in-flight request got %q", body)
	}
	if err := <-served; err != nil {
		t.Fatalf("Serve = %v", err)
	}
}

func TestStorageTest(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	res, body := b.do("POST", "/api/admin/storage/test", "", "Authorization", "Bearer "+token)
	// Plain words for the owner (issue 27): where the storage is, and the steps' times, are
	// technical details beside them.
	var answer struct {
		Message, Storage string
		Steps            []struct{ Step string }
	}
	if err := json.Unmarshal([]byte(body), &answer); res.StatusCode != 200 || err != nil ||
		answer.Message != "Storage is working: a test file was saved, read back and deleted." ||
		!strings.Contains(answer.Storage, ts.Blobs.Root) || len(answer.Steps) != 3 || answer.Steps[2].Step != "delete" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if entries, _ := os.ReadDir(filepath.Join(ts.Blobs.Root, "storage-test")); len(entries) != 0 {
		t.Fatalf("the probe was left behind: %v", entries)
	}
	os.RemoveAll(ts.Blobs.Root)
	res, body = b.do("POST", "/api/admin/storage/test", "", "Authorization", "Bearer "+token)
	if res.StatusCode != 500 || !strings.Contains(body, "No storage buckets available. Please contact an administrator.") {
		t.Fatalf("without storage: %d %s", res.StatusCode, body)
	}
	os.MkdirAll(ts.Blobs.Root, 0o755)
	os.WriteFile(filepath.Join(ts.Blobs.Root, "storage-test"), []byte("a file where the folder goes"), 0o644)
	res, body = b.do("POST", "/api/admin/storage/test", "", "Authorization", "Bearer "+token)
	if res.StatusCode != 500 || !strings.Contains(body, `"Storage test failed: a test file could not be saved. Your site's host can find why in the server's log."`) ||
		strings.Contains(body, ts.Blobs.Root) {
		t.Fatalf("failing write: %d %s", res.StatusCode, body)
	}
}

func TestMetrics(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	if res, _ := get(t, ts.URL+"/metrics"); res.StatusCode != 404 {
		t.Fatalf("metrics are on without a token: %d", res.StatusCode)
	}
	ts.MetricsToken = "scrape-secret"
	for range 2 {
		get(t, ts.URL+"/api/books")
	}
	get(t, ts.URL+"/no/such/page/at/all")
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"reader@example.com"}`)
	for _, token := range []string{"", "Bearer wrong", "scrape-secret"} {
		if res, _ := get(t, ts.URL+"/metrics", "Authorization", token); res.StatusCode != 404 {
			t.Fatalf("token %q: %d", token, res.StatusCode)
		}
	}
	res, body := get(t, ts.URL+"/metrics", "Authorization", "Bearer scrape-secret")
	for _, want := range []string{
		`storyshelf_http_requests_total{route="GET /api/books",status="200"} 2`,
		`storyshelf_http_request_duration_seconds_count{route="GET /api/books"} 2`,
		`storyshelf_read_cache_total{result="hit"} 1`,
		`storyshelf_read_cache_total{result="miss"} 2`, // the books, and the site for the page that is not found
		`storyshelf_outbox_pending 1`,
		`storyshelf_jobs_pending 1`,
		`go_goroutines`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("no %s in\n%s", want, body)
		}
	}
	if res.StatusCode != 200 || strings.Contains(body, "/no/such/page") {
		t.Fatalf("%d: a stray path became a label", res.StatusCode)
	}
}

func TestBackupDownload(t *testing.T) {
	ts := newTestServer(t)
	if _, err := demo.Load(context.Background(), ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	b, token := ownerSession(t, ts)
	res, body := b.do("GET", "/api/admin/backup", "", "Authorization", "Bearer "+token)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="storyshelf-`) {
		t.Fatalf("%d %v", res.StatusCode, res.Header)
	}
	file := filepath.Join(t.TempDir(), "download.tar.gz")
	os.WriteFile(file, []byte(body), 0o600)
	m, err := archive.Verify(file)
	if err != nil || m.Tables["books"].Count == 0 || len(m.Files) == 0 {
		t.Fatalf("the download does not verify: %v", err)
	}
	_, body = b.do("GET", "/api/admin/dashboard", "", "Authorization", "Bearer "+token)
	if !strings.Contains(body, `"backupsScheduled":false,"backupsWhere":"","lastBackup":null`) {
		t.Fatalf("dashboard: %s", body)
	}
}
