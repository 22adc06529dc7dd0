package mail_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/mail"
)

func TestMessage_Validate(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(m *mail.Message)
		err    string
	}{
		{name: "OK", change: func(m *mail.Message) {}},
		{name: "OKNoReplyTo", change: func(m *mail.Message) { m.ReplyTo = "" }},
		{name: "ErrNoRecipient", change: func(m *mail.Message) { m.To = " " }, err: "mail: message has no recipient"},
		{name: "ErrBadRecipient", change: func(m *mail.Message) { m.To = "ann at example.com" }, err: `mail: recipient "ann at example.com" is not a valid address: mail: no angle-addr`},
		{name: "ErrBadReplyTo", change: func(m *mail.Message) { m.ReplyTo = "nobody" }, err: `mail: reply-to "nobody" is not a valid address: mail: missing '@' or angle-addr`},
		{name: "ErrSubjectLines", change: func(m *mail.Message) { m.Subject = "Hi\nBcc: x@example.com" }, err: "mail: subject must be one line"},
		{name: "ErrNoText", change: func(m *mail.Message) { m.Text = ""; m.HTML = "<p>Hi</p>" }, err: "mail: message has no text part"},
		{name: "ErrHeaderName", change: func(m *mail.Message) { m.Headers = map[string]string{"X Note": "hi"} }, err: `mail: "X Note" is not a valid header name`},
		{name: "ErrReservedHeader", change: func(m *mail.Message) { m.Headers = map[string]string{"bcc": "x@example.com"} }, err: "mail: header bcc is set by the sender, not by Headers"},
		{name: "ErrHeaderLines", change: func(m *mail.Message) { m.Headers = map[string]string{"X-Note": "a\nb"} }, err: "mail: header X-Note must be one line"},
		{name: "ErrHeaderTooLong", change: func(m *mail.Message) { m.Headers = map[string]string{"X-Note": strings.Repeat("a", 991)} }, err: "mail: header X-Note is longer than 998 characters"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := kitMessage()
			tt.change(&m)
			err := m.Validate()
			if tt.err == "" && err != nil {
				t.Fatal(err)
			} else if tt.err != "" && (err == nil || err.Error() != tt.err) {
				t.Fatalf("err = %v, want %q", err, tt.err)
			}
		})
	}
}
