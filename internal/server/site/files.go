package site

import (
	"mime"
	"net/http"
	"path"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /files/{key...}
//
// Stored covers, images and materials. Keys are content-addressed, so a file
// never changes under its key and may be cached for a year. Only the public
// folders are served (blob.IsPublic, an allow-list): kit files, backups and
// any other folder answer 404, as a missing file does. A cover's widths are made on first request when the
// cover was stored before widths existed.
func (s *Site) handleFile(w http.ResponseWriter, r *http.Request) error {
	key := r.PathValue("key")
	if !blob.IsPublic(key) {
		return storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgFileNotFound)
	}
	f, err := s.openCoverWidth(r.Context(), key)
	if err != nil {
		return err
	}
	defer f.Close()
	if ct := mime.TypeByExtension(path.Ext(key)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, path.Base(key), f.ModTime(), f)
	return nil
}
