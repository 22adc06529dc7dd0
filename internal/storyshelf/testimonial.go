package storyshelf

import (
	"slices"
	"strings"
	"time"
)

// Testimonial limits from the spec (§9).
const (
	MaxRating        = 5
	HomeMinRating    = 4
	HomeTestimonials = 3
)

// Testimonial is a reader's review of a book. BookTitle and BookSlug are
// filled where the book is joined in.
type Testimonial struct {
	ID               string    `json:"id"`
	BookID           string    `json:"bookId"`
	BookTitle        string    `json:"bookTitle,omitempty"`
	BookSlug         string    `json:"bookSlug,omitempty"`
	Rating           int       `json:"rating"`
	Title            string    `json:"title"`
	Content          string    `json:"content"`
	ReviewerName     string    `json:"reviewerName"`
	Source           string    `json:"source"`
	Date             string    `json:"date"`
	VerifiedPurchase bool      `json:"verifiedPurchase"`
	CreatedAt        time.Time `json:"createdAt"`
	// Where it came from and what the owner decided (review.go). Email is
	// only read by the admin's queries, so no public answer can carry it.
	Status string `json:"status"`
	Origin string `json:"origin"`
	Role   string `json:"role"`
	Email  string `json:"email,omitempty"`
	Lang   string `json:"lang,omitempty"`
}

// Testimonial form messages and paging (admin spec §5, §9).
const (
	MsgTestimonialNotFound = "Testimonial not found."
	AdminTestimonialsPage  = 10
	DefaultRating          = 5
)

// ValidateTestimonial trims and checks the review form (admin spec §5). A
// title may be left out, but one that was typed cannot be only spaces.
func ValidateTestimonial(t *Testimonial) error {
	titleTyped := t.Title != ""
	for _, f := range []*string{&t.BookID, &t.Title, &t.Content, &t.ReviewerName, &t.Source, &t.Date} {
		*f = strings.TrimSpace(*f)
	}
	if t.Rating == 0 {
		t.Rating = DefaultRating
	}
	fields := map[string]string{}
	if t.BookID == "" {
		fields["bookId"] = MsgSelectBook
	}
	if t.ReviewerName == "" {
		fields["reviewerName"] = "Reviewer name is required"
	}
	if t.Content == "" {
		fields["content"] = "Review content is required"
	}
	if t.Date == "" {
		fields["date"] = "Date is required"
	}
	if titleTyped && t.Title == "" {
		fields["title"] = "If provided, review title cannot be empty"
	}
	if t.Rating < 1 || t.Rating > MaxRating {
		fields["rating"] = "Rating must be between 1 and 5"
	}
	if t.Role != "" && !slices.Contains(ReviewRoles, t.Role) {
		fields["role"] = MsgReviewRoleUnknown
	}
	return FieldErrors(fields, "bookId", "reviewerName", "title", "content", "date", "rating", "role")
}
