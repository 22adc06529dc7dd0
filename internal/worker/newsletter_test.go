package worker_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// newsletterSite is a store with subscribers and a started issue, and a
// sender to a real local SMTP server.
type newsletterSite struct {
	st     *store.Store
	server *mailtest.Server
	n      *worker.Newsletters
	issue  *storyshelf.Issue
	waits  []time.Duration
	now    time.Time
}

func newNewsletterSite(t *testing.T, subscribers int, perMinute int) *newsletterSite {
	t.Helper()
	ctx := context.Background()
	site := &newsletterSite{st: testdb.Store(t, filepath.Join(t.TempDir(), "n.db")), server: mailtest.NewServer(t),
		now: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	site.st.Now = func() time.Time { return site.now } // the pace is read from slots, not from waiting
	for i := range subscribers {
		if _, _, err := site.st.Subscribe(ctx, &storyshelf.Subscriber{ID: fmt.Sprint("s", i), Email: fmt.Sprintf("p%d@example.com", i),
			Source: "newsletter", Lang: "en", UnsubscribeToken: fmt.Sprint("t", i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := site.st.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: perMinute}); err != nil {
		t.Fatal(err)
	}
	site.issue = &storyshelf.Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi", Audience: storyshelf.AudienceAll}
	if err := site.issue.NormalizeDraft(); err != nil {
		t.Fatal(err)
	}
	if err := site.st.CreateIssue(ctx, site.issue); err != nil {
		t.Fatal(err)
	}
	if _, err := site.st.StartIssue(ctx, site.issue.ID); err != nil {
		t.Fatal(err)
	}
	smtp, err := mail.NewSMTP(site.server.URL(), "news@example.com")
	if err != nil {
		t.Fatal(err)
	}
	site.n = worker.NewNewsletters(site.st, smtp, slog.New(slog.NewTextHandler(io.Discard, nil)))
	site.n.Compose = func(_ context.Context, i *storyshelf.Issue, sub *storyshelf.Subscriber) (mail.Message, error) {
		return mail.Message{To: sub.Email, Subject: i.Subject, Text: i.Text, HTML: i.HTML}, nil
	}
	site.n.Wait = func(_ context.Context, d time.Duration) error {
		site.waits = append(site.waits, d)
		return nil
	}
	return site
}

// drain runs the worker until nothing is due.
func (s *newsletterSite) drain(t *testing.T) int {
	t.Helper()
	total := 0
	for {
		n, err := s.n.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return total
		}
		total += n
	}
}

func TestNewsletterSendsEachOnceAtThePace(t *testing.T) {
	site := newNewsletterSite(t, 5, 30)
	site.server.Refuse("p1@example.com", 550)
	site.server.Refuse("p2@example.com", 421)
	ctx := context.Background()
	if got := site.drain(t); got != 5 {
		t.Fatalf("handled %d copies, want 5", got)
	}
	// 30 a minute: each copy waits its slot, two seconds after the one before.
	for k, w := range site.waits {
		if want := time.Duration(k) * 2 * time.Second; w != want {
			t.Fatalf("copy %d waited %v, want %v (all waits %v)", k, w, want, site.waits)
		}
	}
	got := map[string]int{}
	for _, m := range site.server.Messages() {
		got[m.To[0]]++
	}
	if len(got) != 3 || got["p0@example.com"] != 1 || got["p1@example.com"] != 0 || got["p2@example.com"] != 0 {
		t.Fatalf("arrived %v", got)
	}
	bounced, _ := site.st.SubscriberByID(ctx, "s1")
	if bounced.Status != storyshelf.SubscriberBounced {
		t.Fatalf("a 5xx left the address %s", bounced.Status)
	}
	retried, _ := site.st.SubscriberByID(ctx, "s2")
	if retried.Status != storyshelf.SubscriberActive {
		t.Fatalf("a 4xx made the address %s", retried.Status)
	}
	p, _ := site.st.IssueProgress(ctx, site.issue.ID)
	if p.Status != storyshelf.IssueSending || p.Counts.Sent != 3 || p.Counts.Failed != 1 || p.Counts.Waiting != 1 {
		t.Fatalf("progress %+v", p)
	}
	if !strings.Contains(p.Failures[0].Reason, "550") {
		t.Fatalf("failure reason %q", p.Failures[0].Reason)
	}

	t.Run("TemporaryRefusalIsRetriedThenGivenUp", func(t *testing.T) {
		for range storyshelf.MaxDeliveryAttempts - 1 {
			site.now = site.now.Add(7 * time.Hour) // past any backoff
			if got := site.drain(t); got != 1 {
				t.Fatalf("retried %d copies, want 1", got)
			}
		}
		site.now = site.now.Add(7 * time.Hour)
		site.drain(t)
		p, _ := site.st.IssueProgress(ctx, site.issue.ID)
		if p.Status != storyshelf.IssueSent || p.Counts.Failed != 2 || p.Counts.Waiting != 0 {
			t.Fatalf("after the retries %+v", p)
		}
	})
}

func TestNewsletterSkipsWhoLeftAfterTheStart(t *testing.T) {
	site := newNewsletterSite(t, 3, 60)
	if _, err := site.st.Unsubscribe(context.Background(), "t1"); err != nil {
		t.Fatal(err)
	}
	site.drain(t)
	if got := site.server.Messages(); len(got) != 2 {
		t.Fatalf("%d arrived, want 2", len(got))
	}
	p, _ := site.st.IssueProgress(context.Background(), site.issue.ID)
	if p.Counts.Skipped != 1 || p.Status != storyshelf.IssueSent {
		t.Fatalf("progress %+v", p)
	}
}

// noHandOver fails to record the hand-over, as a crash or a lost database
// between the message and its final dot would.
type noHandOver struct{ smtp *mail.SMTP }

func (l noHandOver) SendHandingOver(ctx context.Context, m mail.Message, handOver func() error) error {
	return l.smtp.SendHandingOver(ctx, m, func() error { return errors.New("the database went away") })
}

// A copy whose hand-over is not recorded gets no final dot, and the real
// SMTP server then keeps nothing: this is what makes a crash safe. The copy
// stays claimed, to be sent again once the claim runs out.
func TestNewsletterWithoutHandOverSendsNothing(t *testing.T) {
	site := newNewsletterSite(t, 1, 60)
	smtp, _ := mail.NewSMTP(site.server.URL(), "news@example.com")
	site.n.Sender = noHandOver{smtp: smtp}
	if _, err := site.n.RunOnce(context.Background()); !errors.Is(err, mail.ErrNotHandedOver) {
		t.Fatalf("run: %v", err)
	}
	site.server.Close() // waits for the dropped session
	if got := site.server.Messages(); len(got) != 0 {
		t.Fatalf("%d arrived without a hand-over", len(got))
	}
	if err := site.server.Restart(); err != nil {
		t.Fatal(err)
	}
	site.n.Sender = smtp
	if got := site.drain(t); got != 0 {
		t.Fatalf("sent %d copies while the claim held", got)
	}
	site.now = site.now.Add(2 * time.Minute) // the claim ran out
	if got := site.drain(t); got != 1 || len(site.server.Messages()) != 1 {
		t.Fatalf("after the claim ran out: %d handled, %d arrived", got, len(site.server.Messages()))
	}
}

// A connection lost after the final dot, with no answer, leaves a copy that
// may or may not have arrived: it is not sent again on its own, the issue
// still finishes, and the report names it until the owner sends it again.
func TestNewsletterAnswerLostAfterTheDot(t *testing.T) {
	site := newNewsletterSite(t, 3, 60)
	site.server.HangUpAfterDot("p1@example.com", "")
	ctx := context.Background()
	if got := site.drain(t); got != 3 {
		t.Fatalf("handled %d copies, want 3", got)
	}
	p, _ := site.st.IssueProgress(ctx, site.issue.ID)
	want := storyshelf.IssueCounts{Recipients: 3, Sent: 2, Unknown: 1}
	if p.Status != storyshelf.IssueSent || p.Counts != want || len(p.UnknownEmails) != 1 || p.UnknownEmails[0] != "p1@example.com" {
		t.Fatalf("progress %+v, want sent with %+v", p, want)
	}
	if n, err := site.st.ResendUnknownCopies(ctx, site.issue.ID); err != nil || n != 1 {
		t.Fatalf("resent %d %v", n, err)
	}
	if got := site.drain(t); got != 1 {
		t.Fatalf("sent again %d copies, want 1", got)
	}
	got := map[string]int{}
	for _, m := range site.server.Messages() {
		got[m.To[0]]++
	}
	if len(got) != 3 || got["p1@example.com"] != 1 {
		t.Fatalf("arrived %v", got)
	}
	p, _ = site.st.IssueProgress(ctx, site.issue.ID)
	if want := (storyshelf.IssueCounts{Recipients: 3, Sent: 3}); p.Status != storyshelf.IssueSent || p.Counts != want {
		t.Fatalf("after sending again %+v", p)
	}
}

// deadlineSender remembers the deadline of each session it is given.
type deadlineSender struct {
	smtp      *mail.SMTP
	deadlines []time.Time
}

func (d *deadlineSender) SendHandingOver(ctx context.Context, m mail.Message, handOver func() error) error {
	at, _ := ctx.Deadline()
	d.deadlines = append(d.deadlines, at)
	return d.smtp.SendHandingOver(ctx, m, handOver)
}

// A copy's SMTP session ends before its claim runs out, with time left to
// record how it went: after the claim, no instance is still at work on it,
// which is what lets the report call a handed-over copy unknown then.
func TestNewsletterSessionEndsWithinItsClaim(t *testing.T) {
	for _, lease := range []time.Duration{time.Minute, 5 * time.Second} {
		site := newNewsletterSite(t, 1, 60)
		smtp, _ := mail.NewSMTP(site.server.URL(), "news@example.com")
		sender := &deadlineSender{smtp: smtp}
		site.n.Sender, site.n.Lease = sender, lease
		started := time.Now()
		if got := site.drain(t); got != 1 || len(sender.deadlines) != 1 {
			t.Fatalf("lease %v: handled %d, %d sessions", lease, got, len(sender.deadlines))
		}
		// The copy's slot is now, so its claim holds one lease from now; the
		// session ends a fifth of it earlier, at most five seconds.
		took := time.Since(started)
		want := lease - min(lease/5, 5*time.Second)
		if left := sender.deadlines[0].Sub(started); left > want+took || left < want {
			t.Fatalf("lease %v: the session could last %v, want %v", lease, left, want)
		}
	}
}
