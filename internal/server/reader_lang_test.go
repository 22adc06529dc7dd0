package server_test

import (
	"context"
	"encoding/csv"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mailTo is the newest queued mail of kind to an address.
func mailTo(t *testing.T, ts *testServer, kind, to string) storyshelf.OutboxMail {
	t.Helper()
	mails, err := ts.Store.Outbox(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mails {
		if m.Kind == kind && m.To == to {
			return m
		}
	}
	t.Fatalf("no %s mail to %s in %+v", kind, to, mails)
	return storyshelf.OutboxMail{}
}

// tokenOf is the unsubscribe token a subscriber's mail carries.
func tokenOf(t *testing.T, m storyshelf.OutboxMail) string {
	t.Helper()
	_, after, ok := strings.Cut(m.Text, "token=")
	if !ok {
		t.Fatalf("no token in %q", m.Text)
	}
	token, err := url.QueryUnescape(strings.Fields(after)[0])
	if err != nil {
		t.Fatal(err)
	}
	return token
}

func mustContain(t *testing.T, what, got string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(got, want) {
			t.Errorf("%s lacks %q:\n%s", what, want, got)
		}
	}
}

// A parent who signs up on the Spanish site reads Spanish from then on: the
// welcome mail, the pages its links open, the mail that asks them back; and
// the consent record keeps the Spanish sentence the page showed them.
func TestASpanishReaderOfTheNewsletter(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	site := storyshelf.DefaultSiteSettings().Identity.Name
	es := i18n.Spanish

	res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"lucia@example.com","page":"/es/"}`, "Accept-Language", "es")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	welcome := mailTo(t, ts, "newsletter.welcome", "lucia@example.com")
	token := tokenOf(t, welcome)

	t.Run("TheWelcomeMailIsSpanish", func(t *testing.T) {
		if welcome.Subject != "Te damos la bienvenida al boletín para familias de "+site ||
			welcome.Subject != es.T("mail.welcome.subject", i18n.Args{"site": site}) {
			t.Errorf("subject = %q", welcome.Subject)
		}
		mustContain(t, "text", welcome.Text,
			es.T("mail.welcome.heading", i18n.Args{"site": site}),
			"De vez en cuando te escribiremos con consejos educativos",
			es.T("mail.welcome.browse")+": "+ts.SiteURL+"/es/books",
			"Te suscribiste con lucia@example.com. ¿No fuiste tú o cambiaste de opinión? Date de baja aquí: "+ts.SiteURL+"/unsubscribe?token=")
		mustContain(t, "HTML", welcome.HTML, `<html lang="es">`, `href="`+ts.SiteURL+`/es/books"`,
			"¡Te damos la bienvenida al boletín para familias de "+site+"!", ">Date de baja</a>.")
		if strings.Contains(welcome.Text+welcome.HTML, "Welcome") || strings.Contains(welcome.Text, "Unsubscribe") {
			t.Errorf("English words in a Spanish mail:\n%s\n%s", welcome.Text, welcome.HTML)
		}
		if welcome.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
			t.Errorf("headers = %v", welcome.Headers)
		}
	})
	t.Run("TheConsentIsRecordedAsShown", func(t *testing.T) {
		sub, err := ts.Store.SubscriberByToken(ctx, token)
		if err != nil || sub.Lang != "es" || sub.ConsentText != es.T("consent.newsletter") ||
			!strings.HasPrefix(sub.ConsentText, "Quiero recibir el boletín para familias") || sub.ConsentPage != "/es/" {
			t.Fatalf("subscriber = %+v %v", sub, err)
		}
	})
	t.Run("AnEnglishReaderStaysEnglish", func(t *testing.T) {
		postJSON(t, ts.URL+"/api/newsletter", `{"email":"ann@example.com","page":"/"}`)
		m := mailTo(t, ts, "newsletter.welcome", "ann@example.com")
		if m.Subject != "Welcome to the "+site+" parent newsletter" || !strings.Contains(m.Text, ts.SiteURL+"/books\n") ||
			!strings.Contains(m.HTML, `<html lang="en">`) {
			t.Fatalf("English welcome = %+v", m)
		}
		sub, _ := ts.Store.SubscriberByToken(ctx, tokenOf(t, m))
		if sub.Lang != "en" || sub.ConsentText != storyshelf.NewsletterConsent {
			t.Fatalf("English subscriber = %+v", sub)
		}
	})
	t.Run("TheUnsubscribePageIsSpanish", func(t *testing.T) {
		// Whatever the browser that opens the link prefers: the page speaks the reader's language.
		res, page := get(t, ts.URL+"/unsubscribe?token="+url.QueryEscape(token), "Accept-Language", "en-US")
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "page", page, `<html lang="es">`, "¿Quieres darte de baja?",
			"¿Dejamos de enviar el boletín para familias a lucia@example.com?", `<button type="submit">Darme de baja</button>`,
			`<input type="hidden" name="lang" value="es">`, `<a href="/es/">Volver a `+site+`</a>`)
		res, page = post(t, ts.URL+"/unsubscribe", "application/x-www-form-urlencoded", "lang=es&token="+url.QueryEscape(token))
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "answer", page, `<html lang="es">`, "Te diste de baja", "lucia@example.com ya no recibirá más boletines.")
		_, page = get(t, ts.URL+"/unsubscribe?token="+url.QueryEscape(token))
		mustContain(t, "page after leaving", page, "lucia@example.com no está en nuestra lista de correo.")
	})
	t.Run("ALinkThatMatchesNobodySpeaksTheBrowsersLanguage", func(t *testing.T) {
		res, page := get(t, ts.URL+"/unsubscribe?token=nope", "Accept-Language", "es-MX,es;q=0.9")
		if res.StatusCode != 404 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "page", page, `<html lang="es">`, "No reconocemos este enlace", "Este enlace para darte de baja no es válido.")
	})
	t.Run("TheRejoinMailAndPageAreSpanish", func(t *testing.T) {
		postJSON(t, ts.URL+"/api/newsletter", `{"email":"lucia@example.com","page":"/es/about"}`, "Accept-Language", "es")
		m := mailTo(t, ts, "newsletter.rejoin", "lucia@example.com")
		if m.Subject != "¿Quieres volver a recibir el boletín para familias de "+site+"?" {
			t.Errorf("subject = %q", m.Subject)
		}
		mustContain(t, "rejoin mail", m.Text, "Alguien (esperamos que tú) pidió recibir el boletín para familias",
			ts.SiteURL+"/rejoin?token=", "Si no fuiste tú, ignora este correo")
		_, page := get(t, ts.URL+"/rejoin?token="+url.QueryEscape(token))
		mustContain(t, "rejoin page", page, `<html lang="es">`, "¿Quieres volver a recibir el boletín?",
			"¿Volvemos a enviar el boletín para familias a lucia@example.com? "+es.T("consent.newsletter"),
			`<button type="submit">Sí, suscríbeme</button>`)
		res, page := post(t, ts.URL+"/rejoin", "application/x-www-form-urlencoded", "lang=es&token="+url.QueryEscape(token))
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "welcome back", page, "¡Qué bueno tenerte de vuelta!")
		sub, _ := ts.Store.SubscriberByToken(ctx, token)
		if sub.Status != storyshelf.SubscriberActive || sub.ConsentText != es.T("consent.newsletter") || sub.ConsentPage != "/rejoin" {
			t.Fatalf("rejoined = %+v", sub)
		}
	})
	t.Run("ARejoinFormThatNamesNoKnownLanguageRecordsEnglish", func(t *testing.T) {
		m := mailTo(t, ts, "newsletter.welcome", "ann@example.com")
		annToken := tokenOf(t, m)
		post(t, ts.URL+"/unsubscribe", "application/x-www-form-urlencoded", "token="+url.QueryEscape(annToken))
		post(t, ts.URL+"/rejoin", "application/x-www-form-urlencoded", "lang=xx&token="+url.QueryEscape(annToken))
		if sub, _ := ts.Store.SubscriberByToken(ctx, annToken); sub.ConsentText != storyshelf.NewsletterConsent {
			t.Fatalf("rejoined = %+v", sub)
		}
	})
}

// A kit asked for on the Spanish site: the agreement recorded in Spanish,
// the mail with the links in Spanish, and the pages its links open too.
func TestASpanishReaderOfAKit(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	site := storyshelf.DefaultSiteSettings().Identity.Name
	b := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, b, true)
	signUp := ts.URL + "/api/kits/" + kit.ID + "/signup"

	res, body := postJSON(t, signUp, `{"email":"sam@example.com","name":"Sam","agree":true,"page":"/es/books/`+b.SlugWithID()+`"}`, "Accept-Language", "es")
	if res.StatusCode != 201 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	answer := decode[kitSignUpAnswer](t, body)
	m := mailTo(t, ts, "kit.download", "sam@example.com")

	t.Run("TheMailIsSpanish", func(t *testing.T) {
		if m.Subject != "Tu Kindness Kit de "+site {
			t.Errorf("subject = %q", m.Subject)
		}
		mustContain(t, "text", m.Text, "¡Gracias por registrarte! Aquí tienes tu Kindness Kit:",
			"- Parent Guide: "+ts.SiteURL+answer.Downloads[0].URL,
			"Los enlaces funcionan durante 24 horas.",
			"Te registraste con sam@example.com y aceptaste recibir novedades de "+site+" de vez en cuando. Date de baja aquí: ")
		mustContain(t, "HTML", m.HTML, `<html lang="es">`, "Tu Kindness Kit está listo", "Descarga tus archivos aquí:")
	})
	t.Run("TheAgreementIsRecordedAsTheBoxRead", func(t *testing.T) {
		subs, err := ts.Store.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
		if err != nil || len(subs) != 1 || subs[0].Lang != "es" || subs[0].ConsentText != "Acepto recibir novedades de vez en cuando." ||
			subs[0].ConsentText != storyshelf.DefaultSiteSettings().Kit.AgreeEs {
			t.Fatalf("kit sign-ups = %+v %v", subs, err)
		}
		p, _ := ts.Store.Subscribers(ctx, storyshelf.SubscriberFilter{}, 1, 0)
		if len(p.Subscribers) != 1 || p.Subscribers[0].Lang != "es" || p.Subscribers[0].ConsentText != "Acepto recibir novedades de vez en cuando." {
			t.Fatalf("email list = %+v", p.Subscribers)
		}
	})
	t.Run("TheLinksPagesAreSpanish", func(t *testing.T) {
		token := strings.Split(answer.Downloads[0].URL, "/")[2]
		res, page := get(t, ts.URL+"/kit-downloads/"+token)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "download page", page, `<html lang="es">`, "Tu Kindness Kit",
			"Toca un archivo para descargarlo. Estos enlaces funcionan hasta el ", " de 20", " UTC.")
		res, page = get(t, ts.URL+"/kit-downloads/"+token+"/no-such-file")
		if res.StatusCode != 404 {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
	})
	t.Run("AnExpiredLinkLeadsBackToTheSpanishBookPage", func(t *testing.T) {
		now := ts.Store.Now
		ts.Store.Now = func() time.Time { return time.Now().Add(-25 * time.Hour) }
		defer func() { ts.Store.Now = now }()
		_, body := postJSON(t, signUp, `{"email":"late@example.com","agree":true}`, "Accept-Language", "es")
		old := decode[kitSignUpAnswer](t, body)
		res, page := get(t, ts.URL+old.Downloads[0].URL)
		if res.StatusCode != http.StatusGone {
			t.Fatalf("%d %s", res.StatusCode, page)
		}
		mustContain(t, "expired page", page, `<html lang="es">`, "Este enlace caducó", "Este enlace de descarga caducó.",
			`<a href="/es/books/`+b.SlugWithID()+`">Consigue un enlace nuevo en la página de Kit Book</a>`)
	})
	t.Run("AnEnglishSignUpStaysEnglish", func(t *testing.T) {
		postJSON(t, signUp, `{"email":"kim@example.com","agree":true}`)
		m := mailTo(t, ts, "kit.download", "kim@example.com")
		if m.Subject != "Your Kindness Kit from "+site || !strings.Contains(m.Text, "Thank you for signing up! Here is your Kindness Kit:") {
			t.Fatalf("English kit mail = %+v", m)
		}
		subs, _ := ts.Store.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{Lang: "en"})
		if len(subs) != 1 || subs[0].ConsentText != storyshelf.KitConsent {
			t.Fatalf("English kit sign-ups = %+v", subs)
		}
	})
}

// The owner's mail about a contact message stays English and says which
// language the reader wrote from.
func TestTheOwnerLearnsTheSendersLanguage(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.OwnerEmail = "owner@example.com"
	res, body := postJSON(t, ts.URL+"/api/contact",
		`{"name":"Lucía","email":"lucia@example.com","subject":"Feedback","message":"¡Nos encantó!"}`, "Accept-Language", "es")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if got := inbox(t, ts); len(got) != 1 || got[0].Lang != "es" {
		t.Fatalf("inbox = %+v", got)
	}
	m := mailTo(t, ts, "contact", "owner@example.com")
	mustContain(t, "owner's mail", m.Text, "New message from the contact form", "Language: Spanish", "¡Nos encantó!")
}

// The owner's lists of readers show and filter each one's language, and
// the exports carry it and follow the filter.
func TestTheOwnersListsByLanguage(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	kit := seedKit(t, ts, seedBook(t, ts, "Kit Book", 0), true)
	for _, r := range []struct{ email, lang string }{{"ann@example.com", "en"}, {"lucia@example.com", "es"}} {
		postJSON(t, ts.URL+"/api/newsletter", `{"email":"`+r.email+`"}`, "Accept-Language", r.lang)
		postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"kit-`+r.email+`","agree":true}`, "Accept-Language", r.lang)
		postJSON(t, ts.URL+"/api/contact", `{"name":"N","email":"`+r.email+`","subject":"Feedback","message":"Hi"}`, "Accept-Language", r.lang)
	}

	res, body := b.do("GET", "/api/admin/subscribers?lang=es", "", authz...)
	p := decode[store.SubscriberPage](t, body)
	if res.StatusCode != 200 || p.TotalCount != 2 || p.Subscribers[0].Lang != "es" || p.Subscribers[1].Lang != "es" {
		t.Fatalf("Spanish subscribers: %d %s", res.StatusCode, body)
	}
	if _, body = b.do("GET", "/api/admin/subscribers?lang=en&source=newsletter", "", authz...); !strings.Contains(body, `"email":"ann@example.com"`) ||
		!strings.Contains(body, `"lang":"en"`) || decode[store.SubscriberPage](t, body).TotalCount != 1 {
		t.Fatalf("English newsletter subscribers: %s", body)
	}

	res, body = b.do("GET", "/api/admin/subscribers/export?lang=es", "", authz...)
	rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	if err != nil || res.StatusCode != 200 || len(rows) != 3 || rows[0][len(rows[0])-1] != "language" {
		t.Fatalf("export: %v %q", err, body)
	}
	for _, row := range rows[1:] {
		if row[len(row)-1] != "es" || !strings.Contains(row[0], "lucia@example.com") {
			t.Errorf("Spanish export row %q", row)
		}
	}
	_, body = b.do("GET", "/api/admin/subscribers/export", "", authz...)
	if rows, _ := csv.NewReader(strings.NewReader(body)).ReadAll(); len(rows) != 5 {
		t.Fatalf("unfiltered export: %q", body)
	}

	res, body = b.do("GET", "/api/admin/kits/"+kit.ID+"/signups?lang=es", "", authz...)
	signUps := decode[[]storyshelf.KitSignUp](t, body)
	if res.StatusCode != 200 || len(signUps) != 1 || signUps[0].Email != "kit-lucia@example.com" || signUps[0].Lang != "es" {
		t.Fatalf("Spanish kit sign-ups: %d %s", res.StatusCode, body)
	}
	_, body = b.do("GET", "/api/admin/kits/"+kit.ID+"/signups/export?lang=en", "", authz...)
	rows, _ = csv.NewReader(strings.NewReader(body)).ReadAll()
	if len(rows) != 2 || rows[0][len(rows[0])-1] != "language" || rows[1][0] != "kit-ann@example.com" || rows[1][len(rows[1])-1] != "en" {
		t.Fatalf("English kit export: %q", body)
	}

	res, body = b.do("GET", "/api/admin/messages?lang=es", "", authz...)
	inbox := decode[store.InboxPage](t, body)
	if res.StatusCode != 200 || inbox.TotalCount != 1 || inbox.Messages[0].Email != "lucia@example.com" || inbox.Messages[0].Lang != "es" || inbox.Unread != 2 {
		t.Fatalf("Spanish messages: %d %s", res.StatusCode, body)
	}

	for _, path := range []string{"/api/admin/subscribers", "/api/admin/subscribers/export", "/api/admin/kits/" + kit.ID + "/signups",
		"/api/admin/kits/" + kit.ID + "/signups/export", "/api/admin/messages"} {
		for _, bad := range []string{"fr", "ES", "es-MX", "english"} {
			res, body := b.do("GET", path+"?lang="+url.QueryEscape(bad), "", authz...)
			if res.StatusCode != 400 || decode[struct {
				Error struct{ Fields map[string]string }
			}](t, body).Error.Fields["lang"] == "" {
				t.Errorf("%s?lang=%s: %d %s", path, bad, res.StatusCode, body)
			}
		}
	}
}

// The statistics split page views between the English and the Spanish site.
func TestStatisticsByLanguage(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	for _, path := range []string{"/", "/books", "/es/", "/es/books", "/es/contact"} {
		postJSON(t, ts.URL+"/api/events", `{"name":"pageview","path":"`+path+`"}`)
	}
	res, body := b.do("GET", "/api/admin/statistics?days=7", "", "Authorization", "Bearer "+token)
	r := decode[storyshelf.Statistics](t, body)
	want := []storyshelf.Count{{Key: "en", Label: "English", Count: 2}, {Key: "es", Label: "Spanish", Count: 3}}
	if res.StatusCode != 200 || len(r.Languages) != 2 || r.Languages[0] != want[0] || r.Languages[1] != want[1] {
		t.Fatalf("%d languages = %+v, want %+v", res.StatusCode, r.Languages, want)
	}
}

// A Spanish reader's mail carries the owner's Spanish sender name, signature
// and kit title; an English reader's her English ones.
func TestMailsCarryTheOwnersWordsInTheReadersLanguage(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	ctx := context.Background()
	if err := ts.Store.SaveSiteSection(ctx, storyshelf.SectionMail, &storyshelf.SiteMail{
		FromName: "Lily from Storyshelf", FromNameEs: "Lily de Storyshelf",
		Signature: "With love, Lily", SignatureEs: "Con cariño, Lily"}); err != nil {
		t.Fatal(err)
	}
	b := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, b, true)
	kit.TitleEs = "Kit de bondad"
	if err := ts.Store.UpdateKit(ctx, kit); err != nil {
		t.Fatal(err)
	}
	for _, reader := range []struct{ email, lang, from, signature, title string }{
		{"ana@example.com", "es", "Lily de Storyshelf", "Con cariño, Lily", "Kit de bondad"},
		{"ann@example.com", "en", "Lily from Storyshelf", "With love, Lily", "Kindness Kit"},
	} {
		res, body := postJSON(t, ts.URL+"/api/kits/"+kit.ID+"/signup", `{"email":"`+reader.email+`","agree":true}`, "Accept-Language", reader.lang)
		if res.StatusCode != 201 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		m := mailTo(t, ts, "kit.download", reader.email)
		if m.FromName != reader.from || !strings.Contains(m.Subject, reader.title) {
			t.Errorf("%s: from %q, subject %q", reader.lang, m.FromName, m.Subject)
		}
		mustContain(t, reader.lang+" text", m.Text, reader.signature, reader.title)
	}
}

// The owner gives a kit's file a Spanish name: a Spanish reader's success
// panel (from the answer's names), mail, links page and saved file carry it;
// an English reader's keep the English one.
func TestKitFileNamesInTheReadersLanguage(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts)
	ts.RelaxLimitsForTest()
	owner, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	b := seedBook(t, ts, "Kit Book", 0)
	kit := seedKit(t, ts, b, true)
	file := kit.Files[0]
	rename := "/api/admin/kits/" + kit.ID + "/files/" + file.ID

	res, body := owner.do("PUT", rename, `{"fileName":"  ","fileNameEs":"Guía"}`, auth...)
	if v := decode[fieldErrorAnswer](t, body); res.StatusCode != 400 || v.Error.Fields["fileName"] != storyshelf.MsgKitFileName.Text {
		t.Fatalf("no English name: %d %s", res.StatusCode, body)
	}
	if res, _ := owner.do("PUT", "/api/admin/kits/"+kit.ID+"/files/no-such-file", `{"fileName":"Guide"}`, auth...); res.StatusCode != 404 {
		t.Fatalf("an unknown file: %d", res.StatusCode)
	}
	res, body = owner.do("PUT", rename, `{"fileName":"Parent Guide","fileNameEs":" Guía para familias "}`, auth...)
	if res.StatusCode != 200 || !strings.Contains(body, `"fileNameEs":"Guía para familias"`) {
		t.Fatalf("rename: %d %s", res.StatusCode, body)
	}
	if _, body := get(t, ts.URL+"/api/books/"+b.ID+"/kit"); !strings.Contains(body, `"fileName":"Parent Guide","fileNameEs":"Guía para familias"`) {
		t.Fatalf("the public kit: %s", body)
	}

	signUp := ts.URL + "/api/kits/" + kit.ID + "/signup"
	res, body = postJSON(t, signUp, `{"email":"sam@example.com","agree":true}`, "Accept-Language", "es")
	if res.StatusCode != 201 || !strings.Contains(body, `"fileNameEs":"Guía para familias"`) {
		t.Fatalf("Spanish sign-up: %d %s", res.StatusCode, body)
	}
	answer := decode[kitSignUpAnswer](t, body)
	m := mailTo(t, ts, "kit.download", "sam@example.com")
	mustContain(t, "Spanish mail", m.Text, "- Guía para familias: "+ts.SiteURL+answer.Downloads[0].URL)
	linkToken := strings.Split(answer.Downloads[0].URL, "/")[2]
	_, page := get(t, ts.URL+"/kit-downloads/"+linkToken)
	mustContain(t, "links page", page, "Guía para familias")
	res, _ = get(t, ts.URL+answer.Downloads[0].URL)
	if cd := res.Header.Get("Content-Disposition"); res.StatusCode != 200 || !strings.Contains(cd, "Gu%C3%ADa%20para%20familias.pdf") {
		t.Fatalf("saved as %q (%d)", cd, res.StatusCode)
	}

	postJSON(t, signUp, `{"email":"kim@example.com","agree":true}`)
	m = mailTo(t, ts, "kit.download", "kim@example.com")
	if !strings.Contains(m.Text, "- Parent Guide: ") || strings.Contains(m.Text, "Guía") {
		t.Fatalf("English mail:\n%s", m.Text)
	}

	// History says what changed.
	records, err := ts.Store.History(context.Background(), storyshelf.HistoryFilter{}, 1, 5)
	if err != nil || records.Records[0].Action != "renamed a file of" || len(records.Records[0].Fields) != 1 ||
		records.Records[0].Fields[0].New != "Guía para familias" {
		t.Fatalf("history %+v %v", records.Records, err)
	}
}
