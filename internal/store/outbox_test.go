package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestOutbox(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		m := &storyshelf.OutboxMail{Kind: "contact", To: "owner@example.com", ReplyTo: "p@example.com",
			Subject: "Hello", Text: "Body", Headers: map[string]string{"List-Unsubscribe": "<https://x/u>"}}
		if err := s.EnqueueMail(ctx, m); err != nil {
			t.Fatal(err)
		}
		claimed, err := s.ClaimMail(ctx, 10, time.Hour)
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		got := claimed[0]
		if got.Attempts != 1 || got.ReplyTo != "p@example.com" || got.Headers["List-Unsubscribe"] != "<https://x/u>" {
			t.Fatalf("claimed %+v", got)
		}
		t.Run("LeasedMailIsNotClaimedTwice", func(t *testing.T) {
			again, err := s.ClaimMail(ctx, 10, time.Hour)
			if err != nil || len(again) != 0 {
				t.Fatalf("second claim: %v %v", again, err)
			}
		})
		t.Run("FailureWaitsForRetry", func(t *testing.T) {
			if err := s.MarkMail(ctx, got, storyshelf.MailFailed, errors.New("connection refused"), 5); err != nil {
				t.Fatal(err)
			}
			list, _ := s.Outbox(ctx, 10)
			if list[0].Status != storyshelf.MailPending || list[0].LastError != "connection refused" {
				t.Fatalf("after failure %+v", list[0])
			}
			if again, _ := s.ClaimMail(ctx, 10, time.Hour); len(again) != 0 {
				t.Fatal("claimed before its next attempt")
			}
			clock.advance(2 * time.Minute) // backoff after one attempt is one minute
			again, err := s.ClaimMail(ctx, 10, time.Hour)
			if err != nil || len(again) != 1 || again[0].Attempts != 2 {
				t.Fatalf("retry claim: %v %v", again, err)
			}
			got = again[0]
		})
		t.Run("GivesUpAfterMaxAttempts", func(t *testing.T) {
			if err := s.MarkMail(ctx, got, storyshelf.MailFailed, errors.New("still down"), 2); err != nil {
				t.Fatal(err)
			}
			list, _ := s.Outbox(ctx, 10)
			if list[0].Status != storyshelf.MailFailed {
				t.Fatalf("status %s", list[0].Status)
			}
		})
		t.Run("Sent", func(t *testing.T) {
			m2 := &storyshelf.OutboxMail{Kind: "k", To: "a@example.com", Subject: "s", Text: "t"}
			if err := s.EnqueueMail(ctx, m2); err != nil {
				t.Fatalf("setup: %v", err)
			}
			c, _ := s.ClaimMail(ctx, 10, time.Hour)
			if len(c) != 1 {
				t.Fatalf("claim %v", c)
			}
			if err := s.MarkMail(ctx, c[0], storyshelf.MailSent, nil, 5); err != nil {
				t.Fatal(err)
			}
			list, _ := s.Outbox(ctx, 10)
			if list[0].Status != storyshelf.MailSent || list[0].SentAt == nil {
				t.Fatalf("sent %+v", list[0])
			}
		})
		t.Run("ExpiredLeaseIsClaimedAgain", func(t *testing.T) {
			m3 := &storyshelf.OutboxMail{Kind: "k", To: "b@example.com", Subject: "s", Text: "t"}
			if err := s.EnqueueMail(ctx, m3); err != nil {
				t.Fatalf("setup: %v", err)
			}
			if c, _ := s.ClaimMail(ctx, 10, 5*time.Minute); len(c) != 1 {
				t.Fatal("first claim")
			}
			clock.advance(10 * time.Minute) // the claiming instance died
			if c, _ := s.ClaimMail(ctx, 10, 5*time.Minute); len(c) != 1 || c[0].ID != m3.ID {
				t.Fatalf("reclaim %v", c)
			}
		})
	})
}

// Two workers claiming at once never get the same message.
func TestOutboxConcurrentClaims(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		manualClock(s)
		for i := 0; i < 40; i++ {
			if err := s.EnqueueMail(ctx, &storyshelf.OutboxMail{Kind: "k", To: "a@example.com", Subject: "s", Text: "t"}); err != nil {
				t.Fatalf("setup: %v", err)
			}
		}
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					c, err := s.ClaimMail(ctx, 3, time.Hour)
					if err != nil {
						t.Error(err)
						return
					}
					if len(c) == 0 {
						return
					}
					mu.Lock()
					for _, m := range c {
						seen[m.ID]++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(seen) != 40 {
			t.Fatalf("claimed %d distinct messages, want 40", len(seen))
		}
		for id, n := range seen {
			if n != 1 {
				t.Fatalf("message %s claimed %d times", id, n)
			}
		}
	})
}

func TestJobs(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		if _, err := s.SignUpForNewsletter(ctx, readerMail(false), newSubscriber("a@example.com")); err != nil {
			t.Fatalf("setup: %v", err)
		}
		jobs, err := s.ClaimJobs(ctx, 10, time.Hour)
		if err != nil || len(jobs) != 1 || jobs[0].Kind != storyshelf.JobEmailListSync {
			t.Fatalf("claim %v %v", jobs, err)
		}
		if err := s.FinishJob(ctx, jobs[0], errors.New("MailerLite 503"), true, 5); err != nil {
			t.Fatal(err)
		}
		if p, _ := s.Jobs(ctx, storyshelf.JobPending, 10); len(p) != 1 || p[0].LastError != "MailerLite 503" {
			t.Fatalf("pending %v", p)
		}
		clock.advance(2 * time.Minute)
		jobs, _ = s.ClaimJobs(ctx, 10, time.Hour)
		if len(jobs) != 1 {
			t.Fatal("no retry")
		}
		if err := s.FinishJob(ctx, jobs[0], errors.New("422 invalid email"), false, 5); err != nil {
			t.Fatal(err)
		}
		if f, _ := s.Jobs(ctx, storyshelf.JobFailed, 10); len(f) != 1 {
			t.Fatalf("a permanent failure must stay failed for the owner: %v", f)
		}
		if _, err := s.SignUpForNewsletter(ctx, readerMail(false), newSubscriber("b@example.com")); err != nil {
			t.Fatalf("setup: %v", err)
		}
		jobs, _ = s.ClaimJobs(ctx, 10, time.Hour)
		if err := s.FinishJob(ctx, jobs[0], nil, false, 5); err != nil {
			t.Fatal(err)
		}
		if d, _ := s.Jobs(ctx, storyshelf.JobDone, 10); len(d) != 1 {
			t.Fatalf("done %v", d)
		}
	})
}

// clock is a store clock that moves only when told to.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func manualClock(s *store.Store) *clock {
	c := &clock{now: time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)}
	s.Now = func() time.Time {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.now
	}
	return c
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// sendAllMail claims and marks as sent whatever mail the sender may send
// now, batch by batch, as the mailer does, and answers it.
func sendAllMail(t *testing.T, s *store.Store) []storyshelf.OutboxMail {
	t.Helper()
	var sent []storyshelf.OutboxMail
	for {
		mails, err := s.ClaimMail(context.Background(), 50, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if len(mails) == 0 {
			return sent
		}
		for _, m := range mails {
			if err := s.MarkMail(context.Background(), m, storyshelf.MailSent, nil, 5); err != nil {
				t.Fatal(err)
			}
		}
		sent = append(sent, mails...)
	}
}
