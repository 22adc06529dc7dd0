package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
)

// Retention keeps only what the privacy policy says is kept: raw analytics
// events become daily totals after EventDays, and contact messages are
// deleted after MessageDays (0 turns either off).
type Retention struct {
	Store       *store.Store
	EventDays   int
	MessageDays int
	Logger      *slog.Logger
}

// RunOnce rolls up the oldest day of old events and deletes old messages;
// the loop calls it again while it finds work.
func (r *Retention) RunOnce(ctx context.Context) (int, error) {
	now := r.Store.Now().UTC()
	done := 0
	if r.EventDays > 0 {
		day, err := r.Store.RollUpOldestDay(ctx, now.AddDate(0, 0, -r.EventDays).Format(time.DateOnly))
		if err != nil {
			return 0, err
		}
		if day != "" {
			r.Logger.Info("analytics rolled up into daily totals", "day", day)
			done++
		}
	}
	if r.MessageDays > 0 {
		n, err := r.Store.DeleteMessagesBefore(ctx, now.AddDate(0, 0, -r.MessageDays))
		if err != nil {
			return 0, err
		}
		if n > 0 {
			r.Logger.Info("old contact messages deleted", "count", n)
		}
		done += n
	}
	return done, nil
}
