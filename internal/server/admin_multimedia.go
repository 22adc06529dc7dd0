package server

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// decodeMultimedia reads and checks the Videos & Songs form; the book must
// exist.
func (s *Server) decodeMultimedia(w http.ResponseWriter, r *http.Request) (*storyshelf.Multimedia, error) {
	r.Body = http.MaxBytesReader(w, r.Body, 128<<10)
	m := &storyshelf.Multimedia{}
	if err := decodeJSON(r, m); err != nil {
		return nil, err
	}
	m.ID, m.CreatedAt = "", time.Time{} // the server's to set
	if err := storyshelf.ValidateMultimedia(m); err != nil {
		return nil, err
	}
	if _, err := s.Store.BookByID(r.Context(), m.BookID); storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, &storyshelf.Error{Code: storyshelf.EINVALID, Message: "Please select a book",
			Fields: map[string]string{"bookId": "Please select a book"}}
	} else if err != nil {
		return nil, err
	}
	return m, nil
}

// GET /api/admin/multimedia
//
// Every video and song, newest first, with its book's title and address.
func (s *Server) handleAdminMultimedia(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.AllMultimedia(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// POST /api/admin/multimedia
func (s *Server) handleCreateMultimedia(w http.ResponseWriter, r *http.Request) {
	m, err := s.decodeMultimedia(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.CreateMultimedia(r.Context(), m); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, m)
}

// PUT /api/admin/multimedia/{id}
func (s *Server) handleUpdateMultimedia(w http.ResponseWriter, r *http.Request) {
	m, err := s.decodeMultimedia(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	old, err := s.Store.MultimediaByID(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m.ID, m.CreatedAt = old.ID, old.CreatedAt
	if err := s.Store.UpdateMultimedia(r.Context(), m); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.removeUnusedFiles(r.Context(), []string{old.URL, old.Thumbnail})
	writeJSON(w, http.StatusOK, m)
}

// DELETE /api/admin/multimedia/{id}
//
// Deleting a song also deletes the book's material with the same file
// (admin spec §4); files nothing else uses are removed.
func (s *Server) handleDeleteMultimedia(w http.ResponseWriter, r *http.Request) {
	m, err := s.Store.DeleteMultimedia(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.removeUnusedFiles(r.Context(), []string{m.URL, m.Thumbnail})
	w.WriteHeader(http.StatusNoContent)
}
