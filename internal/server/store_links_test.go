package server_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type fieldErrorAnswer struct {
	Error struct {
		Message string
		Fields  map[string]string
	}
}

// The book form's and the upcoming book form's store links: saved in order,
// shown on the public answers and the page's embedded data, checked field by
// field.
func TestStoreLinksHTTP(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	withLinks := func(form, links string) string {
		return strings.Replace(form, `"amazonLink"`, `"storeLinks": `+links+`, "amazonLink"`, 1)
	}

	res, body := b.do("POST", "/api/admin/books", withLinks(validBook, `[
		{"store": " Bookshop ", "label": "ignored", "url": " https://bookshop.org/a/1/9781234567890 "},
		{"store": "indie", "label": " Powell's ", "url": "https://www.powells.com/book/seed"},
		{"store": "other", "label": "Signed copies", "url": "https://author.example/shop"}]`), auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create: %d %s", res.StatusCode, body)
	}
	created := decode[storyshelf.Book](t, body)
	want := []storyshelf.StoreLink{
		{Store: "bookshop", URL: "https://bookshop.org/a/1/9781234567890"},
		{Store: "indie", Label: "Powell's", URL: "https://www.powells.com/book/seed"},
		{Store: "other", Label: "Signed copies", URL: "https://author.example/shop"},
	}
	if !reflect.DeepEqual(created.StoreLinks, want) {
		t.Fatalf("saved %+v, want %+v", created.StoreLinks, want)
	}

	t.Run("OnThePublicAnswers", func(t *testing.T) {
		_, body := get(t, ts.URL+"/api/books/"+created.SlugWithID())
		if got := decode[storyshelf.Book](t, body).StoreLinks; !reflect.DeepEqual(got, want) {
			t.Fatalf("public book: %+v", got)
		}
		if _, page := get(t, ts.URL+"/books/"+created.SlugWithID()); !strings.Contains(page, "bookshop.org/a/1/9781234567890") {
			t.Fatal("the page's embedded data lacks the store link")
		}
		_, body = get(t, ts.URL+"/api/books")
		if list := decode[[]storyshelf.Book](t, body); len(list) != 1 || len(list[0].StoreLinks) != 3 {
			t.Fatalf("public list: %s", body)
		}
	})
	t.Run("EditReplacesThem", func(t *testing.T) {
		res, body := b.do("PUT", "/api/admin/books/"+created.ID,
			withLinks(validBook, `[{"store": "library", "label": "", "url": "https://libbyapp.com/x"}]`), auth...)
		if res.StatusCode != 200 {
			t.Fatalf("update: %d %s", res.StatusCode, body)
		}
		_, body = get(t, ts.URL+"/api/books/"+created.SlugWithID())
		got := decode[storyshelf.Book](t, body).StoreLinks
		if !reflect.DeepEqual(got, []storyshelf.StoreLink{{Store: "library", URL: "https://libbyapp.com/x"}}) {
			t.Fatalf("after the edit: %+v", got)
		}
	})
	t.Run("ErrEachBadLink", func(t *testing.T) {
		res, body := b.do("POST", "/api/admin/books", withLinks(validBook, `[
			{"store": "ebay", "url": "https://ebay.example/x"},
			{"store": "other", "label": " ", "url": "https://shop.example"},
			{"store": "kobo", "url": "javascript:alert(1)"},
			{"store": "amazon", "url": ""},
			{"store": "indie", "label": "`+strings.Repeat("x", 81)+`", "url": "https://shop.example/a b"}]`), auth...)
		v := decode[fieldErrorAnswer](t, body)
		wantFields := map[string]string{
			"storeLinks.0.store": "Choose a store.",
			"storeLinks.1.label": "Please name this store.",
			"storeLinks.2.url":   storyshelf.MsgStoreURL.Text,
			"storeLinks.3.url":   storyshelf.MsgStoreURL.Text,
			"storeLinks.4.label": "Please keep the name under 80 characters.",
			"storeLinks.4.url":   storyshelf.MsgStoreURL.Text,
		}
		if res.StatusCode != 400 || !reflect.DeepEqual(v.Error.Fields, wantFields) {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		links := strings.Repeat(`{"store": "kobo", "url": "https://kobo.example"},`, storyshelf.MaxStoreLinks+1)
		res, body = b.do("POST", "/api/admin/books", withLinks(validBook, "["+strings.TrimSuffix(links, ",")+"]"), auth...)
		if v := decode[fieldErrorAnswer](t, body); res.StatusCode != 400 || v.Error.Fields["storeLinks"] != storyshelf.MsgTooManyStoreLinks.Text {
			t.Fatalf("too many: %d %s", res.StatusCode, body)
		}
		if _, body := b.do("GET", "/api/admin/books", "", auth...); len(decode[[]storyshelf.Book](t, body)) != 1 {
			t.Fatalf("a refused book was stored: %s", body)
		}
	})

	t.Run("UpcomingBookPreorderLinks", func(t *testing.T) {
		const form = `{"title": "Rain", "author": "Lily Hart", "description": "Soon", "coverImageUrl": "/files/covers/u.png",
			"expectedReleaseDate": "2027-09-01", "storeLinks": %s}`
		res, body := b.do("POST", "/api/admin/upcoming-books", fmt.Sprintf(form,
			`[{"store": "applebooks", "url": "https://books.apple.com/x"}, {"store": "bookshop", "url": "https://bookshop.org/p/rain"}]`), auth...)
		if res.StatusCode != 201 {
			t.Fatalf("create: %d %s", res.StatusCode, body)
		}
		u := decode[storyshelf.UpcomingBook](t, body)
		_, body = get(t, ts.URL+"/api/upcoming-books")
		list := decode[[]storyshelf.UpcomingBook](t, body)
		if len(list) != 1 || len(list[0].StoreLinks) != 2 || list[0].StoreLinks[1].URL != "https://bookshop.org/p/rain" {
			t.Fatalf("storefront: %s", body)
		}
		res, body = b.do("PUT", "/api/admin/upcoming-books/"+u.ID, fmt.Sprintf(form, `[{"store": "other", "url": "https://x.example"}]`), auth...)
		if v := decode[fieldErrorAnswer](t, body); res.StatusCode != 400 || v.Error.Fields["storeLinks.0.label"] != storyshelf.MsgStoreLabel.Text {
			t.Fatalf("a bad edit: %d %s", res.StatusCode, body)
		}
		res, body = b.do("PUT", "/api/admin/upcoming-books/"+u.ID, fmt.Sprintf(form, `[]`), auth...)
		if res.StatusCode != 200 || len(decode[storyshelf.UpcomingBook](t, body).StoreLinks) != 0 {
			t.Fatalf("removing them: %d %s", res.StatusCode, body)
		}
	})
}
