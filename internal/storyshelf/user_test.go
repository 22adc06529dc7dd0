package storyshelf_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestValidatePassword(t *testing.T) {
	for p, ok := range map[string]bool{
		"Sunshine1":  true,
		"ÉCOLE2024x": true,
		"Short1A":    false, // 7 characters
		"sunshine1":  false, // no uppercase
		"Sunshineee": false, // no digit
		"":           false,
	} {
		err := storyshelf.ValidatePassword(p)
		if (err == nil) != ok {
			t.Errorf("ValidatePassword(%q) = %v", p, err)
		}
		if err != nil && !strings.HasPrefix(storyshelf.ErrorMessage(err), "Password does not meet requirements: it needs ") {
			t.Errorf("message %q", storyshelf.ErrorMessage(err))
		}
	}
}
