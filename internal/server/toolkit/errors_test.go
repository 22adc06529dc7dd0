package toolkit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A handler's error becomes its answer in Answer: a person's error with its
// status and fields, anything else a logged 500 with a generic message.
func TestAnswer(t *testing.T) {
	for _, c := range []struct {
		name   string
		err    error
		status int
		body   string
		logged bool
	}{
		{"OK", nil, http.StatusNoContent, "", false},
		{"ErrInvalid", storyshelf.FieldError("email", storyshelf.MsgEmailRequired), http.StatusBadRequest,
			`{"error":{"code":"invalid","key":"api.emailRequired","message":"Please enter your email address.",` +
				`"fields":{"email":"Please enter your email address."},"fieldKeys":{"email":"api.emailRequired"}}}`, false},
		{"ErrNotFound", storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgBookNotFound), http.StatusNotFound,
			`{"error":{"code":"not_found","key":"api.bookNotFound","message":"Book not found."}}`, false},
		{"Wrapped", fmt.Errorf("reading: %w", storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgEmailInUse)), http.StatusConflict,
			`{"error":{"code":"conflict","key":"server.emailInUse","message":"Another account already uses this email address."}}`, false},
		{"WrappedFields", fmt.Errorf("saving: %w", storyshelf.FieldError("email", storyshelf.MsgEmailInvalid)), http.StatusBadRequest,
			`{"error":{"code":"invalid","key":"api.emailInvalid","message":"Please enter a valid email address.",` +
				`"fields":{"email":"Please enter a valid email address."},"fieldKeys":{"email":"api.emailInvalid"}}}`, false},
		{"Internal", errors.New("disk on fire"), http.StatusInternalServerError,
			`{"error":{"code":"internal","key":"api.internal","message":"Something went wrong on our side. Please try again later."}}`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var logs bytes.Buffer
			d := &Deps{Logger: slog.New(slog.NewTextHandler(&logs, nil))}
			h := d.Answer(func(w http.ResponseWriter, r *http.Request) error {
				if c.err == nil {
					w.WriteHeader(http.StatusNoContent)
				}
				return c.err
			})
			w := httptest.NewRecorder()
			h(w, httptest.NewRequest("GET", "/api/x", nil))
			if w.Code != c.status || strings.TrimSpace(w.Body.String()) != c.body {
				t.Fatalf("got %d %s, want %d %s", w.Code, w.Body, c.status, c.body)
			}
			if got := strings.Contains(logs.String(), "disk on fire"); got != c.logged {
				t.Fatalf("logged %v, want %v: %s", got, c.logged, logs.String())
			}
		})
	}
}

// A write is answered in the language it asks for, its words translated
// from the keys (the catalogues' when they have them, else the English); a
// read stays in English. The keys are the same in every language.
func TestWriteErrorSpeaksTheRequestsLanguage(t *testing.T) {
	err := fmt.Errorf("contact: %w", storyshelf.FailFields(storyshelf.EINVALID, storyshelf.MsgFillRequiredFields,
		map[string]storyshelf.Msg{"email": storyshelf.MsgEmailInvalid, "title": storyshelf.MsgTitleRequired}))
	d := &Deps{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	for _, c := range []struct {
		method, lang string
		want         ErrorDetail
	}{
		{"POST", "es-MX,es;q=0.9", ErrorDetail{Code: "invalid", Key: "api.requiredFields", Message: "Completa todos los campos obligatorios.",
			Fields:    map[string]string{"email": "Escribe un correo electrónico válido.", "title": "Title is required"},
			FieldKeys: map[string]string{"email": "api.emailInvalid", "title": "server.titleRequired"}}},
		{"POST", "en", ErrorDetail{Code: "invalid", Key: "api.requiredFields", Message: "Please fill in all required fields.",
			Fields:    map[string]string{"email": "Please enter a valid email address.", "title": "Title is required"},
			FieldKeys: map[string]string{"email": "api.emailInvalid", "title": "server.titleRequired"}}},
		{"GET", "es", ErrorDetail{Code: "invalid", Key: "api.requiredFields", Message: "Please fill in all required fields.",
			Fields:    map[string]string{"email": "Please enter a valid email address.", "title": "Title is required"},
			FieldKeys: map[string]string{"email": "api.emailInvalid", "title": "server.titleRequired"}}},
	} {
		r := httptest.NewRequest(c.method, "/api/x", nil)
		r.Header.Set("Accept-Language", c.lang)
		w := httptest.NewRecorder()
		d.WriteError(w, r, err)
		var got ErrorBody
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Error, c.want) {
			t.Errorf("%s in %s: got %+v, want %+v", c.method, c.lang, got.Error, c.want)
		}
	}
}

// The words are found by the key alone: reworded English still reads as the
// catalogues' Spanish, and a key the catalogues lack keeps its English.
func TestSayTranslatesFromTheKey(t *testing.T) {
	reworded := storyshelf.Msg{Key: "api.emailInvalid", Text: "That address will not do."}
	if got := Say(i18n.Spanish, reworded); got != "Escribe un correo electrónico válido." {
		t.Errorf("Spanish = %q", got)
	}
	if got := Say(i18n.English, reworded); got != reworded.Text {
		t.Errorf("English = %q", got)
	}
	if got := Say(i18n.Spanish, storyshelf.MsgTitleRequired); got != "Title is required" {
		t.Errorf("a key the catalogues lack, in Spanish = %q", got)
	}
}
