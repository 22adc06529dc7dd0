package demo_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

func TestLoadIsCompleteAndIdempotent(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st := testdb.Store(t, filepath.Join(dir, "demo.db"))
	blobs, err := blob.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}

	first, err := demo.Load(ctx, st, blobs)
	if err != nil {
		t.Fatal(err)
	}
	if first.Books < 6 || first.Upcoming < 1 || first.Kits != 1 || first.Authors != 1 || first.Multimedia == 0 {
		t.Fatalf("first run = %v", first)
	}
	before := snapshot(t, st)

	second, err := demo.Load(ctx, st, blobs)
	if err != nil {
		t.Fatal(err)
	}
	if second != (demo.Summary{}) {
		t.Fatalf("second run added %v", second)
	}
	if after := snapshot(t, st); after != before {
		t.Fatal("second run changed the catalogue")
	}

	books, _ := st.Books(ctx)
	genres, ages := map[string]bool{}, map[string]bool{}
	for _, b := range books {
		ages[b.AgeRange] = true
		for _, g := range b.Genres {
			genres[g] = true
		}
	}
	if len(genres) < 5 || len(ages) < 3 {
		t.Fatalf("catalogue not varied: genres %v ages %v", genres, ages)
	}

	t.Run("EveryEnglishGenreHasItsSpanishName", func(t *testing.T) {
		names, err := st.GenreNames(ctx)
		if err != nil || len(names) < 5 {
			t.Fatalf("genres = %+v, %v", names, err)
		}
		for _, n := range names {
			if n.GenreEs == "" {
				t.Errorf("%q has no Spanish name", n.Genre)
			}
		}
	})

	t.Run("TheDemoSiteHasItsAddressesAndAccounts", func(t *testing.T) {
		site, _ := st.SiteSettings(ctx)
		if site.Identity.Name != "Storyshelf" || site.Identity.ContactEmail != "hello@storyshelf.example" ||
			len(site.Social.Links) != 3 || site.Social.Links[0].Kind != "tiktok" {
			t.Fatalf("site = %+v", site)
		}
	})

	t.Run("MaterialsAreRealFiles", func(t *testing.T) {
		b, err := st.BookByID(ctx, books[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[string]bool{}
		for _, m := range b.DownloadMaterials {
			data := read(t, blobs, strings.TrimPrefix(m.FileURL, "/files/"))
			switch m.Type {
			case storyshelf.MaterialPDF:
				if !bytes.HasPrefix(data, []byte("%PDF-1.4")) || !bytes.Contains(data, []byte("%%EOF")) {
					t.Fatalf("%s is not a PDF", m.FileURL)
				}
			case storyshelf.MaterialImage:
				if _, err := png.Decode(bytes.NewReader(data)); err != nil {
					t.Fatalf("%s is not a PNG: %v", m.FileURL, err)
				}
			}
			kinds[m.Type] = true
		}
		if !kinds["pdf"] || !kinds["image"] {
			t.Fatalf("materials = %v", kinds)
		}
	})
	t.Run("CoversDecode", func(t *testing.T) {
		img, err := png.Decode(bytes.NewReader(read(t, blobs, strings.TrimPrefix(books[0].CoverImage, "/files/"))))
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds().Dx() != 480 || img.Bounds().Dy() != 720 {
			t.Fatalf("cover is %v", img.Bounds())
		}
	})
	t.Run("TestimonialRatings", func(t *testing.T) {
		for _, b := range books {
			list, _ := st.Testimonials(ctx, b.ID, 0)
			for _, tm := range list {
				if tm.Rating < 3 || tm.Rating > 5 {
					t.Fatalf("rating %d", tm.Rating)
				}
			}
		}
	})
	t.Run("ASpanishEditionLinkedToItsEnglishOne", func(t *testing.T) {
		if books[0].Title != "The Kindness Cloud" || books[0].Language != "en" {
			t.Fatalf("the newest book is %q (%s); the home page features an English one", books[0].Title, books[0].Language)
		}
		var es *storyshelf.Book
		for _, b := range books {
			if b.Language == storyshelf.BookSpanish {
				es = b
			} else if b.Language != storyshelf.BookEnglish {
				t.Fatalf("%s is in %q", b.Title, b.Language)
			}
		}
		if es == nil || es.Title != "La nube de la bondad" || es.Slug != "la-nube-de-la-bondad" {
			t.Fatalf("Spanish edition = %+v", es)
		}
		if es.OtherEdition == nil || es.OtherEdition.ID != books[0].ID || books[0].OtherEditionID != es.ID {
			t.Fatalf("not linked both ways: %+v / %q", es.OtherEdition, books[0].OtherEditionID)
		}
		if es.CoverImage == books[0].CoverImage || es.ISBN == books[0].ISBN {
			t.Fatal("the Spanish edition shares its English edition's cover or ISBN")
		}
		if _, err := png.Decode(bytes.NewReader(read(t, blobs, strings.TrimPrefix(es.CoverImage, "/files/")))); err != nil {
			t.Fatalf("Spanish cover: %v", err)
		}
		full, _ := st.BookByID(ctx, es.ID)
		if len(full.DownloadMaterials) != 2 || full.DownloadMaterials[0].Title != "Hoja de actividades" {
			t.Fatalf("materials = %+v", full.DownloadMaterials)
		}
		// The sheet's accents are Latin-1 bytes in WinAnsiEncoding, not UTF-8.
		sheet := read(t, blobs, strings.TrimPrefix(full.DownloadMaterials[0].FileURL, "/files/"))
		if !bytes.Contains(sheet, []byte("/WinAnsiEncoding")) || !bytes.Contains(sheet, []byte("\xbfC\xf3mo se siente")) {
			t.Fatalf("sheet text not in WinAnsiEncoding:\n%q", sheet)
		}
		if mm, _ := st.Multimedia(ctx, es.ID); len(mm) != 4 || !strings.HasPrefix(mm[len(mm)-1].Title, "Lectura en voz alta") {
			t.Fatalf("Spanish videos and songs = %+v", mm)
		}
	})
	t.Run("ActiveKitWithFiles", func(t *testing.T) {
		kit, err := st.ActiveKit(ctx, books[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(kit.Files) < 2 {
			t.Fatalf("kit files = %v", kit.Files)
		}
		read(t, blobs, kit.Files[0].FileURL)
		if kit.TitleEs == "" || kit.HeadlineEs == "" || kit.SubheadlineEs == "" {
			t.Fatalf("the kit has no Spanish words: %+v", kit)
		}
	})
	// The owner's words in Spanish, so the Spanish site shows them rather than her English.
	t.Run("SpanishOwnerTexts", func(t *testing.T) {
		author, err := st.AuthorInfo(ctx)
		if err != nil || author.TitleEs == "" || len(author.BioEs) != len(author.Bio) || author.QuoteEs == "" ||
			len(author.CreativeProcessEs) != len(author.CreativeProcess) {
			t.Fatalf("author = %+v %v", author, err)
		}
		up, err := st.UpcomingBooks(ctx)
		if err != nil || len(up) == 0 {
			t.Fatalf("upcoming = %v %v", up, err)
		}
		for _, u := range up {
			if u.TitleEs == "" || u.DescriptionEs == "" {
				t.Fatalf("upcoming book without Spanish: %+v", u)
			}
		}
	})
}

func read(t *testing.T, blobs blob.Storage, key string) []byte {
	t.Helper()
	f, err := blobs.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("open %s: %v", key, err)
	}
	defer f.Close()
	b, _ := io.ReadAll(f)
	return b
}

// snapshot renders everything the public reads can see.
func snapshot(t *testing.T, st *store.Store) string {
	t.Helper()
	ctx := context.Background()
	var all []any
	books, err := st.Books(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range books {
		full, _ := st.BookByID(ctx, b.ID)
		tms, _ := st.Testimonials(ctx, b.ID, 0)
		mm, _ := st.Multimedia(ctx, b.ID)
		all = append(all, full, tms, mm)
	}
	up, _ := st.UpcomingBooks(ctx)
	author, _ := st.AuthorInfo(ctx)
	site, _ := st.SiteSettings(ctx)
	all = append(all, up, author, site)
	out, _ := json.Marshal(all)
	return string(out)
}
