package server_test

import (
	"strings"
	"testing"
)

func TestAdminKits(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Kit Book", 0)
	type file struct{ ID, FileName, FileType, FileURL string }
	type kit struct {
		ID, BookID, Title, BookTitle string
		Active                       bool
		FileCount, SubscriberCount   int
		Files                        []file
	}

	t.Run("ErrRequired", func(t *testing.T) {
		res, body := b.do("POST", "/api/admin/kits", `{"title": " "}`, auth...)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Please fill in all required fields." {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		res, body = b.do("POST", "/api/admin/kits", `{"title": "Kit", "bookId": "no-such-book"}`, auth...)
		if res.StatusCode != 400 || !strings.Contains(body, "Please select a book") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	res, body := b.do("POST", "/api/admin/kits", `{"title": "Kindness Kit", "bookId": "`+book.ID+`", "active": true, "mailerliteGroupId": "g-1"}`, auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create %d %s", res.StatusCode, body)
	}
	k := decode[kit](t, body)

	// The public block appears only once the kit has a file.
	if _, body := get(t, ts.URL+"/api/books/"+book.ID+"/kit"); strings.TrimSpace(body) != "null" {
		t.Fatalf("a kit without files is offered: %s", body)
	}
	t.Run("Files", func(t *testing.T) {
		_, body := upload(t, ts, token, "kit", "guide.pdf", []byte("%PDF-1.4 guide"))
		key := decode[struct{ URL string }](t, body).URL
		res, body := b.do("POST", "/api/admin/kits/"+k.ID+"/files", `{"fileName": "Parent Guide", "fileUrl": "`+key+`"}`, auth...)
		f := decode[file](t, body)
		if res.StatusCode != 201 || f.FileType != "pdf" || f.FileURL != key {
			t.Fatalf("add file %d %s", res.StatusCode, body)
		}
		res, body = b.do("POST", "/api/admin/kits/"+k.ID+"/files", `{"fileName": "", "fileUrl": "`+key+`"}`, auth...)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != "Please select a file and provide a name" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		res, _ = b.do("POST", "/api/admin/kits/"+k.ID+"/files", `{"fileName": "Sneaky", "fileUrl": "covers/x.png"}`, auth...)
		if res.StatusCode != 400 {
			t.Fatalf("a public file became a kit file: %d", res.StatusCode)
		}
		if _, body := get(t, ts.URL+"/api/books/"+book.ID+"/kit"); !strings.Contains(body, "Parent Guide") {
			t.Fatalf("kit not offered: %s", body)
		}
		_, body = b.do("GET", "/api/admin/kits", "", auth...)
		list := decode[[]kit](t, body)
		if len(list) != 1 || list[0].BookTitle != "Kit Book" || list[0].FileCount != 1 {
			t.Fatalf("list %s", body)
		}
	})
	t.Run("DownloadLinkGenerator", func(t *testing.T) {
		res, body := b.do("POST", "/api/admin/kits/"+k.ID+"/download-link", `{"email": "friend@example.com"}`, auth...)
		link := decode[struct{ URL string }](t, body).URL
		if res.StatusCode != 201 || !strings.HasPrefix(link, ts.URL+"/kit-downloads/") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		res, page := get(t, link)
		if res.StatusCode != 200 || !strings.Contains(page, "Parent Guide") || !strings.Contains(page, `href="/kit-downloads/`) {
			t.Fatalf("landing page %d %s", res.StatusCode, page)
		}
		href := page[strings.Index(page, `href="/kit-downloads/`)+6:]
		href = href[:strings.Index(href, `"`)]
		if res, got := get(t, ts.URL+href); res.StatusCode != 200 || got != "%PDF-1.4 guide" {
			t.Fatalf("file via landing page: %d %q", res.StatusCode, got)
		}
	})
	t.Run("Update", func(t *testing.T) {
		res, body := b.do("PUT", "/api/admin/kits/"+k.ID, `{"title": "Renamed Kit", "bookId": "`+book.ID+`", "active": false}`, auth...)
		if res.StatusCode != 200 || decode[kit](t, body).Title != "Renamed Kit" || len(decode[kit](t, body).Files) != 1 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if _, body := get(t, ts.URL+"/api/books/"+book.ID+"/kit"); strings.TrimSpace(body) != "null" {
			t.Fatalf("an inactive kit is offered: %s", body)
		}
	})
	t.Run("DeleteFileAndKit", func(t *testing.T) {
		_, body := b.do("GET", "/api/admin/kits/"+k.ID, "", auth...)
		got := decode[kit](t, body)
		res, _ := b.do("DELETE", "/api/admin/kits/"+k.ID+"/files/"+got.Files[0].ID, "", auth...)
		if res.StatusCode != 204 {
			t.Fatalf("delete file %d", res.StatusCode)
		}
		if _, err := ts.Blobs.Open(t.Context(), got.Files[0].FileURL); err == nil {
			t.Fatal("the deleted kit file is still stored")
		}
		res, _ = b.do("DELETE", "/api/admin/kits/"+k.ID, "", auth...)
		if res.StatusCode != 204 {
			t.Fatalf("delete kit %d", res.StatusCode)
		}
		res, _ = b.do("GET", "/api/admin/kits/"+k.ID, "", auth...)
		if res.StatusCode != 404 {
			t.Fatalf("kit still there: %d", res.StatusCode)
		}
	})
}
