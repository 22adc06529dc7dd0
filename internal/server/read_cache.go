package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"golang.org/x/sync/singleflight"
)

// readCache keeps public answers (API reads and page HTML with its embedded
// data) in memory, compressed once, for one content version. The database
// holds the version and every write to public content bumps it, so an edit
// made through any instance is served by every instance at its next request.
type readCache struct {
	checks versionChecks
	builds singleflight.Group

	mu      sync.RWMutex
	version int64
	entries map[string]*cachedAnswer
}

// Limits on what one instance keeps: any path may be asked for, so the cache
// keeps at most this many answers, each at most this big.
const (
	maxCachedAnswers   = 4096
	maxCachedBodyBytes = 4 << 20
	// Bodies smaller than this go uncompressed: the headers would cost more.
	minCompressBytes = 512
)

func newReadCache(current func(context.Context) (int64, error)) *readCache {
	return &readCache{checks: versionChecks{read: current}, entries: map[string]*cachedAnswer{}}
}

// cachedAnswer is one answer as the handler wrote it, with its encodings.
type cachedAnswer struct {
	status       int
	header       http.Header
	etag         string
	body, gz, br []byte
}

// cachedRead serves GET and HEAD requests for h from the cache, building the
// answer once per content version. Only 200 answers without cookies are
// kept; anything else is passed on as h wrote it. variants > 1 keeps that
// many answers per address and picks one at random for each request, for
// pages that show a random choice (the home page's testimonials).
func (s *Server) cachedRead(variants int, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h(w, r)
			return
		}
		version, err := s.reads.checks.get(r.Context())
		if err != nil {
			s.Logger.WarnContext(r.Context(), "content version unreadable, answering without the cache", "err", err)
			h(w, r)
			return
		}
		key := r.URL.Path + "?" + r.URL.RawQuery
		if variants > 1 {
			key += "#" + strconv.Itoa(rand.IntN(variants))
		}
		a := s.reads.get(version, key)
		if a != nil {
			s.metrics.cache.WithLabelValues("hit").Inc()
		} else {
			s.metrics.cache.WithLabelValues("miss").Inc()
			built, _, _ := s.reads.builds.Do(strconv.FormatInt(version, 10)+" "+key, func() (any, error) {
				return record(h, r), nil
			})
			a = built.(*cachedAnswer)
			if a.status == http.StatusOK && a.header.Get("Set-Cookie") == "" && len(a.body) <= maxCachedBodyBytes {
				a.compress()
				s.reads.put(version, key, a)
			}
		}
		a.serve(w, r)
	}
}

func (c *readCache) get(version int64, key string) *cachedAnswer {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.version != version {
		return nil
	}
	return c.entries[key]
}

func (c *readCache) put(version int64, key string, a *cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case version < c.version:
		return // built from an older version than another request has seen
	case version > c.version:
		c.version, c.entries = version, map[string]*cachedAnswer{}
	}
	if len(c.entries) >= maxCachedAnswers {
		for k := range c.entries { // an arbitrary one: map order is random
			delete(c.entries, k)
			break
		}
	}
	c.entries[key] = a
}

// record runs h for r as a plain request (no conditional, no compression)
// and keeps what it wrote.
func record(h http.HandlerFunc, r *http.Request) *cachedAnswer {
	plain := r.Clone(r.Context())
	plain.Method = http.MethodGet
	plain.Header.Del("If-None-Match")
	plain.Header.Del("If-Modified-Since")
	plain.Header.Del("Range")
	plain.Header.Del("Accept-Encoding")
	rec := &answerRecorder{header: http.Header{}}
	h(rec, plain)
	a := &cachedAnswer{status: rec.status, header: rec.header, body: rec.body.Bytes()}
	if a.status == 0 {
		a.status = http.StatusOK
	}
	a.etag = a.header.Get("ETag")
	if a.etag == "" {
		a.etag = bodyETag(a.body)
	}
	return a
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
	a.gz = gz.Bytes()
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, 6)
	bw.Write(a.body)
	bw.Close()
	a.br = br.Bytes()
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
	case a.br != nil && acceptsEncoding(accept, "br"):
		h.Set("Content-Encoding", "br")
		body = a.br
	case a.gz != nil && acceptsEncoding(accept, "gzip"):
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
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

// randomVariants is how many answers the cache keeps of a read that picks
// at random, such as the home page's testimonials.
const randomVariants = 8
