package worker_test

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/storyshelf/storyshelf/internal/worker"
)

// The loop runs in a bubble (synctest): its clock moves only when every
// goroutine waits, so "the loop is waiting" is an event the test awaits
// (synctest.Wait), not a guess after a sleep.
func TestLoopDrainsThenWaitsForAWakeUp(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		l := worker.NewLoop(time.Hour, slog.New(slog.NewTextHandler(io.Discard, nil)))
		var calls, pending atomic.Int32
		pending.Store(3)
		task := func(ctx context.Context) (int, error) {
			calls.Add(1)
			if pending.Load() > 0 {
				pending.Add(-1)
				return 1, nil
			}
			return 0, nil
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { l.Run(ctx, task); close(done) }()
		defer func() { cancel(); <-done }()
		synctest.Wait()
		if calls.Load() != 4 { // three items, then one empty batch
			t.Fatalf("%d calls before the wake-up, want 4", calls.Load())
		}
		pending.Store(1)
		l.Wake()
		synctest.Wait()
		if calls.Load() != 6 {
			t.Fatalf("%d calls after the wake-up, want 6", calls.Load())
		}
		time.Sleep(time.Hour) // the bubble's clock: one tick
		synctest.Wait()
		if calls.Load() != 7 {
			t.Fatalf("%d calls after a tick, want 7", calls.Load())
		}
	})
}
