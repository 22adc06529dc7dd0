package i18n

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Both languages have every key, and each message takes the same arguments in both, so a
// Spanish page never shows an English gap and never drops a name or a number.
func TestCataloguesMatch(t *testing.T) {
	en, es := keys(English), keys(Spanish)
	for _, k := range en {
		if _, ok := catalogues[Spanish].source[k]; !ok {
			t.Errorf("es.json lacks %q", k)
		}
	}
	for _, k := range es {
		if _, ok := catalogues[English].source[k]; !ok {
			t.Errorf("en.json lacks %q (es.json has it)", k)
		}
	}
	for _, k := range en {
		for _, l := range Langs {
			if strings.TrimSpace(catalogues[l].source[k]) == "" {
				t.Errorf("%s.json: %q is empty", l, k)
			}
		}
		a, b := map[string]bool{}, map[string]bool{}
		argNames(catalogues[English].parsed[k], a)
		argNames(catalogues[Spanish].parsed[k], b)
		if !sameKeys(a, b) {
			t.Errorf("%q takes %v in English but %v in Spanish", k, sorted(a), sorted(b))
		}
	}
}

// Every key the Go code asks for (a literal in a T call) is in the catalogues.
func TestKeysUsedByTheServerExist(t *testing.T) {
	call := regexp.MustCompile(`\.T\("([^"]+)"`)
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(filepath.Join(root, "internal"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range call.FindAllSubmatch(src, -1) {
			if key := string(m[1]); strings.Contains(key, ".") && !Has(key) {
				t.Errorf("%s asks for %q, which the catalogues lack", p, key)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestParse(t *testing.T) {
	for code, want := range map[string]Lang{"es": Spanish, "es-MX": Spanish, "ES": Spanish, "en": English, "en-GB": English, "": English, "fr": English} {
		if got := Parse(code); got != want {
			t.Errorf("Parse(%q) = %q, want %q", code, got, want)
		}
	}
}

func TestFallbacks(t *testing.T) {
	if got := Spanish.T("no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key = %q, want the key itself", got)
	}
	if got := Spanish.T("language.name"); got != "Español" {
		t.Errorf("Spanish language.name = %q", got)
	}
}

func sameKeys(a, b map[string]bool) bool {
	return slices.Equal(sorted(a), sorted(b))
}

func sorted(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
