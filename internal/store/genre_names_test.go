package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestGenreNames(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		withGenres := func(title, lang, otherID string, genres ...string) *storyshelf.Book {
			t.Helper()
			b := mustCreateEdition(t, s, title, lang, "")
			b.Genres, b.OtherEditionID = genres, otherID
			if err := s.UpdateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
			return b
		}
		cloud := withGenres("The Kindness Cloud", storyshelf.BookEnglish, "", "Kindness", "Nature")
		withGenres("Brave Bea", storyshelf.BookEnglish, "", "Kindness")
		withGenres("La nube", storyshelf.BookSpanish, cloud.ID, "Bondad")

		// Only the English books' genres are listed, each with its count.
		list, err := s.GenreNames(ctx)
		want := []storyshelf.GenreName{{Genre: "Kindness", Books: 2}, {Genre: "Nature", Books: 1}}
		if err != nil || !reflect.DeepEqual(list, want) {
			t.Fatalf("genres = %+v, %v; want %+v", list, err, want)
		}
		version, _ := s.ContentVersion(ctx)

		if err := s.SetGenreNames(ctx, []storyshelf.GenreName{{Genre: " Kindness ", GenreEs: " Bondad "}, {Genre: "", GenreEs: "nada"}}); err != nil {
			t.Fatal(err)
		}
		list, _ = s.GenreNames(ctx)
		want = []storyshelf.GenreName{{Genre: "Kindness", GenreEs: "Bondad", Books: 2}, {Genre: "Nature", Books: 1}}
		if !reflect.DeepEqual(list, want) {
			t.Fatalf("after naming = %+v", list)
		}
		if after, _ := s.ContentVersion(ctx); after <= version {
			t.Fatal("naming a genre kept the public pages' cached reads")
		}

		// Reads carry an English book's genres by their Spanish names, one
		// for each genre; a Spanish edition's are its own words.
		b, _ := s.BookByID(ctx, cloud.ID)
		if !reflect.DeepEqual(b.GenresEs, []string{"Bondad", ""}) {
			t.Fatalf("the book's Spanish genres = %q", b.GenresEs)
		}
		books, _ := s.Books(ctx)
		for _, book := range books {
			switch {
			case book.Language == storyshelf.BookSpanish && book.GenresEs != nil:
				t.Errorf("%s (Spanish) has Spanish names %q", book.Title, book.GenresEs)
			case book.Title == "Brave Bea" && !reflect.DeepEqual(book.GenresEs, []string{"Bondad"}):
				t.Errorf("%s's Spanish genres = %q", book.Title, book.GenresEs)
			}
		}

		// Naming another leaves Kindness's; an empty name forgets Kindness's.
		if err := s.SetGenreNames(ctx, []storyshelf.GenreName{{Genre: "Nature", GenreEs: "Naturaleza"}}); err != nil {
			t.Fatal(err)
		}
		if err := s.SetGenreNames(ctx, []storyshelf.GenreName{{Genre: "Kindness", GenreEs: ""}}); err != nil {
			t.Fatal(err)
		}
		b, _ = s.BookByID(ctx, cloud.ID)
		if !reflect.DeepEqual(b.GenresEs, []string{"", "Naturaleza"}) {
			t.Fatalf("after forgetting one, the book's Spanish genres = %q", b.GenresEs)
		}
	})
}
