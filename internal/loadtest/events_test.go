//go:build load

package loadtest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// eventBodies are what browsers send to /api/events, in the proportions of
// a visit: the entry page view (with where it came from and its campaign
// tags), later page views, a book view. Every Storyshelf since analytics
// began accepts each of them, so two builds' figures compare.
var eventBodies = []string{
	`{"name":"pageview","path":"/","entry":true,"referrer":"https://www.instagram.com/p/abc?igsh=1","utmSource":"instagram","utmMedium":"social","utmCampaign":"launch"}`,
	`{"name":"pageview","path":"/books","referrer":""}`,
	`{"name":"pageview","path":"/es/books/brave-bea-12345678","referrer":""}`,
	`{"name":"Book View","path":"/books/brave-bea-12345678","refId":"b1","label":"Brave Bea"}`,
}

// eventLoad has every client send events as fast as the server takes them
// until ctx ends, and logs how many a second were accepted (204). Each
// client moves to a new address every 50 events, as visitors come and go:
// the per-visitor limit (a burst of 60) never holds them back, so the figure
// is what the server can take, not what the limit lets through.
func eventLoad(ctx context.Context, t *testing.T, base string) float64 {
	t.Helper()
	transport := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	client := &http.Client{Transport: transport, Timeout: 20 * time.Second}
	var accepted, refused, failed atomic.Int64
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
					accepted.Add(1)
				} else {
					refused.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	rate := float64(accepted.Load()) / time.Since(start).Seconds()
	t.Logf("events: %d accepted (%.0f a second), %d refused (429 or other), %d connection errors, %d clients",
		accepted.Load(), rate, refused.Load(), failed.Load(), clients)
	return rate
}
