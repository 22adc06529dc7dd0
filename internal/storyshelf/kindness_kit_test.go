package storyshelf_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestValidateKitSignUp(t *testing.T) {
	for _, tt := range []struct {
		name, email, person string
		agreed              bool
		fields              map[string]string
	}{
		{"OK", "parent@example.com", "", true, nil},
		{"OKWithName", "parent@example.com", "Pat", true, nil},
		{"ErrEmailRequired", "  ", "", true, map[string]string{"email": "Email is required"}},
		{"ErrEmailInvalid", "parent@example", "", true, map[string]string{"email": "Please enter a valid email address."}},
		{"ErrAgree", "parent@example.com", "", false, map[string]string{"agree": "You must agree to receive occasional updates"}},
		{"ErrBoth", "", "", false, map[string]string{"email": "Email is required", "agree": "You must agree to receive occasional updates"}},
		{"ErrNameTooLong", "parent@example.com", strings.Repeat("n", 101), true, map[string]string{"name": "Please keep your name under 100 characters."}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := storyshelf.ValidateKitSignUp(tt.email, tt.person, tt.agreed)
			if tt.fields == nil {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			var e *storyshelf.Error
			if !errors.As(err, &e) || e.Code != storyshelf.EINVALID || len(e.Fields) != len(tt.fields) {
				t.Fatalf("got %#v", err)
			}
			for k, v := range tt.fields {
				if e.Fields[k].Text != v {
					t.Fatalf("field %s = %q, want %q", k, e.Fields[k].Text, v)
				}
			}
			if first := tt.fields["email"]; first != "" && e.Message != first {
				t.Fatalf("message %q, want the email's", e.Message)
			}
		})
	}
}
