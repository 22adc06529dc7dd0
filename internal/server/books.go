package server

import "net/http"

// GET /api/books
//
// Every book, newest first, with its genres.
func (s *Server) handleBooks(w http.ResponseWriter, r *http.Request) {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, books)
}
