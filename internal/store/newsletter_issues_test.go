package store_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// addSubscribers puts n active subscribers on the list, in lang, from source.
func addSubscribers(t *testing.T, s *store.Store, prefix string, n int, lang, source string) []*storyshelf.Subscriber {
	t.Helper()
	var subs []*storyshelf.Subscriber
	for i := range n {
		sub, _, err := s.Subscribe(context.Background(), &storyshelf.Subscriber{ID: fmt.Sprintf("%s-%d", prefix, i),
			Email: fmt.Sprintf("%s%d@example.com", prefix, i), Source: source, Lang: lang,
			UnsubscribeToken: fmt.Sprintf("tok-%s-%d", prefix, i)})
		if err != nil {
			t.Fatal(err)
		}
		subs = append(subs, sub)
	}
	return subs
}

func newIssue(t *testing.T, s *store.Store, audience string) *storyshelf.Issue {
	t.Helper()
	i := &storyshelf.Issue{Subject: "Spring tips", HTML: "<p>Hello</p>", Text: "Hello", Audience: audience}
	if err := i.NormalizeDraft(); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateIssue(context.Background(), i); err != nil {
		t.Fatal(err)
	}
	return i
}

func TestIssueStates(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		addSubscribers(t, s, "en", 3, "en", "newsletter")
		es := addSubscribers(t, s, "es", 2, "es", storyshelf.SourceImported)
		if _, err := s.Unsubscribe(ctx, es[1].UnsubscribeToken); err != nil {
			t.Fatal(err)
		}
		for audience, want := range map[string]int{storyshelf.AudienceAll: 4, storyshelf.AudienceSpanish: 1,
			storyshelf.AudienceEnglish: 3, storyshelf.AudienceImported: 1, storyshelf.AudienceNewsletter: 3} {
			if n, err := s.CountAudience(ctx, audience, ""); err != nil || n != want {
				t.Errorf("audience %s: %d %v, want %d", audience, n, err, want)
			}
		}

		i := newIssue(t, s, storyshelf.AudienceAll)
		i.Subject = "Spring tips, edited"
		if err := s.UpdateIssue(ctx, i); err != nil {
			t.Fatal(err)
		}
		if err := s.ScheduleIssue(ctx, i.ID, clock.now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if err := s.UpdateIssue(ctx, i); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("a scheduled issue was edited: %v", err)
		}
		if ids, _ := s.DueIssues(ctx); len(ids) != 0 {
			t.Fatalf("due before its time: %v", ids)
		}
		if err := s.CancelIssue(ctx, i.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.UpdateIssue(ctx, i); err != nil { // a cancelled issue is a draft again
			t.Fatal(err)
		}
		if err := s.ScheduleIssue(ctx, i.ID, clock.now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		clock.advance(2 * time.Hour)
		ids, err := s.DueIssues(ctx)
		if err != nil || len(ids) != 1 {
			t.Fatalf("due: %v %v", ids, err)
		}
		n, err := s.StartIssue(ctx, i.ID)
		if err != nil || n != 4 {
			t.Fatalf("start: %d %v", n, err)
		}
		if _, err := s.StartIssue(ctx, i.ID); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("started twice: %v", err)
		}
		if err := s.CancelIssue(ctx, i.ID); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("cancelled after it started: %v", err)
		}
		if err := s.DeleteIssue(ctx, i.ID); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("deleted after it started: %v", err)
		}
		got, err := s.Issue(ctx, i.ID)
		if err != nil || got.Status != storyshelf.IssueSending || got.Counts.Recipients != 4 || got.Counts.Waiting != 4 {
			t.Fatalf("started issue %+v %v", got, err)
		}

		t.Run("ForgettingAPersonTakesTheirCopy", func(t *testing.T) {
			r, err := s.Forget(ctx, "en0@example.com", storyshelf.Job{Kind: storyshelf.JobEmailListForget, Payload: `{}`})
			if err != nil || r.Mails != 1 {
				t.Fatalf("forget: %+v %v", r, err)
			}
			if got, _ := s.Issue(ctx, i.ID); got.Counts.Recipients != 3 {
				t.Fatalf("copies after forgetting one: %+v", got.Counts)
			}
		})
		t.Run("DraftWithNobodyIsRefused", func(t *testing.T) {
			kit := newIssue(t, s, storyshelf.AudienceKit)
			if _, err := s.StartIssue(ctx, kit.ID); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
				t.Fatalf("a kit audience without a kit: %v", err)
			}
			kit.AudienceKit = "no-such-kit"
			if err := s.UpdateIssue(ctx, kit); err != nil {
				t.Fatal(err)
			}
			if _, err := s.StartIssue(ctx, kit.ID); storyshelf.ErrorMessage(err) != storyshelf.MsgIssueNoRecipients.Text {
				t.Fatalf("nobody to send to: %v", err)
			}
			if err := s.DeleteIssue(ctx, kit.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Issue(ctx, kit.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("deleted draft: %v", err)
			}
		})
	})
}

func TestDeliveryClaims(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		subs := addSubscribers(t, s, "r", 40, "en", "newsletter")
		if err := s.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: 120}); err != nil {
			t.Fatal(err)
		}
		i := newIssue(t, s, storyshelf.AudienceAll)
		if _, err := s.StartIssue(ctx, i.ID); err != nil {
			t.Fatal(err)
		}

		t.Run("TwoClaimersNeverGetOneCopy", func(t *testing.T) {
			var mu sync.Mutex
			seen := map[string]string{}
			var slots []time.Time
			var wg sync.WaitGroup
			for _, instance := range []string{"a", "b"} {
				wg.Go(func() {
					for k := 0; k < 10; k++ {
						d, err := s.ClaimDelivery(ctx, instance, time.Minute)
						if err != nil || d == nil {
							t.Errorf("claim: %v %v", d, err)
							return
						}
						mu.Lock()
						if other, dup := seen[d.SubscriberID]; dup {
							t.Errorf("%s claimed by %s and %s", d.SubscriberID, other, instance)
						}
						seen[d.SubscriberID] = instance
						slots = append(slots, d.NotBefore)
						mu.Unlock()
					}
				})
			}
			wg.Wait()
			if len(seen) != 20 {
				t.Fatalf("claimed %d copies, want 20", len(seen))
			}
			// The pace is shared: 20 claims at 120 a minute take 20 slots half a second apart.
			last := slots[0]
			for _, at := range slots {
				last = maxTime(last, at)
			}
			if want := clock.now.Add(19 * 500 * time.Millisecond); !last.Equal(want) {
				t.Fatalf("last slot %v, want %v", last, want)
			}
		})

		d, err := s.ClaimDelivery(ctx, "c", time.Minute)
		if err != nil || d == nil {
			t.Fatalf("claim: %v %v", d, err)
		}
		t.Run("ExpiredClaimIsTakenOverAndTheOldOneCannotHandOver", func(t *testing.T) {
			clock.advance(time.Hour) // every claim so far ran out
			again, err := s.ClaimDelivery(ctx, "d", time.Minute)
			if err != nil || again == nil || again.Attempts != 2 {
				t.Fatalf("takeover: %+v %v", again, err)
			}
			lost := *again
			lost.Attempts = 1
			for _, instance := range []string{"a", "b", "c"} { // one of them claimed it first
				if err := s.HandOverDelivery(ctx, &lost, instance); err != store.ErrClaimLost {
					t.Fatalf("a lost claim handed over: %v", err)
				}
			}
			if err := s.HandOverDelivery(ctx, again, "d"); err != nil {
				t.Fatal(err)
			}
			if err := s.FinishDelivery(ctx, again, "d", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("BounceMarksTheSubscriber", func(t *testing.T) {
			b, _ := s.ClaimDelivery(ctx, "d", time.Minute)
			if err := s.FinishDelivery(ctx, b, "d", store.DeliveryOutcome{Status: storyshelf.CopyFailed,
				Reason: "550 no such user", Bounce: true}); err != nil {
				t.Fatal(err)
			}
			sub, _ := s.SubscriberByID(ctx, b.SubscriberID)
			if sub.Status != storyshelf.SubscriberBounced {
				t.Fatalf("after a 5xx: %s", sub.Status)
			}
			// The email-list provider is told, in the same transaction.
			jobs, err := s.Jobs(ctx, storyshelf.JobPending, 100)
			found := 0
			for _, j := range jobs {
				if j.Kind == storyshelf.JobEmailListSync && j.Ref == b.Email && strings.Contains(j.Payload, `"bounced":true`) {
					found++
				}
			}
			if err != nil || found != 1 {
				t.Fatalf("bounce sync jobs for %s: %d of %+v (%v)", b.Email, found, jobs, err)
			}
			if n, _ := s.CountAudience(ctx, storyshelf.AudienceAll, ""); n != len(subs)-1 {
				t.Fatalf("audience after a bounce: %d", n)
			}
			p, err := s.IssueProgress(ctx, i.ID)
			if err != nil || len(p.Failures) != 1 || p.Failures[0].Reason != "550 no such user" {
				t.Fatalf("progress %+v %v", p, err)
			}
		})
		var retried string
		t.Run("RetryWaitsThenFails", func(t *testing.T) {
			r, _ := s.ClaimDelivery(ctx, "d", time.Minute)
			retried = r.SubscriberID
			for attempt := 1; ; attempt++ {
				if err := s.FinishDelivery(ctx, r, "d", store.DeliveryOutcome{Status: storyshelf.CopyWaiting, Reason: "421 busy"}); err != nil {
					t.Fatal(err)
				}
				if r.Attempts >= storyshelf.MaxDeliveryAttempts {
					break
				}
				clock.advance(7 * time.Hour)
				next, _ := s.ClaimDelivery(ctx, "d", time.Minute)
				if next == nil || next.SubscriberID != r.SubscriberID {
					// Others are due too: the retried one comes in its turn.
					for next != nil && next.SubscriberID != r.SubscriberID {
						s.FinishDelivery(ctx, next, "d", store.DeliveryOutcome{Status: storyshelf.CopySent})
						next, _ = s.ClaimDelivery(ctx, "d", time.Minute)
					}
				}
				if next == nil {
					t.Fatalf("retry %d never came", attempt)
				}
				r = next
			}
			got, _ := s.Issue(ctx, i.ID)
			if got.Counts.Failed != 2 {
				t.Fatalf("counts %+v", got.Counts)
			}
		})
		t.Run("FinishesWhenNothingIsLeft", func(t *testing.T) {
			clock.advance(time.Hour)
			for {
				d, err := s.ClaimDelivery(ctx, "e", time.Minute)
				if err != nil {
					t.Fatal(err)
				}
				if d == nil {
					break
				}
				if err := s.FinishDelivery(ctx, d, "e", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
					t.Fatal(err)
				}
			}
			if n, err := s.FinishIssues(ctx); err != nil || n != 1 {
				t.Fatalf("finished %d %v", n, err)
			}
			clock.advance(time.Minute)
			leaver := subs[0]
			for _, sub := range subs { // one who got it
				if now, _ := s.SubscriberByID(ctx, sub.ID); now.Status == storyshelf.SubscriberActive && sub.ID != retried {
					leaver = sub
					break
				}
			}
			if _, err := s.Unsubscribe(ctx, leaver.UnsubscribeToken); err != nil {
				t.Fatal(err)
			}
			r, err := s.IssueReport(ctx, i.ID)
			if err != nil || r.Status != storyshelf.IssueSent || r.Delivered != 38 || r.Counts.Failed != 2 || r.Unsubscribes != 1 {
				t.Fatalf("report %+v %v", r, err)
			}
		})
	})
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// A copy handed over to the mail server with no answer is "may not have
// arrived" once no instance can still be finishing it: its claim ran out (the
// instance died) or its instance let it go (the connection was lost after
// the dot). One still within its claim is being sent. Only those unknown are
// queued again, once, and the issue is sent again without leaving the archive.
func TestUnknownCopies(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		addSubscribers(t, s, "u", 4, "en", "newsletter")
		if err := s.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: 60000}); err != nil {
			t.Fatal(err)
		}
		i := newIssue(t, s, storyshelf.AudienceAll)
		if err := s.SetIssueInArchive(ctx, i.ID, true); err != nil {
			t.Fatal(err)
		}
		if _, err := s.StartIssue(ctx, i.ID); err != nil {
			t.Fatal(err)
		}
		claim := func(instance string) *storyshelf.Delivery {
			t.Helper()
			d, err := s.ClaimDelivery(ctx, instance, time.Minute)
			if err != nil || d == nil {
				t.Fatalf("claim: %v %v", d, err)
			}
			if want := d.NotBefore.Add(time.Minute); !d.Until.Equal(want) {
				t.Fatalf("claimed until %v, want %v", d.Until, want)
			}
			return d
		}
		handOver := func(d *storyshelf.Delivery, instance string) {
			t.Helper()
			if err := s.HandOverDelivery(ctx, d, instance); err != nil {
				t.Fatal(err)
			}
		}
		progress := func() *storyshelf.IssueProgress {
			t.Helper()
			p, err := s.IssueProgress(ctx, i.ID)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}

		died := claim("dead") // handed over, then its instance died
		handOver(died, "dead")
		if c := progress().Counts; c.Unknown != 0 || c.Waiting != 4 || c.Sent != 0 {
			t.Fatalf("within its claim a handed-over copy is being sent: %+v", c)
		}
		clock.advance(61 * time.Second) // the dead instance's claim ran out
		inFlight := claim("live")
		if inFlight.SubscriberID == died.SubscriberID {
			t.Fatal("a handed-over copy was claimed again")
		}
		handOver(inFlight, "live")
		noAnswer := claim("live") // the connection was lost after the dot
		handOver(noAnswer, "live")
		if err := s.FinishDelivery(ctx, noAnswer, "live", store.DeliveryOutcome{Status: storyshelf.CopyHandedOver,
			Reason: "no answer"}); err != nil {
			t.Fatal(err)
		}
		sent := claim("live")
		if err := s.FinishDelivery(ctx, sent, "live", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
			t.Fatal(err)
		}

		p := progress()
		wantEmails := []string{died.Email, noAnswer.Email}
		slices.Sort(wantEmails)
		want := storyshelf.IssueCounts{Recipients: 4, Sent: 1, Waiting: 1, Unknown: 2}
		if p.Counts != want || !slices.Equal(p.UnknownEmails, wantEmails) {
			t.Fatalf("progress %+v, want %+v and %v", p, want, wantEmails)
		}
		if r, err := s.IssueReport(ctx, i.ID); err != nil || r.Delivered != 1 || r.Counts.Unknown != 2 {
			t.Fatalf("report %+v %v: unknown copies are not delivered", r, err)
		}
		if n, err := s.FinishIssues(ctx); err != nil || n != 0 {
			t.Fatalf("finished %d %v with a copy still being sent", n, err)
		}

		t.Run("ErrNotFound", func(t *testing.T) {
			if _, err := s.ResendUnknownCopies(ctx, "no-such-issue"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("%v", err)
			}
		})
		t.Run("OnlyTheUnknownOnce", func(t *testing.T) {
			if n, err := s.ResendUnknownCopies(ctx, i.ID); err != nil || n != 2 {
				t.Fatalf("resent %d %v, want 2", n, err)
			}
			_, err := s.ResendUnknownCopies(ctx, i.ID)
			if storyshelf.ErrorCode(err) != storyshelf.ECONFLICT || storyshelf.ErrorMessage(err) != storyshelf.MsgIssueNothingToResend.Text {
				t.Fatalf("a second resend: %v", err)
			}
			p := progress()
			if want := (storyshelf.IssueCounts{Recipients: 4, Sent: 1, Waiting: 3}); p.Counts != want || len(p.UnknownEmails) != 0 {
				t.Fatalf("after the resend %+v, want %+v", p, want)
			}
			// Both are claimed again, with an attempt more; the one in flight is not.
			for range 2 {
				d := claim("live")
				if d.SubscriberID == inFlight.SubscriberID || d.Attempts != 2 {
					t.Fatalf("claimed %+v", d)
				}
				if err := s.FinishDelivery(ctx, d, "live", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
					t.Fatal(err)
				}
			}
			if d, err := s.ClaimDelivery(ctx, "live", time.Minute); d != nil || err != nil {
				t.Fatalf("claimed %+v %v: the copy in flight is not to be claimed", d, err)
			}
			// The live instance finishes its copy: the issue is sent.
			if err := s.FinishDelivery(ctx, inFlight, "live", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
				t.Fatal(err)
			}
			if n, err := s.FinishIssues(ctx); err != nil || n != 1 {
				t.Fatalf("finished %d %v", n, err)
			}
		})
		t.Run("ASentIssueSendsAgainAndStaysInTheArchive", func(t *testing.T) {
			first, err := s.Issue(ctx, i.ID)
			if err != nil || first.Status != storyshelf.IssueSent || first.FinishedAt == nil || first.Counts.Sent != 4 {
				t.Fatalf("%+v %v", first, err)
			}
			// A copy whose answer never came, after the issue finished.
			if err := s.ExecForTest(ctx, fmt.Sprintf(`UPDATE newsletter_deliveries SET status = '%s', claimed_until = NULL
				WHERE issue_id = '%s' AND subscriber_id = '%s'`, storyshelf.CopyHandedOver, i.ID, sent.SubscriberID)); err != nil {
				t.Fatal(err)
			}
			clock.advance(time.Hour)
			if n, err := s.ResendUnknownCopies(ctx, i.ID); err != nil || n != 1 {
				t.Fatalf("resent %d %v", n, err)
			}
			again, _ := s.Issue(ctx, i.ID)
			if again.Status != storyshelf.IssueSending || !again.FinishedAt.Equal(*first.FinishedAt) {
				t.Fatalf("after a resend: %s, finished %v (was %v)", again.Status, again.FinishedAt, first.FinishedAt)
			}
			if list, err := s.ArchivedIssues(ctx); err != nil || len(list) != 1 {
				t.Fatalf("the archive while sending again: %+v %v", list, err)
			}
			if _, err := s.ArchivedIssue(ctx, i.ID); err != nil {
				t.Fatal(err)
			}
			d := claim("live")
			if err := s.FinishDelivery(ctx, d, "live", store.DeliveryOutcome{Status: storyshelf.CopySent}); err != nil {
				t.Fatal(err)
			}
			if n, err := s.FinishIssues(ctx); err != nil || n != 1 {
				t.Fatalf("finished %d %v", n, err)
			}
			done, _ := s.Issue(ctx, i.ID)
			if done.Status != storyshelf.IssueSent || !done.FinishedAt.Equal(*first.FinishedAt) || done.Counts.Sent != 4 {
				t.Fatalf("sent again: %+v", done)
			}
		})
	})
}
