package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestTestimonialsPage(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		a, b := mustCreateBook(t, s, "Book A"), mustCreateBook(t, s, "Book B")
		for i := 0; i < 13; i++ {
			book := a
			if i%3 == 0 {
				book = b
			}
			clock.advance(time.Minute)
			tm := &storyshelf.Testimonial{BookID: book.ID, Rating: 5, Content: fmt.Sprintf("Story %d", i), ReviewerName: fmt.Sprintf("Reader %d", i)}
			if err := s.CreateTestimonial(ctx, tm); err != nil {
				t.Fatal(err)
			}
		}
		p, err := s.TestimonialsPage(ctx, "", "", "", 2, 10)
		if err != nil || p.TotalCount != 13 || p.TotalPages != 2 || len(p.Testimonials) != 3 || p.Testimonials[2].ReviewerName != "Reader 0" || p.Testimonials[2].BookTitle != "Book B" {
			t.Fatalf("page 2 %+v %v", p, err)
		}
		// Book B has readers 0, 3, 6, 9 and 12; of those only 12 matches "reader 1".
		p, err = s.TestimonialsPage(ctx, b.ID, "reader 1", "", 1, 10)
		if err != nil || p.TotalCount != 1 || p.Testimonials[0].ReviewerName != "Reader 12" {
			t.Fatalf("book and search %+v %v", p, err)
		}
		p, err = s.TestimonialsPage(ctx, b.ID, "", "", 1, 10)
		if err != nil || p.TotalCount != 5 {
			t.Fatalf("book filter %+v %v", p, err)
		}
		p, err = s.TestimonialsPage(ctx, "", "STORY 12", "", 0, 10)
		if err != nil || p.TotalCount != 1 || p.Page != 1 || p.Testimonials[0].Content != "Story 12" {
			t.Fatalf("search %+v %v", p, err)
		}
	})
}

func TestUpdateAndDeleteTestimonial(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a, b := mustCreateBook(t, s, "Book A"), mustCreateBook(t, s, "Book B")
		tm := &storyshelf.Testimonial{BookID: a.ID, Rating: 3, Content: "Nice", ReviewerName: "Sam"}
		if err := s.CreateTestimonial(ctx, tm); err != nil {
			t.Fatal(err)
		}
		edited := *tm
		edited.BookID, edited.Rating, edited.Title, edited.Content = b.ID, 5, "Loved it", "Read it twice"
		edited.Source, edited.Date, edited.VerifiedPurchase = "Amazon", "2026-05-01", true
		if err := s.UpdateTestimonial(ctx, &edited); err != nil {
			t.Fatal(err)
		}
		list, err := s.Testimonials(ctx, b.ID, 0)
		if err != nil || len(list) != 1 {
			t.Fatalf("book B's reviews: %+v %v", list, err)
		}
		got := list[0]
		if got.Rating != 5 || got.Title != "Loved it" || got.Content != "Read it twice" || got.Source != "Amazon" ||
			got.Date != "2026-05-01" || !got.VerifiedPurchase {
			t.Fatalf("saved %+v", got)
		}
		if list, _ := s.Testimonials(ctx, a.ID, 0); len(list) != 0 {
			t.Fatalf("still on book A: %+v", list)
		}
		missing := edited
		missing.ID = "no-such-review"
		if err := s.UpdateTestimonial(ctx, &missing); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("updating a missing review: %v", err)
		}
		if err := s.DeleteTestimonial(ctx, tm.ID); err != nil {
			t.Fatal(err)
		}
		if list, _ := s.Testimonials(ctx, b.ID, 0); len(list) != 0 {
			t.Fatalf("after delete: %+v", list)
		}
		if err := s.DeleteTestimonial(ctx, tm.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("deleting twice: %v", err)
		}
	})
}

func TestUpcomingBookAdmin(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		u := &storyshelf.UpcomingBook{Title: "Soon", Author: "A", Description: "D", CoverImageURL: "/files/covers/s.png", ExpectedReleaseDate: "2027-01-01"}
		if err := s.CreateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		u.Title = "Sooner"
		if err := s.UpdateUpcomingBook(ctx, u); err != nil {
			t.Fatal(err)
		}
		got, err := s.UpcomingBookByID(ctx, u.ID)
		if err != nil || got.Title != "Sooner" {
			t.Fatalf("got %+v %v", got, err)
		}
		cover, err := s.DeleteUpcomingBook(ctx, u.ID)
		if err != nil || cover != "/files/covers/s.png" {
			t.Fatalf("delete %q %v", cover, err)
		}
		_, err = s.UpcomingBookByID(ctx, u.ID)
		assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgUpcomingNotFound.Text)
		assertCode(t, s.UpdateUpcomingBook(ctx, u), storyshelf.ENOTFOUND, storyshelf.MsgUpcomingNotFound.Text)
	})
}

func TestAuthorsAndProfile(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		mustCreateBook(t, s, "One") // by Ada Author
		mustCreateBook(t, s, "Two")
		list, err := s.Authors(ctx)
		if err != nil || len(list) != 1 || list[0].Name != "Ada Author" || list[0].BookCount != 2 {
			t.Fatalf("authors %+v %v", list, err)
		}
		if n, err := s.RenameAuthor(ctx, "Ada Author", "Ada B. Author"); err != nil || n != 2 {
			t.Fatalf("rename %d %v", n, err)
		}
		_, err = s.RenameAuthor(ctx, "Ada Author", "X")
		assertCode(t, err, storyshelf.ENOTFOUND, "No books found for author: Ada Author")

		first := &storyshelf.AuthorInfo{Name: "Ada", Bio: []string{"Hi."}}
		if err := s.SaveAuthorInfo(ctx, first); err != nil {
			t.Fatal(err)
		}
		second := &storyshelf.AuthorInfo{Name: "Ada B.", CreativeProcess: []string{"Draw."}}
		if err := s.SaveAuthorInfo(ctx, second); err != nil {
			t.Fatal(err)
		}
		got, err := s.AuthorInfo(ctx)
		if err != nil || got.ID != first.ID || got.Name != "Ada B." || len(got.Bio) != 0 || got.CreativeProcess[0] != "Draw." {
			t.Fatalf("profile %+v %v", got, err)
		}
	})
}

func TestMultimediaAdmin(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := &storyshelf.Book{Title: "Songs", Author: "A",
			DownloadMaterials: []storyshelf.Material{{Title: "Song file", Type: "audio", FileURL: "/files/materials/s.mp3"}}}
		if err := s.CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		song := &storyshelf.Multimedia{BookID: b.ID, Type: "audio", Title: "Song", URL: "/files/materials/s.mp3"}
		if err := s.CreateMultimedia(ctx, song); err != nil {
			t.Fatal(err)
		}
		list, err := s.AllMultimedia(ctx)
		if err != nil || len(list) != 1 || list[0].BookTitle != "Songs" || list[0].BookSlug != "songs-"+b.ID[:8] {
			t.Fatalf("list %+v %v", list, err)
		}
		song.Title = "Song 2"
		if err := s.UpdateMultimedia(ctx, song); err != nil {
			t.Fatal(err)
		}
		removed, err := s.DeleteMultimedia(ctx, song.ID)
		if err != nil || removed.Title != "Song 2" {
			t.Fatalf("delete %+v %v", removed, err)
		}
		got, _ := s.BookByID(ctx, b.ID)
		if len(got.DownloadMaterials) != 0 {
			t.Fatalf("the song's material survived: %+v", got.DownloadMaterials)
		}
		_, err = s.MultimediaByID(ctx, song.ID)
		assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgMultimediaNotFound.Text)
	})
}
