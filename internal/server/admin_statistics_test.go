package server_test

import (
	"strings"
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
		storyshelf.Other: "Other pages|", // a removed book's page and one the site never had
	}
	for path, label := range want {
		if got[path] != label {
			t.Errorf("%s: %q, want %q", path, got[path], label)
		}
	}
}

// A chosen period is checked with the screen's messages; the report has
// the previous period's dates beside its own.
func TestAdminStatisticsPeriods(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	today := ts.Store.Now().UTC()
	day := func(n int) string { return today.AddDate(0, 0, n).Format("2006-01-02") }
	res, body := b.do("GET", "/api/admin/statistics?from="+day(-9)+"&to="+day(0), "", authz...)
	r := decode[storyshelf.Statistics](t, body)
	if res.StatusCode != 200 || len(r.Days) != 10 || r.PreviousFrom != day(-19) || r.PreviousTo != day(-10) || r.Funnel == nil {
		t.Fatalf("custom period: %d %s", res.StatusCode, body)
	}
	if _, body := b.do("GET", "/api/admin/statistics?days=365", "", authz...); len(decode[storyshelf.Statistics](t, body).Days) != 365 {
		t.Fatal("12 months")
	}
	for query, want := range map[string]string{
		"from=" + day(-1) + "&to=" + day(-2):  "from:" + storyshelf.MsgPeriodOrder.Text,
		"from=" + day(-1) + "&to=" + day(1):   "to:" + storyshelf.MsgPeriodFuture.Text,
		"from=" + day(-366) + "&to=" + day(0): "from:" + storyshelf.MsgPeriodDays.Text,
		"days=400":                            "days:" + storyshelf.MsgPeriodDays.Text,
	} {
		res, body := b.do("GET", "/api/admin/statistics?"+query, "", authz...)
		field, msg, _ := strings.Cut(want, ":")
		if res.StatusCode != 400 || decode[fieldErrors](t, body).Error.Fields[field] != msg {
			t.Errorf("%s: %d %s", query, res.StatusCode, body)
		}
	}
}

// Every table of the report downloads as a spreadsheet named after it and
// the period, formula-safe, and only with a session.
func TestStatisticsCSV(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	book := seedBook(t, ts, "Brave Bea", 0)
	page := "/books/" + book.SlugWithID()
	for _, e := range []string{
		`{"name":"pageview","path":"/","entry":true,"referrer":"https://instagram.com/","utmSource":"in|sta","utmMedium":"social","utmCampaign":"=HYPERLINK(1)"}`,
		`{"name":"Book View","path":"` + page + `","refId":"` + book.ID + `","label":"Brave Bea"}`,
		`{"name":"Store Click","path":"` + page + `","refId":"` + book.ID + `","label":"amazon"}`,
		`{"name":"Form Submit","path":"` + page + `","label":"kindness_kit","success":true}`,
	} {
		postJSON(t, ts.URL+"/api/events", e)
	}
	today := ts.Store.Now().UTC()
	from := today.AddDate(0, 0, -6).Format("2006-01-02")
	to := today.Format("2006-01-02")
	for table, want := range map[string][]string{
		"days":      {"Day,Visits,Unique visitors", to + ",1,1"},
		"sources":   {"Name,Detail,This period,Previous period", "Social sites,,1,0", "Direct,,0,0"},
		"referrers": {"instagram.com,Social sites,1,0"},
		"campaigns": {"'=HYPERLINK(1) (in sta / social),,1,0"},
		"stores":    {"Amazon,,1,0"},
		"devices":   {"Computers,,1,0"},
		"forms":     {"Kindness kit form,Sent,1,0"},
		"funnel":    {"Book,Views,Views in Spanish,Store clicks,Material downloads,Kit sign-ups,Newsletter sign-ups", "Brave Bea,1,0,1,0,1,0"},
	} {
		res, body := b.do("GET", "/api/admin/statistics.csv?table="+table+"&days=7", "", authz...)
		if res.StatusCode != 200 || res.Header.Get("Content-Disposition") != `attachment; filename="statistics-`+table+`-`+from+`-`+to+`.csv"` {
			t.Fatalf("%s: %d %q %s", table, res.StatusCode, res.Header.Get("Content-Disposition"), body)
		}
		for _, line := range want {
			if !strings.Contains(body, line+"\n") {
				t.Errorf("%s lacks %q:\n%s", table, line, body)
			}
		}
	}
	if res, _ := b.do("GET", "/api/admin/statistics.csv?table=secrets&days=7", "", authz...); res.StatusCode != 400 {
		t.Fatalf("an unknown table: %d", res.StatusCode)
	}
	if res, _ := b.do("GET", "/api/admin/statistics.csv?table=days&days=7", ""); res.StatusCode != 401 {
		t.Fatalf("without a session: %d", res.StatusCode)
	}
}
