package storyshelf

import (
	"testing"
	"time"
)

// Each language's home features its own latest edition: the newest book in
// its language, or the pinned story in its language where it has one.
func TestFeaturedBookInEachLanguage(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 1, d, 0, 0, 0, 0, time.UTC) }
	cloud := &Book{ID: "cloud", Language: BookEnglish, OtherEditionID: "nube", CreatedAt: day(1)}
	nube := &Book{ID: "nube", Language: BookSpanish, OtherEditionID: "cloud", CreatedAt: day(3)}
	bea := &Book{ID: "bea", Language: BookEnglish, CreatedAt: day(2)}
	books := []*Book{cloud, nube, bea}
	for _, c := range []struct {
		pinned, lang string
		books        []*Book
		want         *Book
	}{
		{"", BookEnglish, books, bea},  // the newest English book, not the newer Spanish edition
		{"", BookSpanish, books, nube}, // the newest Spanish one
		{"", BookSpanish, []*Book{cloud, bea}, bea},
		{"nube", BookEnglish, books, cloud}, // the pinned story, in English
		{"cloud", BookSpanish, books, nube}, // and in Spanish
		{"bea", BookSpanish, books, bea},    // a story with no Spanish edition stays pinned
		{"gone", BookEnglish, books, bea},
		{"", BookEnglish, nil, nil},
	} {
		v := SiteCatalogue{FeaturedBookID: c.pinned}
		if got := v.FeaturedBook(c.books, c.lang); got != c.want {
			t.Errorf("pinned %q in %s: got %v, want %v", c.pinned, c.lang, got, c.want)
		}
	}
}
