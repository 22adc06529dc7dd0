// Package worker runs Storyshelf's background work inside every instance:
// sending the mail outbox and syncing the email list. Work is claimed from
// the database with a lease, so several instances can run side by side and a
// crashed instance's work is picked up again.
package worker

import (
	"context"
	"log/slog"
	"time"
)

// Task processes one batch of due work and says how many items it handled.
type Task func(ctx context.Context) (int, error)

// Loop runs the tasks until ctx ends: each is run again at once while it
// finds work, then the loop waits for the next tick or a wake-up.
type Loop struct {
	Interval time.Duration
	Logger   *slog.Logger
	wake     chan struct{}
}

// NewLoop makes a loop that polls every interval.
func NewLoop(interval time.Duration, logger *slog.Logger) *Loop {
	return &Loop{Interval: interval, Logger: logger, wake: make(chan struct{}, 1)}
}

// Wake asks the loop to look for work now, e.g. right after a request queued
// a mail. It never blocks.
func (l *Loop) Wake() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Run blocks until ctx ends.
func (l *Loop) Run(ctx context.Context, tasks ...Task) {
	t := time.NewTicker(l.Interval)
	defer t.Stop()
	for {
		for _, task := range tasks {
			for ctx.Err() == nil {
				n, err := task(ctx)
				if err != nil {
					l.Logger.Error("background work failed", "err", err)
					break
				}
				if n == 0 {
					break
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-l.wake:
		}
	}
}
