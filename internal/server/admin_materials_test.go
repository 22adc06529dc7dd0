package server_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestAdminMaterials(t *testing.T) {
	ts := newTestServer(t)
	ts.Server.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}

	res, body := b.do("GET", "/api/admin/materials", "", auth...)
	if res.StatusCode != 200 || strings.TrimSpace(body) != "[]" {
		t.Fatalf("empty: %d %s", res.StatusCode, body)
	}

	// A material may live anywhere on the web: its whole address is its key.
	longURL := "https://cdn.example.com/storyshelf/learning-materials/2026/" + strings.Repeat("kindness-", 12) + "colouring.pdf"
	res, body = b.do("POST", "/api/admin/books", strings.Replace(validBook, `"fileSize": "12 KB"}]`,
		`"fileSize": "12 KB"}, {"title": "Big sheet", "description": "Print it", "type": "pdf", "fileUrl": "`+longURL+`"}]`, 1), auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	book := decode[storyshelf.Book](t, body)
	page := "/books/" + book.SlugWithID()
	download := func(fileURL, path string, header ...string) {
		t.Helper()
		event, _ := json.Marshal(map[string]string{"name": storyshelf.EventMaterialDownload, "path": path,
			"refId": fileURL, "label": book.ID})
		if res, body := postJSON(t, ts.URL+"/api/events", string(event), header...); res.StatusCode != 204 {
			t.Fatalf("event: %d %s", res.StatusCode, body)
		}
	}
	download("/files/materials/page.png", page)
	download("/files/materials/page.png", page)
	download(longURL, page)
	// Not counted, as for every event: Do Not Track, bots, the admin's own pages.
	download(longURL, page, "DNT", "1")
	download(longURL, page, "User-Agent", "Googlebot/2.1")
	download(longURL, "/admin/materials")

	// The owner edits the book: its materials get new ids, the counts stay.
	edited := strings.Replace(validBook, "The Brave Little Seed", "The Bravest Seed", 1)
	edited = strings.Replace(edited, `"downloadMaterials": [`,
		`"downloadMaterials": [{"title": "Big sheet", "description": "Print it", "type": "pdf", "fileUrl": "`+longURL+`"}, `, 1)
	if res, body := b.do("PUT", "/api/admin/books/"+book.ID, edited, auth...); res.StatusCode != 200 {
		t.Fatalf("update: %d %s", res.StatusCode, body)
	}

	res, body = b.do("GET", "/api/admin/materials", "", auth...)
	if res.StatusCode != 200 {
		t.Fatalf("list: %d %s", res.StatusCode, body)
	}
	var list []map[string]any
	if err := json.Unmarshal([]byte(body), &list); err != nil || len(list) != 2 {
		t.Fatalf("list %s", body)
	}
	var keys []string
	for k := range list[0] {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if want := []string{"bookId", "bookPath", "bookTitle", "createdAt", "description", "descriptionEs", "downloads", "fileSize", "fileUrl",
		"id", "position", "title", "titleEs", "type"}; !reflect.DeepEqual(keys, want) {
		t.Fatalf("fields %v, want %v", keys, want)
	}
	path := "/books/the-bravest-seed-" + book.ID[:8]
	for i, want := range []map[string]any{
		{"title": "Big sheet", "fileUrl": longURL, "position": 1.0, "downloads": 1.0, "bookTitle": "The Bravest Seed", "bookPath": path},
		{"title": "Colouring page", "fileUrl": "/files/materials/page.png", "position": 2.0, "downloads": 2.0,
			"type": "image", "fileSize": "12 KB", "description": "Colour the seed", "bookId": book.ID},
	} {
		for k, v := range want {
			if list[i][k] != v {
				t.Errorf("material %d: %s = %v, want %v", i, k, list[i][k], v)
			}
		}
	}

	if res, _ := get(t, ts.URL+"/api/admin/materials"); res.StatusCode != 401 {
		t.Fatalf("without a session: %d", res.StatusCode)
	}
}
