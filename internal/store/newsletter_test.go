package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func newSubscriber(email string) *storyshelf.Subscriber {
	return &storyshelf.Subscriber{ID: uuid.NewString(), Email: email, Source: "newsletter",
		ConsentPage: "/", ConsentText: storyshelf.NewsletterConsent, UnsubscribeToken: uuid.NewString()}
}

// readerMail is the site as the readers' changes see it, with sign-ups
// confirmed first or not.
func readerMail(confirmFirst bool) store.ReaderMail {
	settings := storyshelf.DefaultSiteSettings()
	settings.Newsletter.ConfirmSignUps = confirmFirst
	return store.ReaderMail{Site: mails.NewSite("https://books.example.com", settings, nil), NewsletterGroup: "news"}
}

// queuedKinds counts the mails waiting in the outbox by kind.
func queuedKinds(t *testing.T, s *store.Store) string {
	t.Helper()
	out, err := s.Outbox(context.Background(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, m := range out {
		kinds[m.Kind]++
	}
	return fmt.Sprint(kinds)
}

func TestSignUpForNewsletter(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		direct := readerMail(false)
		first, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("  Parent@Example.com "))
		if err != nil {
			t.Fatalf("first sign-up: %v", err)
		}
		if first.Email != "parent@example.com" || first.Status != storyshelf.SubscriberActive || first.ConsentText == "" {
			t.Fatalf("stored %+v", first)
		}
		assertQueued(t, s, 1, 1) // the welcome, and the email list's sync
		if got := queuedKinds(t, s); got != "map[newsletter.welcome:1]" {
			t.Fatalf("queued %v", got)
		}
		t.Run("AgainIsNotAnErrorAndAddsNothing", func(t *testing.T) {
			again, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("parent@example.com"))
			if err != nil || again.ID != first.ID {
				t.Fatalf("again: %+v err %v", again, err)
			}
			if _, changed, err := s.Subscribe(ctx, newSubscriber("parent@example.com")); err != nil || changed {
				t.Fatalf("the list changed: %v %v", changed, err)
			}
			assertQueued(t, s, 1, 1)
		})
		t.Run("Unsubscribe", func(t *testing.T) {
			sub, err := s.Unsubscribe(ctx, first.UnsubscribeToken)
			if err != nil || sub.Status != storyshelf.SubscriberCancelled || sub.UnsubscribedAt == nil {
				t.Fatalf("unsubscribe: %+v %v", sub, err)
			}
			if _, err := s.Unsubscribe(ctx, first.UnsubscribeToken); err != nil {
				t.Fatalf("second unsubscribe: %v", err)
			}
			assertQueued(t, s, 1, 2) // the provider is told once
			_, err = s.Unsubscribe(ctx, "no-such-token")
			if storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("bad token: %v", err)
			}
		})
		t.Run("AFormDoesNotBringBackSomeoneWhoLeftButMailsThemOnceADay", func(t *testing.T) {
			clock := manualClock(s)
			for i, want := range []int{2, 2, 2} {
				back, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("PARENT@example.com"))
				if err != nil || back.Status != storyshelf.SubscriberCancelled {
					t.Fatalf("sign-up %d after leaving: %+v err %v", i+1, back, err)
				}
				assertQueued(t, s, want, 2)
				clock.advance(time.Hour)
			}
			clock.advance(storyshelf.RejoinMailInterval)
			if _, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("parent@example.com")); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 3, 2) // a day later, one more
			if got := queuedKinds(t, s); got != "map[newsletter.rejoin:2 newsletter.welcome:1]" {
				t.Fatalf("queued %v", got)
			}
		})
		t.Run("RejoinByTheirOwnLink", func(t *testing.T) {
			back, err := s.Rejoin(ctx, direct, first.UnsubscribeToken, "/rejoin", storyshelf.NewsletterConsent)
			if err != nil || back.Status != storyshelf.SubscriberActive || back.UnsubscribedAt != nil ||
				back.ConsentPage != "/rejoin" || back.ConsentText != storyshelf.NewsletterConsent || !back.ConsentAt.Equal(s.Now()) {
				t.Fatalf("rejoin: %+v %v", back, err)
			}
			if _, err := s.Rejoin(ctx, direct, first.UnsubscribeToken, "/rejoin", storyshelf.NewsletterConsent); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 3, 3) // the sync back into the group; the second changed nothing
			manualClock(s).advance(storyshelf.RejoinMailInterval)
			if _, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("parent@example.com")); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 3, 3) // no rejoin mail for someone on the list
			_, err = s.Rejoin(ctx, direct, "no-such-token", "/rejoin", storyshelf.NewsletterConsent)
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
				if _, err := s.SignUpForNewsletter(ctx, readerMail(false), newSubscriber(email)); err != nil {
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
		confirming := readerMail(true)
		first, err := s.SignUpForNewsletter(ctx, confirming, newSubscriber("Waiting@example.com"))
		if err != nil || first.Status != storyshelf.SubscriberPending || first.ConfirmedAt != nil {
			t.Fatalf("pending sign-up: %+v err %v", first, err)
		}
		assertQueued(t, s, 1, 0) // the confirmation mail only: no welcome, no sync
		if got := queuedKinds(t, s); got != "map[newsletter.confirm:1]" {
			t.Fatalf("queued %v", got)
		}
		if n, _ := s.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 0 {
			t.Fatalf("a pending address counted as subscribed: %d", n)
		}
		if status, _ := s.SubscriberStatus(ctx, "waiting@example.com"); status != storyshelf.SubscriberPending {
			t.Fatalf("status %q", status)
		}

		t.Run("SigningUpAgainAsksAgainOnceADay", func(t *testing.T) {
			if _, err := s.SignUpForNewsletter(ctx, confirming, newSubscriber("waiting@example.com")); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 1, 0) // right after the first mail: none
			clock.advance(storyshelf.RejoinMailInterval)
			if _, err := s.SignUpForNewsletter(ctx, readerMail(false), newSubscriber("waiting@example.com")); err != nil {
				t.Fatal(err)
			}
			// A day later the link is mailed again (whatever the setting is
			// now: the address still waits), and never a rejoin mail.
			if got := queuedKinds(t, s); got != "map[newsletter.confirm:2]" {
				t.Fatalf("queued %v", got)
			}
			assertQueued(t, s, 2, 0)
		})
		t.Run("ConfirmPutsItOnTheList", func(t *testing.T) {
			sub, err := s.ConfirmSignUp(ctx, confirming, first.UnsubscribeToken)
			if err != nil || sub.Status != storyshelf.SubscriberActive || sub.ConfirmedAt == nil || !sub.ConfirmedAt.Equal(s.Now()) {
				t.Fatalf("confirm: %+v %v", sub, err)
			}
			if _, err := s.ConfirmSignUp(ctx, confirming, first.UnsubscribeToken); err != nil {
				t.Fatal(err)
			}
			assertQueued(t, s, 3, 1) // one welcome and one sync, however often confirmed
			if got := queuedKinds(t, s); got != "map[newsletter.confirm:2 newsletter.welcome:1]" {
				t.Fatalf("queued %v", got)
			}
			if n, _ := s.CountSubscribers(ctx, storyshelf.SubscriberActive); n != 1 {
				t.Fatalf("confirmed count %d", n)
			}
			_, err = s.ConfirmSignUp(ctx, confirming, "no-such-token")
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
		t.Run("UnconfirmedAreRemovedAfterAWeek", func(t *testing.T) {
			late, err := s.SignUpForNewsletter(ctx, confirming, newSubscriber("late@example.com"))
			if err != nil {
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
			_, err = s.ConfirmSignUp(ctx, confirming, late.UnsubscribeToken)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
		t.Run("ConfirmationOffSubscribesAtOnce", func(t *testing.T) {
			sub, err := s.SignUpForNewsletter(ctx, readerMail(false), newSubscriber("direct@example.com"))
			if err != nil || sub.Status != storyshelf.SubscriberActive {
				t.Fatalf("without confirmation: %+v err %v", sub, err)
			}
		})
		t.Run("TheListFiltersPending", func(t *testing.T) {
			if _, err := s.SignUpForNewsletter(ctx, confirming, newSubscriber("another@example.com")); err != nil {
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
