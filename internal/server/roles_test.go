package server_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ownersRoutes are the admin routes only an owner may use: people, mail,
// backups, security (History's sign-ins among it), subscribers and sending a
// newsletter. Every other admin
// route is an editor's too.
var ownersRoutes = []string{
	"GET /api/admin/people", "POST /api/admin/people", "DELETE /api/admin/people/{id}",
	"DELETE /api/admin/people/invitations/{id}", "PUT /api/admin/people/{id}/role", "POST /api/admin/people/forget",
	"PUT /api/admin/settings/{section}", "DELETE /api/admin/settings/{section}",
	"GET /api/admin/email", "PUT /api/admin/email", "POST /api/admin/email/test",
	"GET /api/admin/backups", "PUT /api/admin/backups", "GET /api/admin/backup", "POST /api/admin/storage/test",
	"GET /api/admin/weekly-letter", "PUT /api/admin/weekly-letter", "POST /api/admin/weekly-letter/send",
	"PUT /api/admin/newsletter/settings",
	"GET /api/admin/subscribers", "GET /api/admin/subscribers/export", "POST /api/admin/subscribers/{id}/unsubscribe",
	"GET /api/admin/kits/{id}/signups", "GET /api/admin/kits/{id}/signups/export",
	"POST /api/admin/newsletter/issues/{id}/send", "POST /api/admin/newsletter/issues/{id}/resend",
	"POST /api/admin/newsletter/issues/{id}/cancel",
	"GET /api/admin/outbox", "GET /api/admin/history",
	"PUT /api/admin/account/second-step-required",
}

// editorSession signs in a new editor (made an owner by the store, then an
// editor by the owner's change) and answers their token.
func editorSession(t *testing.T, ts *testServer, email string) (*browser, string) {
	t.Helper()
	u := mustCreateAdmin(t, ts, email)
	if _, err := ts.Store.SetRole(context.Background(), u.ID, storyshelf.RoleEditor); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, ts)
	res, s := b.login(email, ownerPassword)
	if res.StatusCode != 200 {
		t.Fatalf("editor sign-in: %d", res.StatusCode)
	}
	return b, s.AccessToken
}

// An editor is refused every owner's route with 403, before it runs, and
// no other admin route refuses them so. The test walks the route table, so
// a route added later is an editor's unless it is listed here.
func TestEditorsCannotUseTheOwnersRoutes(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b, token := editorSession(t, ts, "editor@example.com")
	param := regexp.MustCompile(`\{[^}]*\}`)
	seen := map[string]bool{}
	for _, pattern := range ts.RoutePatterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if !strings.HasPrefix(path, "/api/admin/") {
			continue
		}
		seen[pattern] = true
		res, body := b.do(method, param.ReplaceAllString(path, "x"), `{}`, "Authorization", "Bearer "+token)
		refused := res.StatusCode == http.StatusForbidden && decode[apiError](t, body).Error.Message == storyshelf.MsgOwnersOnly.Text
		if owners := slices.Contains(ownersRoutes, pattern); owners != refused {
			t.Errorf("%s as an editor: %d %s (an owner's route: %v)", pattern, res.StatusCode, body, owners)
		}
	}
	for _, pattern := range ownersRoutes {
		if !seen[pattern] {
			t.Errorf("%s is not in the route table", pattern)
		}
	}
	// Nothing an editor tried changed the team.
	if people, _ := ts.Store.People(context.Background()); len(people) != 2 {
		t.Fatalf("people after the walk: %+v", people)
	}
}

func TestRoles(t *testing.T) {
	ts := newTestServer(t)
	owner, token := ownerSession(t, ts)
	as := func(method, path, body string) (int, string) {
		t.Helper()
		res, answer := owner.do(method, path, body, "Authorization", "Bearer "+token)
		return res.StatusCode, answer
	}
	ownerID := decode[storyshelf.User](t, func() string { _, body := as("GET", "/api/admin/me", ""); return body }()).ID

	t.Run("AnInvitationNamesItsRoleAndTheAccountHasIt", func(t *testing.T) {
		for _, c := range []struct{ body, role string }{
			{`{"email": "ed@example.com"}`, storyshelf.RoleEditor},
			{`{"email": "co@example.com", "role": "owner"}`, storyshelf.RoleOwner},
		} {
			status, body := as("POST", "/api/admin/people", c.body)
			answer := decode[struct {
				Invitation storyshelf.Invitation
				Link       string
			}](t, body)
			if status != 200 || answer.Invitation.Role != c.role || answer.Link == "" {
				t.Fatalf("%s: %d %s", c.body, status, body)
			}
			u, _ := url.Parse(answer.Link)
			helper := newBrowser(t, ts)
			res, accepted := helper.do("POST", "/api/auth/invitation/accept", `{"token":"`+u.Query().Get("token")+`","password":"`+ownerPassword+`"}`)
			if res.StatusCode != 200 {
				t.Fatalf("accept: %d %s", res.StatusCode, accepted)
			}
			_, s := helper.login(answer.Invitation.Email, ownerPassword)
			_, me := helper.do("GET", "/api/admin/me", "", "Authorization", "Bearer "+s.AccessToken)
			if got := decode[storyshelf.User](t, me).Role; got != c.role {
				t.Fatalf("%s signed in as %q, want %q", answer.Invitation.Email, got, c.role)
			}
		}
		status, body := as("POST", "/api/admin/people", `{"email": "x@example.com", "role": "boss"}`)
		if msg, fields := refusal(t, body); status != 400 || fields["role"] != storyshelf.MsgChooseRole.Text || msg == "" {
			t.Fatalf("an unknown role: %d %s", status, body)
		}
		_, list := as("GET", "/api/admin/people", "")
		roles := map[string]string{}
		for _, p := range decode[struct{ People []storyshelf.Person }](t, list).People {
			roles[p.Email] = p.Role
		}
		if roles["owner@example.com"] != "owner" || roles["ed@example.com"] != "editor" || roles["co@example.com"] != "owner" {
			t.Fatalf("roles = %v", roles)
		}
	})

	people := func() map[string]storyshelf.Person {
		_, list := as("GET", "/api/admin/people", "")
		byEmail := map[string]storyshelf.Person{}
		for _, p := range decode[struct{ People []storyshelf.Person }](t, list).People {
			byEmail[p.Email] = p
		}
		return byEmail
	}

	t.Run("MakingAnOwnerTakesHerPassword", func(t *testing.T) {
		ed := people()["ed@example.com"]
		for _, c := range []struct{ body, msg string }{
			{`{"role": "owner"}`, storyshelf.MsgPasswordForOwner.Text},
			{`{"role": "owner", "password": "Wrong1234"}`, storyshelf.MsgWrongPassword.Text},
		} {
			status, body := as("PUT", "/api/admin/people/"+ed.ID+"/role", c.body)
			if _, fields := refusal(t, body); status != 400 || fields["password"] != c.msg {
				t.Fatalf("%s: %d %s", c.body, status, body)
			}
		}
		if people()["ed@example.com"].Role != storyshelf.RoleEditor {
			t.Fatal("a refused change changed the role")
		}
		status, body := as("PUT", "/api/admin/people/"+ed.ID+"/role", `{"role": "owner", "password": "`+ownerPassword+`"}`)
		answer := decode[struct {
			Message string
			Person  storyshelf.Person
		}](t, body)
		if status != 200 || answer.Person.Role != storyshelf.RoleOwner || answer.Message != storyshelf.RoleChanged("ed@example.com", "owner") {
			t.Fatalf("make owner: %d %s", status, body)
		}
		// Back to editor: no password needed to give less.
		if status, body := as("PUT", "/api/admin/people/"+ed.ID+"/role", `{"role": "editor"}`); status != 200 {
			t.Fatalf("make editor: %d %s", status, body)
		}
	})

	t.Run("TheLastOwnerStays", func(t *testing.T) {
		co := people()["co@example.com"]
		// Two owners: one may step down, then the other is the last.
		if status, body := as("PUT", "/api/admin/people/"+co.ID+"/role", `{"role": "editor"}`); status != 200 {
			t.Fatalf("the second owner steps down: %d %s", status, body)
		}
		for _, c := range []struct{ method, path, body string }{
			{"PUT", "/api/admin/people/" + ownerID + "/role", `{"role": "editor"}`},
			{"DELETE", "/api/admin/people/" + ownerID, ""},
		} {
			status, body := as(c.method, c.path, c.body)
			if status != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgLastOwner.Text {
				t.Fatalf("%s %s: %d %s", c.method, c.path, status, body)
			}
		}
		if p := people()["owner@example.com"]; p.Role != storyshelf.RoleOwner {
			t.Fatalf("the last owner is %+v", p)
		}
		// An editor's account can go.
		if status, body := as("DELETE", "/api/admin/people/"+co.ID, ""); status != 200 {
			t.Fatalf("remove an editor: %d %s", status, body)
		}
	})
}
