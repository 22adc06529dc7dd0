// Package media checks the files the owner stores (an image must decode as
// one, within a size a server can afford; a document must be what its name
// says and never something a browser would run) and makes the widths of a
// book cover. Uploads and imports both use it.
package media

import (
	"bufio"
	"image"
	_ "image/gif" // decoders for the image check
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"path"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// DocumentTypes are the file kinds a material or kit file may be, by
// extension, with the material type each suggests. Anything a browser
// could run (HTML, SVG, scripts) is left out: files are served from the
// site's own origin.
var DocumentTypes = map[string]string{
	".pdf": storyshelf.MaterialPDF,
	".mp3": storyshelf.MaterialAudio, ".wav": storyshelf.MaterialAudio, ".ogg": storyshelf.MaterialAudio, ".m4a": storyshelf.MaterialAudio,
	".mp4": storyshelf.MaterialVideo, ".webm": storyshelf.MaterialVideo,
	".png": storyshelf.MaterialImage, ".jpg": storyshelf.MaterialImage, ".jpeg": storyshelf.MaterialImage,
	".gif": storyshelf.MaterialImage, ".webp": storyshelf.MaterialImage,
	".doc": storyshelf.MaterialOther, ".docx": storyshelf.MaterialOther, ".ppt": storyshelf.MaterialOther,
	".pptx": storyshelf.MaterialOther, ".xls": storyshelf.MaterialOther, ".xlsx": storyshelf.MaterialOther,
	".txt": storyshelf.MaterialOther, ".zip": storyshelf.MaterialOther, ".epub": storyshelf.MaterialOther,
}

// ImageExts are the stored extensions of the image formats Storyshelf decodes.
var ImageExts = map[string]string{"png": ".png", "jpeg": ".jpg", "gif": ".gif", "webp": ".webp"}

// MsgUnsupportedDoc refuses a document of a kind Storyshelf does not store.
var MsgUnsupportedDoc = storyshelf.Msg{Key: "server.unsupportedDoc", Text: "This kind of file can't be uploaded. Use a PDF, an image, audio (MP3, WAV, OGG, M4A), video (MP4, WebM) or an office document."}

// MsgImageTooLarge refuses an image too large to decode: its width, its
// height, and MaxImageSide.
var MsgImageTooLarge = storyshelf.Msg{Key: "server.imageTooLarge",
	Text: "This image is %d × %d pixels, too large to use. Please save it smaller than %d pixels on each side and try again."}

// Images are checked from their header, before anything decodes them: a
// small file can declare a picture that would take gigabytes to decode.
const (
	MaxImageSide   = 10000
	MaxImagePixels = 40_000_000
)

// Check decides a file's stored extension and material type, or
// refuses it with a message the owner can act on.
func Check(f io.ReadSeeker, fileName string, imageOnly bool) (ext, materialType string, err error) {
	head := make([]byte, 512)
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", "", err
	}
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", "", err
	}
	if cfg, format, err := image.DecodeConfig(bufio.NewReader(f)); err == nil && ImageExts[format] != "" {
		if tooLargeToDecode(cfg) {
			return "", "", storyshelf.FieldError("file", MsgImageTooLarge.Fill(cfg.Width, cfg.Height, MaxImageSide))
		}
		return ImageExts[format], storyshelf.MaterialImage, nil
	}
	if imageOnly {
		return "", "", storyshelf.FieldError("file", storyshelf.MsgCoverNotImage)
	}
	ext = strings.ToLower(path.Ext(fileName))
	materialType, known := DocumentTypes[ext]
	sniffed := http.DetectContentType(head)
	family := strings.SplitN(sniffed, "/", 2)[0]
	ok := known && !strings.HasPrefix(sniffed, "text/html") && !strings.Contains(sniffed, "xml")
	switch materialType {
	case storyshelf.MaterialPDF:
		ok = ok && sniffed == "application/pdf"
	case storyshelf.MaterialImage:
		ok = false // an image that did not decode above
	case storyshelf.MaterialAudio, storyshelf.MaterialVideo:
		ok = ok && (family == "audio" || family == "video" || sniffed == "application/ogg" || sniffed == "application/octet-stream")
	}
	if !ok {
		return "", "", storyshelf.FieldError("file", MsgUnsupportedDoc)
	}
	return ext, materialType, nil
}
