package worker_test

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestLoopDrainsThenWaitsForAWakeUp(t *testing.T) {
	l := worker.NewLoop(time.Hour, slog.New(slog.NewTextHandler(io.Discard, nil)))
	var calls, pending atomic.Int32
	pending.Store(3)
	ran := make(chan struct{}, 10)
	task := func(ctx context.Context) (int, error) {
		calls.Add(1)
		ran <- struct{}{}
		if pending.Load() > 0 {
			pending.Add(-1)
			return 1, nil
		}
		return 0, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { l.Run(ctx, task); close(done) }()
	for i := 0; i < 4; i++ { // three items, then one empty batch
		<-ran
	}
	time.Sleep(20 * time.Millisecond)
	if calls.Load() != 4 {
		t.Fatalf("%d calls before the wake-up, want 4", calls.Load())
	}
	pending.Store(1)
	l.Wake()
	<-ran
	<-ran
	cancel()
	<-done
	if calls.Load() != 6 {
		t.Fatalf("%d calls, want 6", calls.Load())
	}
}
