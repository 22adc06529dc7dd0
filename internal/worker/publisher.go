package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
)

// PublishSchedule is the schedule one instance claims to publish what is due.
const PublishSchedule = "publish.scheduled"

// Publisher publishes scheduled books, upcoming books, videos and songs, and
// kits when their time comes. One instance at a time claims each run.
type Publisher struct {
	Store  *store.Store
	Logger *slog.Logger
	// Every is how often it looks: how late after its time an item may appear.
	Every time.Duration
}

// RunOnce publishes what is due when this instance claims the run; it answers
// 0 so the loop moves on either way.
func (p *Publisher) RunOnce(ctx context.Context) (int, error) {
	// The claim lasts one interval, not longer: a claim holds the schedule
	// until it ends, so a minute's claim made items wait up to a minute past
	// their time. Publishing twice at once is harmless (only rows still
	// scheduled change).
	ok, err := p.Store.ClaimSchedule(ctx, PublishSchedule, p.Every, p.Every)
	if err != nil || !ok {
		return 0, err
	}
	n, err := p.Store.PublishDue(ctx)
	if n > 0 {
		p.Logger.Info("published scheduled items", "items", n)
	}
	return 0, err
}
