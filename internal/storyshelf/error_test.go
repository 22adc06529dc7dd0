package storyshelf_test

import (
	"maps"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestFieldError(t *testing.T) {
	e := storyshelf.FieldError("email", storyshelf.MsgEmailRequired)
	if e.Code != storyshelf.EINVALID || e.Message != storyshelf.MsgEmailRequired {
		t.Fatalf("got %q %q", e.Code, e.Message)
	}
	if !maps.Equal(e.Fields, map[string]string{"email": storyshelf.MsgEmailRequired}) {
		t.Fatalf("fields %v", e.Fields)
	}
}

func TestFieldErrors(t *testing.T) {
	t.Run("None", func(t *testing.T) {
		if err := storyshelf.FieldErrors(map[string]string{}, "title"); err != nil {
			t.Fatalf("got %v, want nil", err)
		}
	})
	t.Run("FirstInFormOrder", func(t *testing.T) {
		fields := map[string]string{"author": "Author is required", "title": "Title is required"}
		err := storyshelf.FieldErrors(fields, "title", "author")
		if storyshelf.ErrorCode(err) != storyshelf.EINVALID || storyshelf.ErrorMessage(err) != "Title is required" {
			t.Fatalf("got %v", err)
		}
		if !maps.Equal(err.(*storyshelf.Error).Fields, fields) {
			t.Fatalf("fields %v", err.(*storyshelf.Error).Fields)
		}
	})
	t.Run("FieldNotInOrder", func(t *testing.T) {
		err := storyshelf.FieldErrors(map[string]string{"zeta": "Z", "alpha": "A"})
		if storyshelf.ErrorMessage(err) != "A" {
			t.Fatalf("got %v", err)
		}
	})
}
