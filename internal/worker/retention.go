package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// How long what strangers can grow is kept before the scheduled prune.
const (
	// RateLimitsKept must be longer than the longest window any limit
	// counts over (an hour today; a day leaves room for daily budgets), or
	// a prune would reset a live count.
	RateLimitsKept = 48 * time.Hour
	// ExpiredKitLinksKept: for a week after it expired, a kit link still
	// answers "expired" with the way back to its book, not "not valid".
	ExpiredKitLinksKept = 7 * 24 * time.Hour
	// MailBodiesKept: a finished mail keeps its body (which may hold a
	// link) this long after it was queued, for the owner's `storyshelf
	// outbox`; then only who, what subject and how it went remain. A week
	// is far longer than a mail is retried (about a day and a half).
	MailBodiesKept = 7 * 24 * time.Hour
	// DoneJobsKept: a finished email-list sync, whose payload is an address.
	DoneJobsKept = 7 * 24 * time.Hour
	// ExpiredLinksKept: password-reset and setup links and sign-ins, after
	// they expired and can no longer be used.
	ExpiredLinksKept = 24 * time.Hour
	// RejectedReviewsKept: a reader's review the owner rejected, counted
	// from when it was sent; long enough to change her mind.
	RejectedReviewsKept = 30 * 24 * time.Hour
	// PruneBatch bounds each prune's rows per run; the loop runs again at
	// once while a run finds work, so a backlog clears in steps that never
	// hold the database for long.
	PruneBatch = 500
)

// Retention keeps only what the privacy policy says is kept: raw analytics
// events become daily totals after EventDays, and contact messages are
// deleted after MessageDays (0 turns either off). It also prunes, on every
// run, what strangers can grow and nobody needs once it is old: rate-limit
// counters, expired kit links, finished mails' bodies, finished email-list
// syncs, expired reset, setup and email-change links and sessions,
// sign-ups nobody confirmed, and History records older than a year.
type Retention struct {
	Store       *store.Store
	EventDays   int
	MessageDays int
	HistoryDays int // 0 keeps History records
	Logger      *slog.Logger
	Batch       int // rows each prune takes a run; 0 means PruneBatch
	// UnconfirmedKept is how long a sign-up waits for its confirmation
	// before it is removed; 0 means storyshelf.UnconfirmedKept (a week).
	UnconfirmedKept time.Duration
}

// SummingGrace is how long after a day ends its events are summed. An
// event is stamped with the day it arrives on, so only a request in flight
// at midnight, or an instance whose clock is a little behind, adds to a day
// after it ends; until it is summed a report reads its raw events, which
// cost a report far more than totals do.
const SummingGrace = time.Hour

func (r *Retention) unconfirmedKept() time.Duration {
	if r.UnconfirmedKept > 0 {
		return r.UnconfirmedKept
	}
	return storyshelf.UnconfirmedKept
}

// RunOnce sums the oldest day of events not yet in the daily totals (an
// hour after the day ends, see SummingGrace) and the oldest whole month of
// them not yet in the monthly totals, rolls
// up the oldest day of old events, deletes old messages and prunes one batch
// of each kind; the loop calls it again while it finds work.
func (r *Retention) RunOnce(ctx context.Context) (int, error) {
	now := r.Store.Now().UTC()
	done := 0
	summed, err := r.Store.SummarizeOldestDay(ctx, now.Add(-SummingGrace).Format(time.DateOnly))
	if err != nil {
		return 0, err
	}
	if summed != "" {
		done++
	}
	month, err := r.Store.SummarizeOldestMonth(ctx)
	if err != nil {
		return 0, err
	}
	if month != "" {
		done++
	}
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
	batch := r.Batch
	if batch <= 0 {
		batch = PruneBatch
	}
	for _, p := range []struct {
		what  string
		kept  time.Duration
		prune func(context.Context, time.Time, int) (int, error)
	}{
		{"old attempt counters deleted", RateLimitsKept, r.Store.PruneRateLimits},
		{"expired kit links deleted", ExpiredKitLinksKept, r.Store.PruneDownloadGrants},
		{"old mail bodies dropped", MailBodiesKept, r.Store.PruneMailBodies},
		{"finished email-list syncs deleted", DoneJobsKept, r.Store.PruneDoneJobs},
		{"expired reset, setup and email-change links and sessions deleted", ExpiredLinksKept, r.Store.PruneExpiredLinks},
		{"unconfirmed sign-ups removed", r.unconfirmedKept(), r.Store.PruneUnconfirmed},
		{"rejected reviews deleted", RejectedReviewsKept, r.Store.PruneRejectedReviews},
		{"old history records deleted", time.Duration(r.HistoryDays) * 24 * time.Hour, r.Store.PruneHistory},
	} {
		if p.kept <= 0 { // kept for good
			continue
		}
		n, err := p.prune(ctx, now.Add(-p.kept), batch)
		if err != nil {
			return 0, err
		}
		if n > 0 {
			r.Logger.Info(p.what, "count", n)
		}
		done += n
	}
	return done, nil
}
