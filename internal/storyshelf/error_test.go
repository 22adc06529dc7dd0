package storyshelf_test

import (
	"errors"
	"fmt"
	"maps"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestFieldError(t *testing.T) {
	e := storyshelf.FieldError("email", storyshelf.MsgEmailRequired)
	if e.Code != storyshelf.EINVALID || e.Key != "api.emailRequired" || e.Message != storyshelf.MsgEmailRequired.Text {
		t.Fatalf("got %q %q %q", e.Code, e.Key, e.Message)
	}
	if !maps.Equal(e.Fields, map[string]storyshelf.Msg{"email": storyshelf.MsgEmailRequired}) {
		t.Fatalf("fields %v", e.Fields)
	}
}

func TestFieldErrors(t *testing.T) {
	author := storyshelf.Msg{Key: "server.authorRequired", Text: "Author is required"}
	t.Run("None", func(t *testing.T) {
		if err := storyshelf.FieldErrors(map[string]storyshelf.Msg{}, "title"); err != nil {
			t.Fatalf("got %v, want nil", err)
		}
	})
	t.Run("FirstInFormOrder", func(t *testing.T) {
		fields := map[string]storyshelf.Msg{"author": author, "title": storyshelf.MsgTitleRequired}
		err := storyshelf.FieldErrors(fields, "title", "author")
		if storyshelf.ErrorCode(err) != storyshelf.EINVALID || storyshelf.ErrorMessage(err) != "Title is required" ||
			storyshelf.ErrorKey(err) != storyshelf.MsgTitleRequired.Key {
			t.Fatalf("got %v", err)
		}
		if !maps.Equal(storyshelf.ErrorFields(err), fields) {
			t.Fatalf("fields %v", storyshelf.ErrorFields(err))
		}
	})
	t.Run("FieldNotInOrder", func(t *testing.T) {
		err := storyshelf.FieldErrors(map[string]storyshelf.Msg{"zeta": {Key: "server.z", Text: "Z"}, "alpha": {Key: "server.a", Text: "A"}})
		if storyshelf.ErrorMessage(err) != "A" || storyshelf.ErrorKey(err) != "server.a" {
			t.Fatalf("got %v", err)
		}
	})
}

// An error's key, words and fields are found through any wrapping; any
// other error is the internal one, whose words tell nothing.
func TestErrorKey(t *testing.T) {
	wrapped := fmt.Errorf("saving: %w", storyshelf.FieldError("email", storyshelf.MsgEmailInvalid))
	if storyshelf.ErrorKey(wrapped) != "api.emailInvalid" || storyshelf.ErrorMessage(wrapped) != storyshelf.MsgEmailInvalid.Text ||
		storyshelf.ErrorFields(wrapped)["email"] != storyshelf.MsgEmailInvalid {
		t.Fatalf("wrapped: %q %q %v", storyshelf.ErrorKey(wrapped), storyshelf.ErrorMessage(wrapped), storyshelf.ErrorFields(wrapped))
	}
	internal := errors.New("disk on fire")
	if storyshelf.ErrorKey(internal) != "api.internal" || storyshelf.ErrorMessage(internal) != storyshelf.MsgInternal.Text ||
		storyshelf.ErrorFields(internal) != nil {
		t.Fatalf("internal: %q %q", storyshelf.ErrorKey(internal), storyshelf.ErrorMessage(internal))
	}
	if storyshelf.ErrorKey(nil) != "" || storyshelf.ErrorMessage(nil) != "" {
		t.Fatal("nil has a key or words")
	}
}

// A message made from a format keeps its key and gets its values.
func TestFailf(t *testing.T) {
	err := storyshelf.Failf(storyshelf.ENOTFOUND, storyshelf.MsgNoBooksForAuthor, "Ana")
	if storyshelf.ErrorKey(err) != "server.noBooksForAuthor" || storyshelf.ErrorMessage(err) != "No books found for author: Ana" {
		t.Fatalf("got %v", err)
	}
	if m := storyshelf.MsgTooLong(80); m.Key != "server.tooLong" || m.Text != "Please keep this to 80 characters or fewer." {
		t.Fatalf("MsgTooLong = %+v", m)
	}
}
