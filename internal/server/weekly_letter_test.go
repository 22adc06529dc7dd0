package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// letterView is GET /api/admin/weekly-letter's answer.
type letterView struct {
	Message    string
	Settings   storyshelf.WeeklyLetterSettings
	Recipients []string
	Hour       int
	MailReady  bool
}

func TestWeeklyLetterSettingsSaveAndLoad(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	v := ownerGet[letterView](owner, "/api/admin/weekly-letter")
	if v.Settings.Enabled || v.Settings.Lang != "en" || v.MailReady || v.Hour != storyshelf.LetterHour ||
		len(v.Recipients) != 1 || v.Recipients[0] != "owner@example.com" {
		t.Fatalf("a new site's letter: %+v", v)
	}
	status, body := owner.do("PUT", "/api/admin/weekly-letter", `{"enabled":true,"timeZone":"Europe/Madrid","lang":"es"}`)
	if v := decode[letterView](t, body); status != 200 || v.Message != storyshelf.MsgLetterSaved.Text || !v.Settings.Enabled {
		t.Fatalf("save: %d %s", status, body)
	}
	ts.Mail.Env = mailsetup.Env{SMTPURL: someMailServer}
	v = ownerGet[letterView](owner, "/api/admin/weekly-letter")
	if v.Settings != (storyshelf.WeeklyLetterSettings{Enabled: true, TimeZone: "Europe/Madrid", Lang: "es"}) || !v.MailReady {
		t.Fatalf("after saving: %+v", v)
	}
	status, body = owner.do("PUT", "/api/admin/weekly-letter", `{"enabled":false,"timeZone":"Nowhere/Town","lang":"de"}`)
	if status != 400 || !strings.Contains(body, storyshelf.MsgLetterTimeZone.Text) || !strings.Contains(body, storyshelf.MsgLetterLang.Text) {
		t.Fatalf("bad settings: %d %s", status, body)
	}
	if v = ownerGet[letterView](owner, "/api/admin/weekly-letter"); !v.Settings.Enabled {
		t.Fatalf("refused settings changed them: %+v", v)
	}
}

func TestWeeklyLetterNeedsASession(t *testing.T) {
	ts := newTestServer(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/admin/weekly-letter"}, {"PUT", "/api/admin/weekly-letter"}, {"POST", "/api/admin/weekly-letter/send"},
	} {
		res, body := newBrowser(t, ts).do(r.method, r.path, `{"enabled":true,"timeZone":"UTC","lang":"en"}`)
		if res.StatusCode != 401 {
			t.Errorf("%s %s without a session: %d %s", r.method, r.path, res.StatusCode, body)
		}
	}
}

// Without mail the button says the letter waits for it and queues nothing.
func TestSendWeeklyLetterWithoutMail(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	status, body := owner.do("POST", "/api/admin/weekly-letter/send", "")
	if status != 409 || !strings.Contains(body, storyshelf.MsgLetterNeedsMail.Text) {
		t.Fatalf("send without mail: %d %s", status, body)
	}
	if mails, _ := ts.Store.Outbox(context.Background(), 10); len(mails) != 0 {
		t.Fatalf("queued %d mails without mail set up", len(mails))
	}
}

// The button queues last week's letter to every owner account at once, in
// the language she chose, with its figures and a link to Statistics for
// that week on the configured address, whatever Host the request named.
func TestSendWeeklyLetterNow(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	mustCreateAdmin(t, ts, "partner@example.com")
	ts.Mail.Env = mailsetup.Env{SMTPURL: someMailServer}
	ctx := context.Background()
	week := storyshelf.LastWeek(ts.Store.Now(), time.UTC)
	for _, e := range []storyshelf.Event{
		{Name: storyshelf.EventPageView, Path: "/", Day: week.From, Visitor: "a", Source: storyshelf.SourceSocial},
		{Name: storyshelf.EventPageView, Path: "/books", Day: week.From, Visitor: "a"},
		{Name: storyshelf.EventPageView, Path: "/", Day: week.To, Visitor: "b", Source: storyshelf.SourceNewsletter},
		{Name: storyshelf.EventPageView, Path: "/", Day: week.Previous().To, Visitor: "c", Source: storyshelf.SourceSearch},
		{Name: storyshelf.EventPageView, Path: "/", Day: week.Previous().To, Visitor: "d", Source: storyshelf.SourceSearch},
	} {
		if err := ts.Store.RecordEvent(ctx, &e); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Your week on Storyshelf", "Visits: 3 (↑ 50%)", "Unique visitors: 2 (no change)",
			"Where visitors came from", "- Social sites: 1", "- Newsletter: 1", "Books most clicked through to a store", "None this week.",
			"New subscribers: 0", "Kit sign-ups: 0", "Messages waiting: 0", "See more in Statistics: " + ts.SiteURL +
				"/admin/statistics?from=" + week.From + "&to=" + week.To}},
		{"es", []string{"Tu semana en Storyshelf", "Visitas: 3 (↑ 50%)", "Visitantes únicos: 2 (sin cambios)",
			"De dónde llegaron los visitantes", "- Redes sociales: 1", "- Boletín: 1", "Ninguno esta semana.",
			"Suscriptores nuevos: 0", "Registros de kits: 0", "Mensajes sin leer: 0", "Ver más estadísticas: " + ts.SiteURL}},
	} {
		if status, body := owner.do("PUT", "/api/admin/weekly-letter", `{"enabled":false,"timeZone":"UTC","lang":"`+c.lang+`"}`); status != 200 {
			t.Fatalf("save: %d %s", status, body)
		}
		res, body := owner.b.do("POST", "/api/admin/weekly-letter/send", "", "Authorization", "Bearer "+owner.token,
			"Host", "evil.example", "X-Forwarded-Host", "evil.example")
		if res.StatusCode != 200 || !strings.Contains(body, "owner@example.com, partner@example.com") {
			t.Fatalf("send (%s): %d %s", c.lang, res.StatusCode, body)
		}
		mails, err := ts.Store.Outbox(ctx, 10)
		if err != nil || len(mails) != 2*(i+1) {
			t.Fatalf("outbox holds %d mails (%v), want %d", len(mails), err, 2*(i+1))
		}
		var to []string
		for _, m := range mails[:2] { // newest first
			if m.Kind != "owner.weekly_letter" || m.HTML == "" || !strings.Contains(m.Subject, week.From) || strings.Contains(m.Text+m.HTML, "evil.example") {
				t.Fatalf("letter: %+v", m)
			}
			to = append(to, m.To)
			for _, line := range c.want {
				if !strings.Contains(m.Text, line) {
					t.Errorf("%s letter lacks %q:\n%s", c.lang, line, m.Text)
				}
			}
			if !strings.Contains(m.HTML, `<html lang="`+c.lang+`"`) || !strings.Contains(m.HTML, `href="`+ts.SiteURL+`/admin/statistics?from=`) {
				t.Errorf("%s letter's HTML part: %s", c.lang, m.HTML)
			}
		}
		if strings.Join(to, " ") != "owner@example.com partner@example.com" && strings.Join(to, " ") != "partner@example.com owner@example.com" {
			t.Fatalf("letters went to %v, want both owner accounts", to)
		}
	}
}
