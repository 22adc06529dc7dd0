package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"regexp"

	"github.com/storyshelf/storyshelf/internal/i18n"
)

// indexPage is the app's index.html cut open where each page's own head tags
// and data go. The build's own <title>, description and icon are dropped:
// every page gets its own, and the icon is the owner's when there is a logo.
type indexPage struct {
	// top ends at <html, head after its tag (the page writes its own lang),
	// head ends before </head>, body before </body>.
	top, head, body, tail []byte
}

var (
	titleTag       = regexp.MustCompile(`(?is)\s*<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`(?is)\s*<meta\s+name="description"[^>]*>`)
	iconTag        = regexp.MustCompile(`(?is)\s*<link\s+rel="icon"[^>]*>`)
	htmlTag        = regexp.MustCompile(`(?is)<html[^>]*>`)
)

// loadIndex reads index.html from the build; ok is false when the app is not
// built yet.
func loadIndex(web fs.FS) (*indexPage, bool) {
	raw, err := fs.ReadFile(web, "index.html")
	if err != nil {
		return nil, false
	}
	raw = titleTag.ReplaceAll(raw, nil)
	raw = descriptionTag.ReplaceAll(raw, nil)
	raw = iconTag.ReplaceAll(raw, nil)
	var top []byte
	if at := htmlTag.FindIndex(raw); at != nil {
		top, raw = raw[:at[0]], raw[at[1]:]
	}
	h := bytes.Index(raw, []byte("</head>"))
	b := bytes.LastIndex(raw, []byte("</body>"))
	if h < 0 || b < h {
		return &indexPage{top: top, head: raw}, true
	}
	return &indexPage{top: top, head: raw[:h], body: raw[h:b], tail: raw[b:]}, true
}

// headTemplate renders a page's title, description, canonical address,
// Open Graph and Twitter tags, preloads and JSON-LD.
var headTemplate = template.Must(template.New("head").Parse(`
    <title>{{.Title}}</title>
    {{- if .Favicon}}
    <link rel="icon" type="image/png" href="{{.Favicon}}" />
    <link rel="apple-touch-icon" href="{{.Favicon}}" />
    {{- else}}
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    {{- end}}
    <meta name="description" content="{{.Description}}" />
    <link rel="canonical" href="{{.Canonical}}" />
    {{- range .Alternates}}
    <link rel="alternate" hreflang="{{.Lang}}" href="{{.Href}}" />
    {{- end}}
    {{- if .Feed}}
    <link rel="alternate" type="application/atom+xml" title="{{.Heading}}" href="{{.Feed}}" />
    {{- end}}
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:type" content="{{.Type}}" />
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:url" content="{{.Canonical}}" />
    <meta property="og:locale" content="{{.OGLocale}}" />
    {{- range .OGLocaleAlternates}}
    <meta property="og:locale:alternate" content="{{.}}" />
    {{- end}}
    {{- if .Image}}
    <meta property="og:image" content="{{.Image}}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:image" content="{{.Image}}" />
    {{- else}}
    <meta name="twitter:card" content="summary" />
    {{- end}}
    <meta name="twitter:title" content="{{.Title}}" />
    <meta name="twitter:description" content="{{.Description}}" />
    {{- if .NoIndex}}
    <meta name="robots" content="noindex" />
    {{- end}}
    {{- range .Modules}}
    <link rel="modulepreload" crossorigin href="{{.}}" />
    {{- end}}
    {{- range .Preload}}
    <link rel="preload" as="image" href="{{.Href}}"{{with .Responsive}} {{.}}{{end}} fetchpriority="high" />
    {{- end}}
    {{- range .JSONLD}}
    <script type="application/ld+json">{{.}}</script>
    {{- end}}
`))

// bodyTemplate renders what a crawler without JavaScript reads, and the data
// the app puts in its query cache before the first render.
var bodyTemplate = template.Must(template.New("body").Parse(`
    <noscript>
      <h1>{{.Heading}}</h1>
      {{- if .Summary}}
      <p>{{.Summary}}</p>
      {{- end}}
      {{- if .Links}}
      <ul>
        {{- range .Links}}
        <li><a href="{{.Href}}">{{.Text}}</a></li>
        {{- end}}
      </ul>
      {{- end}}
      {{- range .Blocks}}
      {{- if .Heading.Text}}
      <h2{{with .Heading.Lang}} lang="{{.}}"{{end}}>{{.Heading.Text}}</h2>
      {{- end}}
      {{- if .Text.Text}}
      <p{{with .Text.Lang}} lang="{{.}}"{{end}}>{{.Text.Text}}</p>
      {{- end}}
      {{- if .Items}}
      <ul>
        {{- range .Items}}
        <li{{with .Lang}} lang="{{.}}"{{end}}>{{.Text}}</li>
        {{- end}}
      </ul>
      {{- end}}
      {{- end}}
    </noscript>
    <script type="application/json" id="storyshelf-data">{{.Data}}</script>
`))

// ogLocales are the Open Graph names of the site's languages.
var ogLocales = map[i18n.Lang]string{i18n.English: "en_US", i18n.Spanish: "es_ES"}

// OGLocale is the page's language for Open Graph.
func (p *page) OGLocale() string { return ogLocales[p.lang()] }

// OGLocaleAlternates are the site's other languages, when the page has them.
func (p *page) OGLocaleAlternates() []string {
	if len(p.Alternates) == 0 {
		return nil
	}
	var out []string
	for _, l := range i18n.Langs {
		if l != p.lang() {
			out = append(out, ogLocales[l])
		}
	}
	return out
}

func (p *page) lang() i18n.Lang {
	if p.Lang == "" {
		return i18n.English
	}
	return p.Lang
}

// render writes index.html with p's head tags and data.
func (ix *indexPage) render(p *page) ([]byte, error) {
	var buf bytes.Buffer
	buf.Write(ix.top)
	fmt.Fprintf(&buf, `<html lang="%s">`, p.lang())
	buf.Write(ix.head)
	if err := headTemplate.Execute(&buf, p); err != nil {
		return nil, err
	}
	buf.Write(ix.body)
	data, err := json.Marshal(p.Data) // escapes <, > and & so the JSON cannot end the script
	if err != nil {
		return nil, err
	}
	err = bodyTemplate.Execute(&buf, struct {
		*page
		Data template.JS
	}{p, template.JS(data)})
	if err != nil {
		return nil, err
	}
	buf.Write(ix.tail)
	return buf.Bytes(), nil
}
