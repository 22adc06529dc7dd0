package site

import (
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// reviewForm is what the book page's "Write a review" form sends.
type reviewForm struct {
	ReviewerName string `json:"reviewerName"`
	Rating       int    `json:"rating"`
	Title        string `json:"title"`
	Content      string `json:"content"`
	Role         string `json:"role"`
	Email        string `json:"email"`
	Website      string `json:"website"` // the honeypot
	Altcha       string `json:"altcha"`
}

// POST /api/books/{id}/reviews
//
// A reader's review of a book: reviewerName, rating (1 to 5), optional
// title, content, role, an optional email for the note that says it was
// published, and the proof-of-work solution in altcha. It is stored as
// waiting, in the page's language, and shows nowhere until the owner
// approves it. A bot that fills the honeypot gets the same thank-you and
// nothing is stored.
func (s *Site) handleSendReview(w http.ResponseWriter, r *http.Request) error {
	var f reviewForm
	if err := toolkit.DecodeJSON(r, &f); err != nil {
		return err
	}
	lang := toolkit.RequestLang(r)
	thanks := map[string]string{"message": toolkit.Say(lang, storyshelf.MsgReviewThanks)}
	if strings.TrimSpace(f.Website) != "" {
		s.Logger.InfoContext(r.Context(), "review form: honeypot filled, review dropped")
		toolkit.WriteJSON(w, http.StatusOK, thanks)
		return nil
	}
	book, err := s.Store.BookByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	t := &storyshelf.Testimonial{BookID: book.ID, ReviewerName: oneLine(f.ReviewerName), Rating: f.Rating,
		Title: oneLine(f.Title), Content: f.Content, Role: f.Role, Email: oneLine(f.Email)}
	if err := storyshelf.ValidateReaderReview(t); err != nil {
		return err
	}
	if err := s.checkChallenge(r.Context(), "review", f.Altcha); err != nil {
		return err
	}
	t.Status, t.Origin, t.Lang = storyshelf.ReviewWaiting, storyshelf.OriginReader, string(lang)
	if err := s.Store.CreateTestimonial(r.Context(), t); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, thanks)
	return nil
}
