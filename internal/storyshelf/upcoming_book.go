package storyshelf

import "time"

// UpcomingBook is a title announced before release, with a pre-order link.
type UpcomingBook struct {
	ID                  string    `json:"id"`
	Title               string    `json:"title"`
	Author              string    `json:"author"`
	Description         string    `json:"description"`
	CoverImageURL       string    `json:"coverImageUrl"`
	ExpectedReleaseDate string    `json:"expectedReleaseDate"`
	PreorderURL         string    `json:"preorderUrl"`
	CreatedAt           time.Time `json:"createdAt"`
	UpdatedAt           time.Time `json:"updatedAt"`
}
