package storyshelf_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Addresses the mailer cannot send to are refused where they are typed, not
// after ten failed deliveries.
func TestValidateEmail(t *testing.T) {
	for _, ok := range []string{"reader@example.com", "Reader.Name+books@school.example.org", " padded@example.com "} {
		if err := storyshelf.ValidateEmail(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for email, want := range map[string]string{
		"":                       storyshelf.MsgEmailRequired,
		"no-at-sign.example.com": storyshelf.MsgEmailInvalid,
		"a\x00b@example.com":     storyshelf.MsgEmailInvalid,
		"<script>@example.com":   storyshelf.MsgEmailInvalid,
		"a,b@example.com":        storyshelf.MsgEmailInvalid,
		"a;b@example.com":        storyshelf.MsgEmailInvalid,
		"a@example.com,b@x.com":  storyshelf.MsgEmailInvalid,
		"Name <a@example.com>":   storyshelf.MsgEmailInvalid,
		"a\"b@example.com":       storyshelf.MsgEmailInvalid,
		"a\r\nBcc:x@example.com": storyshelf.MsgEmailInvalid,
		"a@exa(mple).com":        storyshelf.MsgEmailInvalid,
		"a@[127.0.0.1].com":      storyshelf.MsgEmailInvalid,
		"a\x7fb@example.com":     storyshelf.MsgEmailInvalid,
		"a..b@@example.com":      storyshelf.MsgEmailInvalid,
	} {
		err := storyshelf.ValidateEmail(email)
		if storyshelf.ErrorMessage(err) != want {
			t.Errorf("%q: got %v, want %q", email, err, want)
		}
	}
}
