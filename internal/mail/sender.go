// Package mail sends email: one message at a time, over SMTP when a relay is
// configured. Messages wait in the outbox (kept elsewhere) until a Sender
// takes them, so a slow or missing relay never blocks a request.
package mail

import (
	"context"
	"errors"
)

// Sender delivers one message.
type Sender interface {
	// Send delivers m or returns why it could not. ErrNotConfigured means
	// nothing was attempted and the message should stay where it is.
	Send(ctx context.Context, m Message) error
}

// ErrNotConfigured means no mail server is set up: nothing was attempted,
// and the message waits in the outbox until one is.
var ErrNotConfigured = errors.New("mail: no mail server is set up; the message waits in the outbox")
