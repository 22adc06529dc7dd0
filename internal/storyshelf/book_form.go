package storyshelf

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
)

// Book form messages (admin spec §5, §8).
var (
	MsgCoverNotImage  = Msg{Key: "server.coverNotImage", Text: "Please select an image file for the cover image."}
	MsgBookSaveFailed = Msg{Key: "server.bookSaveFailed", Text: "Failed to save book. Please try again."}
	MsgInvalidLink    = Msg{Key: "server.invalidLink", Text: "Please enter a full web address, starting with https://"}
	MsgMaterialType   = Msg{Key: "server.materialType", Text: "Choose one of: pdf, audio, video, image, other."}
	MsgSelectBook     = Msg{Key: "server.selectBook", Text: "Please select a book"} // for a kit, a testimonial or a video
	MsgBookLanguage   = Msg{Key: "server.bookLanguage", Text: "Please choose English or Español."}
	MsgEditionGone    = Msg{Key: "server.editionGone", Text: "That book no longer exists. Please choose another."}

	MsgTitleRequired       = Msg{Key: "server.titleRequired", Text: "Title is required"}
	MsgAuthorRequired      = Msg{Key: "server.authorRequired", Text: "Author is required"}
	MsgDescriptionRequired = Msg{Key: "server.descriptionRequired", Text: "Description is required"}
	MsgAgeRangeRequired    = Msg{Key: "server.ageRangeRequired", Text: "Age range is required"}
	MsgPublishDateRequired = Msg{Key: "server.publishDateRequired", Text: "Publish date is required"}
	MsgISBNRequired        = Msg{Key: "server.isbnRequired", Text: "ISBN is required"}
	MsgCoverRequired       = Msg{Key: "server.coverRequired", Text: "Cover image is required"}
	MsgBookTitleTooLong    = MsgReviewTitleTooLong // a review's words: both titles allow 200 characters
	MsgPagesAtLeastOne     = Msg{Key: "server.pagesAtLeastOne", Text: "Pages must be at least 1"}
	MsgMaterialTitle       = Msg{Key: "server.materialTitle", Text: "Material title is required"}
	MsgMaterialDescription = Msg{Key: "server.materialDescription", Text: "Material description is required"}
	MsgMaterialFile        = Msg{Key: "server.materialFile", Text: "Please choose a file for this material"}
	MsgEditionNotEnglish   = Msg{Key: "server.editionNotEnglish", Text: "This book is in Spanish: its edition in the other language must be an English book."}
	MsgEditionNotSpanish   = Msg{Key: "server.editionNotSpanish", Text: "This book is in English: its edition in the other language must be a Spanish book."}
)

// BookTitleMaxLength is the most characters a book's title may have
// (MsgBookTitleTooLong says it).
const BookTitleMaxLength = 200

var materialTypes = map[string]bool{MaterialPDF: true, MaterialAudio: true, MaterialVideo: true, MaterialImage: true, MaterialOther: true}

// NormalizeBook trims what the owner typed and drops empty and repeated
// genres (spec §5: "Empty genres are dropped on save").
func NormalizeBook(b *Book) {
	for _, f := range []*string{&b.Title, &b.Author, &b.Description, &b.AgeRange, &b.PublishDate,
		&b.ISBN, &b.CoverImage, &b.AmazonLink, &b.ReviewLink, &b.Language, &b.OtherEditionID} {
		*f = strings.TrimSpace(*f)
	}
	if b.Language == "" {
		b.Language = BookEnglish // a book is English unless said otherwise
	}
	genres := b.Genres[:0]
	for _, g := range b.Genres {
		if g = strings.TrimSpace(g); g != "" && !slices.Contains(genres, g) {
			genres = append(genres, g)
		}
	}
	b.Genres = genres
	b.StoreLinks = NormalizeStoreLinks(b.StoreLinks)
	for i := range b.DownloadMaterials {
		m := &b.DownloadMaterials[i]
		m.Title, m.Description, m.FileURL = strings.TrimSpace(m.Title), strings.TrimSpace(m.Description), strings.TrimSpace(m.FileURL)
		m.TitleEs, m.DescriptionEs = strings.TrimSpace(m.TitleEs), strings.TrimSpace(m.DescriptionEs)
		if m.Type == "" {
			m.Type = MaterialPDF // spec §9: material default type
		}
		if m.FileSize == "" {
			m.FileSize = "0 KB" // spec §9: material default size
		}
	}
}

// ValidateBook applies the book form's rules (admin spec §5) to a
// normalized book and reports every failing field at once, keyed as the
// form names them (materials as downloadMaterials.{i}.{field}).
func ValidateBook(b *Book) error {
	fields := map[string]Msg{}
	required := []struct {
		key, value string
		msg        Msg
	}{
		{"title", b.Title, MsgTitleRequired},
		{"author", b.Author, MsgAuthorRequired},
		{"description", b.Description, MsgDescriptionRequired},
		{"ageRange", b.AgeRange, MsgAgeRangeRequired},
		{"publishDate", b.PublishDate, MsgPublishDateRequired},
		{"isbn", b.ISBN, MsgISBNRequired},
		{"coverImage", b.CoverImage, MsgCoverRequired},
	}
	for _, r := range required {
		if r.value == "" {
			fields[r.key] = r.msg
		}
	}
	if len([]rune(b.Title)) > BookTitleMaxLength {
		fields["title"] = MsgBookTitleTooLong
	}
	if b.Pages < 1 {
		fields["pages"] = MsgPagesAtLeastOne
	}
	if b.Language != BookEnglish && b.Language != BookSpanish {
		fields["language"] = MsgBookLanguage
	}
	if b.CoverImage != "" && !IsFileRef(b.CoverImage) && !strings.HasPrefix(b.CoverImage, "data:image/") {
		fields["coverImage"] = MsgCoverNotImage
	}
	for key, link := range map[string]string{"amazonLink": b.AmazonLink, "reviewLink": b.ReviewLink} {
		if link != "" && !IsWebURL(link) {
			fields[key] = MsgInvalidLink
		}
	}
	CheckStoreLinks(b.StoreLinks, fields)
	for i, m := range b.DownloadMaterials {
		key := fmt.Sprintf("downloadMaterials.%d.", i)
		if m.Title == "" {
			fields[key+"title"] = MsgMaterialTitle
		}
		if m.Description == "" {
			fields[key+"description"] = MsgMaterialDescription
		}
		if !materialTypes[m.Type] {
			fields[key+"type"] = MsgMaterialType
		}
		if m.FileURL == "" {
			fields[key+"fileUrl"] = MsgMaterialFile
		} else if !IsFileRef(m.FileURL) {
			fields[key+"fileUrl"] = MsgInvalidLink
		}
	}
	maps.Copy(fields, ErrorFields(ValidateBookReading(b)))
	return FieldErrors(fields, "title", "author", "description", "ageRange",
		"publishDate", "isbn", "pages", "language", "otherEditionId", "coverImage", "amazonLink", "reviewLink",
		"storeLinks", "learningBenefits", "readingTips")
}

// CheckOtherEdition applies the one rule between a book and the book chosen
// as its edition in the other language: the two are in different languages
// (which also keeps a book from being its own other edition).
func CheckOtherEdition(b *Book, otherLanguage string) error {
	if otherLanguage != b.Language {
		return nil
	}
	if b.Language == BookSpanish {
		return FieldError("otherEditionId", MsgEditionNotEnglish)
	}
	return FieldError("otherEditionId", MsgEditionNotSpanish)
}

// IsWebURL reports whether s is an absolute http(s) address.
func IsWebURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}

// IsFileRef reports whether s points at a stored file (/files/…) or a web
// address: the only places a cover or material may live.
func IsFileRef(s string) bool {
	return (strings.HasPrefix(s, "/files/") && !strings.Contains(s, "..")) || IsWebURL(s)
}

// FileSizeText is a size as the materials list shows it: "12 KB", "3.4 MB".
func FileSizeText(n int64) string {
	kb := (n + 1023) / 1024
	if kb >= 1024 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1024*1024))
	}
	return fmt.Sprintf("%d KB", kb)
}
