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
