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

	// EventStoreClick counts a click on a link to buy a book (issue 31):
	// RefID is the book's id (an upcoming book's for a pre-order link) and
	// Label the store's key (StoreClickKeys).
	EventStoreClick = "Store Click"
)

// Where an entry page view came from (Event.Source): the groups the
// statistics show, in their order.
const (
	SourceNewsletter = "newsletter"
	SourceSearch     = "search"
	SourceSocial     = "social"
	SourceOther      = "other"
	SourceDirect     = "direct"
)

// SourceKeys and SourceLabels: the groups in the order the report lists them.
var (
	SourceKeys   = []string{SourceNewsletter, SourceSearch, SourceSocial, SourceOther, SourceDirect}
	SourceLabels = map[string]string{SourceNewsletter: "Newsletter", SourceSearch: "Search engines",
		SourceSocial: "Social sites", SourceOther: "Other sites", SourceDirect: "Direct"}
)

// The kinds of device a page view is counted as, from the browser's class
// only (Event.Device).
const (
	DevicePhone   = "phone"
	DeviceTablet  = "tablet"
	DeviceDesktop = "desktop"
)

var (
	DeviceKeys   = []string{DevicePhone, DeviceTablet, DeviceDesktop}
	DeviceLabels = map[string]string{DevicePhone: "Phones", DeviceTablet: "Tablets", DeviceDesktop: "Computers"}
)

// A Store Click's label besides the store link kinds (StoreKeys): the spec's
// review link and an upcoming book's pre-order link. The spec's amazonLink
// counts as StoreAmazon.
const (
	StoreClickReview   = "review"
	StoreClickPreorder = "preorder"
)

// StoreClickNames names every key a Store Click may carry, for the owner.
var StoreClickNames = map[string]string{
	StoreAmazon: "Amazon", StoreBookshop: "Bookshop.org", StoreBarnesNoble: "Barnes & Noble",
	StoreAppleBooks: "Apple Books", StoreKobo: "Kobo", StoreGooglePlay: "Google Play",
	StoreIndie: "Indie bookshop", StoreLibrary: "Library", StoreOther: "Other store",
	StoreClickReview: "Review link", StoreClickPreorder: "Pre-order link",
}

// The forms whose successful Form Submit events count as sign-ups in a
// book's funnel (the names the public forms send).
const (
	FormKit        = "kindness_kit"
	FormNewsletter = "newsletter"
	FormContact    = "contact"
)

// MaxUTM is the most characters kept of each campaign tag.
const MaxUTM = 100

// Event is one recorded page view or event. It holds no cookie and no IP
// address: Visitor is a hash that changes every day.
type Event struct {
	ID      string
	Name    string
	Path    string
	Day     string
	Visitor string
	RefID   string
	Label   string
	Success *bool
	// Referrer is the other site's domain only ("" for the site itself).
	Referrer string
	// Source is where an entry page view (the first of a page load) came
	// from, one of SourceKeys; "" on every other event.
	Source string
	// UTMSource, UTMMedium and UTMCampaign are an entry page view's campaign
	// tags, from its address, each at most MaxUTM characters.
	UTMSource, UTMMedium, UTMCampaign string
	Device                            string // DeviceKeys
	Lang                              string // "en" or "es", from the path
	CreatedAt                         time.Time
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
	// Previous is the count in the period of the same length just before.
	Previous int `json:"previous"`
}

// Totals are a period's visits (page views), unique visitors (a visitor is
// counted once a day: the hash changes daily) and store clicks, with the
// previous period's.
type Totals struct {
	Visits              int `json:"visits"`
	Visitors            int `json:"visitors"`
	PreviousVisits      int `json:"previousVisits"`
	PreviousVisitors    int `json:"previousVisitors"`
	StoreClicks         int `json:"storeClicks"`
	PreviousStoreClicks int `json:"previousStoreClicks"`
}

// BookFunnel is one book's path from a view to a sign-up over a period.
type BookFunnel struct {
	BookID string `json:"bookId"`
	Title  string `json:"title"`
	// OtherEditionID is the same story's book in the other language, if
	// any: the report can count a story's editions together.
	OtherEditionID string `json:"otherEditionId"`
	Views          int    `json:"views"`
	// ViewsEs are the views of its page in Spanish (/es/…); the rest were in
	// English.
	ViewsEs            int     `json:"viewsEs"`
	StoreClicks        int     `json:"storeClicks"`
	StoreClicksByStore []Count `json:"storeClicksByStore"`
	MaterialDownloads  int     `json:"materialDownloads"`
	// KitSignups and NewsletterSignups are successful sign-ups sent from
	// the book's pages (its page or its videos and songs, either language).
	KitSignups        int `json:"kitSignups"`
	NewsletterSignups int `json:"newsletterSignups"`
}

// Statistics is the site's own report for a period: what `storyshelf stats`
// prints and the owner's statistics page shows.
type Statistics struct {
	From string `json:"from"` // YYYY-MM-DD, inclusive
	To   string `json:"to"`
	// PreviousFrom and PreviousTo: the period of the same length just
	// before, which every count is compared with.
	PreviousFrom      string     `json:"previousFrom"`
	PreviousTo        string     `json:"previousTo"`
	Totals            Totals     `json:"totals"`
	Days              []DayCount `json:"days"` // every day of the period, oldest first
	Pages             []Count    `json:"pages"`
	Books             []Count    `json:"books"`
	Downloads         []Count    `json:"downloads"` // kindness kits
	MaterialDownloads []Count    `json:"materialDownloads"`
	Forms             []Count    `json:"forms"`
	// Languages splits the page views by the site's language they were in:
	// key "en" (the spec's addresses) then "es" (under /es/), zero or not.
	Languages []Count `json:"languages"`
	// Sources counts entry page views by SourceKeys, every group listed.
	Sources []Count `json:"sources"`
	// Referrers counts entry page views by the other site's domain, with
	// its group's label as the detail.
	Referrers []Count `json:"referrers"`
	// Campaigns counts entry page views by campaign tags: key
	// "source|medium|campaign", label "campaign (source / medium)".
	Campaigns []Count `json:"campaigns"`
	// Devices counts page views by DeviceKeys, every kind listed.
	Devices []Count `json:"devices"`
	// StoreClicks counts Store Click events by store key.
	StoreClicks []Count      `json:"storeClicks"`
	Funnel      []BookFunnel `json:"funnel"`
}
