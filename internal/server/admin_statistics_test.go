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
