package storyshelf

import "time"

// Fallback kit wording when a kit leaves its headline or subheadline empty.
const (
	DefaultKitHeadline    = "Start your ripple with a free kindness kit!"
	DefaultKitSubheadline = "Download the audiobook, coloring pages, and gentle activities."
)

// KindnessKit is a free downloadable kit tied to a book; visitors see it only
// while Active.
type KindnessKit struct {
	ID                string    `json:"id"`
	BookID            string    `json:"bookId"`
	Active            bool      `json:"active"`
	Title             string    `json:"title"`
	Headline          string    `json:"headline"`
	Subheadline       string    `json:"subheadline"`
	HeroImageURL      string    `json:"heroImageUrl"`
	MailerLiteGroupID string    `json:"mailerliteGroupId"`
	Files             []KitFile `json:"files,omitempty"`
	CreatedAt         time.Time `json:"createdAt"`
	UpdatedAt         time.Time `json:"updatedAt"`
}

// KitFile is one file of a kit. Kit files are private: visitors reach them
// only through a signed link.
type KitFile struct {
	ID        string    `json:"id"`
	KitID     string    `json:"kitId"`
	FileName  string    `json:"fileName"`
	FileType  string    `json:"fileType"`
	FileURL   string    `json:"-"`
	SortOrder int       `json:"sortOrder"`
	CreatedAt time.Time `json:"createdAt"`
}

// KitSubscriber is someone who signed up for a kit.
type KitSubscriber struct {
	ID        string    `json:"id"`
	KitID     string    `json:"kitId"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"createdAt"`
}
