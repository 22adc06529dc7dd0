package storyshelf

// SiteCatalogue is how the owner presents her books (issue #30, part 4).
// FeaturedBookID pins the home page's 'Latest Book'; empty (or a book since
// deleted) means the spec's newest by created_at. A book is "New!" while its
// publish date is at most NewMonths months ago. The order of /books is the
// books' own (Book.Position), not a setting.
type SiteCatalogue struct {
	FeaturedBookID string `json:"featuredBookId"`
	NewMonths      int    `json:"newMonths"`
}

// The "New!" period's default and bounds, in months.
const (
	DefaultNewMonths = 6
	MinNewMonths     = 1
	MaxNewMonths     = 60
)

// Catalogue messages.
var (
	MsgFeaturedBook     = Msg{Key: "server.featuredBook", Text: "Choose one of your books."}
	MsgNewMonths        = Msg{Key: "server.newMonths", Text: "Choose between 1 and 60 months."}
	MsgFeaturedPinned   = Msg{Key: "server.featuredPinned", Text: "Pinned as the featured book."}
	MsgFeaturedUnpinned = Msg{Key: "server.featuredUnpinned", Text: "No book is pinned: the home page shows the newest."}
	MsgOrderSaved       = Msg{Key: "server.orderSaved", Text: "Order saved."}
	MsgOrderReset       = Msg{Key: "server.orderReset", Text: "Books are shown newest first again."}
	MsgOrderIncomplete  = Msg{Key: "server.orderIncomplete", Text: "The list changed meanwhile. Reload the page and order the books again."}
)

// Validate trims the section and checks it. Whether the featured book
// exists is the store's to check; a pin on a book deleted since is ignored.
func (v *SiteCatalogue) Validate() error {
	c := settingsCheck{}
	c.text("featuredBookId", &v.FeaturedBookID, 64, Msg{})
	if v.NewMonths < MinNewMonths || v.NewMonths > MaxNewMonths {
		c.add("newMonths", MsgNewMonths)
	}
	return c.err("featuredBookId", "newMonths")
}

// FeaturedBook is the 'Latest Book' of the home page in lang among books: the
// pinned story, else the newest by created_at (the spec's) among the books in
// lang, else the newest of all. A pinned story shows in lang where it has an
// edition in lang, so neither home features the other language's edition of a
// story it has in its own. Nil when there are no books.
// web/src/features/books/utils/catalogue.ts featuredBook is the same rule.
func (v *SiteCatalogue) FeaturedBook(books []*Book, lang string) *Book {
	byID := map[string]*Book{}
	var newest, newestInLang *Book
	for _, b := range books {
		byID[b.ID] = b
		if newest == nil || b.CreatedAt.After(newest.CreatedAt) {
			newest = b
		}
		if b.Language == lang && (newestInLang == nil || b.CreatedAt.After(newestInLang.CreatedAt)) {
			newestInLang = b
		}
	}
	if pinned := byID[v.FeaturedBookID]; pinned != nil {
		if other := byID[pinned.OtherEditionID]; pinned.Language != lang && other != nil && other.Language == lang {
			return other
		}
		return pinned
	}
	if newestInLang != nil {
		return newestInLang
	}
	return newest
}
