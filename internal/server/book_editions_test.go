package server_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// bookJSON is validBook in lang, titled title, linked to otherID ("" for none).
func bookJSON(title, lang, otherID string) string {
	b := strings.Replace(validBook, "The Brave Little Seed", title, 1)
	return strings.Replace(b, `"pages": 32`, `"pages": 32, "language": "`+lang+`", "otherEditionId": "`+otherID+`"`, 1)
}

// bookLD is the Book JSON-LD of a book page.
func bookLD(t *testing.T, body string) map[string]any {
	t.Helper()
	for _, m := range regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindAllStringSubmatch(body, -1) {
		var v map[string]any
		if err := json.Unmarshal([]byte(m[1]), &v); err != nil {
			t.Fatalf("JSON-LD: %v\n%s", err, m[1])
		}
		if v["@type"] == "Book" {
			return v
		}
	}
	t.Fatalf("no Book JSON-LD in\n%s", body)
	return nil
}

// refusal reads a 400 answer's message and fields.
func refusal(t *testing.T, body string) (string, map[string]string) {
	t.Helper()
	v := decode[struct {
		Error struct {
			Message string
			Fields  map[string]string
		}
	}](t, body)
	return v.Error.Message, v.Error.Fields
}

func TestBookEditions(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	save := func(method, path, body string) (int, string) {
		t.Helper()
		res, answer := b.do(method, path, body, auth...)
		return res.StatusCode, answer
	}

	status, body := save("POST", "/api/admin/books", strings.Replace(validBook, "The Brave Little Seed", "The Kindness Cloud", 1))
	if status != 201 {
		t.Fatalf("create: %d %s", status, body)
	}
	cloud := decode[storyshelf.Book](t, body)
	if cloud.Language != "en" || cloud.OtherEdition != nil {
		t.Fatalf("a book sent without a language: %q, %+v", cloud.Language, cloud.OtherEdition)
	}
	ref := cloud.SlugWithID()

	// The English page is read, and kept, before it has a Spanish edition.
	_, before := get(t, ts.URL+"/es/books/"+ref)
	if strings.Contains(before, "También en español") {
		t.Fatal("a book without a Spanish edition offers one")
	}
	_, apiBefore := get(t, ts.URL+"/api/books/"+ref)
	if got := decode[storyshelf.Book](t, apiBefore); got.OtherEdition != nil {
		t.Fatalf("other edition before linking: %+v", got.OtherEdition)
	}

	status, body = save("POST", "/api/admin/books", bookJSON("La nube de la bondad", "es", cloud.ID))
	if status != 201 {
		t.Fatalf("create the Spanish edition: %d %s", status, body)
	}
	nube := decode[storyshelf.Book](t, body)
	if nube.Language != "es" || nube.OtherEdition == nil || nube.OtherEdition.ID != cloud.ID {
		t.Fatalf("created %+v", nube)
	}

	t.Run("TheReadAPICarriesTheLanguageAndTheOtherEdition", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/books/"+ref)
		var got map[string]any
		if err := json.Unmarshal([]byte(body), &got); err != nil || res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		want := map[string]any{"id": nube.ID, "slug": "la-nube-de-la-bondad", "title": "La nube de la bondad",
			"language": "es", "coverImage": "/files/covers/abc.png"}
		other, _ := got["otherEdition"].(map[string]any)
		if got["language"] != "en" || got["otherEditionId"] != nube.ID || len(other) != len(want) {
			t.Fatalf("book = %s", body)
		}
		for k, v := range want {
			if other[k] != v {
				t.Errorf("otherEdition.%s = %v, want %v", k, other[k], v)
			}
		}
		_, list := get(t, ts.URL+"/api/books")
		for _, book := range decode[[]storyshelf.Book](t, list) {
			if book.OtherEdition == nil {
				t.Errorf("%s has no other edition in the list", book.Title)
			}
		}
	})

	t.Run("AnEditionWithoutMaterialsOffersTheStorys", func(t *testing.T) {
		materialsOf := func(ref string) []storyshelf.Material {
			t.Helper()
			_, api := get(t, ts.URL+"/api/books/"+ref)
			return decode[storyshelf.Book](t, api).DownloadMaterials
		}
		withMaterials := func(body, materials string) string {
			i := strings.Index(body, `"downloadMaterials"`)
			return body[:i] + `"downloadMaterials": ` + materials + `}`
		}
		spanish := bookJSON("La nube de la bondad", "es", cloud.ID)
		if status, body := save("PUT", "/api/admin/books/"+nube.ID, withMaterials(spanish, `[]`)); status != 200 {
			t.Fatalf("the Spanish edition without materials: %d %s", status, body)
		}
		got := materialsOf(nube.SlugWithID())
		if len(got) != 1 || got[0].BookID != cloud.ID || got[0].Title != "Colouring page" {
			t.Fatalf("the Spanish edition without materials offers %+v, want the English edition's", got)
		}
		// The English edition's change shows on the Spanish page at once.
		english := strings.Replace(validBook, "The Brave Little Seed", "The Kindness Cloud", 1)
		english = strings.Replace(english, `"pages": 32`, `"pages": 32, "otherEditionId": "`+nube.ID+`"`, 1)
		if status, body := save("PUT", "/api/admin/books/"+cloud.ID, strings.Replace(english, "Colouring page", "Cloud colouring page", 1)); status != 200 {
			t.Fatalf("rename the English material: %d %s", status, body)
		}
		if got := materialsOf(nube.SlugWithID()); len(got) != 1 || got[0].Title != "Cloud colouring page" {
			t.Fatalf("after the English edition's change the Spanish page offers %+v", got)
		}
		// An edition with materials of its own shows just those.
		own := `[{"title": "Página para colorear", "description": "Colorea la nube", "type": "image",
			"fileUrl": "/files/materials/nube.png", "fileSize": "12 KB"}]`
		if status, body := save("PUT", "/api/admin/books/"+nube.ID, withMaterials(spanish, own)); status != 200 {
			t.Fatalf("the Spanish edition's own material: %d %s", status, body)
		}
		if got := materialsOf(nube.SlugWithID()); len(got) != 1 || got[0].BookID != nube.ID || got[0].Title != "Página para colorear" {
			t.Fatalf("the Spanish edition with its own material offers %+v", got)
		}
		if got := materialsOf(ref); len(got) != 1 || got[0].BookID != cloud.ID {
			t.Fatalf("the English edition offers %+v, want only its own", got)
		}
		// The admin's read of the book is its own materials only, so a save
		// never copies the story's into the edition.
		if status, body := save("PUT", "/api/admin/books/"+nube.ID, withMaterials(spanish, `[]`)); status != 200 {
			t.Fatalf("the Spanish edition without materials again: %d %s", status, body)
		}
		if status, body := save("GET", "/api/admin/books/"+nube.ID, ""); status != 200 || len(decode[storyshelf.Book](t, body).DownloadMaterials) != 0 {
			t.Fatalf("the admin reads the Spanish edition as: %d %s", status, body)
		}
		if status, body := save("PUT", "/api/admin/books/"+nube.ID, spanish); status != 200 {
			t.Fatalf("restore: %d %s", status, body)
		}
	})

	t.Run("LinkingOneEditionRefreshesTheOthersCachedPage", func(t *testing.T) {
		_, after := get(t, ts.URL+"/es/books/"+ref)
		if after == before || !strings.Contains(after, `<a href="/es/books/`+nube.SlugWithID()+`">También en español: La nube de la bondad</a>`) {
			t.Fatalf("the English edition's Spanish page does not link its new Spanish edition:\n%s", after)
		}
		var embedded storyshelf.Book
		json.Unmarshal(pageData(t, after)["book/"+ref], &embedded)
		if embedded.OtherEdition == nil || embedded.OtherEdition.ID != nube.ID {
			t.Fatalf("embedded book's other edition = %+v", embedded.OtherEdition)
		}
		// Unlinking from the Spanish side clears the English page too, on
		// another instance as well.
		if status, body := save("PUT", "/api/admin/books/"+nube.ID, bookJSON("La nube de la bondad", "es", "")); status != 200 {
			t.Fatalf("unlink: %d %s", status, body)
		}
		for _, base := range []string{ts.URL, ts.secondInstance(t)} {
			if _, page := get(t, base+"/books/"+ref); strings.Contains(page, "Also in Spanish") {
				t.Fatalf("%s still links the unlinked edition", base)
			}
			if _, api := get(t, base+"/api/books/"+ref); decode[storyshelf.Book](t, api).OtherEdition != nil {
				t.Fatalf("%s: the API still names the unlinked edition: %s", base, api)
			}
		}
		if status, body := save("PUT", "/api/admin/books/"+cloud.ID, bookJSON("The Kindness Cloud", "en", nube.ID)); status != 200 {
			t.Fatalf("link again: %d %s", status, body)
		}
	})

	t.Run("JSONLDNamesTheEditionsLanguage", func(t *testing.T) {
		for path, want := range map[string]string{
			"/books/" + ref:                  "en",
			"/es/books/" + ref:               "en",
			"/books/" + nube.SlugWithID():    "es",
			"/es/books/" + nube.SlugWithID(): "es",
		} {
			_, body := get(t, ts.URL+path)
			if got := bookLD(t, body)["inLanguage"]; got != want {
				t.Errorf("%s: inLanguage = %v, want %s", path, got, want)
			}
		}
		_, body := get(t, ts.URL+"/books/"+nube.SlugWithID())
		if !strings.Contains(body, `<a href="/books/`+ref+`">Also in English: The Kindness Cloud</a>`) {
			t.Fatalf("the English page of the Spanish edition lacks its English edition:\n%s", body)
		}
	})

	t.Run("ErrFields", func(t *testing.T) {
		other := decode[storyshelf.Book](t, func() string {
			_, body := save("POST", "/api/admin/books", bookJSON("Brave Bea", "en", ""))
			return body
		}())
		for _, tt := range []struct {
			name, method, path, body, field, msg string
		}{
			{"UnknownLanguage", "POST", "/api/admin/books", bookJSON("Un libro", "fr", ""), "language", "Please choose English or Español."},
			{"SameLanguage", "PUT", "/api/admin/books/" + other.ID, bookJSON("Brave Bea", "en", cloud.ID), "otherEditionId",
				"This book is in English: its edition in the other language must be a Spanish book."},
			{"SameLanguageSpanish", "POST", "/api/admin/books", bookJSON("Otra nube", "es", nube.ID), "otherEditionId",
				"This book is in Spanish: its edition in the other language must be an English book."},
			{"ItsOwnEdition", "PUT", "/api/admin/books/" + other.ID, bookJSON("Brave Bea", "en", other.ID), "otherEditionId",
				"This book is in English: its edition in the other language must be a Spanish book."},
			{"UnknownBook", "POST", "/api/admin/books", bookJSON("Otro libro", "es", "00000000-0000-4000-8000-000000000000"), "otherEditionId",
				storyshelf.MsgEditionGone.Text},
		} {
			t.Run(tt.name, func(t *testing.T) {
				status, body := save(tt.method, tt.path, tt.body)
				msg, fields := refusal(t, body)
				if status != 400 || msg != tt.msg || fields[tt.field] != tt.msg {
					t.Fatalf("%d %s", status, body)
				}
			})
		}
		// Nothing refused was saved, and the pair is as it was.
		_, list := get(t, ts.URL+"/api/books")
		if n := len(decode[[]storyshelf.Book](t, list)); n != 3 {
			t.Fatalf("%d books after the refusals", n)
		}
		_, api := get(t, ts.URL+"/api/books/"+ref)
		if got := decode[storyshelf.Book](t, api); got.OtherEditionID != nube.ID {
			t.Fatalf("the pair changed: %s", api)
		}
	})

	t.Run("DeletingAnEditionUnlinksTheOther", func(t *testing.T) {
		if status, body := save("DELETE", "/api/admin/books/"+nube.ID, ""); status != 204 {
			t.Fatalf("delete: %d %s", status, body)
		}
		_, api := get(t, ts.URL+"/api/books/"+ref)
		if got := decode[storyshelf.Book](t, api); got.OtherEdition != nil || got.OtherEditionID != "" {
			t.Fatalf("after deleting its partner: %s", api)
		}
	})
}
