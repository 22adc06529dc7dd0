package server

import "net/http"

// GET /api/admin/materials
//
// Every book's learning materials by book title, then in the book page's
// order, each with its book's title and address and its all-time downloads.
func (s *Server) handleAdminMaterials(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.MaterialOverview(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}
