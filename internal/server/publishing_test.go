package server_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// draftSite is a site with one published book and, unpublished, a book, an
// upcoming book, a video on the published book and a kit for it.
type draftSite struct {
	published, draft *storyshelf.Book
	upcoming         *storyshelf.UpcomingBook
	video            *storyshelf.Multimedia
	kit              *storyshelf.KindnessKit
}

func newDraftSite(t *testing.T, ts *testServer) *draftSite {
	t.Helper()
	ctx := context.Background()
	later := time.Now().Add(24 * time.Hour)
	d := &draftSite{
		published: &storyshelf.Book{Title: "Out In The World", Author: "Lily Hart", Description: "Published."},
		draft: &storyshelf.Book{Title: "Zebra Secret Draft", Author: "Lily Hart", Description: "Not yet.",
			Publishing: storyshelf.Publishing{Status: storyshelf.StatusDraft}},
		upcoming: &storyshelf.UpcomingBook{Title: "Quokka Hidden Upcoming", ExpectedReleaseDate: "2027-05-01",
			Publishing: storyshelf.Publishing{Status: storyshelf.StatusScheduled, PublishAt: &later}},
	}
	must(t, ts.Store.CreateBook(ctx, d.published))
	must(t, ts.Store.CreateBook(ctx, d.draft))
	must(t, ts.Store.CreateUpcomingBook(ctx, d.upcoming))
	d.video = &storyshelf.Multimedia{BookID: d.published.ID, Type: storyshelf.MultimediaVideo, Title: "Walrus Draft Video",
		URL: "https://www.youtube.com/watch?v=abc", Publishing: storyshelf.Publishing{Status: storyshelf.StatusDraft}}
	must(t, ts.Store.CreateMultimedia(ctx, d.video))
	d.kit = &storyshelf.KindnessKit{BookID: d.published.ID, Active: true, Title: "Narwhal Draft Kit",
		Publishing: storyshelf.Publishing{Status: storyshelf.StatusDraft},
		Files:      []storyshelf.KitFile{{FileName: "kit.pdf", FileType: "pdf", FileURL: "/files/kits/kit.pdf"}}}
	must(t, ts.Store.CreateKit(ctx, d.kit))
	return d
}

// hidden are the words only the unpublished items carry.
var hidden = []string{"Zebra", "Quokka", "Walrus", "Narwhal"}

func TestDraftsAbsentFromEveryPublicAnswer(t *testing.T) {
	ts := newTestServer(t)
	d := newDraftSite(t, ts)
	pub, draft := d.published.SlugWithID(), d.draft.SlugWithID()

	// Every public read, page (with its embedded data and JSON-LD) and the
	// sitemap, in both languages.
	paths := []string{"/api/books", "/api/upcoming-books", "/api/books/" + pub, "/api/books/" + d.published.ID + "/multimedia",
		"/api/books/" + d.published.ID + "/kit", "/api/testimonials/featured", "/sitemap.xml"}
	for _, lang := range []string{"", "/es"} {
		paths = append(paths, lang+"/", lang+"/books", lang+"/books/"+pub, lang+"/multimedia/"+pub, lang+"/about")
	}
	for _, path := range paths {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 200 {
			t.Errorf("%s = %d", path, res.StatusCode)
		}
		for _, word := range hidden {
			if strings.Contains(body, word) {
				t.Errorf("%s shows the unpublished %q", path, word)
			}
		}
	}
	if res, body := get(t, ts.URL+"/"); !strings.Contains(body, "Out In The World") {
		t.Errorf("home = %d, lacks the published book", res.StatusCode)
	}
	// The draft's own addresses are missing, as for a book that never was.
	for _, path := range []string{"/api/books/" + draft, "/books/" + draft, "/es/books/" + draft, "/multimedia/" + draft,
		"/api/books/" + d.draft.ID + "/multimedia", "/api/books/" + d.draft.ID + "/testimonials"} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 404 || strings.Contains(body, "Zebra") {
			t.Errorf("%s = %d, want 404 without the draft", path, res.StatusCode)
		}
	}
}

func TestPreviewLinks(t *testing.T) {
	ts := newTestServer(t)
	d := newDraftSite(t, ts)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	draft := d.draft.SlugWithID()

	res, body := b.do("GET", "/api/admin/preview/book/"+d.draft.ID, "", auth...)
	if res.StatusCode != 200 {
		t.Fatalf("preview link: %d %s", res.StatusCode, body)
	}
	link := decode[struct {
		Path, PathEs, URL string
		ExpiresAt         time.Time
	}](t, body)
	if !strings.HasPrefix(link.Path, "/books/"+draft+"?preview=") || !strings.HasPrefix(link.PathEs, "/es/books/"+draft+"?preview=") ||
		link.URL != ts.SiteURL+link.Path || link.ExpiresAt.Before(time.Now().Add(6*24*time.Hour)) {
		t.Fatalf("link = %+v", link)
	}
	value := strings.SplitN(link.Path, "?preview=", 2)[1]

	for _, path := range []string{link.Path, link.PathEs, "/api/books/" + draft + "?preview=" + url.QueryEscape(value)} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 200 || !strings.Contains(body, "Zebra Secret Draft") {
			t.Fatalf("%s = %d, want the draft", path, res.StatusCode)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: Cache-Control %q, want no-store", path, cc)
		}
	}
	// The catalogue seen through the link shows the draft; the shared read
	// cache did not keep that answer for visitors.
	if _, body := get(t, ts.URL+"/api/books?preview="+url.QueryEscape(value)); !strings.Contains(body, "Zebra") {
		t.Errorf("the preview's catalogue lacks its draft")
	}
	for _, path := range []string{"/api/books", "/api/books/" + draft, "/books/" + draft} {
		res, body := get(t, ts.URL+path)
		if strings.Contains(body, "Zebra") {
			t.Errorf("%s after a preview = %d with the draft", path, res.StatusCode)
		}
	}

	// A changed signature, another item's id, or no link: 404.
	parts := strings.Split(value, ".")
	forged := []string{parts[0] + "." + parts[1] + "." + strings.Repeat("A", len(parts[2])),
		d.upcoming.ID + "." + parts[1] + "." + parts[2],
		parts[0] + "." + "9999999999" + "." + parts[2]}
	for _, v := range forged {
		res, body := get(t, ts.URL+"/books/"+draft+"?preview="+url.QueryEscape(v))
		if res.StatusCode != 404 || strings.Contains(body, "Zebra") {
			t.Errorf("forged %q = %d", v, res.StatusCode)
		}
	}
	// Other kinds have their page.
	for kind, want := range map[string]string{"upcoming/" + d.upcoming.ID: "/?preview=",
		"multimedia/" + d.video.ID: "/multimedia/" + d.published.SlugWithID() + "?preview=",
		"kit/" + d.kit.ID:          "/books/" + d.published.SlugWithID() + "?preview="} {
		res, body := b.do("GET", "/api/admin/preview/"+kind, "", auth...)
		if res.StatusCode != 200 || !strings.Contains(body, `"path":"`+want) {
			t.Errorf("preview %s = %d %s", kind, res.StatusCode, body)
		}
	}
	// A draft video of a draft book opens on that book's page: its link opens
	// both. Adding an id to a link's signed ids breaks its signature.
	song := &storyshelf.Multimedia{BookID: d.draft.ID, Type: storyshelf.MultimediaVideo, Title: "Okapi Draft Song",
		URL: "https://www.youtube.com/watch?v=def", Publishing: storyshelf.Publishing{Status: storyshelf.StatusDraft}}
	must(t, ts.Store.CreateMultimedia(context.Background(), song))
	res, body = b.do("GET", "/api/admin/preview/multimedia/"+song.ID, "", auth...)
	songLink := decode[struct{ Path string }](t, body)
	if res.StatusCode != 200 || !strings.HasPrefix(songLink.Path, "/multimedia/"+draft+"?preview=") {
		t.Fatalf("preview of a draft book's video = %d %s", res.StatusCode, body)
	}
	songPreview := "?" + strings.SplitN(songLink.Path, "?", 2)[1]
	for _, path := range []string{songLink.Path, "/api/books/" + d.draft.ID + "/multimedia" + songPreview} {
		if res, body := get(t, ts.URL+path); res.StatusCode != 200 || !strings.Contains(body, "Okapi Draft Song") {
			t.Errorf("the video's preview on its draft book: %s = %d", path, res.StatusCode)
		}
	}
	if res, body := get(t, ts.URL+"/api/books/"+d.draft.ID+"/multimedia"); strings.Contains(body, "Okapi") {
		t.Errorf("the draft book's videos without a link = %d with the draft", res.StatusCode)
	}
	widened := parts[0] + "~" + d.upcoming.ID + "." + parts[1] + "." + parts[2]
	if res, body := get(t, ts.URL+"/api/books/"+draft+"?preview="+url.QueryEscape(widened)); res.StatusCode != 404 || strings.Contains(body, "Zebra") {
		t.Errorf("a link with an id added = %d", res.StatusCode)
	}
	if res, _ := b.do("GET", "/api/admin/preview/nothing/"+d.draft.ID, "", auth...); res.StatusCode != 404 {
		t.Errorf("unknown kind = %d", res.StatusCode)
	}

	// After seven days the link opens nothing.
	ts.Store.Now = func() time.Time { return time.Now().Add(previewLinkLifeForTest + time.Minute) }
	if res, body := get(t, ts.URL+link.Path); res.StatusCode != 404 || strings.Contains(body, "Zebra") {
		t.Errorf("expired link = %d", res.StatusCode)
	}
}

const previewLinkLifeForTest = 7 * 24 * time.Hour
