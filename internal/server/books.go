package server

import (
	"net/http"
	"strconv"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /api/books
//
// Every book, newest first, with its genres.
func (s *Server) handleBooks(w http.ResponseWriter, r *http.Request) {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, books)
}

// GET /api/books/{ref}
//
// One book with its genres and materials, by "{slug}-{shortid}". When the
// slug is out of date (the title changed) the book is still found by its short
// id; the app then redirects to the canonical address.
func (s *Server) handleBook(w http.ResponseWriter, r *http.Request) {
	b, err := s.findBook(r, r.PathValue("ref"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, b)
}

// findBook resolves a "{slug}-{shortid}" path segment.
func (s *Server) findBook(r *http.Request, ref string) (*storyshelf.Book, error) {
	slug, short, err := storyshelf.ParseSlugWithID(ref)
	if err != nil {
		return nil, err
	}
	b, err := s.Store.BookBySlug(r.Context(), slug, short)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		b, err = s.Store.BookByShortID(r.Context(), short)
	}
	return b, err
}

// testimonialsPage is a book's reviews with their total.
type testimonialsPage struct {
	Testimonials []storyshelf.Testimonial `json:"testimonials"`
	Count        int                      `json:"count"`
}

// GET /api/books/{id}/testimonials?limit=N
//
// A book's reviews, newest first, and how many there are.
func (s *Server) handleBookTestimonials(w http.ResponseWriter, r *http.Request) {
	limit := 0
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			s.writeError(w, r, storyshelf.Errorf(storyshelf.EINVALID, "limit must be a whole number"))
			return
		}
		limit = n
	}
	id := r.PathValue("id")
	if _, err := s.Store.BookByID(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Store.Testimonials(r.Context(), id, limit)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	count, err := s.Store.CountTestimonials(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCached(w, r, testimonialsPage{Testimonials: list, Count: count})
}
