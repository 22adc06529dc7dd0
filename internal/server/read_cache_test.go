package server_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// fetch gets path with the given Accept-Encoding and decodes the body.
func fetch(t *testing.T, url, acceptEncoding string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Accept-Encoding", acceptEncoding)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "gzip":
		if r, err = gzip.NewReader(res.Body); err != nil {
			t.Fatal(err)
		}
	case "br":
		r = brotli.NewReader(res.Body)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}

func TestPublicReadsComeFromMemoryPerContentVersion(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	if _, err := demo.Load(ctx, ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	var runs atomic.Int64
	ts.HandleForTest("GET /test/count", ts.CachedReadForTest(1, func(w http.ResponseWriter, r *http.Request) {
		runs.Add(1)
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte(strings.Repeat("a counted answer ", 100)))
	}))
	ts.HandleForTest("GET /test/missing", ts.CachedReadForTest(1, func(w http.ResponseWriter, r *http.Request) {
		runs.Add(1)
		http.NotFound(w, r)
	}))

	t.Run("BuiltOnceUntilAWriteBumpsTheVersion", func(t *testing.T) {
		runs.Store(0)
		for range 5 {
			fetch(t, ts.URL+"/test/count", "")
		}
		if n := runs.Load(); n != 1 {
			t.Fatalf("built %d times for one version", n)
		}
		if err := ts.Store.CreateBook(ctx, &storyshelf.Book{Title: "A New Book", Author: "Lily Hart"}); err != nil {
			t.Fatal(err)
		}
		fetch(t, ts.URL+"/test/count", "")
		if n := runs.Load(); n != 2 {
			t.Fatalf("built %d times after a write", n)
		}
	})

	t.Run("ErrorsAreNotKept", func(t *testing.T) {
		runs.Store(0)
		for range 3 {
			if res, _ := fetch(t, ts.URL+"/test/missing", "gzip"); res.StatusCode != 404 {
				t.Fatalf("status %d", res.StatusCode)
			}
		}
		if n := runs.Load(); n != 3 {
			t.Fatalf("a 404 was answered from memory: built %d times", n)
		}
	})

	t.Run("EveryEncodingCarriesTheSameBodyAndETag", func(t *testing.T) {
		_, plain := fetch(t, ts.URL+"/api/books", "")
		var etag string
		for _, enc := range []string{"br", "gzip", "gzip, deflate, br", "identity"} {
			res, body := fetch(t, ts.URL+"/api/books", enc)
			want := map[string]string{"br": "br", "gzip": "gzip", "gzip, deflate, br": "br", "identity": ""}[enc]
			if res.Header.Get("Content-Encoding") != want || body != plain || res.Header.Get("Vary") != "Accept-Encoding" {
				t.Fatalf("%s: encoding %q, same body %v", enc, res.Header.Get("Content-Encoding"), body == plain)
			}
			if etag == "" {
				etag = res.Header.Get("ETag")
			} else if res.Header.Get("ETag") != etag {
				t.Fatalf("%s: ETag %s, want %s", enc, res.Header.Get("ETag"), etag)
			}
		}
		if res, body := fetch(t, ts.URL+"/api/books", "br", "If-None-Match", etag); res.StatusCode != 304 || body != "" {
			t.Fatalf("conditional: %d %q", res.StatusCode, body)
		}
	})

	t.Run("AWriteOnOneInstanceShowsOnTheOthersNextRequest", func(t *testing.T) {
		other := ts.secondInstance(t)
		for _, path := range []string{"/api/books", "/books", "/"} {
			fetch(t, other+path, "br") // now in the other instance's memory
		}
		if err := ts.Store.CreateBook(ctx, &storyshelf.Book{Title: "The Lighthouse Keeper's Cat", Author: "Lily Hart"}); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/api/books", "/books", "/"} {
			if _, body := fetch(t, other+path, "br"); !strings.Contains(body, "The Lighthouse Keeper") {
				t.Errorf("%s on the other instance does not show the new book", path)
			}
		}
	})

	t.Run("RandomReadsKeepSeveralAnswers", func(t *testing.T) {
		seen := map[string]bool{}
		for range 60 {
			_, body := fetch(t, ts.URL+"/api/testimonials/featured", "gzip")
			seen[body] = true
		}
		if len(seen) < 2 {
			t.Fatalf("the featured testimonials never changed in 60 requests")
		}
	})

	t.Run("HeadIsAnsweredWithoutABody", func(t *testing.T) {
		req, _ := http.NewRequest("HEAD", ts.URL+"/books", nil)
		res, body := roundTrip(t, req)
		if res.StatusCode != 200 || body != "" || res.Header.Get("Content-Length") == "" {
			t.Fatalf("%d %q", res.StatusCode, body)
		}
	})
}

// The answers' bodies are compressed once, when built; a client that sends
// no Accept-Encoding gets the bytes as they are.
func TestCachedBodiesDecompressToTheOriginal(t *testing.T) {
	ts := newTestServer(t)
	if _, err := demo.Load(context.Background(), ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	_, plain := fetch(t, ts.URL+"/", "")
	res, br := fetch(t, ts.URL+"/", "br")
	if res.Header.Get("Content-Encoding") != "br" || !bytes.Contains([]byte(plain), []byte("storyshelf-data")) {
		t.Fatalf("encoding %q", res.Header.Get("Content-Encoding"))
	}
	// The home page keeps a few answers (random testimonials): compare the
	// parts every one of them shares.
	head := func(s string) string { return s[:strings.Index(s, "storyshelf-data")] }
	if head(br) != head(plain) {
		t.Fatal("the Brotli page differs from the plain one")
	}
}
