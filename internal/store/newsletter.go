package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const subscriberColumns = `id, email, status, source, consent_at, consent_page, consent_text,
	unsubscribe_token, created_at, unsubscribed_at, lang, confirmed_at`

func scanSubscriber(row interface{ Scan(...any) error }) (*storyshelf.Subscriber, error) {
	sub := &storyshelf.Subscriber{}
	var unsub, confirmed sql.NullTime
	err := row.Scan(&sub.ID, &sub.Email, &sub.Status, &sub.Source, &sub.ConsentAt, &sub.ConsentPage,
		&sub.ConsentText, &sub.UnsubscribeToken, &sub.CreatedAt, &unsub, &sub.Lang, &confirmed)
	if unsub.Valid {
		sub.UnsubscribedAt = &unsub.Time
	}
	if confirmed.Valid {
		sub.ConfirmedAt = &confirmed.Time
	}
	return sub, err
}

// Subscribe adds sub to the list once, as it is, and mails nobody. The
// site itself never does that: a reader's own sign-up is
// SignUpForNewsletter (or SignUpForKit), which also decides what they are
// mailed; tests put readers on a list with it. Subscribing again is not an error and adds nothing but the
// language of the latest page (the one the reader reads now), and an
// address that unsubscribed stays unsubscribed: anyone can type an address
// into a form, so only its owner brings it back (see Rejoin). A new address
// is added with sub.Status: SubscriberPending when it must be confirmed
// first (see ConfirmSignUp), else SubscriberActive. changed reports whether
// the list changed.
func (s *Store) Subscribe(ctx context.Context, sub *storyshelf.Subscriber) (stored *storyshelf.Subscriber, changed bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		stored, changed, err = s.subscribe(ctx, tx, sub)
		return err
	})
	if err != nil {
		return nil, false, err
	}
	return stored, changed, nil
}

// subscribe is Subscribe's change to the list, inside tx.
func (s *Store) subscribe(ctx context.Context, tx *sql.Tx, sub *storyshelf.Subscriber) (stored *storyshelf.Subscriber, changed bool, err error) {
	sub.Email = storyshelf.NormalizeEmail(sub.Email)
	now := s.now()
	if sub.ConsentAt.IsZero() {
		sub.ConsentAt = now
	}
	lang := langOrEnglish(sub.Lang)
	status, asked := storyshelf.SubscriberActive, sql.NullTime{}
	if sub.Status == storyshelf.SubscriberPending {
		// The sign-up's own mail asks for the confirmation: another is sent
		// on a new sign-up only after RejoinMailInterval (RequestConfirm).
		status, asked = storyshelf.SubscriberPending, sql.NullTime{Time: now, Valid: true}
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO newsletter_subscribers (id, email, status, source, consent_at,
		consent_page, consent_text, unsubscribe_token, created_at, lang, rejoin_mailed_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (email) DO NOTHING`,
		sub.ID, sub.Email, status, sub.Source, sub.ConsentAt, sub.ConsentPage,
		sub.ConsentText, sub.UnsubscribeToken, now, lang, asked)
	if err != nil {
		return nil, false, fmt.Errorf("store: unable to add subscriber: %w", err)
	}
	n, _ := res.RowsAffected()
	changed = n == 1
	if !changed {
		if _, err := tx.ExecContext(ctx, `UPDATE newsletter_subscribers SET lang = $1 WHERE email = $2`, lang, sub.Email); err != nil {
			return nil, false, fmt.Errorf("store: unable to note subscriber's language: %w", err)
		}
	}
	stored, err = scanSubscriber(tx.QueryRowContext(ctx, `SELECT `+subscriberColumns+` FROM newsletter_subscribers WHERE email = $1`, sub.Email))
	if err != nil {
		return nil, false, fmt.Errorf("store: unable to read subscriber: %w", err)
	}
	return stored, changed, nil
}

// queue stores a change's mails and jobs in tx, so that none is lost, and
// answers the ids of the mails.
func (s *Store) queue(ctx context.Context, tx *sql.Tx, mails []storyshelf.OutboxMail, jobs []storyshelf.Job) ([]string, error) {
	ids := make([]string, len(mails))
	for i := range mails {
		if err := s.enqueueMail(ctx, tx, &mails[i]); err != nil {
			return nil, err
		}
		ids[i] = mails[i].ID
	}
	for i := range jobs {
		if err := s.enqueueJob(ctx, tx, &jobs[i]); err != nil {
			return nil, err
		}
	}
	return ids, nil
}

var errBadUnsubscribeLink = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgUnsubscribeLinkInvalid)

// SubscriberByToken finds the subscriber an unsubscribe link belongs to.
func (s *Store) SubscriberByToken(ctx context.Context, token string) (*storyshelf.Subscriber, error) {
	sub, err := scanSubscriber(s.db.QueryRowContext(ctx, `SELECT `+subscriberColumns+` FROM newsletter_subscribers WHERE unsubscribe_token = $1`, token))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadUnsubscribeLink
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch subscriber: %w", err)
	}
	return sub, nil
}

// Unsubscribe takes the link's owner off the list, or withdraws a sign-up
// still waiting for confirmation, and tells the email-list provider (so
// leaving is honoured everywhere), in one transaction. Unsubscribing twice
// is fine: only a change queues the provider's job, and only a change is
// History's (when the owner did it: a reader's own link names no actor).
func (s *Store) Unsubscribe(ctx context.Context, token string) (*storyshelf.Subscriber, error) {
	return s.changeByToken(ctx, token, "unsubscribe", "unsubscribed", func(_ *sql.Tx, sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job, error) {
		return nil, []storyshelf.Job{storyshelf.EmailListSync(sub.Email, "", true)}, nil
	}, `UPDATE newsletter_subscribers SET status = $1, unsubscribed_at = $2
		WHERE unsubscribe_token = $3 AND status <> $4`, storyshelf.SubscriberCancelled, s.now(), token, storyshelf.SubscriberCancelled)
}

// askOwner notes in tx that the owner of an address with status is mailed
// to confirm something from their own mail, and reports whether that may
// be: at most once every storyshelf.RejoinMailInterval (rejoin_mailed_at is
// when the last one went), so a stranger cannot use a form to mail someone
// over and over.
func (s *Store) askOwner(ctx context.Context, tx *sql.Tx, email, status string) (bool, error) {
	now := s.now()
	res, err := tx.ExecContext(ctx, `UPDATE newsletter_subscribers SET rejoin_mailed_at = $1
		WHERE email = $2 AND status = $3 AND (rejoin_mailed_at IS NULL OR rejoin_mailed_at <= $4)`,
		now, storyshelf.NormalizeEmail(email), status, now.Add(-storyshelf.RejoinMailInterval))
	if err != nil {
		return false, fmt.Errorf("store: unable to note rejoin mail: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// Rejoin subscribes the owner of an unsubscribe link again, with the consent
// they just gave by confirming from their own mail: consentText, the words
// the confirming page showed them. The email list's newsletter group gets
// them back in the same transaction. Rejoining twice is fine; only a change
// queues the sync.
func (s *Store) Rejoin(ctx context.Context, rm ReaderMail, token, consentPage, consentText string) (*storyshelf.Subscriber, error) {
	return s.changeByToken(ctx, token, "subscribe again", "", func(_ *sql.Tx, sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job, error) {
		return nil, []storyshelf.Job{storyshelf.EmailListSync(sub.Email, "", false, rm.NewsletterGroup)}, nil
	}, `UPDATE newsletter_subscribers SET status = $1,
		consent_at = $2, consent_page = $3, consent_text = $4, unsubscribed_at = NULL WHERE unsubscribe_token = $5 AND status = $6`,
		storyshelf.SubscriberActive, s.now(), consentPage, consentText, token, storyshelf.SubscriberCancelled)
}

// SubscriberStatus is the list's status of email, "" when it is not on it.
func (s *Store) SubscriberStatus(ctx context.Context, email string) (string, error) {
	var status string
	err := s.db.QueryRowContext(ctx, `SELECT status FROM newsletter_subscribers WHERE email = $1`,
		storyshelf.NormalizeEmail(email)).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", fmt.Errorf("store: unable to read subscriber: %w", err)
	}
	return status, nil
}

// kitListGroups are the email-list groups of the kits email signed up for.
func kitListGroups(ctx context.Context, q querier, email string) ([]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT DISTINCT k.mailerlite_group_id FROM kit_subscribers ks
		JOIN kindness_kits k ON k.id = ks.kit_id WHERE ks.email = $1 AND k.mailerlite_group_id <> ''
		ORDER BY k.mailerlite_group_id`, storyshelf.NormalizeEmail(email))
	if err != nil {
		return nil, fmt.Errorf("store: unable to read kit groups: %w", err)
	}
	defer rows.Close()
	var groups []string
	for rows.Next() {
		var g string
		if err := rows.Scan(&g); err != nil {
			return nil, fmt.Errorf("store: unable to read kit groups: %w", err)
		}
		groups = append(groups, g)
	}
	return groups, rows.Err()
}

// followUp is what a change of subscription brings for the subscriber as
// changed (read in tx when it needs to): the mails and jobs it queues.
type followUp func(tx *sql.Tx, sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job, error)

// changeByToken runs update on the subscriber whose link carries token, in
// one transaction with the mails and jobs followUp gives for the subscriber
// as changed and, for a History action (recorded), its record, when a row
// changed; it answers the subscriber as it now is.
func (s *Store) changeByToken(ctx context.Context, token, what, recorded string,
	followUp followUp, update string, args ...any) (*storyshelf.Subscriber, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, update, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to %s: %w", what, err)
	}
	n, _ := res.RowsAffected()
	sub, err := scanSubscriber(tx.QueryRowContext(ctx, `SELECT `+subscriberColumns+` FROM newsletter_subscribers WHERE unsubscribe_token = $1`, token))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadUnsubscribeLink
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read subscriber: %w", err)
	}
	if n == 1 {
		mails, jobs, err := followUp(tx, sub)
		if err != nil {
			return nil, err
		}
		if _, err := s.queue(ctx, tx, mails, jobs); err != nil {
			return nil, err
		}
	}
	if n == 1 && recorded != "" {
		if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySubscriber, Action: recorded,
			ItemID: sub.ID, ItemName: sub.Email}); err != nil {
			return nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: unable to %s: %w", what, err)
	}
	return sub, nil
}

// CountSubscribers counts addresses on the list with the given status.
func (s *Store) CountSubscribers(ctx context.Context, status string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM newsletter_subscribers WHERE status = $1`, status).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: unable to count subscribers: %w", err)
	}
	return n, nil
}
