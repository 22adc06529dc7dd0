package server_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// An entry page view keeps where it came from (the other site's domain and
// its group), its campaign tags (clipped, never a "|"), the kind of device
// and the page's language; later page views and other events no source and
// no tags. Store clicks count per store; an unknown store is refused; Do Not
// Track and Global Privacy Control record nothing (issue 31).
func TestEventsKeepSourcesDevicesAndStoreClicks(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	iPhone := []string{"User-Agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1"}
	send := func(body string, header ...string) int {
		t.Helper()
		res, got := postJSON(t, ts.URL+"/api/events", body, header...)
		if res.StatusCode != 204 && res.StatusCode != 400 {
			t.Fatalf("%s: %d %s", body, res.StatusCode, got)
		}
		return res.StatusCode
	}
	long := strings.Repeat("é", 150)
	book := seedBook(t, ts, "Brave Bea", 0)
	page := "/books/" + book.SlugWithID()
	send(`{"name":"pageview","path":"/es`+page+`","entry":true,"referrer":"https://www.Instagram.com/p/secret?igsh=1",
		"utmSource":"insta|gram","utmMedium":"social","utmCampaign":"`+long+`"}`, iPhone...)
	send(`{"name":"pageview","path":"/books","referrer":"https://www.Instagram.com/p/secret","utmSource":"ignored"}`, iPhone...)
	send(`{"name":"pageview","path":"/","entry":true,"utmMedium":"email","utmSource":"newsletter","utmCampaign":"spring"}`)
	send(`{"name":"pageview","path":"/","entry":true,"referrer":"` + ts.SiteURL + `/books"}`)
	send(`{"name":"Store Click","path":"`+page+`","refId":"`+book.ID+`","label":"bookshop"}`, iPhone...)
	if code := send(`{"name":"Store Click","path":"` + page + `","refId":"` + book.ID + `","label":"ebay"}`); code != 400 {
		t.Fatalf("an unknown store: %d", code)
	}
	send(`{"name":"Store Click","path":"`+page+`","refId":"`+book.ID+`","label":"amazon"}`, "DNT", "1")
	send(`{"name":"pageview","path":"/","entry":true,"referrer":"https://google.com/"}`, "Sec-GPC", "1")

	rows, err := ts.DB.Query(`SELECT name, path, referrer, source, utm_source, utm_medium, utm_campaign, device, lang, label
		FROM events ORDER BY created_at, id`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		v := make([]string, 10)
		rows.Scan(&v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9])
		got = append(got, strings.Join(v, ","))
	}
	rows.Close()
	want := []string{
		"pageview,/es" + page + ",instagram.com,social,insta gram,social," + strings.Repeat("é", storyshelf.MaxUTM) + ",phone,es,",
		"pageview,/books,instagram.com,,,,,phone,en,",
		"pageview,/,,newsletter,newsletter,email,spring,desktop,en,",
		"pageview,/,,direct,,,,desktop,en,",
		"Store Click," + page + ",,,,,,phone,en,bookshop",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("stored\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
