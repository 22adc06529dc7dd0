package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The upcoming book form's release part, and "Release now": the book
// appears in Books with its links, leaves Coming Soon, and its newsletter
// draft links to the site's own address.
func TestReleaseUpcomingBookHTTP(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	at := time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)
	form := func(release string) string {
		return `{"title": "Moon Garden", "author": "Lily Hart", "description": "Seeds that grow at night.",
			"coverImageUrl": "/files/covers/moon.png", "expectedReleaseDate": "2027-03-01",
			"preorderUrl": "https://www.amazon.com/dp/B0MOON",
			"storeLinks": [{"store": "bookshop", "url": "https://bookshop.org/a/1/moon"}], "release": ` + release + `}`
	}

	res, body := b.do("POST", "/api/admin/upcoming-books", form(`{"enabled": true, "pages": 0}`), auth...)
	v := decode[fieldErrorAnswer](t, body)
	if res.StatusCode != 400 || v.Error.Fields["release.at"] != "Choose the date and time to release it." ||
		v.Error.Fields["release.ageRange"] != "Age range is required" || v.Error.Fields["release.isbn"] != "ISBN is required" ||
		v.Error.Fields["release.pages"] != "Pages must be at least 1" {
		t.Fatalf("release on without details: %d %s", res.StatusCode, body)
	}

	// Saved without details (release off), Release now asks for them.
	res, body = b.do("POST", "/api/admin/upcoming-books", form(`{"enabled": false}`), auth...)
	if res.StatusCode != 201 {
		t.Fatalf("create %d %s", res.StatusCode, body)
	}
	u := decode[storyshelf.UpcomingBook](t, body)
	if !u.Release.NewsletterDraft || u.Release.Enabled {
		t.Fatalf("release defaults %+v", u.Release)
	}
	res, body = b.do("POST", "/api/admin/upcoming-books/"+u.ID+"/release", "", auth...)
	v = decode[fieldErrorAnswer](t, body)
	if res.StatusCode != 400 || v.Error.Fields["release.isbn"] != "ISBN is required" || v.Error.Fields["release.pages"] == "" {
		t.Fatalf("release without details: %d %s", res.StatusCode, body)
	}

	res, body = b.do("PUT", "/api/admin/upcoming-books/"+u.ID, form(`{"enabled": true, "at": "`+at+`", "ageRange": "4-8",
		"isbn": "9780000000099", "pages": 32, "genres": ["Nature"]}`), auth...)
	saved := decode[storyshelf.UpcomingBook](t, body)
	if res.StatusCode != 200 || saved.Release.At == nil || saved.Release.Pages != 32 || !saved.Release.NewsletterDraft {
		t.Fatalf("update %d %s", res.StatusCode, body)
	}
	if _, body := get(t, ts.URL+"/api/upcoming-books"); !strings.Contains(body, "Moon Garden") || strings.Contains(body, "9780000000099") {
		t.Fatalf("coming soon before the release (the plan is the owner's): %s", body)
	}

	if res, _ := newBrowser(t, ts).do("POST", "/api/admin/upcoming-books/"+u.ID+"/release", ""); res.StatusCode != 401 {
		t.Fatalf("without a session: %d", res.StatusCode)
	}
	if res, _ := b.do("POST", "/api/admin/upcoming-books/no-such-id/release", "", auth...); res.StatusCode != 404 {
		t.Fatalf("unknown: %d", res.StatusCode)
	}

	res, body = b.do("POST", "/api/admin/upcoming-books/"+u.ID+"/release", "", auth...)
	answer := decode[struct{ BookID, Slug, IssueID string }](t, body)
	if res.StatusCode != 200 || answer.BookID == "" || answer.IssueID == "" || !strings.HasPrefix(answer.Slug, "moon-garden-") {
		t.Fatalf("release now: %d %s", res.StatusCode, body)
	}
	_, body = get(t, ts.URL+"/api/books")
	books := decode[[]storyshelf.Book](t, body)
	if len(books) != 1 || books[0].Title != "Moon Garden" || books[0].CoverImage != "/files/covers/moon.png" ||
		len(books[0].StoreLinks) != 2 || books[0].StoreLinks[1].URL != "https://www.amazon.com/dp/B0MOON" {
		t.Fatalf("public books: %s", body)
	}
	if _, body := get(t, ts.URL+"/api/upcoming-books"); strings.Contains(body, "Moon Garden") {
		t.Fatalf("coming soon still lists it: %s", body)
	}
	_, body = b.do("GET", "/api/admin/newsletter/issues/"+answer.IssueID, "", auth...)
	issue := decode[storyshelf.Issue](t, body)
	if issue.Subject != "New book: Moon Garden" || !strings.Contains(issue.HTML, ts.SiteURL+"/books/"+answer.Slug) {
		t.Fatalf("draft %s", body)
	}
	_, body = b.do("GET", "/api/admin/dashboard", "", auth...)
	dash := decode[struct {
		ReleaseDrafts []struct{ IssueID, Title string }
	}](t, body)
	if len(dash.ReleaseDrafts) != 1 || dash.ReleaseDrafts[0].IssueID != answer.IssueID || dash.ReleaseDrafts[0].Title != "Moon Garden" {
		t.Fatalf("dashboard: %s", body)
	}
	_, body = b.do("GET", "/api/admin/history?kind=upcoming+book", "", auth...)
	if !strings.Contains(body, `"action":"released"`) || !strings.Contains(body, `"itemName":"Moon Garden"`) {
		t.Fatalf("history %s", body)
	}
}
