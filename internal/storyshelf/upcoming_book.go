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
var (
	MsgUpcomingNotFound  = Msg{Key: "server.upcomingNotFound", Text: "Upcoming book not found."}
	MsgReleaseDateNeeded = Msg{Key: "server.releaseDateNeeded", Text: "Expected release date is required"}
)

// ValidateUpcomingBook trims and checks the upcoming book form (admin spec
// §5), reporting every failing field.
func ValidateUpcomingBook(u *UpcomingBook) error {
	for _, f := range []*string{&u.Title, &u.TitleEs, &u.Author, &u.Description, &u.DescriptionEs, &u.CoverImageURL, &u.ExpectedReleaseDate, &u.PreorderURL} {
		*f = strings.TrimSpace(*f)
	}
	u.StoreLinks = NormalizeStoreLinks(u.StoreLinks)
	fields := map[string]Msg{}
	for _, r := range []struct {
		key, value string
		msg        Msg
	}{
		{"title", u.Title, MsgTitleRequired},
		{"author", u.Author, MsgAuthorRequired},
		{"description", u.Description, MsgDescriptionRequired},
		{"coverImageUrl", u.CoverImageURL, MsgCoverRequired},
		{"expectedReleaseDate", u.ExpectedReleaseDate, MsgReleaseDateNeeded},
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
