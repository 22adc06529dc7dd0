package media

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"sync"

	"github.com/disintegration/imaging"
)

// Decoding memory is bounded twice over. Only one image is decoded at a time
// in the whole process (uploads, imports and widths made on request alike),
// and before it is, its header must declare at most MaxImageSide pixels a
// side, MaxImagePixels pixels, and a decoded size, with the full-size copy
// turning it may take, of at most MaxDecodeBytes (a 12-megapixel phone photo
// needs 84 MB; the largest JPEG let in is about 38 megapixels). Making the
// widths of one cover then holds the decoded image (with its turned copy)
// plus at most three 1024-pixel-wide working images (1024 × MaxImageSide × 4
// bytes, 40 MiB each): at most 256 + 120 = 376 MiB, once, however many
// requests ask.
const MaxDecodeBytes = 256 << 20

// ErrUndecodable means an image cannot be decoded: it is damaged, cut short,
// not an image, or too large to decode. Trying again will not help.
var ErrUndecodable = errors.New("media: the image cannot be decoded")

var (
	decoding = make(chan struct{}, 1)

	decodeMu      sync.Mutex
	decodes       int // decodes started, ever
	decodeRunning int
	decodePeak    int
)

// Decodes is how many images have been decoded (or begun to be) since the
// program started; tests use it to show an image was not decoded again.
func Decodes() int {
	decodeMu.Lock()
	defer decodeMu.Unlock()
	return decodes
}

// PeakDecodes is the most decodes seen at once since the last call; it starts
// counting afresh. Tests use it to show the bound holds.
func PeakDecodes() int {
	decodeMu.Lock()
	defer decodeMu.Unlock()
	p := decodePeak
	decodePeak = decodeRunning
	return p
}

// bytesPerPixel is what a decoded pixel of the model takes, at most.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel:
		return 1
	case color.Gray16Model:
		return 2
	case color.YCbCrModel:
		return 3
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel:
		return 4
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8 // 16-bit colour, or a model not known here
}

// tooLargeToDecode reports whether an image with header cfg is past the
// bounds above; uploads and imports are refused by the same rule (Check).
func tooLargeToDecode(cfg image.Config) bool {
	pixels := int64(cfg.Width) * int64(cfg.Height)
	return cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxImageSide || cfg.Height > MaxImageSide ||
		pixels > MaxImagePixels || pixels*(bytesPerPixel(cfg.ColorModel)+4) > MaxDecodeBytes
}

// withDecoded decodes the image r holds, turned the way its EXIF orientation
// says, and calls fn with it, holding the process's one decoding slot
// throughout. The header is checked first, so an image too large to decode
// is refused before any of it is.
func withDecoded(ctx context.Context, r io.ReadSeeker, fn func(image.Image) error) error {
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return err
	}
	cfg, _, err := image.DecodeConfig(bufio.NewReader(r))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUndecodable, err)
	}
	if tooLargeToDecode(cfg) {
		return fmt.Errorf("%w: %d × %d pixels is too large to decode", ErrUndecodable, cfg.Width, cfg.Height)
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return err
	}
	select {
	case decoding <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-decoding }()
	decodeMu.Lock()
	decodes++
	decodeRunning++
	decodePeak = max(decodePeak, decodeRunning)
	decodeMu.Unlock()
	defer func() {
		decodeMu.Lock()
		decodeRunning--
		decodeMu.Unlock()
	}()
	img, err := imaging.Decode(r, imaging.AutoOrientation(true))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUndecodable, err)
	}
	return fn(img)
}

// Verify decodes the image r holds in full, for images that are stored as
// they are: a header that reads well is not enough, the picture must too.
func Verify(ctx context.Context, r io.ReadSeeker) error {
	return withDecoded(ctx, r, func(image.Image) error { return nil })
}
