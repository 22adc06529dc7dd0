package server_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strconv"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/exif"
)

// photo is a wide JPEG, red on the left and blue on the right, with an EXIF
// orientation (0: none) such as a phone writes when it was held upright.
func photo(t *testing.T, w, h int, orientation uint16) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			c := color.RGBA{220, 30, 30, 255}
			if x >= w/2 {
				c = color.RGBA{30, 30, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	var plain bytes.Buffer
	jpeg.Encode(&plain, img, &jpeg.Options{Quality: 90})
	if orientation == 0 {
		return plain.Bytes()
	}
	return exif.WithOrientation(plain.Bytes(), orientation)
}

func TestCoverWidths(t *testing.T) {
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	widthOf := func(url string) image.Image {
		t.Helper()
		res, body := get(t, ts.URL+url)
		img, format, err := image.Decode(strings.NewReader(body))
		if res.StatusCode != 200 || err != nil || format != "jpeg" {
			t.Fatalf("%s: %d %v %s", url, res.StatusCode, err, format)
		}
		return img
	}

	t.Run("AnUploadedCoverHasEveryWidth", func(t *testing.T) {
		res, body := upload(t, ts, token, "cover", "big.jpg", photo(t, 1600, 1200, 0))
		var up struct{ URL string }
		json.Unmarshal([]byte(body), &up)
		if res.StatusCode != 201 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		base := strings.TrimSuffix(up.URL, ".jpg")
		for w, h := range map[int]int{320: 240, 640: 480, 1024: 768} {
			img := widthOf(base + "-w" + strconv.Itoa(w) + ".jpg")
			if img.Bounds().Dx() != w || img.Bounds().Dy() != h {
				t.Errorf("width %d is %v", w, img.Bounds())
			}
		}
	})

	t.Run("APhoneHeldUprightStaysUpright", func(t *testing.T) {
		// Stored sideways (400 × 200) with orientation 6: turn 90° clockwise.
		res, body := upload(t, ts, token, "cover", "phone.jpg", photo(t, 400, 200, 6))
		var up struct{ URL string }
		json.Unmarshal([]byte(body), &up)
		if res.StatusCode != 201 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		img := widthOf(strings.TrimSuffix(up.URL, ".jpg") + "-w320.jpg")
		if img.Bounds().Dx() != 200 || img.Bounds().Dy() != 400 {
			t.Fatalf("turned %v, want 200 × 400 (never enlarged)", img.Bounds())
		}
		// Turned clockwise, the red left half is now the top.
		if r, _, b, _ := img.At(100, 50).RGBA(); r < b {
			t.Fatal("the top is not red: the photo was not turned")
		}
	})

	t.Run("CoversFromBeforeGetWidthsWhenAsked", func(t *testing.T) {
		var buf bytes.Buffer
		src := image.NewRGBA(image.Rect(0, 0, 900, 600))
		png.Encode(&buf, src)
		key := blob.ContentKey("covers", buf.Bytes(), ".png")
		blob.PutBytes(t.Context(), ts.Blobs, key, buf.Bytes(), "image/png")
		if img := widthOf("/files/" + strings.TrimSuffix(key, ".png") + "-w640.jpg"); img.Bounds().Dx() != 640 {
			t.Fatalf("made %v", img.Bounds())
		}
		for _, odd := range []string{"-w500.jpg", "-w320.png"} {
			if res, _ := get(t, ts.URL+"/files/"+strings.TrimSuffix(key, ".png")+odd); res.StatusCode != 404 {
				t.Errorf("%s: %d", odd, res.StatusCode)
			}
		}
		if res, _ := get(t, ts.URL+"/files/covers/000000000000000000000000-w320.jpg"); res.StatusCode != 404 {
			t.Errorf("a width of no cover: %d", res.StatusCode)
		}
	})
}
