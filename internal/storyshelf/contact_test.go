package storyshelf_test

import (
	"regexp"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The owner's inbox says what became of a message's mail in plain words,
// never naming a server setting (issue 27).
func TestMessageDeliveryInPlainWords(t *testing.T) {
	setting := regexp.MustCompile(`\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b`)
	for _, c := range []struct {
		status, want string
		attempts     int
	}{
		{"", "Not mailed: no address for contact messages was set when it arrived. It is only here.", 0},
		{storyshelf.MailLogged, "Not mailed: no mail server was set up when it arrived. It is only here.", 0},
		{storyshelf.MailSent, "Mailed to you.", 1},
		{"pending", "Waiting to be mailed to you.", 0},
	} {
		_, note := storyshelf.MessageDelivery(c.status, c.attempts, "")
		if note != c.want || setting.MatchString(note) {
			t.Errorf("%q: %q, want %q", c.status, note, c.want)
		}
	}
}
