package server_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

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

// BenchmarkEventFlood measures what a flood of made-up events (security
// review #42, finding 3) leaves behind, over the demo catalogue on SQLite:
// FLOOD_EVENTS events (45,160 by default, the review's sixty seconds) from
// as many addresses, each with a random page, id and label of the longest
// the endpoint takes; then the day summed into its totals and the 7-day
// report. It reports rows and bytes (tables with their indexes) of events
// and event_days, and the report's size and time. Run it once:
// go test ./internal/server -run '^$' -bench EventFlood -benchtime 1x
func BenchmarkEventFlood(b *testing.B) {
	ctx := context.Background()
	n := 45160
	if v, err := strconv.Atoi(os.Getenv("FLOOD_EVENTS")); err == nil && v > 0 {
		n = v
	}
	for b.Loop() {
		dir := b.TempDir()
		file := filepath.Join(dir, "bench.db")
		st := testdb.Store(b, file)
		blobs, _ := blob.NewLocal(filepath.Join(dir, "files"))
		if _, err := demo.Load(ctx, st, blobs); err != nil {
			b.Fatal(err)
		}
		h := server.New(st, blobs, testWeb, slog.New(slog.NewTextHandler(io.Discard, nil))).Handler()
		rng := rand.New(rand.NewPCG(42, 3))
		made := func(size int) string {
			const letters = "abcdefghijklmnopqrstuvwxyz0123456789-"
			out := make([]byte, size)
			for i := range out {
				out[i] = letters[rng.IntN(len(letters))]
			}
			return string(out)
		}
		names := []string{"pageview", "Book View", "KindnessKit Download", "Material Download", "Form Submit", "Store Click"}
		start := time.Now()
		for i := range n {
			body, _ := json.Marshal(map[string]any{"name": names[i%len(names)], "path": "/" + made(299),
				"refId": made(2000), "label": map[bool]string{true: "amazon", false: "Call +1 555 0100 now " + made(179)}[i%len(names) == 5],
				"success": false})
			req := httptest.NewRequest("POST", "/api/events", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0")
			req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1234", i>>16&255, i>>8&255, i&255)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusNoContent {
				b.Fatalf("event %d: %d %s", i, rec.Code, rec.Body)
			}
		}
		b.Logf("%d events posted in %s", n, time.Since(start).Round(time.Millisecond))
		db, err := sql.Open("sqlite", "file:"+file+"?mode=ro")
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		size := func(table string) (rows, used int64) {
			if err := db.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&rows); err != nil {
				b.Fatal(err)
			}
			if err := db.QueryRow(`SELECT COALESCE(SUM(pgsize), 0) FROM dbstat
				WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = $1)`, table).Scan(&used); err != nil {
				b.Fatal(err)
			}
			return rows, used
		}
		rows, used := size("events")
		b.ReportMetric(float64(rows), "events-rows")
		b.ReportMetric(float64(used)/1e6, "events-MB")
		tomorrow := st.Now().UTC().AddDate(0, 0, 1).Format(time.DateOnly)
		if _, err := st.SummarizeOldestDay(ctx, tomorrow); err != nil {
			b.Fatal(err)
		}
		rows, used = size("event_days")
		b.ReportMetric(float64(rows), "event_days-rows")
		b.ReportMetric(float64(used)/1e6, "event_days-MB")
		start = time.Now()
		r, err := st.Statistics(ctx, 7, 20)
		if err != nil {
			b.Fatal(err)
		}
		took := time.Since(start)
		answer, _ := json.Marshal(r)
		b.ReportMetric(float64(len(answer))/1e6, "report-MB")
		b.ReportMetric(float64(len(r.Funnel)), "funnel-rows")
		b.ReportMetric(float64(took.Milliseconds()), "report-ms")
	}
}
