package blob_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// A row names a public file by its address and a kit file by its bare key;
// KeyFromURL reads back what URLForKey wrote, and nothing else.
func TestFileAddresses(t *testing.T) {
	for key, url := range map[string]string{
		"covers/abc.png":    "/files/covers/abc.png",
		"materials/a.pdf":   "/files/materials/a.pdf",
		"kits/abc.pdf":      "kits/abc.pdf",
		"brand/favicon.png": "/files/brand/favicon.png",
	} {
		if got := blob.URLForKey(key); got != url {
			t.Errorf("URLForKey(%q) = %q, want %q", key, got, url)
		}
		if got := blob.KeyFromURL(url); got != key {
			t.Errorf("KeyFromURL(%q) = %q, want %q", url, got, key)
		}
	}
	for _, other := range []string{"", "https://example.com/files/covers/abc.png", "data:image/png;base64,AAAA",
		"covers/abc.png", "/files/", "/files/../storyshelf.db", "/files/covers/../../x", "/covers/abc.png"} {
		if got := blob.KeyFromURL(other); got != "" {
			t.Errorf("KeyFromURL(%q) = %q, want none", other, got)
		}
	}
}
