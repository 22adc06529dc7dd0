package mail

import (
	"context"
	"errors"
	"fmt"
	netmail "net/mail"
	"net/textproto"
)

// HandoverSender sends a message in two steps, so a caller can record that
// it is being sent between the two (see SendHandingOver).
type HandoverSender interface {
	SendHandingOver(ctx context.Context, m Message, handOver func() error) error
}

// SendError is why a message was not sent, and how far it got.
type SendError struct {
	Stage string // "connect", "mail", "rcpt", "data" or "end" (the reply to the final dot)
	Code  int    // the server's reply code; 0 when it gave none (the connection failed)
	Err   error
}

func (e *SendError) Error() string {
	return fmt.Sprintf("mail: unable to send (%s): %v", e.Stage, e.Err)
}

func (e *SendError) Unwrap() error { return e.Err }

// Permanent says the server refused for good (a 5xx reply).
func (e *SendError) Permanent() bool { return e.Code >= 500 && e.Code < 600 }

// AfterDot says the final dot was written: the server may have the message
// even though no answer came.
func (e *SendError) AfterDot() bool { return e.Stage == "end" }

// ErrNotHandedOver means handOver refused, so the message was abandoned
// before its final dot: the server discards it.
var ErrNotHandedOver = errors.New("mail: the message was not handed over")

var _ HandoverSender = (*SMTP)(nil)

// SendHandingOver delivers m over one new connection, with the same
// encryption and login as Send, in this order: MAIL, RCPT, DATA and the
// whole message except its final "\r\n.\r\n" are written and flushed; then
// handOver is called; only if it succeeds is the final dot written and the
// reply read. A server keeps no message whose dot never came, so a caller
// that records "handed over" in handOver, before the dot, can tell after a
// crash which messages may have reached the server (handed over) and which
// cannot have (not handed over): only the microseconds between the two
// writes are uncertain, and they count as sent. When handOver fails the
// connection is dropped and ErrNotHandedOver (wrapping its error) returned.
// Other failures are a *SendError.
func (s *SMTP) SendHandingOver(ctx context.Context, m Message, handOver func() error) error {
	msg, err := s.message(m)
	if err != nil {
		return fmt.Errorf("mail: unable to send: %w", err)
	}
	client, stop, err := s.client(ctx)
	if err != nil {
		return &SendError{Stage: "connect", Err: err}
	}
	defer stop()
	c, err := client.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return &SendError{Stage: "connect", Err: err}
	}
	defer c.Close()
	failed := func(stage string, err error) error {
		e := &SendError{Stage: stage, Err: err}
		var reply *textproto.Error
		if errors.As(err, &reply) {
			e.Code = reply.Code
		}
		return e
	}
	if err := c.Mail(s.from.Address); err != nil {
		return failed("mail", err)
	}
	to, _ := netmail.ParseAddress(m.To) // message checked it
	if err := c.Rcpt(to.Address); err != nil {
		return failed("rcpt", err)
	}
	w, err := c.Data()
	if err != nil {
		return failed("data", err)
	}
	if _, err := msg.WriteTo(w); err != nil {
		return failed("data", err)
	}
	// The dot writer holds the message in the connection's buffer: flush it,
	// so that only the final dot is left to write after handOver.
	if err := c.Text.W.Flush(); err != nil {
		return failed("data", err)
	}
	if err := handOver(); err != nil {
		return fmt.Errorf("%w: %w", ErrNotHandedOver, err)
	}
	if err := w.Close(); err != nil { // the final dot, then the reply
		return failed("end", err)
	}
	_ = c.Quit()
	return nil
}
