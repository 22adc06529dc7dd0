package toolkit

import (
	"html/template"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// noticePage is a plain page for links people open from their mail
// (unsubscribing, kit downloads): it works in any browser a mail app opens,
// without JavaScript.
var noticePage = template.Must(template.New("notice").Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | {{.Site}}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fffbeb;color:#1c1917;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border:2px solid #fde68a;border-radius:1.5rem;text-align:center}
h1{font-size:1.6rem;margin-top:0}
button{font:inherit;font-weight:700;color:#fff;background:#c2410c;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0f766e;outline-offset:3px}
a{color:#9a3412;font-weight:700}
</style></head>
<body><main>
<h1>{{.Title}}</h1>
<p>{{.Text}}</p>
{{if .Token}}<form method="post" action="{{.Action}}"><input type="hidden" name="token" value="{{.Token}}"><input type="hidden" name="lang" value="{{.Lang}}"><button type="submit">{{.Button}}</button></form>{{end}}
{{if .Files}}<ul style="list-style:none;padding:0">{{range .Files}}<li style="margin:.75rem 0"><a href="{{.Href}}" download>{{.Text}}</a></li>{{end}}</ul>{{end}}
{{if .Link}}<p><a href="{{.Link}}">{{.LinkText}}</a></p>{{end}}
<p><a href="{{.Home}}">{{.Back}}</a></p>
</main></body></html>
`))

// NoticeView fills noticePage, in Lang (English when not set). Token adds a
// button that posts it to Action, Files a list of download links, Link a link
// above the one back home.
type NoticeView struct {
	Lang                              i18n.Lang
	Site, Title, Text, Link, LinkText string
	Token, Action, Button             string
	Files                             []NoticeLink
	Home, Back                        string // the home page in Lang, and the words of the link there
}

type NoticeLink struct{ Href, Text string }

// RenderNoticeError answers with err on a notice page in lang, with the
// status and message the JSON API would give it. titleKey is the page's
// heading in the catalogues.
func (d *Deps) RenderNoticeError(w http.ResponseWriter, r *http.Request, lang i18n.Lang, titleKey string, err error) {
	status, _ := d.Failure(r, err)
	d.RenderNotice(w, r, status, NoticeView{Lang: lang, Title: lang.T(titleKey), Text: Say(lang, storyshelf.ErrorMsg(err))})
}

func (d *Deps) RenderNotice(w http.ResponseWriter, r *http.Request, status int, v NoticeView) {
	if v.Lang == "" {
		v.Lang = i18n.English
	}
	v.Site = d.Site(r.Context()).Identity.Name
	v.Home, v.Back = v.Lang.Path("/"), v.Lang.T("notice.backTo", i18n.Args{"site": v.Site})
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	noticePage.Execute(w, v)
}
