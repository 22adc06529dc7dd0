package server

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
)

// GET /api/admin/backup
//
// A fresh archive of the whole site, as a download (the same as
// `storyshelf export`). It streams: tables first, then the files.
func (s *Server) handleDownloadBackup(w http.ResponseWriter, r *http.Request) error {
	name := "storyshelf-" + s.Store.Now().UTC().Format("20060102-150405") + ".tar.gz"
	h := w.Header()
	h.Set("Content-Type", "application/gzip")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	rc := http.NewResponseController(w)
	rc.SetWriteDeadline(time.Now().Add(time.Hour)) // a large site takes a while
	if _, err := archive.Export(r.Context(), s.Store, s.Blobs, w); err != nil {
		// The answer has begun: the client sees a cut-short file, which
		// import and verify refuse.
		s.Logger.ErrorContext(r.Context(), "backup download failed", "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}
