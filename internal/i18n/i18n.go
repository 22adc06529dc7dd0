// Package i18n holds the site's words in English and Spanish: one catalogue per language,
// messages/en.json and messages/es.json, read here for what the server writes (page titles,
// notice pages, mails, field errors) and by the web app for everything it shows
// (web/vite-plugins/catalogue.ts compiles the same files). One source, so the two sides
// cannot drift.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"

	"golang.org/x/text/language"
)

//go:embed messages/*.json
var files embed.FS

// Lang is a language the public site speaks.
type Lang string

const (
	English Lang = "en"
	Spanish Lang = "es"
)

// Langs lists the site's languages, English (the default) first.
var Langs = []Lang{English, Spanish}

// Parse reads a language code ("es", "es-MX", "EN"); anything it does not know is English.
func Parse(code string) Lang {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(code)), "-")
	if base == string(Spanish) {
		return Spanish
	}
	return English
}

// Known says whether code names one of the site's languages exactly ("en" or "es").
func Known(code string) bool {
	return code == string(English) || code == string(Spanish)
}

// Args are a message's named values.
type Args map[string]any

type catalogue struct {
	source map[string]string
	parsed map[string][]part
}

var catalogues = mustLoad()

func mustLoad() map[Lang]catalogue {
	out := map[Lang]catalogue{}
	for _, l := range Langs {
		c, err := load(l)
		if err != nil {
			panic(err) // the catalogues are embedded: a test reads them before any build ships
		}
		out[l] = c
	}
	return out
}

func load(l Lang) (catalogue, error) {
	name := path.Join("messages", string(l)+".json")
	raw, err := files.ReadFile(name)
	if err != nil {
		return catalogue{}, err
	}
	c := catalogue{source: map[string]string{}, parsed: map[string][]part{}}
	if err := json.Unmarshal(raw, &c.source); err != nil {
		return catalogue{}, fmt.Errorf("%s: %w", name, err)
	}
	for key, msg := range c.source {
		parts, err := parseMessage(msg)
		if err != nil {
			return catalogue{}, fmt.Errorf("%s: %s: %w", name, key, err)
		}
		c.parsed[key] = parts
	}
	return c, nil
}

// T returns the message key in l, with args put in. A message missing in Spanish falls back to
// English (a test keeps both complete); a key missing everywhere comes back as itself, so a
// slip shows on the page instead of an empty space.
func (l Lang) T(key string, args ...Args) string {
	parts, ok := catalogues[l].parsed[key]
	if !ok {
		parts, ok = catalogues[English].parsed[key]
		if !ok {
			return key
		}
	}
	var merged Args
	if len(args) > 0 {
		merged = args[0]
	}
	var b strings.Builder
	format(&b, l.tag(), parts, merged, nil)
	return b.String()
}

// Say is one of the server's messages in l: the catalogues' words for key
// when they have it, else english, its words as the server made them. In
// English those words are said as they are: a message made from a format
// carries values the catalogues' words would not.
func (l Lang) Say(key, english string) string {
	if l == English || !Has(key) {
		return english
	}
	return l.T(key)
}

// Has says whether key is in the catalogues.
func Has(key string) bool {
	_, ok := catalogues[English].parsed[key]
	return ok
}

func (l Lang) tag() language.Tag {
	if l == Spanish {
		return language.Spanish
	}
	return language.English
}

// keys lists a language's keys, sorted.
func keys(l Lang) []string {
	out := make([]string, 0, len(catalogues[l].source))
	for k := range catalogues[l].source {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Texts is every message whose key starts with prefix, in every language, one
// "lang key=message" line each, sorted: what a page made of those words says,
// so a change of any of them can be noticed (the privacy policy's date).
func Texts(prefix string) string {
	var lines []string
	for _, l := range Langs {
		for _, k := range keys(l) {
			if strings.HasPrefix(k, prefix) {
				lines = append(lines, string(l)+" "+k+"="+catalogues[l].source[k])
			}
		}
	}
	return strings.Join(lines, "\n")
}
