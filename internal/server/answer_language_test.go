package server_test

import (
	"encoding/json"
	"errors"
	"maps"
	"testing"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type answer struct {
	Message string `json:"message"`
	Error   struct {
		Key       string            `json:"key"`
		Message   string            `json:"message"`
		Fields    map[string]string `json:"fields"`
		FieldKeys map[string]string `json:"fieldKeys"`
	} `json:"error"`
}

func readAnswer(t *testing.T, body string) answer {
	t.Helper()
	var a answer
	if err := json.Unmarshal([]byte(body), &a); err != nil {
		t.Fatalf("answer: %v in %s", err, body)
	}
	return a
}

// The public forms answer in the language the page asks in (the app sends its own as
// Accept-Language): thanks, refusals and each field's message; without one, in English.
func TestPublicFormsAnswerInThePagesLanguage(t *testing.T) {
	ts := newTestServer(t)
	ts.Mail.Env.SMTPURL = someMailServer // the confirmation mail is promised (honest_answers_test.go: without mail)

	res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"lucia@example.com"}`, "Accept-Language", "es")
	if a := readAnswer(t, body); res.StatusCode != 200 || a.Message != "¡Gracias por suscribirte! Revisa tu bandeja de entrada para confirmar." {
		t.Fatalf("newsletter in Spanish: %d %s", res.StatusCode, body)
	}
	res, body = postJSON(t, ts.URL+"/api/newsletter", `{"email":"ana@example.com"}`)
	if a := readAnswer(t, body); res.StatusCode != 200 || a.Message != storyshelf.MsgSubscribedConfirm.Text {
		t.Fatalf("newsletter in English: %d %s", res.StatusCode, body)
	}

	res, body = postJSON(t, ts.URL+"/api/newsletter", `{"email":"not-an-address"}`, "Accept-Language", "es-MX,es;q=0.9,en;q=0.8")
	a := readAnswer(t, body)
	if res.StatusCode != 400 || a.Error.Message != "Escribe un correo electrónico válido." || a.Error.Fields["email"] != "Escribe un correo electrónico válido." {
		t.Fatalf("a bad address in Spanish: %d %s", res.StatusCode, body)
	}
	if a.Error.Key != "api.emailInvalid" || a.Error.FieldKeys["email"] != "api.emailInvalid" {
		t.Fatalf("a bad address in Spanish has keys %q %v, want api.emailInvalid: %s", a.Error.Key, a.Error.FieldKeys, body)
	}

	res, body = postJSON(t, ts.URL+"/api/contact", `{"name":"","email":"lucia@example.com","subject":"","message":""}`, "Accept-Language", "es")
	a = readAnswer(t, body)
	want := map[string]string{"name": "Escribe tu nombre.", "subject": "Elige un asunto.", "message": "Escribe tu mensaje."}
	if res.StatusCode != 400 || a.Error.Message != "Completa todos los campos obligatorios." {
		t.Fatalf("contact refused in Spanish: %d %s", res.StatusCode, body)
	}
	for field, msg := range want {
		if a.Error.Fields[field] != msg {
			t.Errorf("contact %s = %q, want %q", field, a.Error.Fields[field], msg)
		}
	}
	res, body = postJSON(t, ts.URL+"/api/contact", `{"name":"","email":"a@example.com","subject":"","message":""}`, "Accept-Language", "en-US")
	if a := readAnswer(t, body); res.StatusCode != 400 || a.Error.Message != "Please fill in all required fields." || a.Error.Fields["name"] != "Please enter your name." {
		t.Fatalf("contact refused in English: %d %s", res.StatusCode, body)
	}

	res, body = postJSON(t, ts.URL+"/api/contact",
		`{"name":"Lucía","email":"lucia@example.com","subject":"School Visit Request","message":"¿Nos visita en mayo?"}`, "Accept-Language", "es")
	if a := readAnswer(t, body); res.StatusCode != 200 || a.Message != "¡Gracias por tu mensaje! Te responderemos pronto." {
		t.Fatalf("contact thanks in Spanish: %d %s", res.StatusCode, body)
	}
}

// A refusal carries its key and each field's, whatever the language; the
// web app tells refusals apart by them, never by their words.
func TestRefusalsCarryTheirKeys(t *testing.T) {
	ts := newTestServer(t)
	res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"not-an-address"}`)
	a := readAnswer(t, body)
	if res.StatusCode != 400 || a.Error.Key != "api.emailInvalid" || a.Error.FieldKeys["email"] != "api.emailInvalid" ||
		a.Error.Message != storyshelf.MsgEmailInvalid.Text || a.Error.Fields["email"] != storyshelf.MsgEmailInvalid.Text {
		t.Fatalf("a bad address: %d %s", res.StatusCode, body)
	}
	res, body = postJSON(t, ts.URL+"/api/contact", `{"name":"","email":"a@example.com","subject":"","message":""}`, "Accept-Language", "es")
	a = readAnswer(t, body)
	want := map[string]string{"name": "api.nameRequired", "subject": "api.subjectRequired", "message": "api.messageRequired"}
	if res.StatusCode != 400 || a.Error.Key != "api.requiredFields" || !maps.Equal(a.Error.FieldKeys, want) {
		t.Fatalf("contact refused in Spanish: %d %s", res.StatusCode, body)
	}
}

// Every message a public form can answer with has its Spanish words in the catalogues: a
// message added without them would reach a Spanish page in English.
func TestEveryPublicAnswerHasSpanishWords(t *testing.T) {
	domain := []storyshelf.Msg{
		storyshelf.MsgEmailRequired, storyshelf.MsgEmailInvalid, storyshelf.MsgSubscribedWelcome,
		storyshelf.MsgContactThanks, storyshelf.MsgContactFailed, storyshelf.MsgNameRequired, storyshelf.MsgNameTooLong,
		storyshelf.MsgSubjectRequired, storyshelf.MsgSubjectUnknown, storyshelf.MsgMessageRequired,
		storyshelf.MsgMessageTooLong, storyshelf.MsgFillRequiredFields, storyshelf.MsgKitEmailRequired,
		storyshelf.MsgKitAgreeRequired, storyshelf.MsgKitNameTooLong, storyshelf.MsgKitNotFound, storyshelf.MsgKitReady,
		storyshelf.MsgKitRequiredFields, storyshelf.ErrorMsg(errors.New("an internal failure")),
	}
	for _, m := range append(domain, server.PublicAnswersForTest()...) {
		if !i18n.Has(m.Key) || i18n.Spanish.Say(m.Key, m.Text) == m.Text {
			t.Errorf("no Spanish answer for %q (%q): add it to the catalogues as an api. message", m.Key, m.Text)
		}
	}
}
