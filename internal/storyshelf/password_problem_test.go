package storyshelf_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The message says which rule a password breaks, not only that it breaks one.
func TestPasswordProblem(t *testing.T) {
	for _, c := range []struct{ password, want string }{
		{"Sunshine1", ""},
		{"Ünïcode9x", ""},
		{"sunshine1", "Password does not meet requirements: it needs an uppercase letter."},
		{"Sunshine", "Password does not meet requirements: it needs a number."},
		{"Sun1", "Password does not meet requirements: it needs at least 8 characters."},
		{"weak", "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter."},
		{"        ", "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter."},
		{"Aa1" + strings.Repeat("x", 1030), "Password does not meet requirements: it can have at most 1024 characters."},
	} {
		m, ok := storyshelf.PasswordProblem(c.password)
		if ok != (c.want == "") || m.Text != c.want {
			t.Errorf("%.12q: %q, %v; want %q", c.password, m.Text, ok, c.want)
		}
		if err := storyshelf.ValidatePassword(c.password); (err == nil) != ok || (err != nil && storyshelf.ErrorFields(err)["password"].Text != c.want) {
			t.Errorf("%.12q: ValidatePassword = %v", c.password, err)
		}
	}
}
