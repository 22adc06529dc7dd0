package admin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) reviewsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/testimonials/waiting-count", Handler: s.handleWaitingReviewCount},
		{Pattern: "POST /api/admin/testimonials/{id}/approve", Handler: s.handleApproveReview},
		{Pattern: "POST /api/admin/testimonials/{id}/reject", Handler: s.handleRejectReview},
	}
}

// GET /api/admin/testimonials/waiting-count
//
// How many readers' reviews wait for the owner, for the admin menu.
func (s *Admin) handleWaitingReviewCount(w http.ResponseWriter, r *http.Request) error {
	n, err := s.Store.CountWaitingTestimonials(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]int{"count": n})
	return nil
}

// POST /api/admin/testimonials/{id}/approve
//
// Shows the review on the site. A reviewer who left an address is told, in
// the language they wrote in, the first time it is approved, when the site
// can send mail.
func (s *Admin) handleApproveReview(w http.ResponseWriter, r *http.Request) error {
	return s.setReviewStatus(w, r, storyshelf.ReviewApproved)
}

// POST /api/admin/testimonials/{id}/reject
//
// Keeps the review off the site; it stays in the admin's Rejected list.
func (s *Admin) handleRejectReview(w http.ResponseWriter, r *http.Request) error {
	return s.setReviewStatus(w, r, storyshelf.ReviewRejected)
}

func (s *Admin) setReviewStatus(w http.ResponseWriter, r *http.Request, status string) error {
	ctx := r.Context()
	t, err := s.Store.TestimonialByID(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	var published *storyshelf.OutboxMail
	if status == storyshelf.ReviewApproved && t.Email != "" && s.CanMail(ctx) {
		book, err := s.Store.BookByID(ctx, t.BookID)
		if err != nil {
			return err
		}
		mail := mails.ReviewPublished(s.MailSite(ctx), book, t)
		published = &mail
	}
	if err := s.Store.SetTestimonialStatus(ctx, t.ID, status, published); err != nil {
		return err
	}
	if published != nil {
		s.WakeWorkers()
	}
	t.Status = status
	toolkit.WriteJSON(w, http.StatusOK, t)
	return nil
}
