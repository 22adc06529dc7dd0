package store_test

import (
	"context"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mustCreateEdition adds a book in lang, linked to otherID ("" for none).
func mustCreateEdition(t *testing.T, s *store.Store, title, lang, otherID string) *storyshelf.Book {
	t.Helper()
	b := &storyshelf.Book{Title: title, Author: "Ada Author", Description: "About " + title, AgeRange: "3-6",
		Pages: 32, CoverImage: "/files/covers/" + storyshelf.Slug(title) + ".png", Language: lang, OtherEditionID: otherID}
	if err := s.CreateBook(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return b
}

// partnerOf is the id of the book's other edition as a read finds it, ""
// for none, after checking that the read's edition and id agree.
func partnerOf(t *testing.T, s *store.Store, id string) string {
	t.Helper()
	b, err := s.BookByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if (b.OtherEdition == nil) != (b.OtherEditionID == "") || (b.OtherEdition != nil && b.OtherEdition.ID != b.OtherEditionID) {
		t.Fatalf("%s: otherEditionId %q and otherEdition %+v disagree", b.Title, b.OtherEditionID, b.OtherEdition)
	}
	return b.OtherEditionID
}

// relink saves b again, as the form would, linked to otherID.
func relink(ctx context.Context, s *store.Store, b *storyshelf.Book, otherID string) error {
	edited := *b
	edited.OtherEditionID, edited.OtherEdition = otherID, nil
	return s.UpdateBook(ctx, &edited)
}

func TestBookLanguageIsEnglishByDefault(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "No Language Given")
		got, err := s.BookByID(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Language != storyshelf.BookEnglish || got.OtherEditionID != "" || got.OtherEdition != nil {
			t.Fatalf("language %q, other edition %q %+v", got.Language, got.OtherEditionID, got.OtherEdition)
		}
		// A row written without the column, as by an older release or an
		// importer that does not know it, is English too.
		if err := s.ExecForTest(ctx, `INSERT INTO books (id, slug, title) VALUES ('old-row', 'old-row', 'Old Row')`); err != nil {
			t.Fatal(err)
		}
		if got, err := s.BookByID(ctx, "old-row"); err != nil || got.Language != "en" {
			t.Fatalf("old row: %+v, %v", got, err)
		}
		es := mustCreateEdition(t, s, "Un libro", storyshelf.BookSpanish, "")
		if got, _ := s.BookByID(ctx, es.ID); got.Language != storyshelf.BookSpanish {
			t.Fatalf("language = %q", got.Language)
		}
	})
}

func TestEditionLinks(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		cloud := mustCreateEdition(t, s, "The Kindness Cloud", storyshelf.BookEnglish, "")
		nube := mustCreateEdition(t, s, "La nube de la bondad", storyshelf.BookSpanish, cloud.ID)

		t.Run("LinkingOneLinksBoth", func(t *testing.T) {
			if got := partnerOf(t, s, nube.ID); got != cloud.ID {
				t.Fatalf("the new book's partner = %q", got)
			}
			if got := partnerOf(t, s, cloud.ID); got != nube.ID {
				t.Fatalf("the partner's partner = %q, want the new book", got)
			}
			got, _ := s.BookByID(ctx, cloud.ID)
			want := storyshelf.Edition{ID: nube.ID, Slug: "la-nube-de-la-bondad", Title: "La nube de la bondad",
				Language: "es", CoverImage: "/files/covers/la-nube-de-la-bondad.png"}
			if *got.OtherEdition != want {
				t.Fatalf("other edition = %+v, want %+v", *got.OtherEdition, want)
			}
			if nube.OtherEdition == nil || nube.OtherEdition.Title != "The Kindness Cloud" {
				t.Fatalf("the saved book's other edition = %+v", nube.OtherEdition)
			}
			// Lists and slug reads carry it too.
			books, _ := s.Books(ctx)
			for _, b := range books {
				if b.OtherEdition == nil {
					t.Fatalf("%s has no other edition in the list", b.Title)
				}
			}
			bySlug, _ := s.BookBySlug(ctx, nube.Slug, storyshelf.ShortID(nube.ID))
			if bySlug.OtherEdition == nil || bySlug.OtherEdition.Slug != "the-kindness-cloud" {
				t.Fatalf("by slug: %+v", bySlug.OtherEdition)
			}
		})

		t.Run("RelinkingUnlinksThePreviousPartners", func(t *testing.T) {
			feelings := mustCreateEdition(t, s, "Big Feelings", storyshelf.BookEnglish, "")
			jardin := mustCreateEdition(t, s, "El jardín", storyshelf.BookSpanish, feelings.ID)
			// The English cloud now takes the Spanish garden: the Spanish
			// cloud and the English garden are each left alone.
			if err := relink(ctx, s, cloud, jardin.ID); err != nil {
				t.Fatal(err)
			}
			for id, want := range map[string]string{cloud.ID: jardin.ID, jardin.ID: cloud.ID, nube.ID: "", feelings.ID: ""} {
				if got := partnerOf(t, s, id); got != want {
					t.Fatalf("partner of %s = %q, want %q", id, got, want)
				}
			}
			// Unlinking from either side unlinks both.
			if err := relink(ctx, s, jardin, ""); err != nil {
				t.Fatal(err)
			}
			if a, b := partnerOf(t, s, cloud.ID), partnerOf(t, s, jardin.ID); a != "" || b != "" {
				t.Fatalf("after unlinking: %q, %q", a, b)
			}
			// Saving a book with its own partner again changes nothing.
			if err := relink(ctx, s, nube, cloud.ID); err != nil {
				t.Fatal(err)
			}
			if err := relink(ctx, s, cloud, nube.ID); err != nil {
				t.Fatal(err)
			}
			if a, b := partnerOf(t, s, cloud.ID), partnerOf(t, s, nube.ID); a != nube.ID || b != cloud.ID {
				t.Fatalf("after saving twice: %q, %q", a, b)
			}
		})

		t.Run("ErrSameLanguage", func(t *testing.T) {
			other := mustCreateEdition(t, s, "Another English Book", storyshelf.BookEnglish, "")
			err := relink(ctx, s, other, cloud.ID)
			assertCode(t, err, storyshelf.EINVALID, "This book is in English: its edition in the other language must be a Spanish book.")
			if _, ok := storyshelf.ErrorFields(err)["otherEditionId"]; !ok {
				t.Fatalf("no field error: %v", err)
			}
			bad := &storyshelf.Book{Title: "Otro libro", Language: storyshelf.BookSpanish, OtherEditionID: nube.ID}
			assertCode(t, s.CreateBook(ctx, bad), storyshelf.EINVALID, "This book is in Spanish: its edition in the other language must be an English book.")
			if ok, _ := s.Exists(ctx, "books", bad.ID); ok {
				t.Fatal("the refused book was saved")
			}
			// A book is not its own other edition.
			assertCode(t, relink(ctx, s, other, other.ID), storyshelf.EINVALID, "This book is in English: its edition in the other language must be a Spanish book.")
			// Turning a linked book into its partner's language keeps both as they were.
			spanishNow := *cloud
			spanishNow.Language, spanishNow.OtherEditionID = storyshelf.BookSpanish, nube.ID
			assertCode(t, s.UpdateBook(ctx, &spanishNow), storyshelf.EINVALID, "This book is in Spanish: its edition in the other language must be an English book.")
			if got, _ := s.BookByID(ctx, cloud.ID); got.Language != storyshelf.BookEnglish || got.OtherEditionID != nube.ID {
				t.Fatalf("refused change was saved: %q %q", got.Language, got.OtherEditionID)
			}
			if got := partnerOf(t, s, nube.ID); got != cloud.ID {
				t.Fatalf("partner's link changed: %q", got)
			}
		})

		t.Run("ErrUnknownBook", func(t *testing.T) {
			bad := &storyshelf.Book{Title: "Linked To Nothing", Language: storyshelf.BookEnglish, OtherEditionID: "missing"}
			assertCode(t, s.CreateBook(ctx, bad), storyshelf.EINVALID, storyshelf.MsgEditionGone.Text)
		})

		t.Run("DeletingABookUnlinksItsPartner", func(t *testing.T) {
			if err := s.DeleteBook(ctx, nube.ID); err != nil {
				t.Fatal(err)
			}
			if got := partnerOf(t, s, cloud.ID); got != "" {
				t.Fatalf("partner still linked to the deleted book: %q", got)
			}
		})
	})
}

// A story's reviews show on both its editions' pages, each with its language.
func TestReviewsOfTheStory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		cloud := mustCreateEdition(t, s, "The Kindness Cloud", storyshelf.BookEnglish, "")
		nube := mustCreateEdition(t, s, "La nube amable", storyshelf.BookSpanish, cloud.ID)
		alone := mustCreateEdition(t, s, "Brave Bea", storyshelf.BookEnglish, "")
		for _, tm := range []*storyshelf.Testimonial{
			{BookID: cloud.ID, Rating: 5, Content: "Lovely", ReviewerName: "Sam", Date: "2026-01-02", Lang: "en"},
			{BookID: nube.ID, Rating: 4, Content: "Precioso", ReviewerName: "Ana", Date: "2026-01-03", Lang: "es"},
			{BookID: alone.ID, Rating: 3, Content: "Fine", ReviewerName: "Bo", Date: "2026-01-04", Lang: "en"},
		} {
			if err := s.CreateTestimonial(ctx, tm); err != nil {
				t.Fatal(err)
			}
		}
		for _, b := range []*storyshelf.Book{cloud, nube} {
			list, err := s.Testimonials(ctx, b.ID, 0)
			var got []string
			for _, tm := range list {
				got = append(got, tm.Content+":"+tm.Lang)
			}
			if n, _ := s.CountTestimonials(ctx, b.ID); err != nil || n != 2 || strings.Join(got, " ") != "Precioso:es Lovely:en" {
				t.Errorf("%s: %d reviews %v (%v)", b.Title, n, got, err)
			}
		}
		if n, _ := s.CountTestimonials(ctx, alone.ID); n != 1 {
			t.Errorf("a book of its own: %d reviews", n)
		}
	})
}

// An English book's material keeps its Spanish title and description.
func TestMaterialSpanishTexts(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Brave Bea", Author: "Ada Author", Description: "About", AgeRange: "3-6", Pages: 32,
			DownloadMaterials: []storyshelf.Material{{Title: "Activity Sheet", Description: "Questions",
				TitleEs: "Hoja de actividades", DescriptionEs: "Preguntas", Type: storyshelf.MaterialPDF, FileURL: "/files/materials/a.pdf"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		got, err := s.BookByID(ctx, b.ID)
		if err != nil || len(got.DownloadMaterials) != 1 || got.DownloadMaterials[0].TitleEs != "Hoja de actividades" ||
			got.DownloadMaterials[0].DescriptionEs != "Preguntas" {
			t.Fatalf("%+v %v", got, err)
		}
	})
}
