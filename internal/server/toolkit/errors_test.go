package toolkit

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

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
			`{"error":{"code":"invalid","message":"Please enter your email address.","fields":{"email":"Please enter your email address."}}}`, false},
		{"ErrNotFound", storyshelf.Errorf(storyshelf.ENOTFOUND, "No such book."), http.StatusNotFound,
			`{"error":{"code":"not_found","message":"No such book."}}`, false},
		{"Wrapped", fmt.Errorf("reading: %w", storyshelf.Errorf(storyshelf.ECONFLICT, "Taken.")), http.StatusConflict,
			`{"error":{"code":"conflict","message":"Taken."}}`, false},
		{"Internal", errors.New("disk on fire"), http.StatusInternalServerError,
			`{"error":{"code":"internal","message":"Something went wrong on our side. Please try again later."}}`, true},
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
