package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Newsletters sends the newsletter: it starts scheduled issues when their
// time comes and sends their copies one at a time, at the pace the owner set
// (shared by every instance: each claim takes the next slot).
//
// Nobody gets a copy twice, even when an instance is killed mid-send: each
// copy is sent at most once, and at most the copies in flight when an
// instance dies may be lost. The order of writes for each copy:
//
//  1. claim the copy: commit status "sending" with this instance and a lease;
//  2. open the SMTP session and send MAIL, RCPT, DATA and the whole message
//     except its final "\r\n.\r\n" (mail.SMTP.SendHandingOver);
//  3. commit status "handed_over" (only if the claim is still ours);
//  4. write the final dot and read the reply: 250 → "sent"; a 4xx or a lost
//     connection before the dot → "waiting" (retried later, a bounded number
//     of times); a 5xx → "failed", and the address is marked bounced.
//
// The session, and the record of how it went, end before the claim does, so
// once a claim has run out no instance is working on its copy.
//
// After a crash, a copy left "sending" never reached the mail server (it got
// no final dot, so it threw the partial message away): once the lease runs
// out any instance claims it again. A copy left "handed_over" is never sent
// again on its own: the instance may have died between step 3's commit and
// the dot (the copy is lost) or after the dot (it arrived), and nobody can
// tell which. The same goes for a connection lost after the dot, with no
// reply. Such a copy is reported to the owner as one that may not have
// arrived, and she may send it again (store.ResendUnknownCopies): a second
// copy to a few is her choice to make, never the worker's.
type Newsletters struct {
	Store  *store.Store
	Sender mail.HandoverSender
	// Compose writes one subscriber's copy of an issue: the issue, its
	// personal unsubscribe link and the List-Unsubscribe headers.
	Compose func(ctx context.Context, issue *storyshelf.Issue, sub *storyshelf.Subscriber) (mail.Message, error)
	Logger  *slog.Logger
	// Ready says whether a mail server is set up now; while none is, nothing
	// starts and no copy is claimed.
	Ready    func(ctx context.Context) (bool, error)
	Instance string // who claims: unique per process
	// Lease is how long a claim holds past its slot: a killed instance's
	// copies are sent again, or reported as unknown, after it.
	Lease time.Duration
	// Wait sleeps until a copy's slot; tests replace it.
	Wait func(ctx context.Context, d time.Duration) error

	mu     sync.Mutex
	issues map[string]*storyshelf.Issue // issues being sent do not change
}

// NewNewsletters sends through sender with a one-minute lease: a killed
// instance's copy is sent again about a minute later.
func NewNewsletters(st *store.Store, sender mail.HandoverSender, logger *slog.Logger) *Newsletters {
	return &Newsletters{Store: st, Sender: sender, Logger: logger, Instance: uuid.NewString(), Lease: time.Minute, Wait: sleep}
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// newsletterSendTimeout bounds one copy's SMTP session once its slot has
// come, when the claim would allow longer.
const newsletterSendTimeout = 2 * time.Minute

// recordTime is the end of a claim kept for recording how its session went:
// a fifth of the lease, at most five seconds.
func (n *Newsletters) recordTime() time.Duration {
	return min(n.Lease/5, 5*time.Second)
}

// RunOnce starts the issues that are due and sends at most one copy; it
// says how many copies it handled (0 when none is due).
func (n *Newsletters) RunOnce(ctx context.Context) (int, error) {
	if n.Ready != nil {
		ready, err := n.Ready(ctx)
		if err != nil || !ready {
			return 0, err
		}
	}
	if err := n.startDue(ctx); err != nil {
		return 0, err
	}
	d, err := n.Store.ClaimDelivery(ctx, n.Instance, n.Lease)
	if err != nil {
		return 0, err
	}
	if d == nil {
		_, err := n.Store.FinishIssues(ctx)
		return 0, err
	}
	if err := n.Wait(ctx, d.NotBefore.Sub(n.Store.Now())); err != nil {
		return 0, nil // shutting down: the claim runs out and the copy is sent later
	}
	return 1, n.send(ctx, d)
}

// startDue starts the scheduled issues whose time has come.
func (n *Newsletters) startDue(ctx context.Context) error {
	ids, err := n.Store.DueIssues(ctx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		count, err := n.Store.StartIssue(ctx, id)
		switch code := storyshelf.ErrorCode(err); code {
		case "":
			n.Logger.Info("newsletter started", "issue", id, "recipients", count)
		case storyshelf.ECONFLICT: // another instance started it
		case storyshelf.EINVALID, storyshelf.ENOTFOUND:
			n.Logger.Warn("scheduled newsletter not started", "issue", id, "err", err)
		default:
			return err
		}
	}
	return nil
}

// send sends one claimed copy and records how it went. The session runs to
// its end even when ctx ends (shutdown): cutting it after the hand-over
// would lose the copy. It ends before the claim does (recordTime earlier),
// and the record of how it went is written by the claim's end or not at
// all: the report counts on no instance being at work on a copy whose claim
// ran out (store.unknownCopy). The claim's time left is read on the store's
// clock, which wrote it.
func (n *Newsletters) send(ctx context.Context, d *storyshelf.Delivery) error {
	left := d.Until.Sub(n.Store.Now())
	recordCtx, cancelRecord := context.WithTimeout(context.WithoutCancel(ctx), left)
	defer cancelRecord()
	ctx, cancel := context.WithTimeout(recordCtx, min(newsletterSendTimeout, left-n.recordTime()))
	defer cancel()
	finish := func(o store.DeliveryOutcome) error {
		return n.Store.FinishDelivery(recordCtx, d, n.Instance, o)
	}
	sub, err := n.Store.SubscriberByID(ctx, d.SubscriberID)
	if err != nil {
		return err
	}
	if sub == nil || sub.Status != storyshelf.SubscriberActive {
		// Unsubscribed, bounced or forgotten since the issue started.
		return finish(store.DeliveryOutcome{Status: storyshelf.CopySkipped, Reason: "No longer subscribed."})
	}
	issue, err := n.issue(ctx, d.IssueID)
	if err != nil {
		return err
	}
	m, err := n.Compose(ctx, issue, sub)
	if err != nil {
		return err
	}
	sendErr := n.Sender.SendHandingOver(ctx, m, func() error {
		return n.Store.HandOverDelivery(ctx, d, n.Instance)
	})
	o := outcome(sendErr)
	switch {
	case errors.Is(sendErr, store.ErrClaimLost):
		n.Logger.Warn("newsletter copy taken over by another instance: not sent here", "issue", d.IssueID, "to", d.Email)
		return nil
	case errors.Is(sendErr, mail.ErrNotHandedOver):
		return sendErr // the database failed: the claim runs out and the copy is tried again
	case sendErr != nil:
		n.Logger.Warn("newsletter copy not sent", "issue", d.IssueID, "to", d.Email, "attempt", d.Attempts,
			"status", o.Status, "err", sendErr)
	}
	return finish(o)
}

// outcome is what a send's error means for the copy.
func outcome(err error) store.DeliveryOutcome {
	var se *mail.SendError
	switch {
	case err == nil:
		return store.DeliveryOutcome{Status: storyshelf.CopySent}
	case errors.As(err, &se) && se.AfterDot() && se.Code == 0:
		return store.DeliveryOutcome{Status: storyshelf.CopyHandedOver,
			Reason: "The mail server did not answer after receiving it, so it may not have arrived."}
	case errors.As(err, &se) && se.Permanent() && (se.Stage == "rcpt" || se.Stage == "end"):
		return store.DeliveryOutcome{Status: storyshelf.CopyFailed, Bounce: true,
			Reason: "The mail server refused this address: " + replyText(se)}
	case errors.As(err, &se) && se.Code != 0:
		return store.DeliveryOutcome{Status: storyshelf.CopyWaiting, Reason: "The mail server said: " + replyText(se)}
	case errors.As(err, &se):
		return store.DeliveryOutcome{Status: storyshelf.CopyWaiting, Reason: "The mail server could not be reached."}
	case errors.Is(err, mail.ErrNotConfigured):
		return store.DeliveryOutcome{Status: storyshelf.CopyWaiting, Reason: "No mail server is set up."}
	}
	return store.DeliveryOutcome{Status: storyshelf.CopyFailed, Reason: "This email could not be written: " + err.Error()}
}

func replyText(se *mail.SendError) string {
	return fmt.Sprint(se.Err)
}

// issue reads an issue being sent, once per instance: it no longer changes.
func (n *Newsletters) issue(ctx context.Context, id string) (*storyshelf.Issue, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if i := n.issues[id]; i != nil {
		return i, nil
	}
	i, err := n.Store.Issue(ctx, id)
	if err != nil {
		return nil, err
	}
	if n.issues == nil || len(n.issues) > 16 {
		n.issues = map[string]*storyshelf.Issue{}
	}
	n.issues[id] = i
	return i, nil
}
