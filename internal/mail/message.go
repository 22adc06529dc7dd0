package mail

import (
	"errors"
	"fmt"
	netmail "net/mail"
	"net/textproto"
	"strings"
)

// Message is one email to one person.
type Message struct {
	To      string // "ann@example.com" or "Ann <ann@example.com>"
	ReplyTo string // optional
	// FromName is the name shown beside the sender's address; empty keeps
	// the name MAIL_FROM gives, if any.
	FromName string
	Subject  string
	// Text is required: every message has a plain-text part. HTML, when set,
	// is its alternative (multipart/alternative).
	Text string
	HTML string
	// Headers are extra header fields such as List-Unsubscribe and
	// List-Unsubscribe-Post (RFC 8058). ASCII values are written exactly as
	// given, never folded or encoded, because mail providers compare them
	// literally; other values are RFC 2047-encoded.
	Headers map[string]string
}

// reservedHeaders are set from Message's fields or by the sender itself; a
// second copy from Headers would make the message ambiguous.
var reservedHeaders = map[string]bool{
	"From": true, "To": true, "Cc": true, "Bcc": true, "Reply-To": true,
	"Sender": true, "Return-Path": true, "Subject": true, "Date": true,
	"Message-Id": true, "Mime-Version": true, "Content-Type": true,
	"Content-Transfer-Encoding": true,
}

// maxHeaderLine is RFC 5322's limit for one line, CRLF excluded.
const maxHeaderLine = 998

// Validate reports the first reason m cannot be sent. Nothing in m can add
// a header line of its own: a CR or LF anywhere in a header is refused.
func (m Message) Validate() error {
	if strings.TrimSpace(m.To) == "" {
		return errors.New("mail: message has no recipient")
	}
	if _, err := netmail.ParseAddress(m.To); err != nil {
		return fmt.Errorf("mail: recipient %q is not a valid address: %w", m.To, err)
	}
	if m.ReplyTo != "" {
		if _, err := netmail.ParseAddress(m.ReplyTo); err != nil {
			return fmt.Errorf("mail: reply-to %q is not a valid address: %w", m.ReplyTo, err)
		}
	}
	if strings.ContainsAny(m.FromName, "\r\n") {
		return errors.New("mail: sender name must be one line")
	}
	if strings.ContainsAny(m.Subject, "\r\n") {
		return errors.New("mail: subject must be one line")
	}
	if m.Text == "" {
		return errors.New("mail: message has no text part")
	}
	for name, value := range m.Headers {
		if !validHeaderName(name) {
			return fmt.Errorf("mail: %q is not a valid header name", name)
		}
		if reservedHeaders[textproto.CanonicalMIMEHeaderKey(name)] {
			return fmt.Errorf("mail: header %s is set by the sender, not by Headers", name)
		}
		if strings.ContainsAny(value, "\r\n") {
			return fmt.Errorf("mail: header %s must be one line", name)
		}
		if len(name)+2+len(value) > maxHeaderLine {
			return fmt.Errorf("mail: header %s is longer than %d characters", name, maxHeaderLine)
		}
	}
	return nil
}

// validHeaderName follows RFC 5322: printable ASCII except the colon.
func validHeaderName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 33 || c > 126 || c == ':' {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] > 126 {
			return false
		}
	}
	return true
}
