package admin

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) multimediaRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/multimedia", Handler: s.handleAdminMultimedia},
		{Pattern: "POST /api/admin/multimedia", Handler: s.handleCreateMultimedia, MaxBody: 128 << 10},
		{Pattern: "PUT /api/admin/multimedia/{id}", Handler: s.handleUpdateMultimedia, MaxBody: 128 << 10},
		{Pattern: "DELETE /api/admin/multimedia/{id}", Handler: s.handleDeleteMultimedia},
	}
}

// decodeMultimedia reads and checks the Videos & Songs form; the book must
// exist.
func (s *Admin) decodeMultimedia(r *http.Request) (*storyshelf.Multimedia, error) {
	m := &storyshelf.Multimedia{}
	if err := toolkit.DecodeJSON(r, m); err != nil {
		return nil, err
	}
	m.ID, m.CreatedAt = "", time.Time{} // the server's to set
	if err := storyshelf.ValidateMultimedia(m); err != nil {
		return nil, err
	}
	if _, err := s.Store.BookByID(r.Context(), m.BookID); storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, storyshelf.FieldError("bookId", storyshelf.MsgSelectBook)
	} else if err != nil {
		return nil, err
	}
	return m, nil
}

// GET /api/admin/multimedia
//
// Every video and song, newest first, with its book's title and address.
func (s *Admin) handleAdminMultimedia(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.AllMultimedia(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// POST /api/admin/multimedia
func (s *Admin) handleCreateMultimedia(w http.ResponseWriter, r *http.Request) error {
	m, err := s.decodeMultimedia(r)
	if err != nil {
		return err
	}
	if err := s.Store.CreateMultimedia(r.Context(), m); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, m)
	return nil
}

// PUT /api/admin/multimedia/{id}
func (s *Admin) handleUpdateMultimedia(w http.ResponseWriter, r *http.Request) error {
	m, err := s.decodeMultimedia(r)
	if err != nil {
		return err
	}
	old, err := s.Store.MultimediaByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	m.ID, m.CreatedAt = old.ID, old.CreatedAt
	if err := s.Store.UpdateMultimedia(r.Context(), m); err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{old.URL, old.Thumbnail})
	toolkit.WriteJSON(w, http.StatusOK, m)
	return nil
}

// DELETE /api/admin/multimedia/{id}
//
// Deleting a song also deletes the book's material with the same file
// (admin spec §4); files nothing else uses are removed.
func (s *Admin) handleDeleteMultimedia(w http.ResponseWriter, r *http.Request) error {
	m, err := s.Store.DeleteMultimedia(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{m.URL, m.Thumbnail})
	w.WriteHeader(http.StatusNoContent)
	return nil
}
