//go:build load

package loadtest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Issue 31 added fields to the event endpoint on the condition that it stays
// as cheap under load as it was. A rate is a speed target, so it is measured
// by a benchmark (make bench), never asserted by a test that a busy machine
// could fail: the benchmark measures the build from before that issue
// (STORYSHELF_BASELINE_BIN, built by make events-baseline from the commit the
// Makefile names) and the current one (STORYSHELF_BIN), each on a fresh demo
// site of its own so that neither meets a table the other has grown. The two
// take their load side by side, at the same time: taking turns instead, on a
// two-core machine shared with other work, one build's median of three rounds
// landed anywhere from 15% below to 20% above the other's, as the rest of the
// machine came and went between rounds.
// LOAD_EVENT_SECONDS (default 10) is one round's length.
var (
	eventSeconds = time.Duration(envInt("LOAD_EVENT_SECONDS", 10)) * time.Second
	// eventMargin is the target: how far, in percent, the current build may
	// fall below the baseline. Side by side on a busy machine, one round's
	// ratio of the two ranged from 9% below to 12% above even, and the median
	// of three rounds from 4% below to 3% above, the same as with one build on
	// both sides.
	eventMargin = 10
)

// eventRounds is how many rounds the builds take: the median of three
// outlasts one round disturbed by the rest of the machine.
const eventRounds = 3

// eventBodies are what browsers send to /api/events, in the proportions of
// a visit: the entry page view (with where it came from and its campaign
// tags), later page views, a book view. Both builds store each of them (the
// baseline reads the body as a map and passes over the fields issue 31
// added), so the two are timed on the same requests.
var eventBodies = []string{
	`{"name":"pageview","path":"/","entry":true,"referrer":"https://www.instagram.com/p/abc?igsh=1","utmSource":"instagram","utmMedium":"social","utmCampaign":"launch"}`,
	`{"name":"pageview","path":"/books","referrer":""}`,
	`{"name":"pageview","path":"/es/books/brave-bea-12345678","referrer":""}`,
	`{"name":"Book View","path":"/books/brave-bea-12345678","refId":"b1","label":"Brave Bea"}`,
}

// BenchmarkEventRateAgainstBaseline puts the baseline and the current build
// under the event load side by side for eventRounds rounds, on SQLite and on
// PostgreSQL, and prints what each accepted a second in every round, the
// medians, and the current build's rate as a share of the baseline's in the
// same round (each round's pair met the same machine, so their ratio is
// steadier than either figure) against the target. make bench runs it once
// (-benchtime 1x); b.N is not a loop count here. It fails only when a build
// loses events: every accepted event must be stored.
func BenchmarkEventRateAgainstBaseline(b *testing.B) {
	baseline, current := os.Getenv("STORYSHELF_BASELINE_BIN"), os.Getenv("STORYSHELF_BIN")
	if baseline == "" || current == "" {
		b.Fatal("STORYSHELF_BASELINE_BIN or STORYSHELF_BIN is not set: run make bench")
	}
	for _, kind := range databaseKinds(b) {
		b.Run(kind, func(b *testing.B) {
			var base, cur, ratios []float64
			for round := 1; round <= eventRounds; round++ {
				// Which site is made and loaded first changes each round.
				builds := []build{{"baseline", baseline}, {"current", current}}
				if round%2 == 0 {
					builds[0], builds[1] = builds[1], builds[0]
				}
				rates := eventRound(b, kind, builds)
				base, cur = append(base, rates["baseline"]), append(cur, rates["current"])
				ratios = append(ratios, rates["current"]/rates["baseline"])
			}
			ratio := median(ratios)
			verdict := "within the target"
			if ratio < 1-float64(eventMargin)/100 {
				verdict = "BELOW THE TARGET"
			}
			b.Logf("%s, events accepted a second: baseline median %.0f (rounds %.0f), current median %.0f (rounds %.0f); "+
				"current against baseline by round %.2f, median %+.1f%%: %s (at most %d%% below)",
				kind, median(base), base, median(cur), cur, ratios, (ratio-1)*100, verdict, eventMargin)
			b.ReportMetric(0, "ns/op")
			b.ReportMetric(median(cur), "events/s")
			b.ReportMetric(median(base), "baseline-events/s")
			b.ReportMetric((ratio-1)*100, "%-against-baseline")
		})
	}
}

// build is a storyshelf binary and what the figures call it.
type build struct{ name, bin string }

// eventRound serves a fresh demo site from each build on a fresh database of
// kind, puts them all under the event load at once for eventSeconds and
// answers the events a second each accepted. Every accepted event must be
// stored: a build that answered 204 without storing would look faster than
// it is.
func eventRound(t testing.TB, kind string, builds []build) map[string]float64 {
	dbs, sites := map[string]database{}, map[string]*server{}
	for _, b := range builds {
		dbs[b.name] = newDatabase(t, kind)
		sites[b.name] = demoSite(t, b.bin, dbs[b.name])
	}
	ctx, cancel := context.WithTimeout(context.Background(), eventSeconds)
	defer cancel()
	var mu sync.Mutex
	var wg sync.WaitGroup
	rates, accepted := map[string]float64{}, map[string]int64{}
	for _, b := range builds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rate, n := eventLoad(ctx, t, b.name, "http://"+sites[b.name].addr)
			mu.Lock()
			rates[b.name], accepted[b.name] = rate, n
			mu.Unlock()
		}()
	}
	wg.Wait()
	for name, srv := range sites {
		srv.stop()
		sqlDB := dbs[name].open()
		var stored int64
		err := sqlDB.QueryRow(`SELECT COUNT(*) FROM events`).Scan(&stored)
		sqlDB.Close()
		if err != nil {
			t.Fatal(err)
		}
		if accepted[name] == 0 || stored < accepted[name] {
			t.Fatalf("%s: %d events accepted, %d stored", name, accepted[name], stored)
		}
	}
	return rates
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

// eventLoad has every client send events as fast as the server takes them
// until ctx ends, logs how many a second build accepted (204) and answers
// that rate and the number accepted. Each client moves to a new address
// every 50 events, as visitors come and go: the per-visitor limit (a burst of
// 60) never holds them back, so the figure is what the server can take, not
// what the limit lets through.
func eventLoad(ctx context.Context, t testing.TB, build, base string) (rate float64, accepted int64) {
	t.Helper()
	transport := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	client := &http.Client{Transport: transport, Timeout: 20 * time.Second}
	defer transport.CloseIdleConnections()
	var ok, refused, failed atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ctx.Err() == nil; i++ {
				visitor := c + clients*(i/50)
				ip := fmt.Sprintf("10.%d.%d.%d", visitor/65536%256, (visitor/256)%256, visitor%256)
				req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/events", strings.NewReader(eventBodies[(c+i)%len(eventBodies)]))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", ip)
				req.Header.Set("User-Agent", []string{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1",
					"Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36"}[c%2])
				res, err := client.Do(req)
				if err != nil {
					if ctx.Err() == nil {
						failed.Add(1)
					}
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode == http.StatusNoContent {
					ok.Add(1)
				} else {
					refused.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	accepted = ok.Load()
	rate = float64(accepted) / time.Since(start).Seconds()
	t.Logf("%s: %d events accepted (%.0f a second), %d refused (429 or other), %d connection errors, %d clients",
		build, accepted, rate, refused.Load(), failed.Load(), clients)
	return rate, accepted
}
