package storyshelf

import "time"

// Analytics event names: page views and the spec's events (§7).
const (
	EventPageView    = "pageview"
	EventBookView    = "Book View"
	EventKitDownload = "KindnessKit Download"
	EventFormSubmit  = "Form Submit"

	// EventMaterialDownload counts a learning material saved from a book page
	// (not in the spec: the owner's materials overview shows these counts).
	// RefID is the material's file address and Label its book's id. Not the
	// material's id: saving a book deletes its material rows and inserts them
	// again with new ids, so counts keyed on ids would vanish at every edit.
	// The address stays the same until the owner replaces the file, and the
	// book id tells two books apart that carry the same file (uploads are
	// content-addressed, so the same PDF gets the same address).
	EventMaterialDownload = "Material Download"
)

// Event is one recorded page view or event. It holds no cookie and no IP
// address: Visitor is a hash that changes every day.
type Event struct {
	ID        string
	Name      string
	Path      string
	Day       string
	Visitor   string
	RefID     string
	Label     string
	Success   *bool
	Referrer  string
	CreatedAt time.Time
}

// DayCount is one day's visits and unique visitors.
type DayCount struct {
	Day      string `json:"day"`
	Visits   int    `json:"visits"`
	Visitors int    `json:"visitors"`
}

// Count is a labelled number in a report (a page, a book, a form).
type Count struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	// Detail says more about the label where it may be unclear alone: a
	// material's book.
	Detail string `json:"detail,omitempty"`
	Count  int    `json:"count"`
}

// Statistics is the site's own report for a period: what `storyshelf stats`
// prints and the owner's statistics page shows.
type Statistics struct {
	From              string     `json:"from"` // YYYY-MM-DD, inclusive
	To                string     `json:"to"`
	Days              []DayCount `json:"days"` // every day of the period, oldest first
	Pages             []Count    `json:"pages"`
	Books             []Count    `json:"books"`
	Downloads         []Count    `json:"downloads"` // kindness kits
	MaterialDownloads []Count    `json:"materialDownloads"`
	Forms             []Count    `json:"forms"`
	// Languages splits the page views by the site's language they were in:
	// key "en" (the spec's addresses) then "es" (under /es/), zero or not.
	Languages []Count `json:"languages"`
}
