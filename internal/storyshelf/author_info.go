package storyshelf

import (
	"regexp"
	"strings"
	"time"
)

// AuthorInfo is the author profile shown on /about; the newest record wins.
// Its texts have optional Spanish versions (see InLang); the name is one.
type AuthorInfo struct {
	ID                string    `json:"id"`
	Name              string    `json:"name"`
	Title             string    `json:"title"`
	TitleEs           string    `json:"titleEs"`
	PhotoURL          string    `json:"photoUrl"`
	Bio               []string  `json:"bio"`
	BioEs             []string  `json:"bioEs"`
	Quote             string    `json:"quote"`
	QuoteEs           string    `json:"quoteEs"`
	CreativeProcess   []string  `json:"creativeProcess"`
	CreativeProcessEs []string  `json:"creativeProcessEs"`
	CreatedAt         time.Time `json:"createdAt"`
}

// Author messages (admin spec §5, §8).
var (
	MsgAuthorNameRequired = Msg{Key: "server.authorNameRequired", Text: "Author name is required"}
	MsgAuthorNameEmpty    = Msg{Key: "server.authorNameEmpty", Text: "Author name cannot be empty"}
	MsgAuthorNamesNeeded  = Msg{Key: "server.authorNamesNeeded", Text: "Both old and new author names are required"}
	MsgAuthorHasBooks     = Msg{Key: "server.authorHasBooks", Text: "Cannot delete authors with books"}
	MsgAuthorSaved        = Msg{Key: "server.authorSaved", Text: "Author profile saved successfully!"}
	MsgPhotoNotImage      = Msg{Key: "server.photoNotImage", Text: "File must be an image"}
	MsgNoAuthorProfile    = Msg{Key: "server.noAuthorProfile", Text: "No author profile found."}
	// MsgNoBooksForAuthor takes the author's name.
	MsgNoBooksForAuthor = Msg{Key: "server.noBooksForAuthor", Text: "No books found for author: %s"}
)

// ValidateAuthorInfo trims the profile form, splits paragraphs pasted with
// blank lines between them, drops empty ones and checks it (admin spec §5).
func ValidateAuthorInfo(a *AuthorInfo) error {
	a.Name, a.Title, a.Quote, a.PhotoURL = strings.TrimSpace(a.Name), strings.TrimSpace(a.Title), strings.TrimSpace(a.Quote), strings.TrimSpace(a.PhotoURL)
	a.TitleEs, a.QuoteEs = strings.TrimSpace(a.TitleEs), strings.TrimSpace(a.QuoteEs)
	a.Bio, a.CreativeProcess = Paragraphs(a.Bio), Paragraphs(a.CreativeProcess)
	a.BioEs, a.CreativeProcessEs = Paragraphs(a.BioEs), Paragraphs(a.CreativeProcessEs)
	fields := map[string]Msg{}
	if a.Name == "" {
		fields["name"] = MsgAuthorNameRequired
	}
	if a.PhotoURL != "" && !IsFileRef(a.PhotoURL) {
		fields["photoUrl"] = MsgPhotoNotImage
	}
	return FieldErrors(fields, "name", "photoUrl")
}

// blankLine is a line with nothing on it but spaces: where a text pasted
// from a document, a mail or a site ends one paragraph and starts the next.
var blankLine = regexp.MustCompile(`\n[\t\f\v\r\p{Zs}]*\n`)

// Paragraphs trims each paragraph, splits one holding blank lines into as many
// paragraphs, and drops the empty ones: /about shows each as its own <p>.
func Paragraphs(paragraphs []string) []string {
	kept := []string{}
	for _, p := range paragraphs {
		for _, part := range blankLine.Split(p, -1) {
			if part = strings.TrimSpace(part); part != "" {
				kept = append(kept, part)
			}
		}
	}
	return kept
}
