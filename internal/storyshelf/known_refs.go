package storyshelf

import "strings"

// Other is the one bucket the statistics keep for every page, id, label
// and form the site does not know: what a stranger makes up (security
// review #42) adds counts to it, never rows of its own.
const Other = "other"

// SitePages are the public pages the app has besides a book's pages and
// the newsletter's issues; each is also under /es/ in Spanish.
var SitePages = []string{"/", "/books", "/about", "/contact", "/privacy-policy", "/newsletter"}

// Forms are the public forms whose Form Submit events count, by the names
// they send.
var Forms = map[string]bool{FormContact: true, FormKit: true, FormNewsletter: true}

// KnownRefs is what the statistics count by: the site's pages and what its
// pages send events about. The owner's content makes it, so its size is
// hers, however many events strangers send.
type KnownRefs struct {
	Books     map[string]string // book id → title
	BookPaths map[string]string // a book's short id → its {slug}-{shortid}
	Upcoming  map[string]bool   // upcoming books' ids (a pre-order's Store Click)
	Kits      map[string]string // kit id → title
	Materials map[string]bool   // MaterialKey(file address, book id)
	Issues    map[string]bool   // archived newsletter issues' ids
}

// MaterialKey is a material as a Material Download names it: its file and
// its book.
func MaterialKey(fileURL, bookID string) string { return fileURL + "\x00" + bookID }

// Fold keeps of e what the site knows, everything else folded into Other:
// its path is one of the site's pages (a book's at the book's address now),
// its id a book, kit or material, and its label a book's or kit's title as
// the site has it (never the one sent), a store or a form. Only a Form
// Submit keeps its outcome.
func (k *KnownRefs) Fold(e *Event) {
	e.Path = k.page(e.Path)
	ref, label := "", ""
	switch e.Name {
	case EventBookView:
		ref = Other
		if title, ok := k.Books[e.RefID]; ok {
			ref, label = e.RefID, title
		}
	case EventKitDownload:
		ref = Other
		if title, ok := k.Kits[e.RefID]; ok {
			ref, label = e.RefID, title
		}
	case EventMaterialDownload:
		ref = Other
		if k.Materials[MaterialKey(e.RefID, e.Label)] {
			ref, label = e.RefID, e.Label
		}
	case EventStoreClick:
		ref, label = Other, Other
		if _, ok := k.Books[e.RefID]; ok || k.Upcoming[e.RefID] {
			ref = e.RefID
		}
		if _, ok := StoreClickNames[e.Label]; ok {
			label = e.Label
		}
	case EventFormSubmit:
		label = Other
		if Forms[e.Label] {
			label = e.Label
		}
	}
	e.RefID, e.Label = ref, label
	if e.Name != EventFormSubmit {
		e.Success = nil
	}
}

// page is path as the statistics keep it: a page of the site as it is, a
// book's page at the book's address now (whatever slug was sent before its
// short id), anything else Other. "" (an event sent without a page) stays.
func (k *KnownRefs) page(path string) string {
	if path == "" {
		return ""
	}
	prefix, rest := "", path
	if path == "/es" || strings.HasPrefix(path, "/es/") {
		prefix, rest = "/es", strings.TrimPrefix(path, "/es")
		if rest == "" {
			return path
		}
	}
	for _, p := range SitePages {
		if rest == p {
			return path
		}
	}
	seg := strings.Split(strings.TrimPrefix(rest, "/"), "/")
	if len(seg) != 2 {
		return Other
	}
	switch seg[0] {
	case "books", "multimedia":
		if _, short, err := ParseSlugWithID(seg[1]); err == nil && k.BookPaths[short] != "" {
			return prefix + "/" + seg[0] + "/" + k.BookPaths[short]
		}
	case "newsletter":
		if k.Issues[seg[1]] {
			return path
		}
	}
	return Other
}
