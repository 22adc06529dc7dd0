package server_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
)

// storedFiles lists every key in the site's folders.
func storedFiles(t *testing.T, ts *testServer) []string {
	t.Helper()
	var keys []string
	for _, folder := range blob.SiteFolders {
		if err := ts.Blobs.List(context.Background(), folder, func(i blob.Info) error {
			keys = append(keys, i.Key)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(keys)
	return keys
}

// stripes is a PNG of w × h with a pattern that depends on seed, so each is
// a different file (and key).
func stripes(t *testing.T, w, h, seed int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			img.Set(x, y, color.RGBA{uint8(x*seed + y), uint8(seed * 40), uint8(y), 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Issue 24, finding 5: an upload that fails its checks leaves nothing in
// storage. Before, a cover cut short was stored and then failed to decode,
// and an image cut short was stored as it was.
func TestAFailedUploadLeavesNothingStored(t *testing.T) {
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	before := storedFiles(t, ts)
	jpg := photo(t, 800, 600, 0)
	pngData := stripes(t, 300, 200, 3)
	for _, c := range []struct {
		name, kind, file string
		data             []byte
	}{
		{"NotAnImage", "cover", "cover.jpg", []byte("<html>this claims to be a cover</html>")},
		{"ACoverCutShort", "cover", "cover.jpg", jpg[:len(jpg)/2]},
		{"APNGCoverCutShort", "cover", "cover.png", pngData[:len(pngData)*2/3]},
		{"AnImageCutShort", "image", "picture.png", pngData[:len(pngData)*2/3]},
		{"ALogoCutShort", "logo", "logo.jpg", jpg[:len(jpg)/2]},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, body := upload(t, ts, token, c.kind, c.file, c.data)
			if res.StatusCode != 400 {
				t.Fatalf("%d %s, want 400", res.StatusCode, body)
			}
			if after := storedFiles(t, ts); !slices.Equal(after, before) {
				t.Fatalf("storage after a refused upload: %v, before: %v", after, before)
			}
		})
	}
	if res, body := upload(t, ts, token, "cover", "cover.jpg", jpg); res.StatusCode != 201 || len(storedFiles(t, ts)) != len(before)+4 {
		t.Fatalf("a whole cover: %d %s, stored %v", res.StatusCode, body, storedFiles(t, ts))
	}
}

// putOldCover stores data as a cover from before widths existed, and
// answers the address of its width w.
func putOldCover(t *testing.T, ts *testServer, data []byte, ext string, w int) string {
	t.Helper()
	key := blob.ContentKey("covers", data, ext)
	if err := blob.PutBytes(context.Background(), ts.Blobs, key, data, "image/png"); err != nil {
		t.Fatal(err)
	}
	return "/files/" + media.CoverWidthKey(key, w)
}

// Issue 24, finding 5: a width that cannot be made is remembered, and asked
// for again it answers at once: before, every request decoded the broken
// cover again (reaching 703 MB).
func TestABrokenCoverIsDecodedOnce(t *testing.T) {
	ts := newTestServer(t)
	jpg := photo(t, 900, 700, 0)
	cut := jpg[:len(jpg)/2]
	key := blob.ContentKey("covers", cut, ".jpg")
	if err := blob.PutBytes(context.Background(), ts.Blobs, key, cut, "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	base := "/files/" + strings.TrimSuffix(key, ".jpg")
	start := media.Decodes()
	if res, _ := get(t, ts.URL+base+"-w320.jpg"); res.StatusCode != 404 {
		t.Fatalf("a width of a cover cut short: %d, want 404", res.StatusCode)
	}
	if n := media.Decodes() - start; n != 1 {
		t.Fatalf("the first request decoded %d times, want 1", n)
	}
	for _, w := range []string{"-w320.jpg", "-w640.jpg", "-w1024.jpg", "-w320.jpg"} {
		if res, _ := get(t, ts.URL+base+w); res.StatusCode != 404 {
			t.Fatalf("%s asked again: %d, want 404", w, res.StatusCode)
		}
	}
	if n := media.Decodes() - start; n != 1 {
		t.Fatalf("asked four more times, the broken cover was decoded %d times in all, want 1", n)
	}

	t.Run("AHeaderDeclaringHugeDimensionsIsNotDecoded", func(t *testing.T) {
		start := media.Decodes()
		for _, dims := range [][2]uint32{{50000, 50000}, {6000, 6000}} {
			url := putOldCover(t, ts, pngHeader(dims[0], dims[1]), ".png", 640)
			for range 2 {
				if res, _ := get(t, ts.URL+url); res.StatusCode != 404 {
					t.Fatalf("%v: %d, want 404", dims, res.StatusCode)
				}
			}
		}
		if n := media.Decodes() - start; n != 0 {
			t.Fatalf("%d decodes of images whose headers are too large", n)
		}
	})
}

// Issue 24, finding 5: decoding memory is bounded by decoding one image at a
// time, however many widths are asked for at once.
func TestCoverWidthsDecodeOneAtATime(t *testing.T) {
	ts := newTestServer(t)
	var urls []string
	for i := range 6 {
		urls = append(urls, putOldCover(t, ts, stripes(t, 1100, 800, i+1), ".png", []int{320, 640, 1024}[i%3]))
	}
	media.PeakDecodes()
	var wg sync.WaitGroup
	statuses := make([]int, len(urls))
	for i, url := range urls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := http.Get(ts.URL + url)
			if err != nil {
				t.Error(err)
				return
			}
			res.Body.Close()
			statuses[i] = res.StatusCode
		}()
	}
	wg.Wait()
	for i, s := range statuses {
		if s != 200 {
			t.Fatalf("width %s: %d", urls[i], s)
		}
	}
	if peak := media.PeakDecodes(); peak != 1 {
		t.Fatalf("%d decodes at once, want 1", peak)
	}
}
