package blob_test

import (
	"context"
	"io"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	l, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	key := blob.ContentKey("covers", []byte("png"), ".PNG")
	if err := blob.PutBytes(ctx, l, key, []byte("png"), "image/png"); err != nil {
		t.Fatal(err)
	}
	f, err := l.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "png" || f.Size() != 3 {
		t.Fatalf("read %q size %d", b, f.Size())
	}
	if err := l.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Open(ctx, key); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		t.Fatalf("open after delete: %v", err)
	}
	if err := l.Delete(ctx, key); err != nil {
		t.Fatalf("second delete: %v", err)
	}
}

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
