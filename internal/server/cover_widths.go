package server

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
	"golang.org/x/sync/singleflight"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// coverWidths are the widths stored next to every uploaded cover, so a phone
// loads a 320-pixel JPEG rather than the 6 MB photo that was uploaded. The
// app names them in srcset (web/src/lib/cover-image.ts): a change here must
// be made there too.
var coverWidths = []int{320, 640, 1024}

// coverWidthKey is where the width w of the cover stored under key lives:
// covers/{hash}.png → covers/{hash}-w320.jpg.
func coverWidthKey(key string, w int) string {
	return fmt.Sprintf("%s-w%d.jpg", strings.TrimSuffix(key, path.Ext(key)), w)
}

// storedCoverURL is the address of an uploaded cover, which has widths.
var storedCoverURL = regexp.MustCompile(`^/files/(covers/[0-9a-f]{24}\.(png|jpg|gif|webp))$`)

// coverSrcSet is the srcset of an uploaded cover's widths, written as the app
// writes it (web/src/lib/cover-image.ts), or "" for a cover that has none (a
// web or data: address).
func coverSrcSet(url string) string {
	m := storedCoverURL.FindStringSubmatch(url)
	if m == nil {
		return ""
	}
	var parts []string
	for _, w := range coverWidths {
		parts = append(parts, fmt.Sprintf("/files/%s %dw", coverWidthKey(m[1], w), w))
	}
	return strings.Join(parts, ", ")
}

var coverWidthPattern = regexp.MustCompile(`^(covers/[0-9a-f]{24})-w([0-9]+)\.jpg$`)

// parseCoverWidthKey is coverWidthKey backwards: the cover's key without
// its extension, and the width; ok is false for any other key.
func parseCoverWidthKey(key string) (base string, w int, ok bool) {
	m := coverWidthPattern.FindStringSubmatch(key)
	if m == nil {
		return "", 0, false
	}
	w, _ = strconv.Atoi(m[2])
	for _, known := range coverWidths {
		if w == known {
			return m[1], w, true
		}
	}
	return "", 0, false
}

// resizing admits two covers at a time: a large photo takes tens of
// megabytes while it is resized.
var resizing = make(chan struct{}, 2)

// storeCoverWidths stores every width of a cover, turned the way its EXIF
// orientation says, as JPEG on white (covers rarely need transparency, and
// JPEG is what every browser decodes fastest). An image narrower than a
// width is stored at its own width, never enlarged.
func (s *Server) storeCoverWidths(ctx context.Context, key string, original io.Reader) error {
	resizing <- struct{}{}
	defer func() { <-resizing }()
	img, err := imaging.Decode(original, imaging.AutoOrientation(true))
	if err != nil {
		return fmt.Errorf("cover widths: %w", err)
	}
	for _, w := range coverWidths {
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
		if err := blob.PutBytes(ctx, s.Blobs, coverWidthKey(key, w), buf.Bytes(), "image/jpeg"); err != nil {
			return err
		}
	}
	return nil
}

// coverWidthsMade makes a cover's widths at most once at a time, for covers
// stored before widths existed (and the demo's).
var coverWidthsMade singleflight.Group

// openCoverWidth opens a width of a cover, making the widths first when the
// cover is there but its widths are not.
func (s *Server) openCoverWidth(ctx context.Context, key string) (blob.File, error) {
	f, err := s.Blobs.Open(ctx, key)
	base, _, ok := parseCoverWidthKey(key)
	if !ok || storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		return f, err
	}
	_, err, _ = coverWidthsMade.Do(base, func() (any, error) {
		for _, ext := range imageExts {
			orig, err := s.Blobs.Open(ctx, base+ext)
			if err != nil {
				continue
			}
			defer orig.Close()
			if _, _, err := checkUpload(orig, "", uploadKind{imageOnly: true}); err != nil {
				return nil, err
			}
			orig.Seek(0, io.SeekStart)
			return nil, s.storeCoverWidths(ctx, base+ext, orig)
		}
		return nil, storyshelf.Errorf(storyshelf.ENOTFOUND, "File not found.")
	})
	if err != nil {
		return nil, err
	}
	return s.Blobs.Open(ctx, key)
}
