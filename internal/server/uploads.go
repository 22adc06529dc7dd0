package server

import (
	"bufio"
	"crypto/sha256"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // decoders for the image check
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"os"
	"path"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// uploadKind is one sort of file the admin uploads: where it goes, how big
// it may be, and whether it must be an image.
type uploadKind struct {
	folder    string
	maxBytes  int64
	imageOnly bool
}

// maxUploadBytes is the largest file any kind takes.
const maxUploadBytes = 100 << 20

var uploadKinds = map[string]uploadKind{
	"cover":    {"covers", 10 << 20, true},
	"image":    {"images", 10 << 20, true},
	"logo":     {"brand", 5 << 20, true},
	"material": {"materials", maxUploadBytes, false},
	"kit":      {blob.PrivateFolder, maxUploadBytes, false},
}

// documentTypes are the file kinds a material or kit file may be, by
// extension, with the material type each suggests. Anything a browser
// could run (HTML, SVG, scripts) is left out: files are served from the
// site's own origin.
var documentTypes = map[string]string{
	".pdf": storyshelf.MaterialPDF,
	".mp3": storyshelf.MaterialAudio, ".wav": storyshelf.MaterialAudio, ".ogg": storyshelf.MaterialAudio, ".m4a": storyshelf.MaterialAudio,
	".mp4": storyshelf.MaterialVideo, ".webm": storyshelf.MaterialVideo,
	".png": storyshelf.MaterialImage, ".jpg": storyshelf.MaterialImage, ".jpeg": storyshelf.MaterialImage,
	".gif": storyshelf.MaterialImage, ".webp": storyshelf.MaterialImage,
	".doc": storyshelf.MaterialOther, ".docx": storyshelf.MaterialOther, ".ppt": storyshelf.MaterialOther,
	".pptx": storyshelf.MaterialOther, ".xls": storyshelf.MaterialOther, ".xlsx": storyshelf.MaterialOther,
	".txt": storyshelf.MaterialOther, ".zip": storyshelf.MaterialOther, ".epub": storyshelf.MaterialOther,
}

var imageExts = map[string]string{"png": ".png", "jpeg": ".jpg", "gif": ".gif", "webp": ".webp"}

const (
	msgCoverNotProcessed = "Failed to process the cover image. Please try again."
	msgNoFile            = "No file provided"
	msgUnsupportedDoc    = "This kind of file can't be uploaded. Use a PDF, an image, audio (MP3, WAV, OGG, M4A), video (MP4, WebM) or an office document."
)

// POST /api/admin/uploads?kind=cover|image|logo|material|kit
//
// multipart/form-data with the file as "file". Checks the file is what it claims (a cover must decode as an
// image; a document's content must match its extension's family and never
// be HTML), stores it under a content-addressed key and answers 201
// {url, fileName, fileSize, contentType, type}. Kit files are private: their
// url is the storage key, reachable only through signed links. The file
// streams through a temporary file, so memory stays flat whatever its size.
func (s *Server) handleUpload(w http.ResponseWriter, r *http.Request) {
	kindName := r.URL.Query().Get("kind")
	kind, ok := uploadKinds[kindName]
	if !ok {
		s.writeError(w, r, storyshelf.Errorf(storyshelf.EINVALID, "Unknown upload kind."))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, kind.maxBytes+1<<20)
	up, err := readUpload(r, kind)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer up.Close()

	name := storyshelf.SanitizeFileName(up.name)
	ext, materialType, err := checkUpload(up.file, up.name, kind)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	contentType := http.DetectContentType(up.head)
	key := blob.SumKey(kind.folder, up.sum, ext)
	if _, err := up.file.Seek(0, io.SeekStart); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Blobs.Put(r.Context(), key, up.file, up.size, contentType); err != nil {
		s.writeError(w, r, err)
		return
	}
	if kindName == "cover" {
		up.file.Seek(0, io.SeekStart)
		if err := s.storeCoverWidths(r.Context(), key, up.file); err != nil {
			s.Logger.WarnContext(r.Context(), "cover widths not made", "key", key, "err", err)
			s.writeError(w, r, storyshelf.Errorf(storyshelf.EINVALID, "%s", msgCoverNotProcessed))
			return
		}
	}
	url := "/files/" + key
	if blob.IsPrivate(key) {
		url = key
	}
	writeJSON(w, http.StatusCreated, map[string]string{"url": url, "fileName": name,
		"fileSize": storyshelf.FileSizeText(up.size), "contentType": contentType, "type": materialType})
}

// upload is a received file, held in a temporary file until it is stored.
type upload struct {
	name string
	file *os.File
	size int64
	sum  []byte // SHA-256, for the content-addressed key (blob.ContentKey)
	head []byte // the first 512 bytes, for sniffing
}

func (u *upload) Close() {
	u.file.Close()
	os.Remove(u.file.Name())
}

// readUpload streams the multipart part named "file" into a temporary file,
// within the kind's size limit, hashing it on the way. Reading the parts as
// they stream, rather than through ParseMultipartForm, keeps every other
// part out of memory and off the disk.
func readUpload(r *http.Request, kind uploadKind) (*upload, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, storyshelf.Errorf(storyshelf.EINVALID, "%s", msgNoFile)
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return nil, storyshelf.Errorf(storyshelf.EINVALID, "%s", msgNoFile)
		} else if err != nil {
			return nil, uploadError(err, kind)
		}
		if part.FormName() != "file" {
			part.Close()
			continue
		}
		defer part.Close()
		f, err := os.CreateTemp("", "storyshelf-upload-*")
		if err != nil {
			return nil, err
		}
		up := &upload{name: part.FileName(), file: f}
		hash := sha256.New()
		up.size, err = io.Copy(io.MultiWriter(f, hash), io.LimitReader(part, kind.maxBytes+1))
		switch {
		case err != nil:
			err = uploadError(err, kind)
		case up.size > kind.maxBytes:
			err = uploadError(&http.MaxBytesError{Limit: kind.maxBytes}, kind)
		case up.size == 0:
			err = storyshelf.Errorf(storyshelf.EINVALID, "%s", msgNoFile)
		}
		if err == nil {
			up.sum = hash.Sum(nil)
			up.head = make([]byte, min(512, up.size))
			_, err = f.ReadAt(up.head, 0)
		}
		if err != nil {
			up.Close()
			return nil, err
		}
		return up, nil
	}
}

// Images are checked from their header, before anything decodes them: a
// small file can declare a picture that would take gigabytes to decode.
const (
	maxImageSide   = 10000
	maxImagePixels = 40_000_000
)

// checkUpload decides a file's stored extension and material type, or
// refuses it with a message the owner can act on.
func checkUpload(f io.ReadSeeker, fileName string, kind uploadKind) (ext, materialType string, err error) {
	head := make([]byte, 512)
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", "", err
	}
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", "", err
	}
	if cfg, format, err := image.DecodeConfig(bufio.NewReader(f)); err == nil && imageExts[format] != "" {
		if cfg.Width > maxImageSide || cfg.Height > maxImageSide || cfg.Width*cfg.Height > maxImagePixels {
			msg := fmt.Sprintf("This image is %d × %d pixels, too large to use. Please save it smaller than %d pixels on each side and try again.",
				cfg.Width, cfg.Height, maxImageSide)
			return "", "", &storyshelf.Error{Code: storyshelf.EINVALID, Message: msg, Fields: map[string]string{"file": msg}}
		}
		return imageExts[format], storyshelf.MaterialImage, nil
	}
	if kind.imageOnly {
		return "", "", &storyshelf.Error{Code: storyshelf.EINVALID, Message: storyshelf.MsgCoverNotImage,
			Fields: map[string]string{"file": storyshelf.MsgCoverNotImage}}
	}
	ext = strings.ToLower(path.Ext(fileName))
	materialType, known := documentTypes[ext]
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
		return "", "", &storyshelf.Error{Code: storyshelf.EINVALID, Message: msgUnsupportedDoc,
			Fields: map[string]string{"file": msgUnsupportedDoc}}
	}
	return ext, materialType, nil
}

func uploadError(err error, kind uploadKind) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return storyshelf.Errorf(storyshelf.EINVALID, "That file is too big. The limit is %d MB.", kind.maxBytes>>20)
	}
	return storyshelf.Errorf(storyshelf.EINVALID, "We could not read that file. Please try again.")
}
