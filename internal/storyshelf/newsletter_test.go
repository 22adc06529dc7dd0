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
		want  storyshelf.Msg // the message, none when accepted
	}{
		{"reader@example.com", storyshelf.Msg{}},
		{"Reader.Name+books@school.example.org", storyshelf.Msg{}},
		{" padded@example.com ", storyshelf.Msg{}},
		{"anna@münchen.de", storyshelf.Msg{}},
		{"anna@xn--mnchen-3ya.de", storyshelf.Msg{}},
		{"o'brien@example.co.uk", storyshelf.Msg{}},
		{"a+tag@sub.example.com", storyshelf.Msg{}},
		{"josé@example.com", storyshelf.Msg{}},
		{"a@Example.COM", storyshelf.Msg{}},
		{"a@my-school.example.com", storyshelf.Msg{}},
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
		if got := storyshelf.ErrorMsg(err); got != c.want {
			t.Errorf("%q: got %v, want %q", c.email, err, c.want)
		}
	}
}
