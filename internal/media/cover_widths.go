package media

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"io"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/disintegration/imaging"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// CoverWidths are the widths stored next to every cover, so a phone
// loads a 320-pixel JPEG rather than the 6 MB photo that was uploaded. The
// app names them in srcset (web/src/lib/cover-image.ts): a change here must
// be made there too.
var CoverWidths = []int{320, 640, 1024}

// CoverWidthKey is where the width w of the cover stored under key lives:
// covers/{hash}.png → covers/{hash}-w320.jpg.
func CoverWidthKey(key string, w int) string {
	return fmt.Sprintf("%s-w%d.jpg", strings.TrimSuffix(key, path.Ext(key)), w)
}

var coverWidthPattern = regexp.MustCompile(`^(covers/[0-9a-f]{24})-w([0-9]+)\.jpg$`)

// ParseCoverWidthKey is CoverWidthKey backwards: the cover's key without
// its extension, and the width; ok is false for any other key.
func ParseCoverWidthKey(key string) (base string, w int, ok bool) {
	m := coverWidthPattern.FindStringSubmatch(key)
	if m == nil {
		return "", 0, false
	}
	w, _ = strconv.Atoi(m[2])
	for _, known := range CoverWidths {
		if w == known {
			return m[1], w, true
		}
	}
	return "", 0, false
}

// Width is one width of a cover, encoded.
type Width struct {
	Width int
	JPEG  []byte
}

// MakeCoverWidths makes every width of a cover, turned the way its EXIF
// orientation says, as JPEG on white (covers rarely need transparency, and
// JPEG is what every browser decodes fastest). An image narrower than a
// width is kept at its own width, never enlarged. It decodes the cover (one
// decode at a time, see MaxDecodeBytes); an error wrapping ErrUndecodable
// means the cover can never have widths.
func MakeCoverWidths(ctx context.Context, original io.ReadSeeker) ([]Width, error) {
	var widths []Width
	err := withDecoded(ctx, original, func(img image.Image) error {
		for _, w := range CoverWidths {
			resized := img
			if img.Bounds().Dx() > w {
				resized = imaging.Resize(img, w, 0, imaging.Lanczos)
			}
			// On white, drawn in place: no second full-size copy.
			flat := image.NewRGBA(image.Rect(0, 0, resized.Bounds().Dx(), resized.Bounds().Dy()))
			draw.Draw(flat, flat.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
			draw.Draw(flat, flat.Bounds(), resized, resized.Bounds().Min, draw.Over)
			var buf bytes.Buffer
			if err := jpeg.Encode(&buf, flat, &jpeg.Options{Quality: 82}); err != nil {
				return err
			}
			widths = append(widths, Width{w, buf.Bytes()})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cover widths: %w", err)
	}
	return widths, nil
}

// StoreCoverWidths makes every width of the cover stored under key and
// stores them next to it.
func StoreCoverWidths(ctx context.Context, blobs blob.Storage, key string, original io.ReadSeeker) error {
	widths, err := MakeCoverWidths(ctx, original)
	if err != nil {
		return err
	}
	return PutCoverWidths(ctx, blobs, key, widths)
}

// PutCoverWidths stores widths next to the cover stored under key.
func PutCoverWidths(ctx context.Context, blobs blob.Storage, key string, widths []Width) error {
	for _, w := range widths {
		if err := blob.PutBytes(ctx, blobs, CoverWidthKey(key, w.Width), w.JPEG, "image/jpeg"); err != nil {
			return err
		}
	}
	return nil
}
