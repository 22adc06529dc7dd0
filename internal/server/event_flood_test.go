package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A flood of made-up pages, ids and labels (security review #42, finding 3)
// is stored as the site's own pages, books and forms plus one "other"
// bucket: the events and the day's totals hold a handful of distinct values
// however many strangers make up, and the report lists only what the site
// knows, each book under its title from the books table.
func TestMadeUpEventsFoldIntoOther(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	book := seedBook(t, ts, "Brave Bea", 0)
	page := "/books/" + book.SlugWithID()
	spam := "Call +1 555 0100 now"
	send := func(body string) {
		t.Helper()
		if res, got := postJSON(t, ts.URL+"/api/events", body); res.StatusCode != 204 {
			t.Fatalf("%s: %d %s", body, res.StatusCode, got)
		}
	}
	// What the site's own pages send, which still counts.
	send(`{"name":"pageview","path":"` + page + `"}`)
	send(`{"name":"Book View","path":"` + page + `","refId":"` + book.ID + `","label":"Brave Bea"}`)
	send(`{"name":"Material Download","path":"` + page + `","refId":"/files/materials/a.pdf","label":"` + book.ID + `"}`)
	send(`{"name":"Form Submit","path":"` + page + `","label":"newsletter","success":true}`)
	const flood = 60
	for i := range flood {
		junk := fmt.Sprintf("%s %d %s", spam, i, strings.Repeat("x", 100))
		for _, e := range []string{
			`{"name":"pageview","path":"/made-up/%[1]d"}`,
			`{"name":"pageview","path":"/books/a-made-up-slug-%[1]d-` + storyshelf.ShortID(book.ID) + `"}`,
			`{"name":"pageview","path":"/es/books/spam-%08[1]d"}`,
			`{"name":"Book View","path":"/x%[1]d","refId":"made-up-%[1]d","label":"%[2]s"}`,
			`{"name":"Book View","path":"` + page + `","refId":"` + book.ID + `","label":"%[2]s"}`,
			`{"name":"KindnessKit Download","path":"/","refId":"kit-%[1]d","label":"%[2]s"}`,
			`{"name":"Material Download","path":"/","refId":"/files/materials/%[1]d.pdf","label":"%[2]s"}`,
			`{"name":"Store Click","path":"/","refId":"made-up-%[1]d","label":"amazon","success":true}`,
			`{"name":"Form Submit","path":"/form/%[1]d","label":"%[2]s","success":false}`,
		} {
			send(fmt.Sprintf(e, i, junk))
		}
	}

	// The raw events hold known values and "other", never a stranger's text.
	distinct := func(q string) int {
		t.Helper()
		var n int
		if err := ts.DB.QueryRow(q).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := distinct(`SELECT COUNT(*) FROM (SELECT DISTINCT name, path, ref_id, label FROM events) v`); n > 16 {
		t.Errorf("events hold %d distinct pages, ids and labels after a flood of %d made-up ones", n, flood*9)
	}
	if n := distinct(`SELECT COUNT(*) FROM events WHERE label LIKE '%555 0100%' OR path LIKE '%made-up%' OR ref_id LIKE '%made-up%'`); n > 0 {
		t.Errorf("%d events keep a stranger's text", n)
	}

	// Summed into the day's totals: as few rows.
	ctx := context.Background()
	tomorrow := ts.Store.Now().UTC().AddDate(0, 0, 1).Format("2006-01-02")
	if _, err := ts.Store.SummarizeOldestDay(ctx, tomorrow); err != nil {
		t.Fatal(err)
	}
	if n := distinct(`SELECT COUNT(*) FROM event_days`); n == 0 || n > 16 {
		t.Errorf("the day's totals have %d rows after a flood of %d made-up values", n, flood*9)
	}

	// The report: the site's pages, its book and materials, and "other".
	res, body := b.do("GET", "/api/admin/statistics?days=7", "", "Authorization", "Bearer "+token)
	if res.StatusCode != 200 {
		t.Fatalf("report: %d %s", res.StatusCode, body)
	}
	if strings.Contains(body, "555 0100") || strings.Contains(body, "made-up") {
		t.Errorf("the report shows a stranger's text:\n%s", body)
	}
	r := decode[storyshelf.Statistics](t, body)
	keys := func(list []storyshelf.Count) map[string]int {
		m := map[string]int{}
		for _, c := range list {
			m[c.Key] = c.Count
		}
		return m
	}
	for what, c := range map[string]struct {
		got, want map[string]int
	}{
		"pages":     {keys(r.Pages), map[string]int{page: 1 + flood, storyshelf.Other: 2 * flood}},
		"books":     {keys(r.Books), map[string]int{book.ID: 1 + flood, storyshelf.Other: flood}},
		"kits":      {keys(r.Downloads), map[string]int{storyshelf.Other: flood}},
		"materials": {keys(r.MaterialDownloads), map[string]int{"/files/materials/a.pdf": 1, storyshelf.Other: flood}},
		"forms":     {keys(r.Forms), map[string]int{"newsletter:ok": 1, storyshelf.Other + ":failed": flood}},
	} {
		if fmt.Sprint(c.got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", what, c.got, c.want)
		}
	}
	if len(r.Funnel) != 1 || r.Funnel[0].BookID != book.ID || r.Funnel[0].Title != "Brave Bea" || r.Funnel[0].Views != 1+flood ||
		r.Funnel[0].MaterialDownloads != 1 || r.Funnel[0].NewsletterSignups != 1 {
		t.Errorf("funnel %+v", r.Funnel)
	}
}
