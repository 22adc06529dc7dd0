package server_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// benchHandler is the whole site over the demo catalogue on SQLite.
func benchHandler(b *testing.B) http.Handler {
	ctx := context.Background()
	dir := b.TempDir()
	st := testdb.Store(b, filepath.Join(dir, "bench.db"))
	blobs, _ := blob.NewLocal(filepath.Join(dir, "files"))
	if _, err := demo.Load(ctx, st, blobs); err != nil {
		b.Fatal(err)
	}
	return server.New(st, blobs, testWeb, slog.New(slog.NewTextHandler(io.Discard, nil))).Handler()
}

// BenchmarkPublicReads measures the public endpoints and pages end to end
// through the middleware, without the network.
func BenchmarkPublicReads(b *testing.B) {
	h := benchHandler(b)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/books", nil))
	for _, path := range []string{"/api/books", "/api/upcoming-books", "/", "/books", "/healthz"} {
		b.Run(path, func(b *testing.B) {
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
				if rec.Code != 200 {
					b.Fatalf("%s = %d", path, rec.Code)
				}
			}
		})
	}
	b.Run("304", func(b *testing.B) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/books", nil))
		etag := rec.Header().Get("ETag")
		for b.Loop() {
			req := httptest.NewRequest("GET", "/api/books", nil)
			req.Header.Set("If-None-Match", etag)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 304 {
				b.Fatal(fmt.Sprint(rec.Code))
			}
		}
	})
}
