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

// Testimonial form messages (admin spec §5).
var (
	MsgTestimonialNotFound = Msg{Key: "server.testimonialNotFound", Text: "Testimonial not found."}
	MsgReviewerRequired    = Msg{Key: "server.reviewerRequired", Text: "Reviewer name is required"}
	MsgContentRequired     = Msg{Key: "server.contentRequired", Text: "Review content is required"}
	MsgDateRequired        = Msg{Key: "server.dateRequired", Text: "Date is required"}
	MsgTitleNotBlank       = Msg{Key: "server.titleNotBlank", Text: "If provided, review title cannot be empty"}
	MsgRatingRange         = Msg{Key: "server.ratingRange", Text: "Rating must be between 1 and 5"}
)

// Testimonial paging and default (admin spec §9).
const (
	AdminTestimonialsPage = 10
	DefaultRating         = 5
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
	fields := map[string]Msg{}
	if t.BookID == "" {
		fields["bookId"] = MsgSelectBook
	}
	if t.ReviewerName == "" {
		fields["reviewerName"] = MsgReviewerRequired
	}
	if t.Content == "" {
		fields["content"] = MsgContentRequired
	}
	if t.Date == "" {
		fields["date"] = MsgDateRequired
	}
	if titleTyped && t.Title == "" {
		fields["title"] = MsgTitleNotBlank
	}
	if t.Rating < 1 || t.Rating > MaxRating {
		fields["rating"] = MsgRatingRange
	}
	if t.Role != "" && !slices.Contains(ReviewRoles, t.Role) {
		fields["role"] = MsgReviewRoleUnknown
	}
	return FieldErrors(fields, "bookId", "reviewerName", "title", "content", "date", "rating", "role")
}
