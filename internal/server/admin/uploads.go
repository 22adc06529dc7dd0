package admin

import (
	"context"
	"crypto/sha256"
	"errors"
	_ "image/gif" // decoders for the image check
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"os"

	_ "golang.org/x/image/webp"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) uploadsRoutes() []toolkit.Route {
	return []toolkit.Route{
		// The file and its multipart framing; each kind caps its own further.
		{Pattern: "POST /api/admin/uploads", Handler: s.handleUpload, MaxBody: MaxUploadBytes + 1<<20},
	}
}

// uploadKind is one sort of file the admin uploads: where it goes, how big
// it may be, and whether it must be an image.
type uploadKind struct {
	folder    string
	maxBytes  int64
	imageOnly bool
}

// MaxUploadBytes is the largest file any kind takes.
const MaxUploadBytes = 100 << 20

var uploadKinds = map[string]uploadKind{
	"cover":    {"covers", 10 << 20, true},
	"image":    {"images", 10 << 20, true},
	"logo":     {"brand", 5 << 20, true},
	"material": {"materials", MaxUploadBytes, false},
	"kit":      {blob.PrivateFolder, MaxUploadBytes, false},
}

// What a refused upload is told. The app knows a cover that could not be
// processed by msgCoverNotProcessed's key.
var (
	msgCoverNotProcessed = storyshelf.Msg{Key: "server.coverNotProcessed", Text: "Failed to process the cover image. Please try again."}
	msgNoFile            = storyshelf.Msg{Key: "server.noFile", Text: "No file provided"}
	msgImageNotReadable  = storyshelf.Msg{Key: "server.imageNotReadable", Text: "This image could not be read: it may be damaged or cut short. Please save it again and upload it."}
	msgUnknownUploadKind = storyshelf.Msg{Key: "server.unknownUploadKind", Text: "Unknown upload kind."}
	// msgFileTooBig takes the limit in MB.
	msgFileTooBig      = storyshelf.Msg{Key: "server.fileTooBig", Text: "That file is too big. The limit is %d MB."}
	msgFileNotReadable = storyshelf.Msg{Key: "server.fileNotReadable", Text: "We could not read that file. Please try again."}
)

// POST /api/admin/uploads?kind=cover|image|logo|material|kit&for=…
//
// multipart/form-data with the file as "file". Checks the file is what it
// claims (a cover must decode as an image; a document's content must match its
// extension's family and never be HTML), stores it under a content-addressed
// key and answers 201 {url, fileName, fileSize, contentType, type}. Kit files
// are private: their url is the storage key, reachable only through signed
// links. The file streams through a temporary file, so memory stays flat
// whatever its size. for says what the file is for (an author photo, a
// newsletter picture: see history's uploads), so History records it as that;
// it changes nothing else.
func (s *Admin) handleUpload(w http.ResponseWriter, r *http.Request) error {
	kindName := r.URL.Query().Get("kind")
	kind, ok := uploadKinds[kindName]
	if !ok {
		return storyshelf.Fail(storyshelf.EINVALID, msgUnknownUploadKind)
	}
	r.Body = http.MaxBytesReader(w, r.Body, kind.maxBytes+1<<20)
	up, err := readUpload(r, kind)
	if err != nil {
		return err
	}
	defer up.Close()

	name := storyshelf.SanitizeFileName(up.name)
	ext, materialType, err := media.Check(up.file, up.name, kind.imageOnly)
	if err != nil {
		return err
	}
	// An image is decoded in full before anything is stored (a header that
	// reads well may front a file cut short): one that fails leaves nothing
	// behind. A cover's widths come from that same decode.
	var widths []media.Width
	switch {
	case kindName == "cover":
		widths, err = media.MakeCoverWidths(r.Context(), up.file)
	case kind.imageOnly:
		err = media.Verify(r.Context(), up.file)
	}
	if errors.Is(err, media.ErrUndecodable) {
		s.Logger.WarnContext(r.Context(), "image refused", "kind", kindName, "err", err)
		msg := msgImageNotReadable
		if kindName == "cover" {
			msg = msgCoverNotProcessed
		}
		return storyshelf.FieldError("file", msg)
	} else if err != nil {
		return err
	}
	contentType := http.DetectContentType(up.head)
	key := blob.SumKey(kind.folder, up.sum, ext)
	if err := s.storeUpload(r.Context(), key, up, contentType, widths); err != nil {
		return err
	}
	url := blob.URLForKey(key)
	if err := history.NoteUploadDone(r.Context(), s.Deps, r.URL.Query().Get("for"), url, name); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, map[string]string{"url": url, "fileName": name,
		"fileSize": storyshelf.FileSizeText(up.size), "contentType": contentType, "type": materialType})
	return nil
}

// storeUpload stores a checked upload under key, with a cover's widths. When
// storing fails part way, what it stored is removed again, unless the same
// file was there before (the key is its content's), as a book may use it.
func (s *Admin) storeUpload(ctx context.Context, key string, up *upload, contentType string, widths []media.Width) error {
	existed := false
	if f, err := s.Blobs.Open(ctx, key); err == nil {
		f.Close()
		existed = true
	}
	if _, err := up.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	if err := s.Blobs.Put(ctx, key, up.file, up.size, contentType); err != nil {
		return err
	}
	if err := media.PutCoverWidths(ctx, s.Blobs, key, widths); err != nil {
		if !existed {
			for _, k := range append([]string{key}, widthKeys(key, widths)...) {
				if derr := s.Blobs.Delete(context.WithoutCancel(ctx), k); derr != nil {
					s.Logger.WarnContext(ctx, "upload not cleaned up", "key", k, "err", derr)
				}
			}
		}
		return err
	}
	return nil
}

func widthKeys(key string, widths []media.Width) []string {
	var keys []string
	for _, w := range widths {
		keys = append(keys, media.CoverWidthKey(key, w.Width))
	}
	return keys
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
		return nil, storyshelf.Fail(storyshelf.EINVALID, msgNoFile)
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return nil, storyshelf.Fail(storyshelf.EINVALID, msgNoFile)
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
			err = storyshelf.Fail(storyshelf.EINVALID, msgNoFile)
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

func uploadError(err error, kind uploadKind) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return storyshelf.Failf(storyshelf.EINVALID, msgFileTooBig, kind.maxBytes>>20)
	}
	return storyshelf.Fail(storyshelf.EINVALID, msgFileNotReadable)
}
