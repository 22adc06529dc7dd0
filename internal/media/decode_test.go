package media_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"sync"
	"testing"

	"github.com/storyshelf/storyshelf/internal/media"
)

// pngHeader is a PNG that declares w × h pixels (of the given bit depth and
// colour type) and holds none of them.
func pngHeader(w, h uint32, depth, colorType byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = depth, colorType
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	b.Write(bytes.Repeat([]byte{0}, 64))
	return b.Bytes()
}

// Issue 24, finding 5: an image whose header declares more than a decode may
// hold is refused from the header, before any decoding.
func TestTooLargeToDecodeIsRefusedFromTheHeader(t *testing.T) {
	ctx := context.Background()
	for name, data := range map[string][]byte{
		"TooWide":                pngHeader(50000, 10, 8, 2),
		"TooManyPixels":          pngHeader(9000, 9000, 8, 2),  // 81 megapixels
		"TooManyBytes":           pngHeader(6000, 6000, 8, 2),  // 36 MP, but 8 bytes a pixel with its turned copy: 288 MB
		"SixteenBitTooManyBytes": pngHeader(5000, 5000, 16, 6), // 25 MP at 8 + 4 bytes a pixel: 300 MB
		"FiftyThousandSquared":   pngHeader(50000, 50000, 8, 6),
		"NotAnImageAtAll":        []byte("just some words, not a picture"),
		"HeaderOnlyWithinBounds": pngHeader(100, 100, 8, 2), // decoded, and fails: no pixel data
	} {
		before := media.Decodes()
		err := media.Verify(ctx, bytes.NewReader(data))
		if !errors.Is(err, media.ErrUndecodable) {
			t.Errorf("%s: %v, want ErrUndecodable", name, err)
		}
		decoded := media.Decodes() - before
		if want := map[bool]int{true: 1, false: 0}[name == "HeaderOnlyWithinBounds"]; decoded != want {
			t.Errorf("%s: decoded %d times, want %d", name, decoded, want)
		}
	}
	if _, _, err := media.Check(bytes.NewReader(pngHeader(6000, 6000, 8, 2)), "big.png", true); err == nil {
		t.Error("the upload check lets in an image too large to decode")
	}
}

// However many ask at once, one image is decoded at a time.
func TestOneDecodeAtATime(t *testing.T) {
	var images [][]byte
	for i := range 5 {
		img := image.NewRGBA(image.Rect(0, 0, 1200, 900))
		for x := range 1200 {
			img.Set(x, x%900, color.RGBA{uint8(i * 30), 10, 200, 255})
		}
		var b bytes.Buffer
		png.Encode(&b, img)
		images = append(images, b.Bytes())
	}
	media.PeakDecodes()
	var wg sync.WaitGroup
	for _, data := range images {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := media.MakeCoverWidths(context.Background(), bytes.NewReader(data)); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if peak := media.PeakDecodes(); peak != 1 {
		t.Fatalf("%d decodes at once, want 1", peak)
	}
}
