package storyshelf_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Addresses the mailer cannot send to are refused where they are typed, not
// after ten failed deliveries; ordinary and internationalised ones pass.
func TestValidateEmail(t *testing.T) {
	for _, c := range []struct {
		email string
		want  string // the message, "" when accepted
	}{
		{"reader@example.com", ""},
		{"Reader.Name+books@school.example.org", ""},
		{" padded@example.com ", ""},
		{"anna@münchen.de", ""},
		{"anna@xn--mnchen-3ya.de", ""},
		{"o'brien@example.co.uk", ""},
		{"a+tag@sub.example.com", ""},
		{"josé@example.com", ""},
		{"a@Example.COM", ""},
		{"a@my-school.example.com", ""},
		{"", storyshelf.MsgEmailRequired},
		{"no-at-sign.example.com", storyshelf.MsgEmailInvalid},
		{"a\x00b@example.com", storyshelf.MsgEmailInvalid},
		{"<script>@example.com", storyshelf.MsgEmailInvalid},
		{"a,b@example.com", storyshelf.MsgEmailInvalid},
		{"a;b@example.com", storyshelf.MsgEmailInvalid},
		{"a@example.com,b@x.com", storyshelf.MsgEmailInvalid},
		{"Name <a@example.com>", storyshelf.MsgEmailInvalid},
		{"a\"b@example.com", storyshelf.MsgEmailInvalid},
		{"a\r\nBcc:x@example.com", storyshelf.MsgEmailInvalid},
		{"a@exa(mple).com", storyshelf.MsgEmailInvalid},
		{"a@[127.0.0.1].com", storyshelf.MsgEmailInvalid},
		{"a\x7fb@example.com", storyshelf.MsgEmailInvalid},
		{"a..b@@example.com", storyshelf.MsgEmailInvalid},
		// Domains no mail can reach: not a host name, or not a valid label.
		{"a@b.co#x", storyshelf.MsgEmailInvalid},
		{"a@-b.co", storyshelf.MsgEmailInvalid},
		{"a@b-.co", storyshelf.MsgEmailInvalid},
		{"a@b_c.co", storyshelf.MsgEmailInvalid},
		{"a@xn--.co", storyshelf.MsgEmailInvalid},
		{"a@b..co", storyshelf.MsgEmailInvalid},
		{"a@" + strings.Repeat("x", 64) + ".co", storyshelf.MsgEmailInvalid},
	} {
		err := storyshelf.ValidateEmail(c.email)
		if got := storyshelf.ErrorMessage(err); (err == nil) != (c.want == "") || (err != nil && got != c.want) {
			t.Errorf("%q: got %v, want %q", c.email, err, c.want)
		}
	}
}
