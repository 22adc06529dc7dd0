package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/server"
)

// The probe: 10,000 addresses that differ only in ?v=N took RSS from
// 24 to 300 MB and evicted the real pages. A query a route does not read
// makes no entry of its own: 3,000 such addresses leave the cache as it was
// (a single entry would show).
func TestUnusedQueriesMakeNoCacheEntries(t *testing.T) {
	ts := newTestServer(t)
	if _, err := demo.Load(context.Background(), ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	var builds atomic.Int64
	ts.HandleForTest("GET /test/counted", ts.CachedReadForTest(1, func(w http.ResponseWriter, r *http.Request) {
		builds.Add(1)
		w.Write([]byte(strings.Repeat("a counted answer ", 100) + r.URL.RawQuery))
	}))
	client := &http.Client{}
	load := func(path string) {
		res, err := client.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("%s: %d", path, res.StatusCode)
		}
	}
	for _, p := range []string{"/api/books", "/books", "/test/counted"} {
		load(p)
	}
	entries, bytes, _ := ts.ReadCacheStatsForTest()
	_, plain := fetch(t, ts.URL+"/test/counted", "")
	loadAll(t, ts.URL, 3_000, func(n int) string {
		return []string{"/api/books", "/books", "/test/counted"}[n%3] + fmt.Sprintf("?v=%d", n)
	})
	if e, b, _ := ts.ReadCacheStatsForTest(); e != entries || b != bytes {
		t.Fatalf("after 3,000 addresses with ?v=N: %d entries of %d bytes, before %d of %d", e, b, entries, bytes)
	}
	if n := builds.Load(); n != 1 {
		t.Fatalf("built %d times", n)
	}
	// The handler sees the query it declared and nothing else.
	if _, body := fetch(t, ts.URL+"/test/counted?v=7&utm_source=x", ""); body != plain || strings.Contains(body, "v=7") {
		t.Fatalf("an unused query reached the handler: %q", body[len(body)-20:])
	}
}

// A parameter a route does read makes an entry per value, but those entries
// share a small budget of their own: values enough to fill it more than twice
// over stay within it. One-off paths fill the rest of the bound and stop
// there. The pages readers load are still answered from memory after both.
// The cache is an eighth of its real size (the same code with smaller
// numbers), so that an eighth of the requests fill it: each one builds and
// compresses its answer, which under the race detector took minutes.
func TestUsedQueriesStayWithinTheirBudget(t *testing.T) {
	ts := newTestServer(t)
	maxBytes, maxQueryBytes := int64(server.MaxCacheBytesForTest/8), int64(server.MaxQueryCacheBytesForTest/8)
	ts.ShrinkReadCacheForTest(maxBytes, maxQueryBytes)
	ctx := context.Background()
	if _, err := demo.Load(ctx, ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	books, err := ts.Store.Books(ctx)
	must(t, err)
	// Answers that compress poorly, as a page's photos' text would not: a
	// kilobyte for a search, eight for a page.
	noise := func(seed string, n int) []byte {
		b := make([]byte, 0, n+32)
		for i := 0; len(b) < n; i++ {
			sum := sha256.Sum256([]byte(fmt.Sprint(seed, i)))
			b = append(b, hex.EncodeToString(sum[:])...)
		}
		return b
	}
	ts.HandleForTest("GET /test/search", ts.CachedReadForTest(1, func(w http.ResponseWriter, r *http.Request) {
		w.Write(noise(r.URL.Query().Get("q"), 1<<10))
	}, "q"))
	ts.HandleForTest("GET /test/page/{n}", ts.CachedReadForTest(1, func(w http.ResponseWriter, r *http.Request) {
		w.Write(noise(r.URL.Path, 8<<10))
	}))
	client := &http.Client{}
	load := func(path string) {
		res, err := client.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("%s: %d", path, res.StatusCode)
		}
	}
	for range 3 {
		for _, p := range []string{"/", "/api/books", "/books"} {
			load(p)
		}
	}
	var homeVariants []string
	for n := range 8 {
		if key := fmt.Sprintf("/#%d", n); ts.ReadCacheHoldsForTest(key) {
			homeVariants = append(homeVariants, key)
		}
	}
	if len(homeVariants) == 0 || !ts.ReadCacheHoldsForTest("/api/books") || !ts.ReadCacheHoldsForTest("/books") {
		t.Fatal("the home page and the books are not cached to begin with")
	}

	// A real route's parameter is in its key.
	id := books[0].ID
	load("/api/books/" + id + "/testimonials?limit=2&v=1")
	if !ts.ReadCacheHoldsForTest("/api/books/" + id + "/testimonials?limit=2") {
		t.Fatal("a book's testimonials with ?limit= are not kept under that limit")
	}

	loadAll(t, ts.URL, 2_000, func(n int) string { return fmt.Sprintf("/test/search?q=%d", n) })
	_, bytes, queryBytes := ts.ReadCacheStatsForTest()
	t.Logf("after 2,000 searches: %d bytes, %d of them for queries", bytes, queryBytes)
	if queryBytes > maxQueryBytes || bytes > maxBytes {
		t.Fatalf("after 2,000 searches the cache holds %d bytes, %d of them for queries", bytes, queryBytes)
	}
	if queryBytes < maxQueryBytes*3/4 {
		t.Fatalf("the answers with a query take only %d bytes: the probe did not fill their budget", queryBytes)
	}
	loadAll(t, ts.URL, 800, func(n int) string { return fmt.Sprintf("/test/page/%d", n) })
	entries, bytes, _ := ts.ReadCacheStatsForTest()
	t.Logf("after 800 one-off paths: %d entries, %d bytes", entries, bytes)
	if bytes > maxBytes {
		t.Fatalf("the cache holds %d bytes, over its bound of %d", bytes, maxBytes)
	}
	if bytes < maxBytes*3/4 {
		t.Fatalf("the cache holds only %d bytes: the probe did not fill it", bytes)
	}
	for _, key := range append(homeVariants, "/api/books", "/books") {
		if !ts.ReadCacheHoldsForTest(key) {
			t.Errorf("%s was evicted by a stranger's addresses", key)
		}
	}

	// A page asked for again displaces the least recently used answers,
	// not the ones just read.
	load("/")
	load("/api/books")
	load("/test/page/799")
	load("/test/page/799")
	if !ts.ReadCacheHoldsForTest("/test/page/799") {
		t.Error("a page asked for twice is not kept in a full cache")
	}
	if !ts.ReadCacheHoldsForTest("/api/books") {
		t.Error("a page just read was displaced")
	}
}

// loadAll gets path(0) … path(n-1) from four clients at once, each answer
// a 200.
func loadAll(t *testing.T, base string, n int, path func(int) string) {
	t.Helper()
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				res, err := http.Get(base + path(i))
				if err == nil {
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if res.StatusCode != 200 {
						err = fmt.Errorf("%s: %d", path(i), res.StatusCode)
					}
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
}
