package readcache

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A request must never get a version read before it arrived: a write
// committed just before it came in would be missed. Requests arriving
// together share one read.
func TestVersionChecksNeverAnswerFromAnEarlierRead(t *testing.T) {
	var reads, version atomic.Int64
	vc := versionChecks{read: func(context.Context) (int64, error) {
		reads.Add(1)
		v := version.Load() // what the database holds when the read starts
		time.Sleep(time.Millisecond)
		return v, nil
	}}
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				committed := version.Add(1) // a write, committed before the request
				got, err := vc.get(context.Background())
				if err != nil || got < committed {
					t.Errorf("got version %d (%v) after %d was committed", got, err, committed)
					return
				}
			}
		}()
	}
	wg.Wait()
	if n := reads.Load(); n >= 1000 || n == 0 {
		t.Fatalf("%d reads for 1000 requests: not shared", n)
	}
	t.Logf("%d reads for 1000 requests", reads.Load())
}

func TestVersionChecksGiveUpWithTheRequest(t *testing.T) {
	release := make(chan struct{})
	vc := versionChecks{read: func(context.Context) (int64, error) { <-release; return 1, nil }}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	if _, err := vc.get(ctx); err == nil {
		t.Fatal("a stuck read held the request")
	}
	close(release)
	if v, err := vc.get(context.Background()); err != nil || v != 1 {
		t.Fatalf("after the read came back: %d, %v", v, err)
	}
}
