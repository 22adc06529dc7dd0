package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Syncer copies subscription changes to the email-list provider. A provider
// outage loses nothing: the job waits and retries; a permanent refusal stays
// failed for the owner to see.
type Syncer struct {
	Store       *store.Store
	Provider    emaillist.Provider
	Logger      *slog.Logger
	MaxAttempts int
	Lease       time.Duration
	Batch       int
}

// NewSyncer uses sensible limits.
func NewSyncer(st *store.Store, p emaillist.Provider, logger *slog.Logger) *Syncer {
	return &Syncer{Store: st, Provider: p, Logger: logger, MaxAttempts: 10, Lease: 5 * time.Minute, Batch: 10}
}

// RunOnce runs one batch of due sync jobs.
func (s *Syncer) RunOnce(ctx context.Context) (int, error) {
	jobs, err := s.Store.ClaimJobs(ctx, s.Batch, s.Lease)
	if err != nil {
		return 0, err
	}
	for _, j := range jobs {
		jobErr := s.run(ctx, j)
		retry := emaillist.Retryable(jobErr)
		if jobErr != nil {
			s.Logger.Warn("email list sync failed", "provider", s.Provider.Name(), "job", j.ID, "attempt", j.Attempts, "retry", retry, "err", jobErr)
		}
		if err := s.Store.FinishJob(context.WithoutCancel(ctx), j, jobErr, retry, s.MaxAttempts); err != nil {
			return 0, err
		}
	}
	return len(jobs), nil
}

func (s *Syncer) run(ctx context.Context, j storyshelf.Job) error {
	var c emaillist.Contact
	if err := json.Unmarshal([]byte(j.Payload), &c); err != nil {
		return fmt.Errorf("worker: bad email-list payload: %w", err)
	}
	switch j.Kind {
	case storyshelf.JobEmailListSync:
		// Only confirmed addresses join the provider's list: one still
		// waiting for confirmation is synced when it is confirmed.
		if !c.Unsubscribed {
			status, err := s.Store.SubscriberStatus(ctx, c.Email)
			if err != nil {
				return err
			}
			if status == storyshelf.SubscriberPending {
				return nil
			}
		}
		return s.Provider.Upsert(ctx, c)
	case storyshelf.JobEmailListForget:
		return s.Provider.Forget(ctx, c.Email)
	default:
		return fmt.Errorf("worker: unknown job kind %q", j.Kind)
	}
}
