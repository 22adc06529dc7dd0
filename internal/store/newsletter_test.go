package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func newSubscriber(email string) *storyshelf.Subscriber {
	return &storyshelf.Subscriber{ID: uuid.NewString(), Email: email, Source: "newsletter",
		ConsentPage: "/", ConsentText: storyshelf.NewsletterConsent, UnsubscribeToken: uuid.NewString()}
}

// welcome queues one mail and one sync job per change.
func welcome(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
	return []storyshelf.OutboxMail{{Kind: "newsletter.welcome", To: sub.Email, Subject: "Welcome", Text: "Hi"}},
		[]storyshelf.Job{{Kind: storyshelf.JobEmailListSync, Payload: `{"email":"` + sub.Email + `"}`}}
}

func TestSubscribe(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		first, changed, err := s.Subscribe(ctx, newSubscriber("  Parent@Example.com "), welcome)
		if err != nil || !changed {
			t.Fatalf("first subscribe: changed %v err %v", changed, err)
		}
		if first.Email != "parent@example.com" || first.Status != storyshelf.SubscriberActive || first.ConsentText == "" {
			t.Fatalf("stored %+v", first)
		}
		t.Run("AgainIsNotAnErrorAndAddsNothing", func(t *testing.T) {
			again, changed, err := s.Subscribe(ctx, newSubscriber("parent@example.com"), welcome)
			if err != nil || changed || again.ID != first.ID {
				t.Fatalf("again: %+v changed %v err %v", again, changed, err)
			}
			assertQueued(t, s, 1, 1)
		})
		t.Run("Unsubscribe", func(t *testing.T) {
			sub, err := s.Unsubscribe(ctx, first.UnsubscribeToken, func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
				return nil, []storyshelf.Job{{Kind: storyshelf.JobEmailListSync}}
			})
			if err != nil || sub.Status != storyshelf.SubscriberCancelled || sub.UnsubscribedAt == nil {
				t.Fatalf("unsubscribe: %+v %v", sub, err)
			}
			if _, err := s.Unsubscribe(ctx, first.UnsubscribeToken, nil); err != nil {
				t.Fatalf("second unsubscribe: %v", err)
			}
			assertQueued(t, s, 1, 2)
			_, err = s.Unsubscribe(ctx, "no-such-token", nil)
			if storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("bad token: %v", err)
			}
		})
		t.Run("AFormDoesNotBringBackSomeoneWhoLeft", func(t *testing.T) {
			back, changed, err := s.Subscribe(ctx, newSubscriber("PARENT@example.com"), welcome)
			if err != nil || changed || back.Status != storyshelf.SubscriberCancelled {
				t.Fatalf("subscribe after leaving: %+v changed %v err %v", back, changed, err)
			}
			assertQueued(t, s, 1, 2)
		})
		t.Run("OneRejoinMailADay", func(t *testing.T) {
			clock := manualClock(s)
			for i, want := range []bool{true, false, false} {
				sent, err := s.RequestRejoin(ctx, "Parent@example.com", welcome)
				if err != nil || sent != want {
					t.Fatalf("request %d: sent %v, %v; want %v", i+1, sent, err, want)
				}
				clock.advance(time.Hour)
			}
			clock.advance(storyshelf.RejoinMailInterval)
			if sent, _ := s.RequestRejoin(ctx, "parent@example.com", welcome); !sent {
				t.Fatal("a day later, one more")
			}
			if sent, _ := s.RequestRejoin(ctx, "nobody@example.com", welcome); sent {
				t.Fatal("no mail for an address not on the list")
			}
			assertQueued(t, s, 3, 4)
		})
		t.Run("RejoinByTheirOwnLink", func(t *testing.T) {
			back, err := s.Rejoin(ctx, first.UnsubscribeToken, "/rejoin", storyshelf.NewsletterConsent, welcome)
			if err != nil || back.Status != storyshelf.SubscriberActive || back.UnsubscribedAt != nil ||
				back.ConsentPage != "/rejoin" || back.ConsentText != storyshelf.NewsletterConsent || !back.ConsentAt.Equal(s.Now()) {
				t.Fatalf("rejoin: %+v %v", back, err)
			}
			if _, err := s.Rejoin(ctx, first.UnsubscribeToken, "/rejoin", storyshelf.NewsletterConsent, welcome); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 4, 5) // the second changed nothing
			if sent, _ := s.RequestRejoin(ctx, "parent@example.com", welcome); sent {
				t.Fatal("no rejoin mail for someone on the list")
			}
			_, err = s.Rejoin(ctx, "no-such-token", "/rejoin", storyshelf.NewsletterConsent, nil)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
	})
}

func assertQueued(t *testing.T, s *store.Store, mails, jobs int) {
	t.Helper()
	ctx := context.Background()
	out, err := s.Outbox(ctx, 1000)
	if err != nil {
		t.Fatal(err)
	}
	js, err := s.Jobs(ctx, storyshelf.JobPending, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != mails || len(js) != jobs {
		t.Fatalf("queued %d mails and %d jobs, want %d and %d", len(out), len(js), mails, jobs)
	}
}

// 200 concurrent sign-ups, 50 of them repeating an address already in flight,
// leave exactly 150 subscribers and no errors.
func TestSubscribeConcurrently(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		var wg sync.WaitGroup
		errs := make(chan error, 200)
		for i := 0; i < 200; i++ {
			email := fmt.Sprintf("parent%d@example.com", i)
			if i >= 150 {
				email = fmt.Sprintf("Parent%d@Example.com", i-150) // repeats, differently cased
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, _, err := s.Subscribe(ctx, newSubscriber(email), welcome); err != nil {
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		n, err := s.CountSubscribers(ctx, storyshelf.SubscriberActive)
		if err != nil || n != 150 {
			t.Fatalf("%d subscribers (err %v), want 150", n, err)
		}
		assertQueued(t, s, 150, 150)
	})
}

func TestConfirmedSignUp(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		asked := func(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
			return []storyshelf.OutboxMail{{Kind: "newsletter.confirm", To: sub.Email, Subject: "Confirm", Text: "Link"}}, nil
		}
		pending := newSubscriber("Waiting@example.com")
		pending.Status = storyshelf.SubscriberPending
		first, changed, err := s.Subscribe(ctx, pending, asked)
		if err != nil || !changed || first.Status != storyshelf.SubscriberPending || first.ConfirmedAt != nil {
			t.Fatalf("pending sign-up: %+v changed %v err %v", first, changed, err)
		}
		assertQueued(t, s, 1, 0) // the confirmation mail only: no welcome, no sync
		if n, _ := s.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 0 {
			t.Fatalf("a pending address counted as subscribed: %d", n)
		}
		if status, _ := s.SubscriberStatus(ctx, "waiting@example.com"); status != storyshelf.SubscriberPending {
			t.Fatalf("status %q", status)
		}

		t.Run("SigningUpAgainAsksAgainOnceADay", func(t *testing.T) {
			if sent, err := s.RequestConfirm(ctx, "waiting@example.com", asked); err != nil || sent {
				t.Fatalf("right after the first mail: sent %v, %v", sent, err)
			}
			clock.advance(storyshelf.RejoinMailInterval)
			if sent, _ := s.RequestConfirm(ctx, "waiting@example.com", asked); !sent {
				t.Fatal("a day later the link is mailed again")
			}
			if sent, _ := s.RequestRejoin(ctx, "waiting@example.com", asked); sent {
				t.Fatal("a pending address is not asked to rejoin")
			}
			assertQueued(t, s, 2, 0)
		})
		t.Run("ConfirmPutsItOnTheList", func(t *testing.T) {
			sub, err := s.Confirm(ctx, first.UnsubscribeToken, welcome)
			if err != nil || sub.Status != storyshelf.SubscriberActive || sub.ConfirmedAt == nil || !sub.ConfirmedAt.Equal(s.Now()) {
				t.Fatalf("confirm: %+v %v", sub, err)
			}
			if _, err := s.Confirm(ctx, first.UnsubscribeToken, welcome); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 3, 1) // one welcome and one sync, however often confirmed
			if n, _ := s.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 1 {
				t.Fatalf("confirmed count %d", n)
			}
			_, err = s.Confirm(ctx, "no-such-token", welcome)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
		t.Run("UnconfirmedAreRemovedAfterAWeek", func(t *testing.T) {
			late := newSubscriber("late@example.com")
			late.Status = storyshelf.SubscriberPending
			if _, _, err := s.Subscribe(ctx, late, asked); err != nil {
				t.Fatal(err)
			}
			if n, err := s.PruneUnconfirmed(ctx, s.Now().Add(-storyshelf.UnconfirmedKept), 100); err != nil || n != 0 {
				t.Fatalf("a new sign-up is kept: %d %v", n, err)
			}
			clock.advance(storyshelf.UnconfirmedKept + time.Minute)
			if n, err := s.PruneUnconfirmed(ctx, s.Now().Add(-storyshelf.UnconfirmedKept), 100); err != nil || n != 1 {
				t.Fatalf("after a week the unconfirmed one goes: %d %v", n, err)
			}
			if status, _ := s.SubscriberStatus(ctx, "late@example.com"); status != "" {
				t.Fatalf("still there: %q", status)
			}
			if status, _ := s.SubscriberStatus(ctx, "waiting@example.com"); status != storyshelf.SubscriberActive {
				t.Fatalf("a confirmed address is kept, got %q", status)
			}
			_, err := s.Confirm(ctx, late.UnsubscribeToken, welcome)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
		t.Run("ConfirmationOffSubscribesAtOnce", func(t *testing.T) {
			sub, changed, err := s.Subscribe(ctx, newSubscriber("direct@example.com"), welcome)
			if err != nil || !changed || sub.Status != storyshelf.SubscriberActive {
				t.Fatalf("without confirmation: %+v changed %v err %v", sub, changed, err)
			}
		})
		t.Run("TheListFiltersPending", func(t *testing.T) {
			again := newSubscriber("another@example.com")
			again.Status = storyshelf.SubscriberPending
			if _, _, err := s.Subscribe(ctx, again, asked); err != nil {
				t.Fatal(err)
			}
			p, err := s.Subscribers(ctx, storyshelf.SubscriberFilter{Status: storyshelf.SubscriberPending}, 1, 25)
			if err != nil || p.TotalCount != 1 || p.Subscribers[0].Email != "another@example.com" {
				t.Fatalf("pending filter: %+v %v", p, err)
			}
			p, err = s.Subscribers(ctx, storyshelf.SubscriberFilter{Query: "waiting@"}, 1, 25)
			if err != nil || p.TotalCount != 1 || p.Subscribers[0].ConfirmedAt == nil {
				t.Fatalf("the list says when an address was confirmed: %+v %v", p, err)
			}
		})
	})
}
