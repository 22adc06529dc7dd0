package server_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestAdminStatistics(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	for _, path := range []string{"/", "/books", "/"} {
		postJSON(t, ts.URL+"/api/events", `{"name":"pageview","path":"`+path+`"}`)
	}
	for days, want := range map[string]int{"": 30, "?days=7": 7, "?days=90": 90} {
		res, body := b.do("GET", "/api/admin/statistics"+days, "", authz...)
		r := decode[storyshelf.Statistics](t, body)
		today := r.Days[len(r.Days)-1]
		if res.StatusCode != 200 || len(r.Days) != want || today.Visits != 3 || len(r.Pages) != 2 || r.Pages[0].Key != "/" || r.Pages[0].Count != 2 {
			t.Fatalf("%q: %d %s", days, res.StatusCode, body)
		}
	}
	for _, bad := range []string{"0", "367", "week"} {
		if res, _ := b.do("GET", "/api/admin/statistics?days="+bad, "", authz...); res.StatusCode != 400 {
			t.Fatalf("days=%s: %d", bad, res.StatusCode)
		}
	}
}

// The report names pages as the owner knows them: the page's name, a book's
// title, the Spanish site; never a raw path of a page of the site (issue 27).
func TestAdminStatisticsNamesPages(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	book := seedBook(t, ts, "The Kindness Cloud", 0)
	ref := book.SlugWithID()
	for _, path := range []string{"/", "/es/", "/books", "/about", "/contact", "/privacy-policy", "/books/" + ref,
		"/es/books/" + ref, "/multimedia/" + ref, "/books/a-gone-book-0000abcd", "/somewhere-else"} {
		postJSON(t, ts.URL+"/api/events", `{"name":"pageview","path":"`+path+`"}`)
	}
	_, body := b.do("GET", "/api/admin/statistics", "", "Authorization", "Bearer "+token)
	got := map[string]string{}
	for _, p := range decode[storyshelf.Statistics](t, body).Pages {
		got[p.Key] = p.Label + "|" + p.Detail
	}
	want := map[string]string{
		"/": "Home|", "/es/": "Home|Spanish site", "/books": "All Books|", "/about": "About the author|",
		"/contact": "Contact|", "/privacy-policy": "Privacy Policy|", "/books/" + ref: "The Kindness Cloud|",
		"/es/books/" + ref: "The Kindness Cloud|Spanish site", "/multimedia/" + ref: "Videos & Songs: The Kindness Cloud|",
		"/books/a-gone-book-0000abcd": "A removed book|", "/somewhere-else": "/somewhere-else|",
	}
	for path, label := range want {
		if got[path] != label {
			t.Errorf("%s: %q, want %q", path, got[path], label)
		}
	}
}
