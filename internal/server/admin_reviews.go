package server

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /api/admin/testimonials/waiting-count
//
// How many readers' reviews wait for the owner, for the admin menu.
func (s *Server) handleWaitingReviewCount(w http.ResponseWriter, r *http.Request) error {
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
func (s *Server) handleApproveReview(w http.ResponseWriter, r *http.Request) error {
	return s.setReviewStatus(w, r, storyshelf.ReviewApproved)
}

// POST /api/admin/testimonials/{id}/reject
//
// Keeps the review off the site; it stays in the admin's Rejected list.
func (s *Server) handleRejectReview(w http.ResponseWriter, r *http.Request) error {
	return s.setReviewStatus(w, r, storyshelf.ReviewRejected)
}

func (s *Server) setReviewStatus(w http.ResponseWriter, r *http.Request, status string) error {
	ctx := r.Context()
	t, err := s.Store.TestimonialByID(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	var published *storyshelf.OutboxMail
	if status == storyshelf.ReviewApproved && t.Email != "" && s.canMail(ctx) {
		book, err := s.Store.BookByID(ctx, t.BookID)
		if err != nil {
			return err
		}
		mail := reviewPublishedMail(s.mailSite(ctx), book, t)
		published = &mail
	}
	if err := s.Store.SetTestimonialStatus(ctx, t.ID, status, published); err != nil {
		return err
	}
	if published != nil {
		s.WakeWorkers()
	}
	noteItem(r, t.ID, t.ReviewerName)
	t.Status = status
	toolkit.WriteJSON(w, http.StatusOK, t)
	return nil
}

// reviewPublishedMail tells a reviewer their review of book is on the site,
// in the language of the page they wrote it on, with the book's address.
func reviewPublishedMail(ms mailSite, book *storyshelf.Book, t *storyshelf.Testimonial) storyshelf.OutboxMail {
	lang := readerLang(t.Lang)
	link := ms.base + inLang(lang, "/books/"+book.SlugWithID())
	args := i18n.Args{"name": t.ReviewerName, "title": book.Title, "site": ms.name}
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "review.published", To: t.Email,
		Subject: lang.T("mail.review.subject", args),
	}, mailBody{
		text: []string{
			lang.T("mail.review.greeting", args),
			"",
			lang.T("mail.review.intro", args),
			link,
			"",
			lang.T("mail.review.thanks"),
		},
		footer: lang.T("mail.review.why"),
		html: `<p>` + tHTML(lang, "mail.review.greeting", args) + `</p>` +
			`<p>` + tHTML(lang, "mail.review.intro", args) + `</p>` +
			`<p>` + mailLink(link, book.Title) + `</p>` +
			`<p>` + tHTML(lang, "mail.review.thanks", nil) + `</p>`,
		footerHTML: tHTML(lang, "mail.review.why", nil),
	})
}
