package storyshelf

import (
	"fmt"
	"slices"
	"strings"
)

// StoreLink is one place to buy a book, or to pre-order an upcoming one:
// a known store, or an indie shop, a library or any other with its label.
type StoreLink struct {
	Store string `json:"store"`
	Label string `json:"label"`
	URL   string `json:"url"`
}

// The stores a link can name. The public pages name each in the reader's
// language and give the known ones an icon.
const (
	StoreAmazon      = "amazon"
	StoreBookshop    = "bookshop"
	StoreBarnesNoble = "barnesnoble"
	StoreAppleBooks  = "applebooks"
	StoreKobo        = "kobo"
	StoreGooglePlay  = "googleplay"
	StoreIndie       = "indie"
	StoreLibrary     = "library"
	StoreOther       = "other"
)

// StoreKeys are the stores in the order the admin form offers them.
var StoreKeys = []string{StoreAmazon, StoreBookshop, StoreBarnesNoble, StoreAppleBooks, StoreKobo,
	StoreGooglePlay, StoreIndie, StoreLibrary, StoreOther}

// Store link messages.
var (
	// MsgStoreLabelTooLong takes the limit, StoreLabelMaxLength.
	MsgStoreLabelTooLong = Msg{Key: "server.storeLabelTooLong", Text: "Please keep the name under %d characters."}
	MsgTooManyStoreLinks = Msg{Key: "server.tooManyStoreLinks", Text: "Add at most 12 store links."}
	MsgStoreKind         = Msg{Key: "server.storeKind", Text: "Choose a store."}
	MsgStoreLabel        = Msg{Key: "server.storeLabel", Text: "Please name this store."}
	MsgStoreURL          = Msg{Key: "server.storeURL", Text: "Please enter the store's web address, starting with https://"}
)

// Store link limits.
const (
	MaxStoreLinks       = 12
	StoreLabelMaxLength = 80
)

// storeTakesLabel tells which stores carry a label: other needs one, an
// indie shop or a library may name itself ("Libby"); a known store's own
// name is its label.
func storeTakesLabel(store string) bool {
	return store == StoreIndie || store == StoreLibrary || store == StoreOther
}

// NormalizeStoreLinks trims the links, drops a label a known store does not
// show, and makes a missing list an empty one.
func NormalizeStoreLinks(links []StoreLink) []StoreLink {
	if links == nil {
		return []StoreLink{}
	}
	for i := range links {
		l := &links[i]
		l.Store, l.Label, l.URL = strings.ToLower(strings.TrimSpace(l.Store)), strings.TrimSpace(l.Label), strings.TrimSpace(l.URL)
		if !storeTakesLabel(l.Store) {
			l.Label = ""
		}
	}
	return links
}

// CheckStoreLinks adds to fields what is wrong with normalized links, keyed
// as the forms name them (storeLinks.{i}.url).
func CheckStoreLinks(links []StoreLink, fields map[string]Msg) {
	if len(links) > MaxStoreLinks {
		fields["storeLinks"] = MsgTooManyStoreLinks
		return
	}
	for i, l := range links {
		key := fmt.Sprintf("storeLinks.%d.", i)
		if !slices.Contains(StoreKeys, l.Store) {
			fields[key+"store"] = MsgStoreKind
		}
		switch {
		case l.Store == StoreOther && l.Label == "":
			fields[key+"label"] = MsgStoreLabel
		case len([]rune(l.Label)) > StoreLabelMaxLength:
			fields[key+"label"] = MsgStoreLabelTooLong.Fill(StoreLabelMaxLength)
		}
		// A browser takes a quote or a space as the end of an address.
		if !IsWebURL(l.URL) || strings.ContainsAny(l.URL, " \t\r\n\"'<>\\") {
			fields[key+"url"] = MsgStoreURL
		}
	}
}
