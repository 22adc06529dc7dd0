package server_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ownerSession signs the owner in and returns a browser and its token.
func ownerSession(t *testing.T, ts *testServer) (*browser, string) {
	t.Helper()
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, s := b.login("owner@example.com", ownerPassword)
	return b, s.AccessToken
}

const validBook = `{"title": " The Brave Little Seed ", "author": "Lily Hart", "description": "A seed grows.",
	"ageRange": "3-6", "publishDate": "2026-03-01", "isbn": "978-1-23456-789-0", "pages": 32,
	"coverImage": "/files/covers/abc.png", "genres": ["Nature", " ", "Courage", "Nature"],
	"amazonLink": "https://www.amazon.com/dp/x",
	"downloadMaterials": [{"title": "Colouring page", "description": "Colour the seed", "type": "image",
		"fileUrl": "/files/materials/page.png", "fileSize": "12 KB"}]}`

func TestAdminBooks(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}

	res, body := b.do("POST", "/api/admin/books", validBook, auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	created := decode[storyshelf.Book](t, body)
	if created.Title != "The Brave Little Seed" || created.Slug != "the-brave-little-seed" ||
		strings.Join(created.Genres, ",") != "Nature,Courage" || len(created.DownloadMaterials) != 1 {
		t.Fatalf("created %+v", created)
	}

	t.Run("ShowsOnTheStorefrontAtOnce", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/"+created.SlugWithID())
		if res.StatusCode != 200 || !strings.Contains(body, "Colour the seed") {
			t.Fatalf("public: %d %s", res.StatusCode, body)
		}
	})
	t.Run("ListAndGet", func(t *testing.T) {
		_, body := b.do("GET", "/api/admin/books", "", auth...)
		if list := decode[[]storyshelf.Book](t, body); len(list) != 1 || list[0].ID != created.ID {
			t.Fatalf("list %s", body)
		}
		res, body := b.do("GET", "/api/admin/books/"+created.ID, "", auth...)
		if res.StatusCode != 200 || decode[storyshelf.Book](t, body).DownloadMaterials[0].FileURL != "/files/materials/page.png" {
			t.Fatalf("get %d %s", res.StatusCode, body)
		}
	})
	t.Run("Update", func(t *testing.T) {
		edited := strings.Replace(validBook, "The Brave Little Seed", "The Bravest Seed", 1)
		edited = strings.Replace(edited, `"pages": 32`, `"pages": 40, "id": "hijack", "createdAt": "2000-01-01T00:00:00Z"`, 1)
		res, body := b.do("PUT", "/api/admin/books/"+created.ID, edited, auth...)
		updated := decode[storyshelf.Book](t, body)
		if res.StatusCode != 200 || updated.ID != created.ID || updated.Slug != "the-bravest-seed" || updated.Pages != 40 ||
			!updated.CreatedAt.Equal(created.CreatedAt) {
			t.Fatalf("update %d %s", res.StatusCode, body)
		}
		// The old address still finds the book and redirects to the new one.
		res, _ = noRedirect(t, ts.URL+"/books/"+created.SlugWithID())
		if res.StatusCode != http.StatusFound || !strings.Contains(res.Header.Get("Location"), "the-bravest-seed-") {
			t.Fatalf("old address: %d %s", res.StatusCode, res.Header.Get("Location"))
		}
	})
	t.Run("ErrEveryRequiredField", func(t *testing.T) {
		res, body := b.do("POST", "/api/admin/books", `{"pages": 0, "downloadMaterials": [{"type": "pdf"}]}`, auth...)
		v := decode[struct {
			Error struct {
				Message string
				Fields  map[string]string
			}
		}](t, body)
		want := map[string]string{"title": "Title is required", "author": "Author is required",
			"description": "Description is required", "ageRange": "Age range is required",
			"publishDate": "Publish date is required", "isbn": "ISBN is required", "pages": "Pages must be at least 1",
			"coverImage": "Cover image is required", "downloadMaterials.0.title": "Material title is required",
			"downloadMaterials.0.description": "Material description is required",
			"downloadMaterials.0.fileUrl":     "Please choose a file for this material"}
		if res.StatusCode != 400 || v.Error.Message != "Title is required" || len(v.Error.Fields) != len(want) {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		for k, msg := range want {
			if v.Error.Fields[k] != msg {
				t.Errorf("%s = %q, want %q", k, v.Error.Fields[k], msg)
			}
		}
	})
	t.Run("ErrUnsafeAddresses", func(t *testing.T) {
		for _, bad := range []string{
			strings.Replace(validBook, `/files/covers/abc.png`, `data:image/png;base64,AAAA`, 1),
			strings.Replace(validBook, `/files/covers/abc.png`, `javascript:alert(1)`, 1),
			strings.Replace(validBook, `https://www.amazon.com/dp/x`, `javascript:alert(1)`, 1),
			strings.Replace(validBook, `/files/materials/page.png`, `/files/../secret`, 1),
		} {
			res, body := b.do("POST", "/api/admin/books", bad, auth...)
			if res.StatusCode != 400 {
				t.Fatalf("accepted %d %s", res.StatusCode, body)
			}
		}
	})
	t.Run("Delete", func(t *testing.T) {
		res, _ := b.do("DELETE", "/api/admin/books/"+created.ID, "", auth...)
		if res.StatusCode != 204 {
			t.Fatalf("delete %d", res.StatusCode)
		}
		res, _ = b.do("DELETE", "/api/admin/books/"+created.ID, "", auth...)
		if res.StatusCode != 404 {
			t.Fatalf("second delete %d", res.StatusCode)
		}
		if res, _ := get(t, ts.URL+"/api/books/"+created.SlugWithID()); res.StatusCode != 404 {
			t.Fatalf("still public: %d", res.StatusCode)
		}
	})
}

// upload sends one file as the admin app does.
func upload(t *testing.T, ts *testServer, token, kind, name string, data []byte) (*http.Response, string) {
	t.Helper()
	return uploadWith(t, ts, token, "kind="+kind, name, data)
}

// uploadWith sends one file with the query given (its kind, what it is for).
func uploadWith(t *testing.T, ts *testServer, token, query, name string, data []byte) (*http.Response, string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", name)
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", ts.URL+"/api/admin/uploads?"+query, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out bytes.Buffer
	out.ReadFrom(res.Body)
	return res, out.String()
}

func pngBytes(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 6))
	img.Set(1, 1, color.RGBA{200, 100, 50, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestUploads(t *testing.T) {
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	cover := pngBytes(t)
	type answer struct{ URL, FileName, FileSize, ContentType, Type string }

	t.Run("Cover", func(t *testing.T) {
		res, body := upload(t, ts, token, "cover", "My Cover (final).jpeg", cover)
		a := decode[answer](t, body)
		// The stored name follows the content, not the name it came with.
		if res.StatusCode != 201 || !strings.HasPrefix(a.URL, "/files/covers/") || !strings.HasSuffix(a.URL, ".png") ||
			a.FileSize != "1 KB" || a.Type != "image" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		res, got := get(t, ts.URL+a.URL)
		if res.StatusCode != 200 || got != string(cover) {
			t.Fatalf("stored cover: %d", res.StatusCode)
		}
	})
	t.Run("Material", func(t *testing.T) {
		res, body := upload(t, ts, token, "material", "Worksheet Ünit 1.pdf", []byte("%PDF-1.4 worksheet"))
		a := decode[answer](t, body)
		if res.StatusCode != 201 || !strings.HasPrefix(a.URL, "/files/materials/") || a.Type != "pdf" || a.FileName != "Worksheet_Unit_1.pdf" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("KitFileStaysPrivate", func(t *testing.T) {
		res, body := upload(t, ts, token, "kit", "guide.pdf", []byte("%PDF-1.4 guide"))
		a := decode[answer](t, body)
		if res.StatusCode != 201 || !strings.HasPrefix(a.URL, "kits/") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if res, _ := get(t, ts.URL+"/files/"+a.URL); res.StatusCode != 404 {
			t.Fatalf("kit file is public: %d", res.StatusCode)
		}
	})
	for _, tt := range []struct{ name, kind, file, content, msg string }{
		{"ErrCoverNotImage", "cover", "cover.png", "%PDF-1.4 not an image", "Please select an image file for the cover image."},
		{"ErrHTMLAsPDF", "material", "sheet.pdf", "<html><script>alert(1)</script></html>", "This kind of file can't be uploaded."},
		{"ErrHTML", "material", "page.html", "<html><script>alert(1)</script></html>", "This kind of file can't be uploaded."},
		{"ErrSVG", "material", "art.svg", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`, "This kind of file can't be uploaded."},
		{"ErrEmpty", "material", "empty.pdf", "", "No file provided"},
		{"ErrKind", "script", "x.pdf", "%PDF-1.4", "Unknown upload kind."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, body := upload(t, ts, token, tt.kind, tt.file, []byte(tt.content))
			if res.StatusCode != 400 || !strings.Contains(decode[apiError](t, body).Error.Message, tt.msg) {
				t.Fatalf("%d %s", res.StatusCode, body)
			}
		})
	}
	t.Run("ErrTooBig", func(t *testing.T) {
		big := append(pngBytes(t), make([]byte, 10<<20)...)
		res, body := upload(t, ts, token, "cover", "big.png", big)
		if res.StatusCode != 400 || !strings.Contains(body, "too big") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

func TestDeleteBookRemovesUnusedFiles(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	type answer struct{ URL string }
	_, body := upload(t, ts, token, "cover", "cover.png", pngBytes(t))
	cover := decode[answer](t, body).URL
	_, body = upload(t, ts, token, "material", "sheet.pdf", []byte("%PDF-1.4 sheet"))
	sheet := decode[answer](t, body).URL

	withFiles := strings.NewReplacer("/files/covers/abc.png", cover, "/files/materials/page.png", sheet)
	_, body = b.do("POST", "/api/admin/books", withFiles.Replace(validBook), auth...)
	first := decode[storyshelf.Book](t, body)
	second := strings.Replace(withFiles.Replace(validBook), `"downloadMaterials": [`, `"downloadMaterials": [], "unused": [`, 1)
	res, body := b.do("POST", "/api/admin/books", strings.Replace(second, "The Brave Little Seed", "Same Cover", 1), auth...)
	if res.StatusCode != 201 {
		t.Fatalf("second book: %d %s", res.StatusCode, body)
	}
	other := decode[storyshelf.Book](t, body)

	b.do("DELETE", "/api/admin/books/"+first.ID, "", auth...)
	if res, _ := get(t, ts.URL+sheet); res.StatusCode != 404 {
		t.Fatalf("the deleted book's material is still stored: %d", res.StatusCode)
	}
	if res, _ := get(t, ts.URL+cover); res.StatusCode != 200 {
		t.Fatalf("a cover another book uses was removed: %d", res.StatusCode)
	}
	b.do("DELETE", "/api/admin/books/"+other.ID, "", auth...)
	if res, _ := get(t, ts.URL+cover); res.StatusCode != 404 {
		t.Fatalf("the last user's cover is still stored: %d", res.StatusCode)
	}
}
