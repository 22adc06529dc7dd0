package storyshelf

import "time"

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
}
