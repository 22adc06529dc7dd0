package storyshelf

import (
	"strings"
	"time"
)

// UpcomingBook is a title announced before release, with a pre-order link.
// Its title and description have optional Spanish versions (see InLang).
type UpcomingBook struct {
	ID                  string    `json:"id"`
	Title               string    `json:"title"`
	TitleEs             string    `json:"titleEs"`
	Author              string    `json:"author"`
	Description         string    `json:"description"`
	DescriptionEs       string    `json:"descriptionEs"`
	CoverImageURL       string    `json:"coverImageUrl"`
	ExpectedReleaseDate string    `json:"expectedReleaseDate"`
	PreorderURL         string    `json:"preorderUrl"`
	CreatedAt           time.Time `json:"createdAt"`
	UpdatedAt           time.Time `json:"updatedAt"`
	// StoreLinks are where to pre-order it, in the owner's order.
	StoreLinks []StoreLink `json:"storeLinks"`
	// Release makes it a book on its release day (release.go).
	Release Release `json:"release"`
	Publishing
}

// Upcoming book form messages (admin spec §5, §8).
const (
	MsgUpcomingNotFound = "Upcoming book not found."
)

// ValidateUpcomingBook trims and checks the upcoming book form (admin spec
// §5), reporting every failing field.
func ValidateUpcomingBook(u *UpcomingBook) error {
	for _, f := range []*string{&u.Title, &u.TitleEs, &u.Author, &u.Description, &u.DescriptionEs, &u.CoverImageURL, &u.ExpectedReleaseDate, &u.PreorderURL} {
		*f = strings.TrimSpace(*f)
	}
	u.StoreLinks = NormalizeStoreLinks(u.StoreLinks)
	fields := map[string]string{}
	for _, r := range []struct{ key, value, msg string }{
		{"title", u.Title, "Title is required"},
		{"author", u.Author, "Author is required"},
		{"description", u.Description, "Description is required"},
		{"coverImageUrl", u.CoverImageURL, "Cover image is required"},
		{"expectedReleaseDate", u.ExpectedReleaseDate, "Expected release date is required"},
	} {
		if r.value == "" {
			fields[r.key] = r.msg
		}
	}
	if u.CoverImageURL != "" && !IsFileRef(u.CoverImageURL) {
		fields["coverImageUrl"] = MsgCoverNotImage
	}
	if u.PreorderURL != "" && !IsWebURL(u.PreorderURL) {
		fields["preorderUrl"] = MsgInvalidLink
	}
	CheckStoreLinks(u.StoreLinks, fields)
	NormalizeRelease(&u.Release)
	checkRelease(&u.Release, fields)
	return FieldErrors(fields, append([]string{"title", "author", "description", "coverImageUrl",
		"expectedReleaseDate", "preorderUrl", "storeLinks"}, releaseFieldOrder...)...)
}
