package server

import (
	"bytes"
	"encoding/json"
	"html/template"
	"io/fs"
	"regexp"
)

// indexPage is the app's index.html cut open where each page's own head tags
// and data go. The build's own <title>, description and icon are dropped:
// every page gets its own, and the icon is the owner's when there is a logo.
type indexPage struct {
	head, body, tail []byte // head ends before </head>, body before </body>
}

var (
	titleTag       = regexp.MustCompile(`(?is)\s*<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`(?is)\s*<meta\s+name="description"[^>]*>`)
	iconTag        = regexp.MustCompile(`(?is)\s*<link\s+rel="icon"[^>]*>`)
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
	h := bytes.Index(raw, []byte("</head>"))
	b := bytes.LastIndex(raw, []byte("</body>"))
	if h < 0 || b < h {
		return &indexPage{head: raw}, true
	}
	return &indexPage{head: raw[:h], body: raw[h:b], tail: raw[b:]}, true
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
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:type" content="{{.Type}}" />
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:url" content="{{.Canonical}}" />
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
    </noscript>
    <script type="application/json" id="storyshelf-data">{{.Data}}</script>
`))

// render writes index.html with p's head tags and data.
func (ix *indexPage) render(p *page) ([]byte, error) {
	var buf bytes.Buffer
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
