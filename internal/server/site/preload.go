package site

import (
	"encoding/json"
	"io/fs"
	"path"
	"strings"

	"github.com/storyshelf/storyshelf/internal/i18n"
)

// manifestChunk is one entry of Vite's build manifest (.vite/manifest.json).
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// catalogueModules maps a language to its compiled catalogue
// (web/vite-plugins/catalogue.ts), which the entry script imports before the
// first render.
var catalogueModules = map[i18n.Lang]string{
	i18n.English: "virtual:catalogue/en",
	i18n.Spanish: "virtual:catalogue/es",
}

// preloads is the code each page loads after its entry script: its route
// module, and its language's words.
type preloads struct {
	pages      map[string][]string
	catalogues map[i18n.Lang][]string
	parts      map[string]map[i18n.Lang][]string
}

// forPage lists the modules a page in lang preloads.
func (p preloads) forPage(kind string, lang i18n.Lang) []string {
	modules := append([]string{}, p.catalogues[lang]...)
	modules = append(modules, p.pages[kind]...)
	return append(modules, p.parts[kind][lang]...)
}

// loadPreloads works out, for each page, the route code the app would only
// discover after its entry script ran: listing it in the HTML lets the
// browser fetch it alongside, a round trip sooner. Without a manifest (an old
// or test build) pages simply get no preloads.
func loadPreloads(web fs.FS) preloads {
	raw, err := fs.ReadFile(web, ".vite/manifest.json")
	if err != nil {
		return preloads{}
	}
	var manifest map[string]manifestChunk
	if json.Unmarshal(raw, &manifest) != nil {
		return preloads{}
	}
	// closure lists key and everything it imports, skipping what is in skip.
	closure := func(key string, skip map[string]bool) []string {
		var keys []string
		seen := map[string]bool{}
		var walk func(string)
		walk = func(k string) {
			if seen[k] || skip[k] {
				return
			}
			seen[k] = true
			c, ok := manifest[k]
			if !ok {
				return
			}
			keys = append(keys, k)
			for _, imp := range c.Imports {
				walk(imp)
			}
		}
		walk(key)
		return keys
	}
	// The entry and what it imports load anyway (index.html lists them).
	loaded := map[string]bool{}
	for key, c := range manifest {
		if c.IsEntry {
			for _, k := range closure(key, nil) {
				loaded[k] = true
			}
		}
	}
	files := func(src string) []string {
		var out []string
		for _, k := range closure(src, loaded) {
			out = append(out, "/"+path.Clean(manifest[k].File))
		}
		return out
	}
	out := preloads{pages: map[string][]string{}, catalogues: map[i18n.Lang][]string{}, parts: map[string]map[i18n.Lang][]string{}}
	for kind, pg := range publicPages {
		out.pages[kind] = files(pg.module)
	}
	for lang, src := range catalogueModules {
		out.catalogues[lang] = files(src)
	}
	for kind, pg := range publicPages {
		if pg.words == nil {
			continue
		}
		out.parts[kind] = map[i18n.Lang][]string{}
		for lang, src := range pg.words {
			out.parts[kind][lang] = files(src)
		}
	}
	return out
}

// isBuildMetadata hides the build manifest from the public.
func isBuildMetadata(name string) bool {
	return strings.HasPrefix(name, ".vite/")
}
