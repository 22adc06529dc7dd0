package storyshelf

import "time"

// Book is a title in the catalogue. Genres are stored in book_genres and
// materials in materials; both come with the book when it is read whole.
type Book struct {
	ID          string   `json:"id"`
	Slug        string   `json:"slug"`
	Title       string   `json:"title"`
	Author      string   `json:"author"`
	Description string   `json:"description"`
	Genres      []string `json:"genres"`
	// GenresEs are an English book's genres by their Spanish names (see
	// GenreName), one for each of Genres, "" where the owner wrote none;
	// filled on reads, never saved with the book.
	GenresEs          []string   `json:"genresEs,omitempty"`
	AgeRange          string     `json:"ageRange"`
	CoverImage        string     `json:"coverImage"`
	PublishDate       string     `json:"publishDate"`
	Pages             int        `json:"pages"`
	ISBN              string     `json:"isbn"`
	AmazonLink        string     `json:"amazonLink"`
	ReviewLink        string     `json:"reviewLink"`
	DownloadMaterials []Material `json:"downloadMaterials,omitempty"`
	CreatedAt         time.Time  `json:"createdAt"`
	// Language is the edition's: BookEnglish or BookSpanish.
	Language string `json:"language"`
	// OtherEditionID is the same story's book in the other language, "" for
	// none; OtherEdition is that book as a page links to it, filled on reads.
	OtherEditionID string   `json:"otherEditionId"`
	OtherEdition   *Edition `json:"otherEdition"`
	// LearningBenefits and ReadingTips are the book page's own, shown in
	// place of the site's (SiteReading); empty means the site's.
	LearningBenefits []LearningBenefit `json:"learningBenefits,omitempty"`
	ReadingTips      []ReadingTip      `json:"readingTips,omitempty"`
	// StoreLinks are where to buy the book, in the owner's order.
	StoreLinks []StoreLink `json:"storeLinks"`
	// HasMultimedia says whether the book's Videos & Songs page has any:
	// its own, or its story's other edition's (filled on reads).
	HasMultimedia bool `json:"hasMultimedia"`
	// Position is the book's place in the owner's order of /books, 1 first;
	// nil while she has not placed it (newest first, the spec's default).
	Position *int `json:"position"`
	Publishing
}

// MsgBookNotFound answers a book that is not there.
var MsgBookNotFound = Msg{Key: "api.bookNotFound", Text: "Book not found."}

// The languages a book's edition can be in: the site's two.
const (
	BookEnglish = "en"
	BookSpanish = "es"
)

// Edition is a book's edition in the other language, as much of it as a
// card or a page needs to show and link to it.
type Edition struct {
	ID         string `json:"id"`
	Slug       string `json:"slug"`
	Title      string `json:"title"`
	Language   string `json:"language"`
	CoverImage string `json:"coverImage"`
}

// SlugWithID is the book's public path segment: {slug}-{short id}.
func (b *Book) SlugWithID() string {
	return SlugWithID(b.Slug, b.ID)
}

// Material types as the spec lists them.
const (
	MaterialPDF   = "pdf"
	MaterialAudio = "audio"
	MaterialVideo = "video"
	MaterialImage = "image"
	MaterialOther = "other"
)

// Material is a free learning material attached to a book.
type Material struct {
	ID          string `json:"id"`
	BookID      string `json:"bookId"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// The Spanish versions, shown on the Spanish page; empty means not
	// written, and it shows the English ones (InLang).
	TitleEs       string    `json:"titleEs"`
	DescriptionEs string    `json:"descriptionEs"`
	Type          string    `json:"type"`
	FileURL       string    `json:"fileUrl"`
	FileSize      string    `json:"fileSize"`
	CreatedAt     time.Time `json:"createdAt"`
}

// MaterialOverview is one line of the owner's overview of every book's
// materials: the material, where it appears and how often it was downloaded.
type MaterialOverview struct {
	Material
	BookTitle string `json:"bookTitle"`
	BookPath  string `json:"bookPath"`  // the book page, /books/{slug}-{short id}
	Position  int    `json:"position"`  // 1 for the book page's first material
	Downloads int    `json:"downloads"` // Material Download events, all time
}
