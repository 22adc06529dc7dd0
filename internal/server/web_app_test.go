package server_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/server"
)

// The server and the web app name some things both: each public read's route
// and the key the app's query cache holds it under (a page embeds its data
// under those keys), and how wide the app shows a cover (a page's head
// preloads the width its img picks). These tests read the app's sources and
// fail when the two sides differ.

func appSource(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "web", "src", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

var tsEntry = regexp.MustCompile(`(?m)^  (\w+): (.+?),?$`)

// tsObject is the entries of `export const name = {…}` in src, each value as
// written, without a function's parameters and "as const".
func tsObject(t *testing.T, src, name string) map[string]string {
	t.Helper()
	start := strings.Index(src, "export const "+name+" = {\n")
	if start < 0 {
		t.Fatalf("no %s", name)
	}
	body, _, _ := strings.Cut(src[start:], "\n}")
	out := map[string]string{}
	for _, m := range tsEntry.FindAllStringSubmatch(body, -1) {
		v := regexp.MustCompile(`^\([^)]*\) => `).ReplaceAllString(m[2], "")
		out[m[1]] = strings.TrimSuffix(v, " as const")
	}
	return out
}

var (
	tsParam = regexp.MustCompile(`\$\{[^}]*\}`)
	goParam = regexp.MustCompile(`\{\w+\}`)
)

// tsPath is an apiPaths value with each argument as {}.
func tsPath(v string) string {
	return tsParam.ReplaceAllString(strings.Trim(v, "'`"), "{}")
}

// tsKey is a queryKeys value with each argument as {}.
func tsKey(v string) []string {
	var key []string
	for _, part := range strings.Split(strings.Trim(v, "[]"), ", ") {
		if strings.HasPrefix(part, "'") {
			key = append(key, strings.Trim(part, "'"))
		} else {
			key = append(key, "{}")
		}
	}
	return key
}

func TestPublicReadsMatchTheApp(t *testing.T) {
	src := appSource(t, "config/paths.ts")
	apiPaths, queryKeys := tsObject(t, src, "apiPaths"), tsObject(t, src, "queryKeys")
	routes := newTestServer(t).RoutePatterns()
	matched := map[string]bool{}
	for _, rd := range server.PublicReadsForTest() {
		if !slices.Contains(routes, rd.Pattern) {
			t.Errorf("%s is not in the route table", rd.Pattern)
		}
		path := goParam.ReplaceAllString(strings.TrimPrefix(rd.Pattern, "GET "), "{}")
		var key []string
		for _, part := range rd.Key {
			key = append(key, goParam.ReplaceAllString(part, "{}"))
		}
		name := ""
		for n, v := range apiPaths {
			if tsPath(v) == path {
				name = n
			}
		}
		if name == "" {
			t.Errorf("%s: no apiPaths entry in web/src/config/paths.ts", rd.Pattern)
			continue
		}
		if got, ok := queryKeys[name]; !ok || !slices.Equal(tsKey(got), key) {
			t.Errorf("%s: the app's queryKeys.%s is %q, the server's key %q", rd.Pattern, name, got, rd.Key)
		}
		matched[name] = true
	}
	for name := range queryKeys {
		if !matched[name] {
			t.Errorf("queryKeys.%s: the server has no public read for it", name)
		}
	}
}

func TestCoverSizesMatchTheApp(t *testing.T) {
	for _, c := range []struct{ file, name, server string }{
		{"features/books/components/latest-book.tsx", "LATEST_COVER_SIZES", server.LatestCoverSizesForTest},
		{"features/book-detail/components/book-cover.tsx", "DETAIL_COVER_SIZES", server.DetailCoverSizesForTest},
	} {
		app := ""
		if m := regexp.MustCompile(`export const ` + c.name + ` = '([^']*)'`).FindStringSubmatch(appSource(t, c.file)); m != nil {
			app = m[1]
		}
		if app != c.server {
			t.Errorf("%s in %s is %q, the server preloads %q", c.name, c.file, app, c.server)
		}
	}
}

func TestCoverWidthsMatchTheApp(t *testing.T) {
	m := regexp.MustCompile(`export const COVER_WIDTHS = \[([^\]]*)\]`).FindStringSubmatch(appSource(t, "lib/cover-image.ts"))
	if m == nil {
		t.Fatal("no COVER_WIDTHS in lib/cover-image.ts")
	}
	var server []string
	for _, w := range media.CoverWidths {
		server = append(server, strconv.Itoa(w))
	}
	if app := strings.Join(strings.Fields(strings.ReplaceAll(m[1], ",", " ")), ", "); app != strings.Join(server, ", ") {
		t.Errorf("COVER_WIDTHS in lib/cover-image.ts is [%s], the server makes widths %v", app, media.CoverWidths)
	}
}

// A page's HTML preloads its route code under the name Vite's manifest gives
// it, the module's source path; each must be a module the app loads lazily
// (web/src/app/public-app.tsx its pages, app.tsx the admin app), and each such
// module must be preloaded.
func TestPreloadedRouteModulesMatchTheApp(t *testing.T) {
	app := map[string]bool{}
	lazy := regexp.MustCompile(`import\('\./([\w/-]+)'\)`)
	for _, file := range []string{"app/public-app.tsx", "app/app.tsx"} {
		for _, m := range lazy.FindAllStringSubmatch(appSource(t, file), -1) {
			app["src/app/"+m[1]+".tsx"] = true
		}
	}
	preloaded := map[string]bool{}
	for page, src := range server.RouteModulesForTest {
		preloaded[src] = true
		if !app[src] {
			t.Errorf("page %q preloads %s, which web/src/app does not load lazily", page, src)
		}
	}
	for src := range app {
		if !preloaded[src] {
			t.Errorf("web/src/app loads %s lazily, and no page preloads it", src)
		}
	}
}

// The admin app says what each upload is for (UPLOAD_PURPOSES), and History
// words the upload by it: a purpose only one side knows would be recorded as
// a bare "uploaded a file", or never sent.
func TestUploadPurposesMatchTheApp(t *testing.T) {
	src := appSource(t, "lib/upload-file.ts")
	start := strings.Index(src, "export const UPLOAD_PURPOSES = {\n")
	if start < 0 {
		t.Fatal("no UPLOAD_PURPOSES in lib/upload-file.ts")
	}
	body, _, _ := strings.Cut(src[start:], "\n}")
	var app []string
	for _, m := range regexp.MustCompile(`(?m)^  '?([\w-]+)'?: `).FindAllStringSubmatch(body, -1) {
		app = append(app, m[1])
	}
	slices.Sort(app)
	if want := server.UploadPurposesForTest(); !slices.Equal(app, want) {
		t.Fatalf("the app's upload purposes are %v, the server's %v", app, want)
	}
}
