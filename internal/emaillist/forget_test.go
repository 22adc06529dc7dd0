package emaillist_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/storyshelf/storyshelf/internal/emaillist"
)

// forgetServer answers as MailerLite does: a subscriber looked up by email,
// then forgotten by id. It records the requests it got.
func forgetServer(t *testing.T, known map[string]string, forgetStatus int) (*emaillist.MailerLite, *[]string) {
	t.Helper()
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+apiKey {
			t.Errorf("%s %s without the API key", r.Method, r.URL.Path)
		}
		mu.Lock()
		got = append(got, r.Method+" "+r.URL.Path)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch {
		case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/api/subscribers/"):
			id, ok := known[strings.TrimPrefix(r.URL.Path, "/api/subscribers/")]
			if !ok {
				w.WriteHeader(http.StatusNotFound)
				io.WriteString(w, `{"message":"Resource not found."}`)
				return
			}
			io.WriteString(w, `{"data":{"id":"`+id+`","email":"x","status":"active"}}`)
		case r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/forget"):
			w.WriteHeader(forgetStatus)
			io.WriteString(w, `{"message":"Subscriber will be forgotten in 30 days."}`)
		default:
			t.Errorf("unexpected %s %s", r.Method, r.URL.Path)
			w.WriteHeader(http.StatusBadRequest)
		}
	}))
	t.Cleanup(srv.Close)
	m, err := emaillist.NewMailerLite(apiKey, emaillist.WithBaseURL(srv.URL+"/api"))
	if err != nil {
		t.Fatal(err)
	}
	return m, &got
}

func TestMailerLite_Forget(t *testing.T) {
	ctx := context.Background()
	t.Run("OK", func(t *testing.T) {
		m, got := forgetServer(t, map[string]string{"parent@example.com": "31897397363737859"}, http.StatusOK)
		if err := m.Forget(ctx, "parent@example.com"); err != nil {
			t.Fatal(err)
		}
		want := "GET /api/subscribers/parent@example.com,POST /api/subscribers/31897397363737859/forget"
		if strings.Join(*got, ",") != want {
			t.Fatalf("requests %v, want %s", *got, want)
		}
	})
	t.Run("UnknownIsAlreadyForgotten", func(t *testing.T) {
		m, got := forgetServer(t, nil, http.StatusOK)
		if err := m.Forget(ctx, "nobody@example.com"); err != nil {
			t.Fatal(err)
		}
		if len(*got) != 1 {
			t.Fatalf("requests %v: nothing to forget after a 404", *got)
		}
	})
	t.Run("ErrServerErrorIsRetried", func(t *testing.T) {
		m, _ := forgetServer(t, map[string]string{"parent@example.com": "1"}, http.StatusInternalServerError)
		err := m.Forget(ctx, "parent@example.com")
		if err == nil || !emaillist.Retryable(err) {
			t.Fatalf("err = %v, want a retryable error", err)
		}
	})
	t.Run("BuiltinForgetsNothingElse", func(t *testing.T) {
		if err := (emaillist.Builtin{}).Forget(ctx, "parent@example.com"); err != nil {
			t.Fatal(err)
		}
	})
}
