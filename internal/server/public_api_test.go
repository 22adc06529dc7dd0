package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// seedBook adds a book with genres, a material and n reviews.
func seedBook(t *testing.T, ts *testServer, title string, reviews int) *storyshelf.Book {
	t.Helper()
	ctx := context.Background()
	b := &storyshelf.Book{Title: title, Author: "Lily Hart", Description: "About " + title, AgeRange: "3-6",
		Genres: []string{"Kindness"}, DownloadMaterials: []storyshelf.Material{
			{Title: "Sheet", Type: "pdf", FileURL: "/files/materials/a.pdf", FileSize: "1 KB"}}}
	if err := ts.Store.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < reviews; i++ {
		tm := &storyshelf.Testimonial{BookID: b.ID, Rating: 3 + i%3, Content: "Great", ReviewerName: "R",
			Date: "2025-01-0" + string(rune('1'+i))}
		if err := ts.Store.CreateTestimonial(ctx, tm); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func decode[T any](t *testing.T, body string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("decode %q: %v", body, err)
	}
	return v
}

type apiError struct {
	Error struct{ Code, Message string }
}

func TestBookEndpoint(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "The Kindness Cloud", 0)
	ref := b.SlugWithID()

	t.Run("Found", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/"+ref)
		got := decode[storyshelf.Book](t, body)
		if res.StatusCode != 200 || got.ID != b.ID || len(got.DownloadMaterials) != 1 || got.Genres[0] != "Kindness" {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	t.Run("OutdatedSlugStillFindsTheBook", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/old-title-"+storyshelf.ShortID(b.ID))
		if got := decode[storyshelf.Book](t, body); res.StatusCode != 200 || got.Slug != "the-kindness-cloud" {
			t.Fatalf("got %d %s", res.StatusCode, body)
		}
	})
	for _, tt := range []struct {
		name, ref, code, msg string
		status               int
	}{
		{"NotFound", "the-kindness-cloud-zzzzzzzz", "not_found", "Book not found.", 404},
		{"BadIdentifier", "the-kindness-cloud-123", "invalid", "Invalid book identifier in URL.", 400},
		{"BadFormat", "the-kindness-cloud-", "invalid", "Invalid book URL format.", 400},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, body := get(t, ts.URL+"/api/books/"+tt.ref)
			e := decode[apiError](t, body)
			if res.StatusCode != tt.status || e.Error.Code != tt.code || e.Error.Message != tt.msg {
				t.Fatalf("got %d %s", res.StatusCode, body)
			}
		})
	}
}

func TestBookTestimonialsEndpoint(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 5)
	type page struct {
		Testimonials []storyshelf.Testimonial
		Count        int
	}
	res, body := get(t, ts.URL+"/api/books/"+b.ID+"/testimonials?limit=3")
	p := decode[page](t, body)
	if res.StatusCode != 200 || p.Count != 5 || len(p.Testimonials) != 3 || p.Testimonials[0].Date != "2025-01-05" {
		t.Fatalf("got %d %s", res.StatusCode, body)
	}
	_, body = get(t, ts.URL+"/api/books/"+b.ID+"/testimonials")
	if p := decode[page](t, body); len(p.Testimonials) != 5 {
		t.Fatalf("unlimited gave %d", len(p.Testimonials))
	}
	res, _ = get(t, ts.URL+"/api/books/"+b.ID+"/testimonials?limit=x")
	if res.StatusCode != 400 {
		t.Fatalf("bad limit = %d", res.StatusCode)
	}
	res, body = get(t, ts.URL+"/api/books/missing/testimonials")
	if res.StatusCode != 404 || decode[apiError](t, body).Error.Message != "Book not found." {
		t.Fatalf("missing book = %d %s", res.StatusCode, body)
	}
}

func TestFeaturedTestimonials(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Brave Bea", 6) // ratings 3,4,5,3,4,5
	_, body := get(t, ts.URL+"/api/testimonials/featured")
	list := decode[[]storyshelf.Testimonial](t, body)
	if len(list) != 3 {
		t.Fatalf("got %d", len(list))
	}
	for _, tm := range list {
		if tm.Rating < 4 || tm.BookTitle != "Brave Bea" || tm.BookSlug != b.SlugWithID() {
			t.Fatalf("testimonial %+v", tm)
		}
	}
}

func TestUpcomingAndAuthor(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	res, body := get(t, ts.URL+"/api/author")
	if res.StatusCode != 404 || decode[apiError](t, body).Error.Message != "No author profile found." {
		t.Fatalf("no author = %d %s", res.StatusCode, body)
	}
	must(t, ts.Store.CreateAuthorInfo(ctx, &storyshelf.AuthorInfo{Name: "Lily Hart", Bio: []string{"Hi"}}))
	res, body = get(t, ts.URL+"/api/author")
	if a := decode[storyshelf.AuthorInfo](t, body); res.StatusCode != 200 || a.Name != "Lily Hart" || a.Bio[0] != "Hi" {
		t.Fatalf("author = %d %s", res.StatusCode, body)
	}
	must(t, ts.Store.CreateUpcomingBook(ctx, &storyshelf.UpcomingBook{Title: "Later", ExpectedReleaseDate: "2027-09-01"}))
	must(t, ts.Store.CreateUpcomingBook(ctx, &storyshelf.UpcomingBook{Title: "Sooner", ExpectedReleaseDate: "2027-01-01"}))
	_, body = get(t, ts.URL+"/api/upcoming-books")
	if list := decode[[]storyshelf.UpcomingBook](t, body); len(list) != 2 || list[0].Title != "Sooner" {
		t.Fatalf("upcoming = %s", body)
	}
}

func TestPublicReadsAreCacheable(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Cache Me", 1)
	ts.Store.CreateAuthorInfo(context.Background(), &storyshelf.AuthorInfo{Name: "A"})
	for _, path := range []string{"/api/books", "/api/books/" + b.SlugWithID(), "/api/books/" + b.ID + "/testimonials",
		"/api/upcoming-books", "/api/author"} {
		t.Run(strings.ReplaceAll(path, "/", "_"), func(t *testing.T) {
			res, _ := get(t, ts.URL+path)
			etag := res.Header.Get("ETag")
			if res.StatusCode != 200 || etag == "" || !strings.Contains(res.Header.Get("Cache-Control"), "stale-while-revalidate") {
				t.Fatalf("first = %d etag %q cc %q", res.StatusCode, etag, res.Header.Get("Cache-Control"))
			}
			res, body := get(t, ts.URL+path, "If-None-Match", etag)
			if res.StatusCode != http.StatusNotModified || body != "" {
				t.Fatalf("conditional = %d %q", res.StatusCode, body)
			}
			res, _ = get(t, ts.URL+path, "If-None-Match", `W/`+etag)
			if res.StatusCode != http.StatusNotModified {
				t.Fatalf("weak conditional = %d", res.StatusCode)
			}
			res, _ = get(t, ts.URL+path, "If-None-Match", `"something-else"`)
			if res.StatusCode != 200 {
				t.Fatalf("stale etag = %d", res.StatusCode)
			}
		})
	}
	t.Run("AWriteShowsUpAtOnce", func(t *testing.T) {
		res, _ := get(t, ts.URL+"/api/books")
		etag := res.Header.Get("ETag")
		seedBook(t, ts, "Brand New", 0)
		res, body := get(t, ts.URL+"/api/books", "If-None-Match", etag)
		if res.StatusCode != 200 || !strings.Contains(body, "Brand New") {
			t.Fatalf("after write = %d", res.StatusCode)
		}
	})
}

func TestBookMultimediaEndpoint(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Songs Book", 0)
	ctx := context.Background()
	must(t, ts.Store.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: b.ID, Type: "video", Title: "Older", URL: "https://vimeo.com/1"}))
	time.Sleep(2 * time.Millisecond)
	must(t, ts.Store.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: b.ID, Type: "audio", Title: "Newer", URL: "/files/media/a.wav", Lyrics: "La"}))
	res, body := get(t, ts.URL+"/api/books/"+b.ID+"/multimedia")
	list := decode[[]storyshelf.Multimedia](t, body)
	if res.StatusCode != 200 || len(list) != 2 || list[0].Title != "Newer" || list[0].Lyrics != "La" || res.Header.Get("ETag") == "" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	res, _ = get(t, ts.URL+"/api/books/nope/multimedia")
	if res.StatusCode != 404 {
		t.Fatalf("unknown book %d", res.StatusCode)
	}
	_, page := get(t, ts.URL+"/multimedia/"+b.SlugWithID())
	if !strings.Contains(string(pageData(t, page)["book-multimedia/"+b.ID]), "Newer") || !strings.Contains(page, "<title>Videos &amp; Songs: Songs Book") {
		t.Fatalf("multimedia page:\n%s", page)
	}
}
