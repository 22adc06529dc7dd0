package blob_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
)

func TestValidKey(t *testing.T) {
	for key, want := range map[string]bool{
		"covers/abc.png":       true,
		"materials/1_a-b.pdf":  true,
		"../etc/passwd":        false,
		"covers/../../x":       false,
		"/abs/path":            false,
		"covers/.hidden":       false,
		"covers\\x.png":        false,
		"":                     false,
		"Covers/x.png":         false,
		"covers/x.png/../../y": false,
	} {
		if got := blob.ValidKey(key); got != want {
			t.Errorf("ValidKey(%q) = %v, want %v", key, got, want)
		}
	}
}
