package storyshelf_test

import (
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A biography pasted in one box with blank lines between its paragraphs is
// saved as that many paragraphs, in English and in Spanish (issue 27).
func TestValidateAuthorInfoSplitsPastedParagraphs(t *testing.T) {
	a := &storyshelf.AuthorInfo{Name: "Lily",
		Bio:               []string{"Lily grew up by the sea.\n\nShe taught for ten years.\r\n \r\nNow she writes.", "  "},
		BioEs:             []string{"Lily creció junto al mar.\n\u00a0\nEnseñó diez años."},
		CreativeProcess:   []string{"Every book starts in a notebook.\nThen a sketch.\n\n\n\nThen the words."},
		CreativeProcessEs: []string{"\n\nCada libro empieza en un cuaderno.\n\n"},
	}
	if err := storyshelf.ValidateAuthorInfo(a); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want []string
	}{
		{"bio", a.Bio, []string{"Lily grew up by the sea.", "She taught for ten years.", "Now she writes."}},
		{"bioEs", a.BioEs, []string{"Lily creció junto al mar.", "Enseñó diez años."}},
		// A single line break stays inside its paragraph.
		{"creativeProcess", a.CreativeProcess, []string{"Every book starts in a notebook.\nThen a sketch.", "Then the words."}},
		{"creativeProcessEs", a.CreativeProcessEs, []string{"Cada libro empieza en un cuaderno."}},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
}
