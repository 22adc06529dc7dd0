package store_test

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func mustCreateTestimonial(t *testing.T, s *store.Store, bookID string, rating int, date string) *storyshelf.Testimonial {
	t.Helper()
	tm := &storyshelf.Testimonial{BookID: bookID, Rating: rating, Content: "Lovely", ReviewerName: "Sam", Date: date}
	if err := s.CreateTestimonial(context.Background(), tm); err != nil {
		t.Fatal(err)
	}
	return tm
}

func TestUpcomingBooksSoonestFirst(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		for _, u := range []storyshelf.UpcomingBook{
			{Title: "Later", ExpectedReleaseDate: "2027-09-01"},
			{Title: "Sooner", ExpectedReleaseDate: "2027-03-15T00:00:00", PreorderURL: "https://example.com/pre"},
			{Title: "Soonest", ExpectedReleaseDate: "2027-01-10"},
		} {
			if err := s.CreateUpcomingBook(ctx, &u); err != nil {
				t.Fatal(err)
			}
		}
		list, err := s.UpcomingBooks(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, u := range list {
			titles = append(titles, u.Title)
		}
		if !reflect.DeepEqual(titles, []string{"Soonest", "Sooner", "Later"}) {
			t.Fatalf("order = %v", titles)
		}
		if list[1].PreorderURL != "https://example.com/pre" {
			t.Fatalf("preorder = %q", list[1].PreorderURL)
		}
	})
}

func TestTestimonials(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Brave Bea")
		other := mustCreateBook(t, s, "Other Book")
		mid := mustCreateTestimonial(t, s, b.ID, 3, "2025-02-01")
		newest := mustCreateTestimonial(t, s, b.ID, 5, "2025-03-01")
		oldest := mustCreateTestimonial(t, s, b.ID, 4, "2025-01-01")
		otherHigh := mustCreateTestimonial(t, s, other.ID, 4, "2025-01-01")

		t.Run("NewestFirst", func(t *testing.T) {
			list, err := s.Testimonials(ctx, b.ID, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(list); !reflect.DeepEqual(got, []string{newest.ID, mid.ID, oldest.ID}) {
				t.Fatalf("order = %v", got)
			}
		})
		t.Run("Limit", func(t *testing.T) {
			list, err := s.Testimonials(ctx, b.ID, 2)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(list); !reflect.DeepEqual(got, []string{newest.ID, mid.ID}) {
				t.Fatalf("limited = %v", got)
			}
		})
		t.Run("Count", func(t *testing.T) {
			if n, err := s.CountTestimonials(ctx, b.ID); err != nil || n != 3 {
				t.Fatalf("count = %d, %v", n, err)
			}
		})
		t.Run("RandomWithMinimumRating", func(t *testing.T) {
			list, err := s.RandomTestimonials(ctx, storyshelf.HomeMinRating, 10)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]storyshelf.Testimonial{}
			for _, tm := range list {
				got[tm.ID] = tm
			}
			if len(got) != 3 || got[mid.ID].ID != "" {
				t.Fatalf("picked %v: want the three rated 4 or more", ids(list))
			}
			if tm := got[otherHigh.ID]; tm.BookTitle != "Other Book" || tm.BookSlug != storyshelf.SlugWithID("other-book", other.ID) {
				t.Fatalf("joined book = %q %q", tm.BookTitle, tm.BookSlug)
			}
			list, _ = s.RandomTestimonials(ctx, storyshelf.HomeMinRating, 2)
			if len(list) != 2 {
				t.Fatalf("limit 2 gave %d", len(list))
			}
		})
		t.Run("ErrRatingOutOfRange", func(t *testing.T) {
			err := s.CreateTestimonial(ctx, &storyshelf.Testimonial{BookID: b.ID, Rating: 6, Content: "x", ReviewerName: "y"})
			assertCode(t, err, storyshelf.EINVALID, "Rating must be between 1 and 5")
		})
	})
}

func ids(list []storyshelf.Testimonial) []string {
	var out []string
	for _, t := range list {
		out = append(out, t.ID)
	}
	return out
}

func TestMultimediaNewestFirst(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Songs Book")
		first := &storyshelf.Multimedia{BookID: b.ID, Type: "video", Title: "First", URL: "https://youtu.be/x"}
		second := &storyshelf.Multimedia{BookID: b.ID, Type: "audio", Title: "Second", Lyrics: "La la"}
		for _, m := range []*storyshelf.Multimedia{first, second} {
			if err := s.CreateMultimedia(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		list, err := s.Multimedia(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].Title != "Second" || list[0].Lyrics != "La la" || list[1].URL != "https://youtu.be/x" {
			t.Fatalf("list = %+v", list)
		}
	})
}

// Videos and songs belong to the story: an edition without any of its own
// lists its other edition's, with their Spanish words kept beside the
// English; an edition with its own lists just those.
func TestMultimediaOfTheStory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		cloud := mustCreateEdition(t, s, "The Cloud", storyshelf.BookEnglish, "")
		nube := mustCreateEdition(t, s, "La nube", storyshelf.BookSpanish, cloud.ID)
		other := mustCreateBook(t, s, "Another Story")
		song := &storyshelf.Multimedia{BookID: cloud.ID, Type: "audio", Title: "Cloud Song", TitleEs: "Canción de la nube",
			Description: "Sing along", DescriptionEs: "Canta con nosotros", URL: "/files/media/song.mp3"}
		elsewhere := &storyshelf.Multimedia{BookID: other.ID, Type: "video", Title: "Elsewhere", URL: "https://youtu.be/y"}
		for _, m := range []*storyshelf.Multimedia{song, elsewhere} {
			if err := s.CreateMultimedia(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		titles := func(b *storyshelf.Book) []string {
			t.Helper()
			list, err := s.Multimedia(ctx, b.ID)
			if err != nil {
				t.Fatal(err)
			}
			out := []string{}
			for _, m := range list {
				out = append(out, m.Title)
			}
			return out
		}
		for _, b := range []*storyshelf.Book{cloud, nube} {
			if got := titles(b); !slices.Equal(got, []string{"Cloud Song"}) {
				t.Fatalf("%s lists %q, want the story's song", b.Title, got)
			}
		}
		// A Spanish reading of its own: the Spanish edition lists it alone.
		if err := s.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: nube.ID, Type: "video", Title: "Lectura",
			URL: "https://youtu.be/x"}); err != nil {
			t.Fatal(err)
		}
		if got := titles(nube); !slices.Equal(got, []string{"Lectura"}) {
			t.Fatalf("with its own: %q", got)
		}
		if got := titles(cloud); !slices.Equal(got, []string{"Cloud Song"}) {
			t.Fatalf("the English edition: %q", got)
		}
		if got := titles(other); !slices.Equal(got, []string{"Elsewhere"}) {
			t.Fatalf("another story: %q", got)
		}
		saved, err := s.MultimediaByID(ctx, song.ID)
		if err != nil || saved.TitleEs != "Canción de la nube" || saved.DescriptionEs != "Canta con nosotros" {
			t.Fatalf("saved = %+v, %v", saved, err)
		}
		saved.TitleEs, saved.DescriptionEs = "La canción", ""
		if err := s.UpdateMultimedia(ctx, saved); err != nil {
			t.Fatal(err)
		}
		all, err := s.AllMultimedia(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range all {
			if m.ID == song.ID && (m.TitleEs != "La canción" || m.DescriptionEs != "" || m.BookTitle != "The Cloud") {
				t.Fatalf("after the edit: %+v", m)
			}
		}
	})
}

func TestActiveKit(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Kit Book")
		plain := mustCreateBook(t, s, "No Kit Book")
		inactive := &storyshelf.KindnessKit{BookID: plain.ID, Active: false, Title: "Hidden"}
		active := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kindness Kit",
			Files: []storyshelf.KitFile{
				{FileName: "Second", FileType: "pdf", FileURL: "k/2.pdf", SortOrder: 2},
				{FileName: "First", FileType: "image", FileURL: "k/1.png", SortOrder: 1},
			}}
		for _, k := range []*storyshelf.KindnessKit{inactive, active} {
			if err := s.CreateKit(ctx, k); err != nil {
				t.Fatal(err)
			}
		}
		t.Run("OK", func(t *testing.T) {
			k, err := s.ActiveKit(ctx, b.ID)
			if err != nil {
				t.Fatal(err)
			}
			if k.ID != active.ID || len(k.Files) != 2 || k.Files[0].FileName != "First" || k.Files[1].FileName != "Second" {
				t.Fatalf("kit = %+v", k)
			}
		})
		t.Run("ErrInactive", func(t *testing.T) {
			_, err := s.ActiveKit(ctx, plain.ID)
			assertCode(t, err, storyshelf.ENOTFOUND, "Kindness kit not found")
		})
		// A kit belongs to the story: the other edition offers it too, until
		// that edition has one of its own.
		t.Run("TheOtherEditionsKit", func(t *testing.T) {
			nube := mustCreateEdition(t, s, "La nube", storyshelf.BookSpanish, b.ID)
			if k, err := s.ActiveKit(ctx, nube.ID); err != nil || k.ID != active.ID || len(k.Files) != 2 {
				t.Fatalf("the Spanish edition's kit = %+v, %v; want the English edition's", k, err)
			}
			own := &storyshelf.KindnessKit{BookID: nube.ID, Active: true, Title: "Kit de bondad",
				Files: []storyshelf.KitFile{{FileName: "Uno", FileType: "pdf", FileURL: "k/es.pdf", SortOrder: 1}}}
			if err := s.CreateKit(ctx, own); err != nil {
				t.Fatal(err)
			}
			if k, err := s.ActiveKit(ctx, nube.ID); err != nil || k.ID != own.ID {
				t.Fatalf("with a kit of its own: %+v, %v", k, err)
			}
			if k, err := s.ActiveKit(ctx, b.ID); err != nil || k.ID != active.ID {
				t.Fatalf("the English edition keeps its own: %+v, %v", k, err)
			}
			// Another story's kit is never offered.
			if _, err := s.ActiveKit(ctx, plain.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("a book of another story: %v", err)
			}
		})
	})
}

func TestAuthorInfoNewest(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		_, err := s.AuthorInfo(ctx)
		assertCode(t, err, storyshelf.ENOTFOUND, "No author profile found.")
		for _, a := range []*storyshelf.AuthorInfo{
			{Name: "Old Name", Bio: []string{"old"}},
			{Name: "New Name", Title: "Author", Bio: []string{"One", "Two"}, CreativeProcess: []string{"Draw"}, Quote: "Be kind"},
		} {
			if err := s.CreateAuthorInfo(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		a, err := s.AuthorInfo(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if a.Name != "New Name" || !reflect.DeepEqual(a.Bio, []string{"One", "Two"}) ||
			!reflect.DeepEqual(a.CreativeProcess, []string{"Draw"}) || a.Quote != "Be kind" {
			t.Fatalf("author = %+v", a)
		}
	})
}
