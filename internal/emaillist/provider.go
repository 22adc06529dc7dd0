// Package emaillist keeps an outside email-list service in step with
// Storyshelf's own subscriber list. The built-in list is the source of
// truth; a provider only receives copies, from a job that retries.
package emaillist

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
)

// Contact is one person on the list.
type Contact struct {
	Email        string
	Name         string
	Groups       []string // the provider's group ids, such as mailerlite_group_id
	Unsubscribed bool
	// Bounced is an address our mail server refused for good while sending a
	// newsletter: the provider stops mailing it too.
	Bounced bool
}

// Provider is an email-list service.
type Provider interface {
	// Upsert creates the contact or updates the one with the same email.
	Upsert(ctx context.Context, c Contact) error
	// Forget erases everything the provider holds about email, when its
	// owner asks. An address the provider does not know is already done.
	Forget(ctx context.Context, email string) error
	// Name is shown to the admin, e.g. "MailerLite".
	Name() string
}

// Retryable reports whether trying err's request again later may succeed:
// network failures, timeouts, cancellation (the work was not done, nothing
// says it cannot be), HTTP 429 and 5xx. Other 4xx answers are permanent:
// the same request will be refused again.
func Retryable(err error) bool {
	if err == nil {
		return false
	}
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		return apiErr.Status == http.StatusTooManyRequests || apiErr.Status >= 500
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	// A connection dropped while the answer was on its way.
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return true
	}
	// Refused, reset, unreachable, or a name that did not resolve.
	var opErr *net.OpError
	if errors.As(err, &opErr) {
		return true
	}
	var timeout interface{ Timeout() bool }
	return errors.As(err, &timeout) && timeout.Timeout()
}
