package admin

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) testimonialsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/testimonials", Handler: s.handleAdminTestimonials},
		{Pattern: "POST /api/admin/testimonials", Handler: s.handleCreateTestimonial, MaxBody: 64 << 10},
		{Pattern: "PUT /api/admin/testimonials/{id}", Handler: s.handleUpdateTestimonial, MaxBody: 64 << 10},
		{Pattern: "DELETE /api/admin/testimonials/{id}", Handler: s.handleDeleteTestimonial},
	}
}

// decodeTestimonial reads and checks the review form; the book must exist.
func (s *Admin) decodeTestimonial(r *http.Request) (*storyshelf.Testimonial, error) {
	t := &storyshelf.Testimonial{}
	if err := toolkit.DecodeJSON(r, t); err != nil {
		return nil, err
	}
	// The server's to set; status and the reviewer's address and language
	// change only through approve and reject, or stay as the reader sent them.
	t.ID, t.BookTitle, t.BookSlug, t.CreatedAt = "", "", "", time.Time{}
	t.Status, t.Origin, t.Email, t.Lang = "", "", "", ""
	if err := storyshelf.ValidateTestimonial(t); err != nil {
		return nil, err
	}
	if _, err := s.Store.BookByID(r.Context(), t.BookID); storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, storyshelf.FieldError("bookId", storyshelf.MsgSelectBook)
	} else if err != nil {
		return nil, err
	}
	return t, nil
}

// GET /api/admin/testimonials?page=&bookId=&q=&status=
//
// Reviews newest first, ten a page (admin spec §9), with their book's
// title; answers {testimonials, totalCount, totalPages, page}. status
// (waiting, approved, rejected) narrows them to one state.
func (s *Admin) handleAdminTestimonials(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	page, _ := strconv.Atoi(q.Get("page"))
	status := q.Get("status")
	if status != "" && !slices.Contains(storyshelf.ReviewStatuses, status) {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgReviewStatusUnknown)
	}
	p, err := s.Store.TestimonialsPage(r.Context(), q.Get("bookId"), q.Get("q"), status, page, storyshelf.AdminTestimonialsPage)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// POST /api/admin/testimonials
func (s *Admin) handleCreateTestimonial(w http.ResponseWriter, r *http.Request) error {
	t, err := s.decodeTestimonial(r)
	if err != nil {
		return err
	}
	if err := s.Store.CreateTestimonial(r.Context(), t); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, t)
	return nil
}

// PUT /api/admin/testimonials/{id}
func (s *Admin) handleUpdateTestimonial(w http.ResponseWriter, r *http.Request) error {
	t, err := s.decodeTestimonial(r)
	if err != nil {
		return err
	}
	t.ID = r.PathValue("id")
	old, err := s.Store.TestimonialByID(r.Context(), t.ID)
	if err != nil {
		return err
	}
	if err := s.Store.UpdateTestimonial(r.Context(), t); err != nil {
		return err
	}
	t.Status, t.Origin, t.Email, t.Lang = old.Status, old.Origin, old.Email, old.Lang
	toolkit.WriteJSON(w, http.StatusOK, t)
	return nil
}

// DELETE /api/admin/testimonials/{id}
func (s *Admin) handleDeleteTestimonial(w http.ResponseWriter, r *http.Request) error {
	if err := s.Store.DeleteTestimonial(r.Context(), r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
