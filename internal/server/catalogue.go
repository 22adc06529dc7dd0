package server

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /api/upcoming-books
//
// Announced books, soonest expected release first.
func (s *Server) handleUpcomingBooks(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.UpcomingBooks(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, list)
}

// GET /api/testimonials/featured
//
// Three random reviews rated 4 or more, with their book's title and address,
// for the home page.
func (s *Server) handleFeaturedTestimonials(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.RandomTestimonials(r.Context(), storyshelf.HomeMinRating, storyshelf.HomeTestimonials)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, list)
}

// GET /api/author
//
// The newest author profile; 404 'No author profile found.' when there is
// none, and the app then shows its built-in author.
func (s *Server) handleAuthor(w http.ResponseWriter, r *http.Request) {
	a, err := s.Store.AuthorInfo(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, a)
}

// GET /api/books/{id}/multimedia
//
// A book's videos and songs, newest first.
func (s *Server) handleBookMultimedia(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if _, err := s.Store.BookByID(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Store.Multimedia(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, list)
}
