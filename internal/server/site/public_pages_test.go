package site

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Every page a path can name has its line in the pages table, so no page is
// served without its reads, its head or its module.
func TestEveryPageKindHasItsTableLine(t *testing.T) {
	for _, path := range []string{"/", "/books", "/books/a-book-1234abcd", "/multimedia/a-book-1234abcd", "/about",
		"/contact", "/privacy-policy", "/newsletter", "/newsletter/an-issue", "/admin", "/admin/books"} {
		kind, _ := storyshelf.PageOf(path)
		if !wholeLine(kind) {
			t.Errorf("%s is a %q page, which has no whole line in publicPages", path, kind)
		}
	}
	// Any other address is the page that is not found.
	if !wholeLine(notFoundKind) {
		t.Errorf("the page that is not found has no whole line in publicPages")
	}
}

func wholeLine(kind string) bool {
	pg, ok := publicPages[kind]
	return ok && pg.module != "" && pg.fetch != nil && pg.head != nil
}
