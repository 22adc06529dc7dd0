package mail

import (
	"context"
	"errors"
	"log/slog"
	"strings"
)

// ErrNotConfigured is what LogSender returns: no relay is set, so the
// message was not sent and stays in the outbox for when one is.
var ErrNotConfigured = errors.New("mail: SMTP_URL is not set; the message stays in the outbox")

// LogSender stands in for SMTP when SMTP_URL is not set: the site keeps
// working and the log shows what would have been sent.
type LogSender struct {
	Logger *slog.Logger // nil means slog.Default()
}

// Send logs the recipient, subject and the text's first line, and returns
// ErrNotConfigured.
func (s LogSender) Send(ctx context.Context, m Message) error {
	logger := s.Logger
	if logger == nil {
		logger = slog.Default()
	}
	first, _, _ := strings.Cut(strings.TrimSpace(m.Text), "\n")
	logger.InfoContext(ctx, "mail not sent: SMTP_URL is not set",
		"to", m.To, "subject", m.Subject, "text", strings.TrimSpace(first))
	return ErrNotConfigured
}
