package server_test

import (
	"slices"
	"testing"
)

// TestHistoryRecordsWhatAnUploadIsFor uploads a file for each thing the
// admin app uploads for, as the app does (?kind=…&for=…), and reads History
// back: each upload is recorded under what it belongs to, in words that say
// what the file is, with the file's name as the item.
func TestHistoryRecordsWhatAnUploadIsFor(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	picture, pdf := pngBytes(t), []byte("%PDF-1.4 sheet")
	song := append([]byte("ID3"), make([]byte, 64)...)

	for _, c := range []struct {
		query, name  string
		data         []byte
		kind, action string
	}{
		{"kind=cover&for=book-cover", "seed-cover.png", picture, "book", "uploaded a book cover"},
		{"kind=cover&for=upcoming-book-cover", "moon-cover.png", picture, "upcoming book", "uploaded an upcoming book's cover"},
		{"kind=material&for=material", "worksheet.pdf", pdf, "material", "uploaded"},
		{"kind=material&for=video-song-file", "lullaby.mp3", song, "video/song", "uploaded a video or song file"},
		{"kind=image&for=video-song-thumbnail", "lullaby.png", picture, "video/song", "uploaded a video or song thumbnail"},
		{"kind=image&for=author-photo", "lily.png", picture, "author", "uploaded an author photo"},
		{"kind=image&for=newsletter-picture", "spring.png", picture, "newsletter", "uploaded a newsletter picture"},
		{"kind=kit&for=kit-file", "guide.pdf", pdf, "kit", "uploaded a kit file"},
		{"kind=image&for=kit-image", "kit-hero.png", picture, "kit", "uploaded a kit's hero image"},
		{"kind=logo&for=logo", "logo.png", picture, "settings", "uploaded a logo"},
		{"kind=image&for=share-image", "share.png", picture, "settings", "uploaded a share image"},
		// A request that does not say what the file is for (a script's) is a file.
		{"kind=image", "picture.png", picture, "material", "uploaded a file"},
	} {
		t.Run(c.query, func(t *testing.T) {
			if res, body := uploadWith(t, ts, token, c.query, c.name, c.data); res.StatusCode != 201 {
				t.Fatalf("upload: %d %s", res.StatusCode, body)
			}
			a := readHistory(t, b, token, "")
			rec := a.Records[0]
			if rec.Kind != c.kind || rec.Action != c.action || rec.ItemName != c.name {
				t.Fatalf("recorded %q %q %q, want %q %q %q", rec.Kind, rec.Action, rec.ItemName, c.kind, c.action, c.name)
			}
			if !slices.Contains(a.Kinds, rec.Kind) {
				t.Fatalf("the filter does not offer %q: %v", rec.Kind, a.Kinds)
			}
		})
	}
}
