package storyshelf

import (
	"net/url"
	"slices"
	"strings"
	"time"
)

// Release is how an upcoming book becomes a book on its release day (issue
// #30 part 3): when, and the book's details an announcement lacks. The rest
// (title, author, description, cover, links) is the announcement's own.
type Release struct {
	// Enabled is the form's "Make it a book on its release day"; it is on
	// exactly while At is set once saved.
	Enabled  bool       `json:"enabled"`
	At       *time.Time `json:"at"`
	AgeRange string     `json:"ageRange"`
	ISBN     string     `json:"isbn"`
	Pages    int        `json:"pages"`
	Genres   []string   `json:"genres"`
	// NewsletterDraft prepares a draft newsletter announcing the book.
	NewsletterDraft bool `json:"newsletterDraft"`
}

// Release messages; the details' are the book form's own.
var (
	MsgReleaseAtNeed = Msg{Key: "server.releaseAtNeed", Text: "Choose the date and time to release it."}
	MsgReleaseAtPast = MsgPublishAtPast // the same words as for a scheduled item
)

// Release form fields, as the upcoming book form names them.
const (
	ReleaseAtField       = "release.at"
	ReleaseAgeRangeField = "release.ageRange"
	ReleaseISBNField     = "release.isbn"
	ReleasePagesField    = "release.pages"
)

var releaseFieldOrder = []string{ReleaseAtField, ReleaseAgeRangeField, ReleaseISBNField, ReleasePagesField}

// NormalizeRelease trims the details and drops empty and repeated genres.
func NormalizeRelease(r *Release) {
	r.AgeRange, r.ISBN = strings.TrimSpace(r.AgeRange), strings.TrimSpace(r.ISBN)
	genres := []string{}
	for _, g := range r.Genres {
		if g = strings.TrimSpace(g); g != "" && !slices.Contains(genres, g) {
			genres = append(genres, g)
		}
	}
	r.Genres = genres
	if !r.Enabled {
		r.At = nil
	}
}

// releaseDetails adds to fields what a book needs that the release lacks,
// with the book form's messages.
func releaseDetails(r *Release, fields map[string]Msg) {
	if r.AgeRange == "" {
		fields[ReleaseAgeRangeField] = MsgAgeRangeRequired
	}
	if r.ISBN == "" {
		fields[ReleaseISBNField] = MsgISBNRequired
	}
	if r.Pages < 1 {
		fields[ReleasePagesField] = MsgPagesAtLeastOne
	}
}

// checkRelease adds the release's failing fields to fields; only a release
// turned on is checked.
func checkRelease(r *Release, fields map[string]Msg) {
	if !r.Enabled {
		return
	}
	if r.At == nil || r.At.IsZero() {
		fields[ReleaseAtField] = MsgReleaseAtNeed
	}
	releaseDetails(r, fields)
}

// CheckReleaseAt settles a release's time before a save: in the future, in
// UTC. A time already passed would release the book at once, unasked.
func (r *Release) CheckReleaseAt(now time.Time) error {
	if r.At == nil {
		return nil
	}
	if !r.At.After(now) {
		return FieldError(ReleaseAtField, MsgReleaseAtPast)
	}
	at := r.At.UTC()
	r.At = &at
	return nil
}

// ValidateReleaseNow checks what releasing an upcoming book now needs: the
// book's details, whatever its release time.
func ValidateReleaseNow(r *Release) error {
	fields := map[string]Msg{}
	releaseDetails(r, fields)
	return FieldErrors(fields, releaseFieldOrder...)
}

// ReleasedBook is the book an upcoming book becomes: its texts, cover and
// date, the release's details, and where to buy it (ReleaseStoreLinks).
func ReleasedBook(u *UpcomingBook) *Book {
	b := &Book{Title: u.Title, Author: u.Author, Description: u.Description, CoverImage: u.CoverImageURL,
		PublishDate: u.ExpectedReleaseDate, AgeRange: u.Release.AgeRange, ISBN: u.Release.ISBN,
		Pages: u.Release.Pages, Genres: slices.Clone(u.Release.Genres), Language: BookEnglish,
		Publishing: Publishing{Status: StatusPublished}}
	b.StoreLinks = ReleaseStoreLinks(u.StoreLinks, u.PreorderURL)
	if b.Genres == nil {
		b.Genres = []string{}
	}
	if u.PreorderURL != "" && StoreKindOf(u.PreorderURL) == StoreAmazon {
		b.AmazonLink = u.PreorderURL
	}
	return b
}

// ReleasedSpanishEdition is the Spanish edition a release makes beside the
// English book when the announcement has a Spanish title: its Spanish title
// and description (the English one while she has written none), the same
// cover, date, details and links, linked to english as the same story. Nil
// without a Spanish title: the story is then in English only.
func ReleasedSpanishEdition(u *UpcomingBook, english *Book) *Book {
	if u.TitleEs == "" {
		return nil
	}
	b := ReleasedBook(u)
	b.Title, b.Language, b.OtherEditionID = u.TitleEs, BookSpanish, english.ID
	if u.DescriptionEs != "" {
		b.Description = u.DescriptionEs
	}
	return b
}

// ReleaseStoreLinks are the pre-order links, then the pre-order address
// unless one of them already is it: a pre-order becomes a buy link.
func ReleaseStoreLinks(links []StoreLink, preorderURL string) []StoreLink {
	out := slices.Clone(links)
	if out == nil {
		out = []StoreLink{}
	}
	if preorderURL == "" || len(out) >= MaxStoreLinks {
		return out
	}
	for _, l := range out {
		if l.URL == preorderURL {
			return out
		}
	}
	kind := StoreKindOf(preorderURL)
	link := StoreLink{Store: kind, URL: preorderURL}
	if kind == StoreOther {
		link.Label = "Buy"
	}
	return append(out, link)
}

// storeDomains are the known stores' web addresses; a host is theirs when
// it is the domain or under it. Amazon has a domain a country, so any host
// with an "amazon" or "amzn" label is Amazon's.
var storeDomains = map[string]string{"bookshop.org": StoreBookshop, "barnesandnoble.com": StoreBarnesNoble,
	"books.apple.com": StoreAppleBooks, "kobo.com": StoreKobo, "play.google.com": StoreGooglePlay}

// StoreKindOf guesses which known store an address is at; StoreOther when
// none.
func StoreKindOf(address string) string {
	u, err := url.Parse(address)
	if err != nil {
		return StoreOther
	}
	host := strings.ToLower(u.Hostname())
	labels := strings.Split(host, ".")
	if slices.Contains(labels, "amazon") || slices.Contains(labels, "amzn") {
		return StoreAmazon
	}
	for domain, store := range storeDomains {
		if host == domain || strings.HasSuffix(host, "."+domain) {
			return store
		}
	}
	return StoreOther
}
