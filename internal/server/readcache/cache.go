// Package readcache keeps the public site's answers in memory, per content
// version, compressed once.
package readcache

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"golang.org/x/sync/singleflight"
)

// Cache keeps public answers (API reads and page HTML with its embedded
// data) in memory, compressed once, for one content version. The database
// holds the version and every write to public content bumps it, so an edit
// made through any instance is served by every instance at its next request.
type Cache struct {
	// Logger hears of a content version that could not be read.
	Logger *slog.Logger
	// Hits and Misses count the reads answered from memory and those built.
	Hits, Misses atomic.Int64

	checks versionChecks
	builds singleflight.Group

	mu      sync.Mutex
	version int64
	entries map[string]*cacheEntry
	// pages holds answers whose key has no query; queries those whose key
	// has one (see maxQueryCacheBytes).
	pages, queries cachePool
	seen           doorkeeper
}

// Limits on what one instance keeps. Any address may be asked for, so the
// cache is bounded by the bytes its answers take (every encoding kept, the
// headers and the key, see cacheEntry.size), and each answer by its size.
const (
	// maxCacheBytes is the most all cached answers take: the whole public
	// site of a large catalogue (a few hundred books, each with its page,
	// its API reads and three encodings) is a few MiB.
	maxCacheBytes = 32 << 20
	// maxQueryCacheBytes of that is for answers whose key carries query
	// parameters (a route's own, such as ?limit=): they are rare in real
	// reading and endless in a stranger's hands, so they only ever displace
	// each other, never a page.
	maxQueryCacheBytes = 4 << 20
	maxCachedBodyBytes = 4 << 20
	// Bodies smaller than this go uncompressed: the headers would cost more.
	minCompressBytes = 512
)

// New makes a cache whose content version current reads.
func New(current func(context.Context) (int64, error)) *Cache {
	return &Cache{Logger: slog.Default(), checks: versionChecks{read: current}, entries: map[string]*cacheEntry{},
		pages: cachePool{budget: maxCacheBytes - maxQueryCacheBytes}, queries: cachePool{budget: maxQueryCacheBytes}}
}

// cachedAnswer is one answer as the handler wrote it, with its encodings.
type cachedAnswer struct {
	status       int
	header       http.Header
	etag         string
	body, gz, br []byte
}

// Read serves GET and HEAD requests for h from the cache, building the
// answer once per content version. Only 200 answers without cookies are
// kept; anything else is passed on as h wrote it. The cache alone gives an
// answer its ETag and answers If-None-Match with 304, even when the version
// cannot be read and the answer is built afresh. variants > 1 keeps that
// many answers per address and picks one at random for each request, for
// pages that show a random choice (the home page's testimonials).
//
// params names the query parameters h reads. The cache key is the path and
// those parameters alone, and h is run with only them, so an address with
// any other query (?v=1, a tracker's ?utm_source=) is answered from the same
// entry as the plain one.
func (c *Cache) Read(h http.HandlerFunc, variants int, params ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h(w, r)
			return
		}
		query := usedQuery(r.URL.Query(), params)
		version, err := c.checks.get(r.Context())
		if err != nil {
			c.Logger.WarnContext(r.Context(), "content version unreadable, answering without the cache", "err", err)
			record(h, r, query).serve(w, r)
			return
		}
		key := r.URL.Path
		if query != "" {
			key += "?" + query
		}
		if variants > 1 {
			key += "#" + strconv.Itoa(rand.IntN(variants))
		}
		a := c.get(version, key)
		if a != nil {
			c.Hits.Add(1)
		} else {
			c.Misses.Add(1)
			built, _, _ := c.builds.Do(strconv.FormatInt(version, 10)+" "+key, func() (any, error) {
				return record(h, r, query), nil
			})
			a = built.(*cachedAnswer)
			// Compressing costs more than building: only an answer that will
			// be kept is compressed (one that is not is compressed on the
			// way out, at a cheaper level, by the compress middleware).
			if a.status == http.StatusOK && a.header.Get("Set-Cookie") == "" && len(a.body) <= maxCachedBodyBytes &&
				c.admits(version, key, query != "", len(a.body)) {
				a.compress()
				c.put(version, key, query != "", a)
			}
		}
		a.serve(w, r)
	}
}

// usedQuery is the query reduced to the parameters a route reads, first
// value only (what Query().Get gives), empty ones dropped, in name order.
func usedQuery(q url.Values, params []string) string {
	used := url.Values{}
	for _, p := range params {
		if v := q.Get(p); v != "" {
			used.Set(p, v)
		}
	}
	return used.Encode() // sorted by name
}

func (c *Cache) get(version int64, key string) *cachedAnswer {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return nil
	}
	e := c.entries[key]
	if e == nil {
		return nil
	}
	e.pool.touch(e)
	return e.answer
}

// admits reports whether put will keep an answer whose body is bodyLen
// bytes: its pool has room for it uncompressed, or its key was built before.
func (c *Cache) admits(version int64, key string, hasQuery bool, bodyLen int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	pool := c.pool(hasQuery)
	if version > c.version || pool.bytes+int64(bodyLen) <= pool.budget {
		return true
	}
	return c.seen.again(key)
}

func (c *Cache) pool(hasQuery bool) *cachePool {
	if hasQuery {
		return &c.queries
	}
	return &c.pages
}

// put keeps a built answer if its pool has room. When the pool is full, a
// key asked for only once yet (see doorkeeper) is not kept; one asked for
// again displaces the pool's least recently used answers.
func (c *Cache) put(version int64, key string, hasQuery bool, a *cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case version < c.version:
		return // built from an older version than another request has seen
	case version > c.version:
		c.version, c.entries = version, map[string]*cacheEntry{}
		c.pages.clear()
		c.queries.clear()
	}
	if old := c.entries[key]; old != nil { // two builds raced past singleflight
		old.pool.remove(old)
		delete(c.entries, key)
	}
	pool := c.pool(hasQuery)
	e := &cacheEntry{key: key, answer: a, pool: pool}
	e.bytes = e.size()
	if e.bytes > pool.budget {
		return
	}
	if pool.bytes+e.bytes > pool.budget {
		if !c.seen.again(key) {
			return
		}
		for pool.bytes+e.bytes > pool.budget {
			delete(c.entries, pool.evict().key)
		}
	}
	pool.add(e)
	c.entries[key] = e
}

// stats is how many answers the cache keeps and the bytes they take.
func (c *Cache) stats() (entries int, bytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries), c.pages.bytes + c.queries.bytes
}

// record runs h for r as a plain request (no conditional, no compression,
// only the query the key names) and keeps what it wrote.
func record(h http.HandlerFunc, r *http.Request, query string) *cachedAnswer {
	plain := r.Clone(r.Context())
	plain.Method = http.MethodGet
	plain.URL.RawQuery = query
	plain.RequestURI = plain.URL.RequestURI()
	plain.Header.Del("If-None-Match")
	plain.Header.Del("If-Modified-Since")
	plain.Header.Del("Range")
	plain.Header.Del("Accept-Encoding")
	rec := &answerRecorder{header: http.Header{}}
	h(rec, plain)
	a := &cachedAnswer{status: rec.status, header: rec.header, body: bytes.Clone(rec.body.Bytes())}
	if a.status == 0 {
		a.status = http.StatusOK
	}
	a.etag = bodyETag(a.body)
	return a
}

// bodyETag is the ETag of an answer: its body's hash, so the same answer
// always has the same ETag, on every instance.
func bodyETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
}

// compressing admits two compressions at a time: a new content version
// rebuilds many answers at once, and each compressor holds megabytes.
var compressing = make(chan struct{}, 2)

// compress makes the encodings clients may ask for, once. Brotli's level 6
// is within a few percent of its best on these pages at a fraction of the
// memory and time.
func (a *cachedAnswer) compress() {
	if len(a.body) < minCompressBytes {
		return
	}
	compressing <- struct{}{}
	defer func() { <-compressing }()
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(a.body)
	zw.Close()
	a.gz = bytes.Clone(gz.Bytes())
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, 6)
	bw.Write(a.body)
	bw.Close()
	a.br = bytes.Clone(br.Bytes())
}

// serve writes the answer in the best encoding the client accepts, or 304
// when the client already holds it.
func (a *cachedAnswer) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	for k, v := range a.header {
		h[k] = v
	}
	if a.status != http.StatusOK {
		w.WriteHeader(a.status)
		w.Write(a.body)
		return
	}
	h.Set("ETag", a.etag)
	if a.gz != nil {
		h.Set("Vary", "Accept-Encoding")
	}
	if etagMatches(r.Header.Get("If-None-Match"), a.etag) {
		h.Del("Content-Length")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	accept := r.Header.Get("Accept-Encoding")
	switch {
	case a.br != nil && toolkit.AcceptsEncoding(accept, "br"):
		h.Set("Content-Encoding", "br")
		body = a.br
	case a.gz != nil && toolkit.AcceptsEncoding(accept, "gzip"):
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// etagMatches follows RFC 9110's weak comparison for If-None-Match: a
// compressing proxy may have added W/.
func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == "*" || candidate == etag {
			return true
		}
	}
	return false
}

// answerRecorder is the ResponseWriter a cached answer is built with.
type answerRecorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (rec *answerRecorder) Header() http.Header { return rec.header }

func (rec *answerRecorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
	}
}

func (rec *answerRecorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return rec.body.Write(b)
}

// versionChecks reads the content version for many requests at once. A
// request waits for a read that starts after it arrived, so it never misses
// a write committed before it came in; all requests that arrive while one
// read runs share the next.
type versionChecks struct {
	read func(context.Context) (int64, error)

	mu      sync.Mutex
	running bool
	next    *versionCheck
}

type versionCheck struct {
	done    chan struct{}
	version int64
	err     error
}

func (vc *versionChecks) get(ctx context.Context) (int64, error) {
	vc.mu.Lock()
	if vc.next == nil {
		vc.next = &versionCheck{done: make(chan struct{})}
	}
	check := vc.next
	if !vc.running {
		vc.running, vc.next = true, nil
		go vc.run(check)
	}
	vc.mu.Unlock()
	select {
	case <-check.done:
		return check.version, check.err
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// run reads the version for one check, then for the check that gathered
// meanwhile, until no request is waiting.
func (vc *versionChecks) run(check *versionCheck) {
	for check != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		check.version, check.err = vc.read(ctx)
		cancel()
		close(check.done)
		vc.mu.Lock()
		check, vc.next = vc.next, nil
		vc.running = check != nil
		vc.mu.Unlock()
	}
}

// RandomVariants is how many answers the cache keeps of a read that picks
// at random, such as the home page's testimonials.
const RandomVariants = 8

// Version is the content version, read as the cache reads it: one database
// read shared by every request that waits for it.
func (c *Cache) Version(ctx context.Context) (int64, error) { return c.checks.get(ctx) }

// Bounds of the cache, for tests.
const (
	MaxBytesForTest      = maxCacheBytes
	MaxQueryBytesForTest = maxQueryCacheBytes
)

// StatsForTest is how many answers the cache keeps, the bytes they take,
// and the bytes of those whose key has a query.
func (c *Cache) StatsForTest() (entries int, bytes, queryBytes int64) {
	c.mu.Lock()
	queryBytes = c.queries.bytes
	c.mu.Unlock()
	entries, bytes = c.stats()
	return entries, bytes, queryBytes
}

// HoldsForTest reports whether the cache keeps an answer for key (a path,
// a path with its query, "#n" for a random read's variant).
func (c *Cache) HoldsForTest(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.entries[key] != nil
}

// ShrinkForTest sets the cache's bounds to total bytes, queries of them for
// answers whose key has a query: a test fills a small cache with a few
// thousand requests where the real bounds would take tens of thousands.
func (c *Cache) ShrinkForTest(total, queries int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pages.budget, c.queries.budget = total-queries, queries
}
