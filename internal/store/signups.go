package store

import (
	"context"
	"database/sql"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A reader's sign-up, its confirmation and its return each write the list's
// rows, the mails they send and the email-list jobs they start in one
// transaction: a sign-up is never stored without its mail, nor mailed twice.
// The HTTP handlers only check the form and answer.

// ReaderMail is what the readers' changes need of the site beyond the
// database: how it writes its mails (with the owner's settings, read before
// the transaction, since on SQLite a read inside it would wait for a second
// connection while holding the first) and the email list's group for the
// newsletter.
type ReaderMail struct {
	Site            mails.Site
	NewsletterGroup string
}

// ConfirmFirst says whether a new sign-up waits for its owner to confirm it
// from their mail (the owner's Settings → Newsletter; on unless she turned
// it off).
func (rm ReaderMail) ConfirmFirst() bool {
	return rm.Site.Settings.Newsletter.ConfirmSignUps
}

// SignUpForNewsletter is the newsletter form's sign-up of sub (its address,
// the page, the consent as the page showed it, the page's language):
//   - a new address joins the list waiting for confirmation, and is mailed
//     the link to confirm, when the owner asks for confirmation; else it
//     joins at once, is welcomed and goes to the email list's newsletter
//     group;
//   - an address that unsubscribed stays unsubscribed, and its owner is
//     mailed a link to come back; one still waiting is mailed its link
//     again; each at most once every storyshelf.RejoinMailInterval.
//
// Signing up again changes nothing else but the language. It answers the
// subscriber as stored.
func (s *Store) SignUpForNewsletter(ctx context.Context, rm ReaderMail, sub *storyshelf.Subscriber) (*storyshelf.Subscriber, error) {
	sub.Status = storyshelf.SubscriberActive
	if rm.ConfirmFirst() {
		sub.Status = storyshelf.SubscriberPending
	}
	var stored *storyshelf.Subscriber
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var changed bool
		var err error
		if stored, changed, err = s.subscribe(ctx, tx, sub); err != nil {
			return err
		}
		var queued []storyshelf.OutboxMail
		var jobs []storyshelf.Job
		switch {
		case changed && stored.Status == storyshelf.SubscriberPending:
			queued = []storyshelf.OutboxMail{mails.Confirm(rm.Site, stored)}
		case changed:
			queued = []storyshelf.OutboxMail{mails.Welcome(rm.Site, stored)}
			jobs = []storyshelf.Job{storyshelf.EmailListSync(stored.Email, "", false, rm.NewsletterGroup)}
		case stored.Status == storyshelf.SubscriberCancelled || stored.Status == storyshelf.SubscriberPending:
			// Someone who unsubscribed comes back only by confirming from
			// their own mail, and someone still waiting may have lost the
			// link.
			ask, err := s.askOwner(ctx, tx, stored.Email, stored.Status)
			if err != nil || !ask {
				return err
			}
			if stored.Status == storyshelf.SubscriberCancelled {
				queued = []storyshelf.OutboxMail{mails.Rejoin(rm.Site, stored)}
			} else {
				queued = []storyshelf.OutboxMail{mails.Confirm(rm.Site, stored)}
			}
		}
		_, err = s.queue(ctx, tx, queued, jobs)
		return err
	})
	if err != nil {
		return nil, err
	}
	return stored, nil
}

// ConfirmSignUp puts an address waiting for confirmation on the list: its
// owner pressed the button on the page the mailed link opened. In the same
// transaction it queues the welcome mail and the email-list sync, into the
// newsletter's group (for a newsletter sign-up) and the groups of the kits
// the address signed up for. Confirming twice is fine; only a change mails.
func (s *Store) ConfirmSignUp(ctx context.Context, rm ReaderMail, token string) (*storyshelf.Subscriber, error) {
	return s.changeByToken(ctx, token, "confirm", "", func(tx *sql.Tx, sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job, error) {
		kitGroups, err := kitListGroups(ctx, tx, sub.Email)
		if err != nil {
			return nil, nil, err
		}
		groups := kitGroups
		if sub.Source != "kit" {
			groups = append([]string{rm.NewsletterGroup}, groups...)
		}
		var jobs []storyshelf.Job
		if sub.Source != "kit" || len(kitGroups) > 0 {
			jobs = []storyshelf.Job{storyshelf.EmailListSync(sub.Email, "", false, groups...)}
		}
		return []storyshelf.OutboxMail{mails.Welcome(rm.Site, sub)}, jobs, nil
	}, `UPDATE newsletter_subscribers SET status = $1, confirmed_at = $2 WHERE unsubscribe_token = $3 AND status = $4`,
		storyshelf.SubscriberActive, s.now(), token, storyshelf.SubscriberPending)
}
