package storyshelf

import "strings"

// GenreName is a genre of the English books with its Spanish name, which the
// owner writes once for every book that has the genre: on a Spanish page the
// topic "Kindness" reads "Bondad". Without one the English word shows there,
// marked as English. Books counts the English books that have the genre.
type GenreName struct {
	Genre   string `json:"genre"`
	GenreEs string `json:"genreEs"`
	Books   int    `json:"books"`
}

var (
	MsgGenreNamesSaved   = Msg{Key: "server.genreNamesSaved", Text: "Spanish names of the genres saved."}
	MsgGenreNamesMissing = Msg{Key: "server.genreNamesMissing", Text: "Send the genres to name."}
)

// NormalizeGenreNames trims the names and keeps the last of a genre named
// twice; an empty Spanish name forgets the genre's.
func NormalizeGenreNames(names []GenreName) []GenreName {
	out := []GenreName{}
	at := map[string]int{}
	for _, n := range names {
		n.Genre, n.GenreEs, n.Books = strings.TrimSpace(n.Genre), strings.TrimSpace(n.GenreEs), 0
		if n.Genre == "" {
			continue
		}
		if i, ok := at[n.Genre]; ok {
			out[i] = n
			continue
		}
		at[n.Genre] = len(out)
		out = append(out, n)
	}
	return out
}

// SpanishGenres are genres as a Spanish edition made from an English book
// carries them: each genre's Spanish name where the owner wrote one.
func SpanishGenres(genres []string, names map[string]string) []string {
	out := make([]string, 0, len(genres))
	for _, g := range genres {
		if es := names[g]; es != "" {
			g = es
		}
		out = append(out, g)
	}
	return out
}
