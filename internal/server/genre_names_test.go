package server_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestGenreNames(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	do := func(method, path, body string, want int) string {
		t.Helper()
		res, answer := b.do(method, path, body, auth...)
		if res.StatusCode != want {
			t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, answer)
		}
		return answer
	}
	type answer struct {
		Message string                 `json:"message"`
		Genres  []storyshelf.GenreName `json:"genres"`
	}
	seed := decode[storyshelf.Book](t, do("POST", "/api/admin/books", validBook, 201))
	do("POST", "/api/admin/books", bookJSON("La semilla", "es", seed.ID), 201)

	got := decode[answer](t, do("GET", "/api/admin/genres", "", 200))
	want := []storyshelf.GenreName{{Genre: "Courage", Books: 1}, {Genre: "Nature", Books: 1}}
	if !reflect.DeepEqual(got.Genres, want) {
		t.Fatalf("genres = %+v, want %+v (the English book's only)", got.Genres, want)
	}
	// The public read is cached; naming a genre refreshes it.
	_, before := get(t, ts.URL+"/api/books/"+seed.SlugWithID())
	if decode[storyshelf.Book](t, before).GenresEs != nil {
		t.Fatalf("Spanish genres before any is named: %s", before)
	}

	got = decode[answer](t, do("PUT", "/api/admin/genres", `{"genres": [{"genre": "Nature", "genreEs": "Naturaleza"}]}`, 200))
	want[1].GenreEs = "Naturaleza"
	if got.Message != storyshelf.MsgGenreNamesSaved.Text || !reflect.DeepEqual(got.Genres, want) {
		t.Fatalf("saved: %+v", got)
	}
	for _, base := range []string{ts.URL, ts.secondInstance(t)} {
		_, api := get(t, base+"/api/books/"+seed.SlugWithID())
		if es := decode[storyshelf.Book](t, api).GenresEs; !reflect.DeepEqual(es, []string{"Naturaleza", ""}) {
			t.Fatalf("%s: the book's Spanish genres = %q", base, es)
		}
		_, list := get(t, base+"/api/books")
		for _, book := range decode[[]storyshelf.Book](t, list) {
			if book.Language == storyshelf.BookSpanish && book.GenresEs != nil {
				t.Fatalf("%s: the Spanish edition has Spanish names %q", base, book.GenresEs)
			}
		}
	}

	// A name over the genre's limit is refused, and nothing is saved; so is
	// a request without the list.
	if res, body := b.do("PUT", "/api/admin/genres", `{}`, auth...); res.StatusCode != 400 {
		t.Fatalf("no list: %d %s", res.StatusCode, body)
	}
	res, body := b.do("PUT", "/api/admin/genres", `{"genres": [{"genre": "Courage", "genreEs": "`+strings.Repeat("v", 101)+`"}]}`, auth...)
	if msg, fields := refusal(t, body); res.StatusCode != 400 || msg != "Please keep this under 100 characters." || fields["genreEs"] != msg {
		t.Fatalf("a long name: %d %s", res.StatusCode, body)
	}
	if got := decode[answer](t, do("GET", "/api/admin/genres", "", 200)); !reflect.DeepEqual(got.Genres, want) {
		t.Fatalf("after the refusal: %+v", got.Genres)
	}
}
