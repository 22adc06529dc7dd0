package server_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestAdminUpcomingBooks(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}

	res, body := b.do("POST", "/api/admin/upcoming-books", `{"preorderUrl": "not a url"}`, auth...)
	v := decode[struct {
		Error struct {
			Message string
			Fields  map[string]string
		}
	}](t, body)
	if res.StatusCode != 400 || v.Error.Message != "Title is required" || v.Error.Fields["expectedReleaseDate"] != "Expected release date is required" ||
		v.Error.Fields["coverImageUrl"] != "Cover image is required" || v.Error.Fields["preorderUrl"] == "" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}

	const form = `{"title": "%s", "author": "Lily Hart", "description": "Soon", "coverImageUrl": "/files/covers/u.png",
		"expectedReleaseDate": "%s", "preorderUrl": "https://shop.example/pre"}`
	res, body = b.do("POST", "/api/admin/upcoming-books", fmt.Sprintf(form, "Later Book", "2027-09-01"), auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create %d %s", res.StatusCode, body)
	}
	later := decode[storyshelf.UpcomingBook](t, body)
	b.do("POST", "/api/admin/upcoming-books", fmt.Sprintf(form, "Sooner Book", "2027-02-01"), auth...)

	_, body = b.do("GET", "/api/admin/upcoming-books", "", auth...)
	list := decode[[]storyshelf.UpcomingBook](t, body)
	if len(list) != 2 || list[0].Title != "Sooner Book" {
		t.Fatalf("list %s", body)
	}
	res, body = b.do("PUT", "/api/admin/upcoming-books/"+later.ID, fmt.Sprintf(form, "Renamed Book", "2027-01-01"), auth...)
	if res.StatusCode != 200 || decode[storyshelf.UpcomingBook](t, body).Title != "Renamed Book" {
		t.Fatalf("update %d %s", res.StatusCode, body)
	}
	if _, body := get(t, ts.URL+"/api/upcoming-books"); !strings.Contains(body, "Renamed Book") ||
		strings.Index(body, "Renamed Book") > strings.Index(body, "Sooner Book") {
		t.Fatalf("storefront %s", body)
	}
	if res, _ := b.do("DELETE", "/api/admin/upcoming-books/"+later.ID, "", auth...); res.StatusCode != 204 {
		t.Fatalf("delete %d", res.StatusCode)
	}
	if res, _ := b.do("GET", "/api/admin/upcoming-books/"+later.ID, "", auth...); res.StatusCode != 404 {
		t.Fatalf("still there %d", res.StatusCode)
	}
}

func TestAdminTestimonials(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Reviewed Book", 0)
	other := seedBook(t, ts, "Other Book", 0)

	for _, tt := range []struct{ body, field, msg string }{
		{`{"content": "x", "reviewerName": "R", "date": "2026-01-01"}`, "bookId", "Please select a book"},
		{`{"bookId": "` + book.ID + `", "content": "x", "date": "2026-01-01"}`, "reviewerName", "Reviewer name is required"},
		{`{"bookId": "` + book.ID + `", "reviewerName": "R", "date": "2026-01-01"}`, "content", "Review content is required"},
		{`{"bookId": "` + book.ID + `", "reviewerName": "R", "content": "x"}`, "date", "Date is required"},
		{`{"bookId": "` + book.ID + `", "reviewerName": "R", "content": "x", "date": "2026-01-01", "title": "   "}`, "title", "If provided, review title cannot be empty"},
		{`{"bookId": "no-such-book", "reviewerName": "R", "content": "x", "date": "2026-01-01"}`, "bookId", "Please select a book"},
	} {
		res, body := b.do("POST", "/api/admin/testimonials", tt.body, auth...)
		if res.StatusCode != 400 || !strings.Contains(body, `"`+tt.field+`":"`+tt.msg+`"`) {
			t.Fatalf("%s: %d %s", tt.body, res.StatusCode, body)
		}
	}

	var firstID string
	for i := 0; i < 12; i++ {
		target := book.ID
		if i%4 == 0 {
			target = other.ID
		}
		res, body := b.do("POST", "/api/admin/testimonials", fmt.Sprintf(`{"bookId": "%s", "reviewerName": "Reader %d", "content": "Lovely story %d", "date": "2026-01-%02d"}`, target, i, i, i+1), auth...)
		if res.StatusCode != 201 {
			t.Fatalf("create %d %s", res.StatusCode, body)
		}
		created := decode[storyshelf.Testimonial](t, body)
		if created.Rating != 5 {
			t.Fatalf("default rating %d", created.Rating)
		}
		if i == 0 {
			firstID = created.ID
		}
	}
	type page struct {
		Testimonials                 []storyshelf.Testimonial
		TotalCount, TotalPages, Page int
	}
	_, body := b.do("GET", "/api/admin/testimonials?page=2", "", auth...)
	p := decode[page](t, body)
	if p.TotalCount != 12 || p.TotalPages != 2 || len(p.Testimonials) != 2 || p.Testimonials[1].ID != firstID || p.Testimonials[1].BookTitle != "Other Book" {
		t.Fatalf("page 2 %s", body)
	}
	_, body = b.do("GET", "/api/admin/testimonials?bookId="+other.ID, "", auth...)
	if p := decode[page](t, body); p.TotalCount != 3 {
		t.Fatalf("filtered %s", body)
	}
	_, body = b.do("GET", "/api/admin/testimonials?q=READER%2011", "", auth...)
	if p := decode[page](t, body); p.TotalCount != 1 || p.Testimonials[0].ReviewerName != "Reader 11" {
		t.Fatalf("search %s", body)
	}

	res, body := b.do("PUT", "/api/admin/testimonials/"+firstID, `{"bookId": "`+book.ID+`", "reviewerName": "Pat", "content": "Edited", "date": "2026-02-01", "rating": 4, "title": "Great"}`, auth...)
	if res.StatusCode != 200 || decode[storyshelf.Testimonial](t, body).Rating != 4 {
		t.Fatalf("update %d %s", res.StatusCode, body)
	}
	if _, body := get(t, ts.URL+"/api/books/"+book.ID+"/testimonials"); !strings.Contains(body, "Edited") {
		t.Fatalf("storefront %s", body)
	}
	if res, _ := b.do("DELETE", "/api/admin/testimonials/"+firstID, "", auth...); res.StatusCode != 204 {
		t.Fatalf("delete %d", res.StatusCode)
	}
	if res, _ := b.do("DELETE", "/api/admin/testimonials/"+firstID, "", auth...); res.StatusCode != 404 {
		t.Fatalf("second delete %d", res.StatusCode)
	}
}

func TestAdminAuthors(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	seedBook(t, ts, "One", 0) // by Lily Hart
	seedBook(t, ts, "Two", 0)

	_, body := b.do("GET", "/api/admin/authors", "", auth...)
	if !strings.Contains(body, `{"id":"Lily Hart","name":"Lily Hart","bookCount":2}`) {
		t.Fatalf("authors %s", body)
	}
	for _, tt := range []struct {
		body   string
		status int
		msg    string
	}{
		{`{"oldName": "Lily Hart", "newName": "  "}`, 400, "Author name cannot be empty"},
		{`{"oldName": "", "newName": "X"}`, 400, "Both old and new author names are required"},
		{`{"oldName": "Nobody", "newName": "X"}`, 404, "No books found for author: Nobody"},
	} {
		res, body := b.do("PUT", "/api/admin/authors", tt.body, auth...)
		if res.StatusCode != tt.status || decode[apiError](t, body).Error.Message != tt.msg {
			t.Fatalf("%s: %d %s", tt.body, res.StatusCode, body)
		}
	}
	res, body := b.do("PUT", "/api/admin/authors", `{"oldName": "Lily Hart", "newName": "Lily H. Hart"}`, auth...)
	if res.StatusCode != 200 || !strings.Contains(body, `"booksUpdated":2`) {
		t.Fatalf("rename %d %s", res.StatusCode, body)
	}
	if _, body := get(t, ts.URL+"/api/books"); strings.Contains(body, `"author":"Lily Hart"`) {
		t.Fatalf("storefront keeps the old name: %s", body)
	}
	res, body = b.do("DELETE", "/api/admin/authors?name=Lily%20H.%20Hart", "", auth...)
	if res.StatusCode != 409 || decode[apiError](t, body).Error.Message != "Cannot delete authors with books" {
		t.Fatalf("delete %d %s", res.StatusCode, body)
	}
	res, body = b.do("DELETE", "/api/admin/authors", "", auth...)
	if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Author name is required" {
		t.Fatalf("delete without name %d %s", res.StatusCode, body)
	}
}

func TestAdminAuthorProfile(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}

	if res, _ := b.do("GET", "/api/admin/author-profile", "", auth...); res.StatusCode != 404 {
		t.Fatalf("no profile yet: %d", res.StatusCode)
	}
	res, body := b.do("PUT", "/api/admin/author-profile", `{"name": " ", "photoUrl": "javascript:x"}`, auth...)
	if res.StatusCode != 400 || !strings.Contains(body, `"name":"Author name is required"`) || !strings.Contains(body, `"photoUrl":"File must be an image"`) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	var ids []string
	for i, name := range []string{"Lily Hart", "Lily H. Hart"} {
		res, body := b.do("PUT", "/api/admin/author-profile", `{"name": "`+name+`", "title": "Author", "bio": ["First.", " ", "Second."],
			"creativeProcess": ["Ideas."], "quote": "Read!", "photoUrl": "/files/images/me.png"}`, auth...)
		if res.StatusCode != 200 || !strings.Contains(body, "Author profile saved successfully!") {
			t.Fatalf("save %d: %d %s", i, res.StatusCode, body)
		}
		ids = append(ids, decode[struct{ Profile storyshelf.AuthorInfo }](t, body).Profile.ID)
	}
	if ids[0] == "" || ids[0] != ids[1] {
		t.Fatalf("the second save made a new profile: %v", ids)
	}
	_, body = get(t, ts.URL+"/api/author")
	a := decode[storyshelf.AuthorInfo](t, body)
	if a.Name != "Lily H. Hart" || len(a.Bio) != 2 || a.PhotoURL != "/files/images/me.png" {
		t.Fatalf("public profile %s", body)
	}
}

func TestAdminMultimedia(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Song Book", 0)

	res, body := b.do("POST", "/api/admin/multimedia", `{"bookId": "`+book.ID+`", "title": "Song"}`, auth...)
	if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Please provide a title, description, and either a URL or file upload for both content and thumbnail" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	res, body = b.do("POST", "/api/admin/multimedia", `{"title": "Song", "description": "d", "url": "https://youtu.be/x", "thumbnail": "https://img/x.png"}`, auth...)
	if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Please select a book" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}

	res, body = b.do("POST", "/api/admin/multimedia", `{"bookId": "`+book.ID+`", "title": "Video", "description": "Watch",
		"url": "https://www.youtube.com/watch?v=abc", "thumbnail": "https://i.ytimg.com/vi/abc/0.jpg", "lyrics": "not for videos"}`, auth...)
	video := decode[storyshelf.Multimedia](t, body)
	if res.StatusCode != 201 || video.Type != "video" || video.Lyrics != "" {
		t.Fatalf("video %d %s", res.StatusCode, body)
	}

	// A song whose file is also one of the book's materials.
	_, body = upload(t, ts, token, "material", "song.mp3", append([]byte("ID3"), make([]byte, 64)...))
	songURL := decode[struct{ URL string }](t, body).URL
	if songURL == "" {
		t.Fatalf("upload %s", body)
	}
	b.do("PUT", "/api/admin/books/"+book.ID, strings.NewReplacer("/files/materials/page.png", songURL).Replace(validBook), auth...)
	res, body = b.do("POST", "/api/admin/multimedia", `{"bookId": "`+book.ID+`", "type": "audio", "title": "Song", "description": "Sing",
		"url": "`+songURL+`", "thumbnail": "https://img.example/s.png", "lyrics": "La la"}`, auth...)
	song := decode[storyshelf.Multimedia](t, body)
	if res.StatusCode != 201 || song.Lyrics != "La la" {
		t.Fatalf("song %d %s", res.StatusCode, body)
	}

	_, body = b.do("GET", "/api/admin/multimedia", "", auth...)
	if !strings.Contains(body, `"bookSlug":"the-brave-little-seed-`+book.ID[:8]+`"`) || strings.Count(body, `"id":`) != 2 {
		t.Fatalf("list %s", body)
	}
	res, body = b.do("PUT", "/api/admin/multimedia/"+video.ID, `{"bookId": "`+book.ID+`", "title": "Video 2", "description": "Watch",
		"url": "https://vimeo.com/1", "thumbnail": "https://i.vimeocdn.com/1.jpg"}`, auth...)
	if res.StatusCode != 200 || decode[storyshelf.Multimedia](t, body).Title != "Video 2" {
		t.Fatalf("update %d %s", res.StatusCode, body)
	}

	if res, _ := b.do("DELETE", "/api/admin/multimedia/"+song.ID, "", auth...); res.StatusCode != 204 {
		t.Fatalf("delete %d", res.StatusCode)
	}
	got, _ := ts.Store.BookByID(t.Context(), book.ID)
	if len(got.DownloadMaterials) != 0 {
		t.Fatalf("the song's material survived: %+v", got.DownloadMaterials)
	}
	if res, _ := get(t, ts.URL+songURL); res.StatusCode != 404 {
		t.Fatalf("the song's file is still stored: %d", res.StatusCode)
	}
}

// A YouTube video is saved without uploading a thumbnail: it gets YouTube's
// own picture, which the book's public list of videos carries (issue 27).
func TestAdminMultimediaThumbnailFromYouTube(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Video Book", 0)
	res, body := b.do("POST", "/api/admin/multimedia", `{"bookId": "`+book.ID+`", "type": "video", "title": "Read-Along",
		"description": "Watch", "url": "https://www.youtube.com/watch?v=M7lc1UVf-VE", "thumbnail": ""}`, auth...)
	if res.StatusCode != 201 || decode[storyshelf.Multimedia](t, body).Thumbnail != "https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	_, body = get(t, ts.URL+"/api/books/"+book.ID+"/multimedia")
	if !strings.Contains(body, `"thumbnail":"https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg"`) {
		t.Fatalf("public list %s", body)
	}
}

func TestReplacedFilesAreRemoved(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	_, body := upload(t, ts, token, "cover", "a.png", pngBytes(t))
	oldCover := decode[struct{ URL string }](t, body).URL
	_, body = b.do("POST", "/api/admin/books", strings.Replace(validBook, "/files/covers/abc.png", oldCover, 1), auth...)
	book := decode[storyshelf.Book](t, body)
	res, _ := b.do("PUT", "/api/admin/books/"+book.ID, validBook, auth...) // a different cover now
	if res.StatusCode != 200 {
		t.Fatalf("update %d", res.StatusCode)
	}
	if res, _ := get(t, ts.URL+oldCover); res.StatusCode != 404 {
		t.Fatalf("the replaced cover is still stored: %d", res.StatusCode)
	}
}
