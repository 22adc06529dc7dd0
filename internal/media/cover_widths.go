package media

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
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

// resizing admits two covers at a time: a large photo takes tens of
// megabytes while it is resized.
var resizing = make(chan struct{}, 2)

// StoreCoverWidths stores every width of a cover, turned the way its EXIF
// orientation says, as JPEG on white (covers rarely need transparency, and
// JPEG is what every browser decodes fastest). An image narrower than a
// width is stored at its own width, never enlarged.
func StoreCoverWidths(ctx context.Context, blobs blob.Storage, key string, original io.Reader) error {
	resizing <- struct{}{}
	defer func() { <-resizing }()
	img, err := imaging.Decode(original, imaging.AutoOrientation(true))
	if err != nil {
		return fmt.Errorf("cover widths: %w", err)
	}
	for _, w := range CoverWidths {
		resized := img
		if img.Bounds().Dx() > w {
			resized = imaging.Resize(img, w, 0, imaging.Lanczos)
		}
		flat := imaging.New(resized.Bounds().Dx(), resized.Bounds().Dy(), color.White)
		flat = imaging.Overlay(flat, resized, image.Pt(0, 0), 1)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, flat, &jpeg.Options{Quality: 82}); err != nil {
			return fmt.Errorf("cover widths: %w", err)
		}
		if err := blob.PutBytes(ctx, blobs, CoverWidthKey(key, w), buf.Bytes(), "image/jpeg"); err != nil {
			return err
		}
	}
	return nil
}
