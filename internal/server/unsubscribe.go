package server

import (
	"html/template"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// unsubscribeFollowUp tells the email-list provider too, so leaving is
// honoured everywhere.
func (s *Server) unsubscribeFollowUp(sub *storyshelf.Subscriber) ([]storyshelf.OutboxMail, []storyshelf.Job) {
	return nil, []storyshelf.Job{s.syncJob(sub.Email, "", true)}
}

// POST /api/unsubscribe?token=…
//
// One-click unsubscribe (RFC 8058): mail apps post
// "List-Unsubscribe=One-Click" here. Also takes {"token"} as JSON.
func (s *Server) handleUnsubscribeAPI(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if token == "" {
		fields, err := decodeForm(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		token = fields["token"]
	}
	if _, err := s.Store.Unsubscribe(r.Context(), token, s.unsubscribeFollowUp); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.wake()
	writeJSON(w, http.StatusOK, map[string]string{"message": "You have been unsubscribed. You will not receive any more newsletters."})
}

// unsubscribePage is a plain page that works in any browser a mail app opens,
// without JavaScript. Opening the link changes nothing (mail scanners open
// links); the button does.
var unsubscribePage = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
{{if .Token}}<form method="post" action="/unsubscribe"><input type="hidden" name="token" value="{{.Token}}"><button type="submit">Unsubscribe</button></form>{{end}}
<p><a href="/">Back to {{.Site}}</a></p>
</main></body></html>
`))

type unsubscribeView struct {
	Site, Title, Text, Token string
}

func (s *Server) renderUnsubscribe(w http.ResponseWriter, status int, v unsubscribeView) {
	v.Site = siteName
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	unsubscribePage.Execute(w, v)
}

// GET /unsubscribe?token=…
//
// Asks to confirm; the link from every newsletter mail lands here.
func (s *Server) handleUnsubscribePage(w http.ResponseWriter, r *http.Request) {
	sub, err := s.Store.SubscriberByToken(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.renderUnsubscribe(w, statuses[storyshelf.ErrorCode(err)], unsubscribeView{Title: "Link not recognised", Text: storyshelf.ErrorMessage(err)})
		return
	}
	if sub.Status == storyshelf.SubscriberCancelled {
		s.renderUnsubscribe(w, http.StatusOK, unsubscribeView{Title: "You're unsubscribed", Text: sub.Email + " is not on our mailing list."})
		return
	}
	s.renderUnsubscribe(w, http.StatusOK, unsubscribeView{Title: "Unsubscribe?",
		Text: "Stop sending the parent newsletter to " + sub.Email + "?", Token: r.URL.Query().Get("token")})
}

// POST /unsubscribe
//
// The confirmation page's button.
func (s *Server) handleUnsubscribeForm(w http.ResponseWriter, r *http.Request) {
	fields, err := decodeForm(r)
	if err != nil {
		s.renderUnsubscribe(w, http.StatusBadRequest, unsubscribeView{Title: "Something went wrong", Text: storyshelf.ErrorMessage(err)})
		return
	}
	sub, err := s.Store.Unsubscribe(r.Context(), fields["token"], s.unsubscribeFollowUp)
	if err != nil {
		s.renderUnsubscribe(w, statuses[storyshelf.ErrorCode(err)], unsubscribeView{Title: "Link not recognised", Text: storyshelf.ErrorMessage(err)})
		return
	}
	s.wake()
	s.renderUnsubscribe(w, http.StatusOK, unsubscribeView{Title: "You're unsubscribed",
		Text: sub.Email + " will not receive any more newsletters. You can join again at any time from our website."})
}
