package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestBookOrderAndFeaturedBook(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	ctx := context.Background()
	var ids []string
	for i, title := range []string{"Older", "Middle", "Newest"} {
		book := &storyshelf.Book{Title: title, Author: "Lily Hart", Pages: 32,
			CoverImage: "/files/covers/" + strings.ToLower(title) + ".png",
			CreatedAt:  time.Date(2026, 1, i+1, 9, 0, 0, 0, time.UTC)}
		if err := ts.Store.CreateBook(ctx, book); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, book.ID)
	}
	publicTitles := func() string {
		t.Helper()
		_, body := get(t, ts.URL+"/api/books")
		var titles []string
		for _, book := range decode[[]storyshelf.Book](t, body) {
			titles = append(titles, book.Title)
		}
		return strings.Join(titles, ",")
	}
	if got := publicTitles(); got != "Newest,Middle,Older" {
		t.Fatalf("default /api/books = %s, want newest first", got)
	}

	t.Run("TheOwnersOrderIsThePublicOne", func(t *testing.T) {
		res, body := b.do("PUT", "/api/admin/books/order", `{"ids":["`+ids[1]+`","`+ids[0]+`","`+ids[2]+`"]}`, auth...)
		if res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgOrderSaved.Text) {
			t.Fatalf("set order: %d %s", res.StatusCode, body)
		}
		// Read after the write: the read cache must have let the old order go.
		if got := publicTitles(); got != "Middle,Older,Newest" {
			t.Fatalf("/api/books = %s", got)
		}
		// The dashboard's recent books stay the ones added last.
		_, body = b.do("GET", "/api/admin/dashboard", "", auth...)
		recent := decode[struct {
			RecentBooks []struct{ Title string } `json:"recentBooks"`
		}](t, body).RecentBooks
		if len(recent) != 3 || recent[0].Title != "Newest" || recent[2].Title != "Older" {
			t.Fatalf("dashboard's recent books = %+v", recent)
		}
	})

	t.Run("AnOutOfDateOrderIsRefused", func(t *testing.T) {
		res, body := b.do("PUT", "/api/admin/books/order", `{"ids":["`+ids[0]+`","`+ids[1]+`"]}`, auth...)
		if res.StatusCode != 409 || !strings.Contains(body, storyshelf.MsgOrderIncomplete.Text) {
			t.Fatalf("partial order: %d %s", res.StatusCode, body)
		}
		if got := publicTitles(); got != "Middle,Older,Newest" {
			t.Fatalf("/api/books after a refused order = %s", got)
		}
	})

	t.Run("ResetIsNewestFirst", func(t *testing.T) {
		res, body := b.do("DELETE", "/api/admin/books/order", "", auth...)
		if res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgOrderReset.Text) {
			t.Fatalf("reset: %d %s", res.StatusCode, body)
		}
		if got := publicTitles(); got != "Newest,Middle,Older" {
			t.Fatalf("/api/books after reset = %s", got)
		}
	})

	t.Run("APinnedBookIsTheHomePagesFeature", func(t *testing.T) {
		preloaded := func() string {
			t.Helper()
			_, home := get(t, ts.URL+"/")
			_, link, _ := strings.Cut(home, `<link rel="preload" as="image" href="`)
			href, _, _ := strings.Cut(link, `"`)
			return href
		}
		if got := preloaded(); got != "/files/covers/newest.png" {
			t.Fatalf("unpinned home page preloads %q, want the newest cover", got)
		}
		res, body := b.do("PUT", "/api/admin/books/featured", `{"bookId":"`+ids[0]+`"}`, auth...)
		if res.StatusCode != 200 || !strings.Contains(body, `"featuredBookId":"`+ids[0]+`"`) {
			t.Fatalf("pin: %d %s", res.StatusCode, body)
		}
		_, site := get(t, ts.URL+"/api/site")
		if !strings.Contains(site, `"catalogue":{"featuredBookId":"`+ids[0]+`","newMonths":6}`) {
			t.Fatalf("/api/site = %s", site)
		}
		if got := preloaded(); got != "/files/covers/older.png" {
			t.Fatalf("pinned home page preloads %q, want the pinned cover", got)
		}
		res, body = b.do("PUT", "/api/admin/books/featured", `{"bookId":"no-such-book"}`, auth...)
		if res.StatusCode != 404 {
			t.Fatalf("pinning a missing book: %d %s", res.StatusCode, body)
		}
		res, body = b.do("DELETE", "/api/admin/books/featured", "", auth...)
		if res.StatusCode != 200 || !strings.Contains(body, `"featuredBookId":""`) {
			t.Fatalf("unpin: %d %s", res.StatusCode, body)
		}
	})

	t.Run("TheNewPeriodIsTheOwners", func(t *testing.T) {
		for _, bad := range []string{`{"newMonths":0}`, `{"newMonths":61}`, `{"newMonths":6,"featuredBookId":"gone"}`} {
			if res, body := b.do("PUT", "/api/admin/settings/catalogue", bad, auth...); res.StatusCode != 400 {
				t.Fatalf("%s: %d %s", bad, res.StatusCode, body)
			}
		}
		res, body := b.do("PUT", "/api/admin/settings/catalogue", `{"newMonths":12,"featuredBookId":"`+ids[1]+`"}`, auth...)
		if res.StatusCode != 200 {
			t.Fatalf("save: %d %s", res.StatusCode, body)
		}
		_, site := get(t, ts.URL+"/api/site")
		if !strings.Contains(site, `"catalogue":{"featuredBookId":"`+ids[1]+`","newMonths":12}`) {
			t.Fatalf("/api/site = %s", site)
		}
	})
}
