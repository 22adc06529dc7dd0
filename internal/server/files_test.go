package server_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// /files/ serves the folders the public site links and nothing else: a
// backup, a kit file, the storage probe or a folder nobody named answers 404
// even when the file is there.
func TestFilesServesOnlyPublicFolders(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	put := func(key string) {
		must(t, blob.PutBytes(ctx, ts.Blobs, key, []byte("content of "+key), "application/octet-stream"))
	}
	public := []string{
		"covers/0123456789abcdef01234567.png",
		"covers/0123456789abcdef01234567-w320.jpg",
		"images/0123456789abcdef01234567.jpg",
		"materials/0123456789abcdef01234567.pdf",
		"media/0123456789abcdef01234567.wav",
		"brand/0123456789abcdef01234567.png",
		"authors/0123456789abcdef01234567.png",
	}
	private := []string{
		"backups/storyshelf-20261126-010203.tar.gz",
		"backups/before-upgrade-20261126-010203-from-0013_backups.tar.gz",
		"kits/0123456789abcdef01234567.pdf",
		"storage-test/probe",
		"secret-stuff/notes.txt",
		"coversx/0123456789abcdef01234567.png",
	}
	for _, key := range append(append([]string{}, public...), private...) {
		put(key)
	}
	for _, key := range public {
		if res, body := get(t, ts.URL+"/files/"+key); res.StatusCode != http.StatusOK || body != "content of "+key {
			t.Errorf("GET /files/%s = %d %q, want the file", key, res.StatusCode, body)
		}
	}
	for _, key := range private {
		if res, body := get(t, ts.URL+"/files/"+key); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET /files/%s = %d %q, want 404", key, res.StatusCode, body)
		}
	}
}
