package server_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/netip"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// badBody is one malformed request body and the type it claims to be.
type badBody struct{ contentType, body string }

var badBodies = []badBody{
	{"application/json", ``},
	{"application/json", `null`},
	{"application/json", `[]`},
	{"application/json", `"text"`},
	{"application/json", `42`},
	{"application/json", `{`},
	{"application/json", `{"a":1} trailing`},
	{"application/json", `{}{}`},
	{"application/json", `{"title":5,"email":5,"name":5,"bookId":5,"token":5,"password":5,"content":5,"oldName":5}`},
	{"application/json", `{"title":["x"],"email":{"a":1},"rating":"five","pages":"many","active":"yes","genres":"x","downloadMaterials":"x","bio":7}`},
	{"application/json", "{\"title\":\"\xff\xfe\",\"email\":\"\xff@example.com\",\"name\":\"\xc3\"}"},
	{"application/json", `{"title":"a\u0000b","email":"a\u0000b@example.com","name":"\u0000","oldName":"\u0000","token":"\u0000"}`},
	{"application/json", `{"email":"a,b@example.com","name":"","agree":true,"token":"nope","password":"Another88","oldName":"","newName":""}`},
	{"application/json", `{"title":"` + strings.Repeat("x", 2<<20) + `"}`},
	// Store links of the wrong kind, and ones the form's checks refuse; "email" makes the
	// routes that take an empty object refuse them too.
	{"application/json", `{"storeLinks":"x","email":5}`},
	{"application/json", `{"storeLinks":[{"store":5,"label":["x"],"url":{}}],"email":5}`},
	{"application/json", `{"storeLinks":[{"store":"other","label":"","url":"javascript:alert(1)"},{"store":"` + strings.Repeat("s", 50) + `"}],"email":5}`},
	{"application/x-www-form-urlencoded", "%zz&=&email=%FF%FE&name=%00"},
	{"multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\nnot closed"},
}

// secondStepBodies are sent to the second step's and the sign-in codes'
// routes (second_step.go, account_codes.go) besides badBodies: their fields
// of the wrong kind, and a made-up ticket, code and password.
var secondStepBodies = []badBody{
	{"application/json", `{"ticket":5,"code":123456,"currentPassword":["x"],"required":"yes"}`},
	{"application/json", `{"ticket":"nope","code":"123456","currentPassword":"Wrong1234","required":true}`},
	{"application/json", `{"ticket":"` + strings.Repeat("t", 3000) + `","code":"abcd-efgh-jkmn","required":null}`},
	{"application/json", `{"ticket":"nope","code":"` + strings.Repeat("9", 500) + `","currentPassword":"","required":false}`},
}

// badPathValues stand in for every {parameter} of a route.
var badPathValues = []string{"%00", "..%2F..%2Fetc%2Fpasswd", "%FF%FE", "'%20OR%20'1'%3D'1", strings.Repeat("a", 3000), "-1"}

// badQueryValues stand in for a query parameter that a route checks.
var badQueryValues = []string{"xx", "%00", "%FF%FE", "'%20OR%20'1'%3D'1", strings.Repeat("a", 3000), "-1", "EN", "es-MX"}

// checkedQueries names, for each route that has them, the query parameters it
// refuses a bad value of. Others, such as a search's words, take any text.
var checkedQueries = map[string][]string{
	"GET /api/admin/subscribers":                   {"lang"},
	"GET /api/admin/subscribers/export":            {"lang"},
	"GET /api/admin/kits/{id}/signups":             {"lang"},
	"GET /api/admin/kits/{id}/signups/export":      {"lang"},
	"GET /api/admin/messages":                      {"lang"},
	"GET /api/admin/statistics":                    {"days", "from", "to"},
	"GET /api/admin/statistics.csv":                {"table", "days", "from", "to"},
	"GET /api/admin/newsletter/audience":           {"audience"},
	"GET /api/admin/newsletter/inserts/books/{id}": {"lang"},
	"GET /api/admin/newsletter/inserts/kits/{id}":  {"lang"},
	"GET /api/admin/history":                       {"kind", "from", "to", "page"},
	"GET /api/admin/testimonials":                  {"status"},
	"GET /account/sign-out-device":                 {"token"},
}

// routesIgnoringBodies answer the same whatever the body says.
var routesIgnoringBodies = map[string]string{
	"POST /api/auth/logout":                     "signing out twice is fine: it reads only the cookie",
	"POST /api/admin/storage/test":              "reads no body: it tests the storage",
	"DELETE /api/admin/sessions":                "reads no body: it signs the owner's other devices out",
	"POST /api/auth/passkey/begin":              "reads no body: it starts a passkey sign-in",
	"POST /api/admin/testimonials/{id}/approve": "reads no body: it approves the review",
	"POST /api/admin/testimonials/{id}/reject":  "reads no body: it rejects the review",
	"DELETE /api/admin/books/featured":          "reads no body: it unpins the featured book",
	"DELETE /api/admin/books/order":             "reads no body: it puts the books back newest first",
	"POST /api/admin/weekly-letter/send":        "reads no body: it queues last week's letter (409 without mail)",
}

// TestBadInputSweep sends every route in the route table malformed path
// values and malformed bodies, and the query parameters it checks
// (checkedQueries) malformed values, as the signed-in owner would reach it. Each
// must answer 4xx (with the JSON error shape under /api/), never 5xx, and
// change no row. Routes added later are covered without being listed.
func TestBadInputSweep(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ts.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	ctx := context.Background()
	if _, err := demo.Load(ctx, ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	_, token := ownerSession(t, ts)
	b := newBrowser(t, ts) // the owner's token, but no refresh cookie to spend
	real := realPathValues(t, ts)
	passkey, err := ts.Store.AddPasskey(ctx, &store.PasskeyCredential{UserID: ownerUserID(t, ts), Name: "Laptop",
		CredentialID: []byte("laptop"), PublicKey: []byte("key")})
	if err != nil {
		t.Fatal(err)
	}
	db := ts.DB

	param := regexp.MustCompile(`\{([^}.]*)(\.\.\.)?\}`)
	n := 0
	// The rows as the last request left them: the test server does no
	// background work, so they are the next request's "before" as well, and
	// one snapshot a request is enough (it was the sweep's slowest part).
	before := snapshot(t, db)
	send := func(method, path string, body badBody) {
		t.Helper()
		n++
		res, got := b.do(method, path, body.body, "Content-Type", body.contentType, "Authorization", "Bearer "+token,
			"X-Forwarded-For", fmt.Sprintf("198.51.%d.%d", n/250, n%250))
		label := fmt.Sprintf("%s %.120s with %.80q", method, path, body.body)
		if res.StatusCode < 400 || res.StatusCode >= 500 {
			t.Errorf("%s: %d %.300s", label, res.StatusCode, got)
		} else if strings.HasPrefix(path, "/api/") && !strings.Contains(got, `"error":{"code":"`) {
			t.Errorf("%s: %d without the JSON error shape: %.300s", label, res.StatusCode, got)
		}
		if after := snapshot(t, db); after != before {
			t.Errorf("%s: changed rows:\n%s", label, diffLines(before, after))
			before = after
		}
	}

	queried := map[string]bool{}
	for _, pattern := range ts.RoutePatterns() {
		method, path, ok := strings.Cut(pattern, " ")
		if !ok || path == "/" {
			continue // the catch-alls: the app's pages, and the JSON 404 below
		}
		params := param.FindAllStringSubmatch(path, -1)
		for _, bad := range badPathValues {
			if len(params) == 0 {
				break
			}
			send(method, param.ReplaceAllString(path, bad), badBody{"application/json", `{}`})
		}
		withReal := param.ReplaceAllStringFunc(path, func(p string) string {
			return real(path, param.FindStringSubmatch(p)[1])
		})
		for _, name := range checkedQueries[pattern] {
			queried[pattern] = true
			for _, bad := range badQueryValues {
				send(method, withReal+"?"+name+"="+bad, badBody{"application/json", `{}`})
			}
		}
		if method == http.MethodGet || (method == http.MethodDelete && len(params) > 0) {
			continue // no body to read
		}
		if _, ok := routesIgnoringBodies[pattern]; ok {
			continue
		}
		for _, body := range badBodies {
			send(method, withReal, body)
		}
	}
	// The route table's walk sends the settings' bad bodies to one section
	// (home); the kit's agreement sentence, which a consent record keeps,
	// gets them too.
	for _, body := range badBodies {
		send("PUT", "/api/admin/settings/kit", body)
		send("PUT", "/api/admin/settings/catalogue", body)
	}
	for _, pattern := range ts.RoutePatterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if method != http.MethodGet && (path == "/api/auth/second-step" || strings.HasPrefix(path, "/api/admin/account/codes") ||
			path == "/api/admin/account/second-step-required") {
			for _, body := range secondStepBodies {
				send(method, path, body)
			}
		}
	}
	// Removing a passkey reads a body (her current password), unlike the
	// other deletes of one item.
	for _, body := range badBodies {
		send("DELETE", "/api/admin/account/passkeys/"+passkey.ID, body)
	}
	for pattern := range checkedQueries {
		if !queried[pattern] {
			t.Errorf("checkedQueries names %q, which the route table lacks", pattern)
		}
	}
	for _, body := range badBodies[:3] {
		send("POST", "/api/no-such-endpoint", body)
	}
	if n < 300 {
		t.Fatalf("only %d requests sent: is the route table walked?", n)
	}
	t.Logf("%d malformed requests over %d routes", n, len(ts.RoutePatterns()))
}

// realPathValues picks, for a route's parameter, an id of the demo content
// that route is about, so bodies reach the handler's checks.
func realPathValues(t *testing.T, ts *testServer) func(path, name string) string {
	t.Helper()
	ctx := context.Background()
	books, err := ts.Store.Books(ctx)
	if err != nil || len(books) == 0 {
		t.Fatal("no demo books", err)
	}
	kits, _ := ts.Store.Kits(ctx)
	kit, err := ts.Store.KitByID(ctx, kits[0].ID)
	if err != nil || len(kit.Files) == 0 {
		t.Fatal("no demo kit with files", err)
	}
	upcoming, _ := ts.Store.UpcomingBooks(ctx)
	reviews, _ := ts.Store.TestimonialsPage(ctx, "", "", "", 1, 10)
	media, _ := ts.Store.AllMultimedia(ctx)
	if len(upcoming) == 0 || len(reviews.Testimonials) == 0 || len(media) == 0 {
		t.Fatal("demo content is missing a kind")
	}
	issue := &storyshelf.Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi", Audience: storyshelf.AudienceAll}
	if err := ts.Store.CreateIssue(ctx, issue); err != nil {
		t.Fatal(err)
	}
	book := books[0]
	return func(path, name string) string {
		switch {
		case name == "section":
			return "home"
		case name == "ref":
			return book.SlugWithID()
		case name == "file":
			return kit.Files[0].ID
		case name == "key":
			return strings.TrimPrefix(book.CoverImage, "/files/")
		case name == "token":
			return "not-a-real-token"
		case strings.Contains(path, "/kits/"):
			return kit.ID
		case strings.Contains(path, "/upcoming-books/"):
			return upcoming[0].ID
		case strings.Contains(path, "/testimonials/"):
			return reviews.Testimonials[0].ID
		case strings.Contains(path, "/multimedia/"):
			return media[0].ID
		case strings.Contains(path, "/newsletter/issues/"):
			return issue.ID
		case strings.Contains(path, "/account/passkeys/"):
			if list, _ := ts.Store.Passkeys(ctx, ownerUserID(t, ts)); len(list) > 0 {
				return list[0].ID
			}
			return "no-passkey"
		default:
			return book.ID
		}
	}
}

// snapshot is every row of every table but the rate-limit counters, which
// count attempts, good or bad, by design.
func snapshot(t *testing.T, db *sql.DB) string {
	t.Helper()
	postgres := true
	rows, err := db.Query(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
		AND table_name NOT IN ('rate_limits') ORDER BY table_name`)
	if err != nil { // SQLite
		postgres = false
		rows, err = db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('rate_limits') ORDER BY name`)
	}
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		rows.Scan(&name)
		tables = append(tables, name)
	}
	rows.Close()
	queries := make([]string, len(tables))
	for i, table := range tables {
		queries[i] = `SELECT * FROM "` + table + `"`
		if table == "history" { // a wrong password is a failed sign-in, which History records
			queries[i] += ` WHERE action <> 'sign-in failed'`
		}
		if table == "sessions" {
			// Any signed-in request notes when its sign-in was last seen, once
			// every storyshelf.SessionSeenEvery: a sweep longer than that (the
			// race detector on a busy machine) saw that note as a change.
			queries[i] = `SELECT id, family_id, user_id, token_hash, user_agent, created_at, expires_at, rotated_at,
				revoked_at, signed_in_at FROM sessions`
		}
	}
	if postgres {
		// Every row as text in one query: the sweep takes a snapshot before
		// and after each of its requests, and a query per table made it the
		// slowest HTTP test under the race detector.
		union := make([]string, len(tables))
		for i, table := range tables {
			union[i] = `SELECT '` + table + ` ' || r::text AS line FROM (` + queries[i] + `) r`
		}
		var all sql.NullString
		if err := db.QueryRow(`SELECT string_agg(line, E'\n' ORDER BY line) FROM (` +
			strings.Join(union, " UNION ALL ") + `) every_row`).Scan(&all); err != nil {
			t.Fatal(err)
		}
		return all.String
	}
	var sb strings.Builder
	for i, table := range tables {
		rows, err := db.Query(queries[i] + ` ORDER BY 1`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		var lines []string
		for rows.Next() {
			rows.Scan(ptrs...)
			lines = append(lines, fmt.Sprintf("%s %v", table, vals))
		}
		rows.Close()
		sort.Strings(lines)
		sb.WriteString(strings.Join(lines, "\n") + "\n")
	}
	return sb.String()
}

func diffLines(before, after string) string {
	was := map[string]bool{}
	for _, l := range strings.Split(before, "\n") {
		was[l] = true
	}
	var out []string
	for _, l := range strings.Split(after, "\n") {
		if !was[l] {
			out = append(out, "+ "+l)
		}
	}
	if len(out) == 0 {
		return "(rows removed)"
	}
	return strings.Join(out, "\n")
}
