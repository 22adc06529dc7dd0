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
		pg, ok := publicPages[kind]
		if !ok || pg.module == "" || pg.fetch == nil || pg.head == nil {
			t.Errorf("%s is a %q page, which has no whole line in publicPages", path, kind)
		}
	}
}
