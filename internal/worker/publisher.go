package worker

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
)

// PublishSchedule is the schedule one instance claims to publish what is due.
const PublishSchedule = "publish.scheduled"

// Publisher publishes scheduled books, upcoming books, videos and songs, and
// kits when their time comes, and makes upcoming books books on their
// release day. One instance at a time claims each run.
type Publisher struct {
	Store  *store.Store
	Logger *slog.Logger
	// Every is how often it looks: how late after its time an item may appear.
	Every time.Duration
	// SiteURL is the site's configured address, for the link in a released
	// book's newsletter draft.
	SiteURL string
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
	// Upcoming books become books on their release day in the same claim;
	// a second instance releasing at once finds them gone (ReleaseDue).
	released, releaseErr := p.Store.ReleaseDue(ctx, p.SiteURL)
	if len(released) > 0 {
		p.Logger.Info("released upcoming books", "books", len(released))
	}
	return 0, errors.Join(err, releaseErr)
}
