package server_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The dashboard's first-run checklist: all four steps open on a fresh site,
// each ticked by the owner doing it.
func TestDashboardChecklist(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	type ticks struct{ SiteName, Email, FirstBook, Backups bool }
	check := func(step string, want ticks) {
		t.Helper()
		res, body := b.do("GET", "/api/admin/dashboard", "", auth...)
		if res.StatusCode != 200 {
			t.Fatalf("%s: dashboard %d %s", step, res.StatusCode, body)
		}
		if got := decode[struct{ Checklist ticks }](t, body).Checklist; got != want {
			t.Fatalf("%s: checklist %+v, want %+v", step, got, want)
		}
	}
	do := func(step, method, path, body string, status int) {
		t.Helper()
		if res, got := b.do(method, path, body, auth...); res.StatusCode != status {
			t.Fatalf("%s: %d %s", step, res.StatusCode, got)
		}
	}

	check("a fresh site", ticks{})

	identity := storyshelf.DefaultSiteSettings().Identity
	identity.Name = "Maple Tree Books"
	if res, body := saveSection(t, b, token, "identity", identity); res.StatusCode != 200 {
		t.Fatalf("save identity: %d %s", res.StatusCode, body)
	}
	check("the site named", ticks{SiteName: true})
	do("reset identity", "DELETE", "/api/admin/settings/identity", "", 200)
	check("the name reset", ticks{})
	// Saving the section with the new site's name keeps that name by choice.
	identity.Name, identity.Tagline = storyshelf.DefaultSiteSettings().Identity.Name, "Stories from the maple tree"
	if res, body := saveSection(t, b, token, "identity", identity); res.StatusCode != 200 {
		t.Fatalf("save identity: %d %s", res.StatusCode, body)
	}
	check("the default name saved", ticks{SiteName: true})

	do("set up email", "PUT", "/api/admin/email", `{"host":"mail.example.com","port":465,"security":"tls",
		"fromAddress":"books@example.com","contactTo":"me@example.com"}`, 200)
	check("email set up", ticks{SiteName: true, Email: true})

	do("add a book", "POST", "/api/admin/books", validBook, 201)
	check("a book added", ticks{SiteName: true, Email: true, FirstBook: true})

	do("turn on backups", "PUT", "/api/admin/backups", `{"on":true,"everyHours":24,"keep":4}`, 200)
	check("backups on", ticks{SiteName: true, Email: true, FirstBook: true, Backups: true})
}
