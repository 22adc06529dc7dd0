package worker

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Mailer sends the outbox.
type Mailer struct {
	Store       *store.Store
	Sender      mail.Sender
	Logger      *slog.Logger
	MaxAttempts int           // then the message stays failed for the owner to see
	Lease       time.Duration // how long a claim holds before another instance may retry
	Batch       int
	// Ready, when set, says whether a mail server is set up now. While none
	// is, mail waits (up to MaxWait) rather than being tried: once the owner
	// sets one up, it all goes out.
	Ready   func(ctx context.Context) (bool, error)
	MaxWait time.Duration
}

// NewMailer uses sensible limits: ten attempts over about a day and a half,
// and a week's wait for a mail server.
func NewMailer(st *store.Store, sender mail.Sender, logger *slog.Logger) *Mailer {
	return &Mailer{Store: st, Sender: sender, Logger: logger, MaxAttempts: 10, Lease: 5 * time.Minute, Batch: 10, MaxWait: 7 * 24 * time.Hour}
}

// RunOnce sends one batch of due messages.
func (m *Mailer) RunOnce(ctx context.Context) (int, error) {
	if m.Ready != nil {
		ready, err := m.Ready(ctx)
		if err != nil {
			return 0, err
		}
		if !ready {
			return m.Store.GiveUpWaitingMail(ctx, m.Store.Now().Add(-m.MaxWait), m.Batch)
		}
	}
	list, err := m.Store.ClaimMail(ctx, m.Batch, m.Lease)
	if err != nil {
		return 0, err
	}
	for _, om := range list {
		sendErr := m.Sender.Send(ctx, mail.Message{To: om.To, ReplyTo: om.ReplyTo, FromName: om.FromName, Subject: om.Subject,
			Text: om.Text, HTML: om.HTML, Headers: om.Headers})
		status := storyshelf.MailSent
		switch {
		case errors.Is(sendErr, mail.ErrNotConfigured):
			// The mail server went away since Ready: the mail waits again.
			status = storyshelf.MailPending
		case sendErr != nil:
			status = storyshelf.MailFailed
			m.Logger.Warn("mail not sent, will retry", "id", om.ID, "to", om.To, "attempt", om.Attempts, "err", sendErr)
		default:
			m.Logger.Info("mail sent", "id", om.ID, "kind", om.Kind, "to", om.To)
		}
		// The send happened: record it even if the request that woke us is gone.
		if err := m.Store.MarkMail(context.WithoutCancel(ctx), om, status, sendErr, m.MaxAttempts); err != nil {
			return 0, err
		}
	}
	return len(list), nil
}
