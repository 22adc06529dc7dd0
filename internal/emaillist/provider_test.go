package emaillist_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"testing"

	"github.com/storyshelf/storyshelf/internal/emaillist"
)

func TestRetryable(t *testing.T) {
	for _, tt := range []struct {
		name string
		err  error
		want bool
	}{
		{name: "Nil", err: nil, want: false},
		{name: "TooManyRequests", err: &emaillist.APIError{Status: 429}, want: true},
		{name: "ServerError", err: &emaillist.APIError{Status: 500}, want: true},
		{name: "BadGateway", err: fmt.Errorf("wrapped: %w", &emaillist.APIError{Status: 502}), want: true},
		{name: "Unprocessable", err: &emaillist.APIError{Status: 422}, want: false},
		{name: "Unauthorized", err: &emaillist.APIError{Status: 401}, want: false},
		{name: "NotFound", err: &emaillist.APIError{Status: 404}, want: false},
		{name: "Refused", err: &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}, want: true},
		{name: "DroppedConnection", err: fmt.Errorf("read: %w", io.ErrUnexpectedEOF), want: true},
		{name: "Deadline", err: context.DeadlineExceeded, want: true},
		{name: "Canceled", err: fmt.Errorf("wrapped: %w", context.Canceled), want: true},
		{name: "Other", err: errors.New("emaillist: unable to encode"), want: false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := emaillist.Retryable(tt.err); got != tt.want {
				t.Fatalf("Retryable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestBuiltin(t *testing.T) {
	var p emaillist.Provider = emaillist.Builtin{}
	if err := p.Upsert(context.Background(), emaillist.Contact{Email: "ann@example.com"}); err != nil {
		t.Fatal(err)
	}
	if p.Name() != "built-in" {
		t.Fatalf("Name = %q", p.Name())
	}
}
